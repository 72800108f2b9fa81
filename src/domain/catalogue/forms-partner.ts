// Keys start with 'forms.partner.': the second person's form after payment (src/domain/partner.ts), a part of
// the site's small forms (forms.ts) of its own for its size.
import type { Locale } from '../locales';

export const de = {
  'forms.partner.title': 'Zusätzliche Person (Optional)',
  'forms.partner.intro':
    'Dein Paket enthält einen Antrag für eine zweite Person. Wenn du möchtest, trage hier ihre Daten ein. Ausweis und Unterschrift der zweiten Person fordern wir danach per E-Mail an.',
  'forms.partner.addonIntro':
    'Dein Paket enthält einen Antrag für dich. Für {price} (inkl. 19 % MwSt.) stellen wir den Antrag auch für eine zweite Person und senden ihn zusammen mit deinem an das Kraftfahrt-Bundesamt.',
  'forms.partner.addonPayment':
    'Du bezahlst im nächsten Schritt; die zweite Person wird deiner Bestellung nach der Zahlung hinzugefügt. Ausweis und Unterschrift der zweiten Person fordern wir danach per E-Mail an.',
  'forms.partner.additionalInfo': 'Zusätzliche Informationen',
  'forms.partner.additionalInfoHint': 'Zum Beispiel ein abweichender Geburtsname. Bitte keine Ausweisdaten.',
  'forms.partner.submit': 'Daten für 2. Person übermitteln',
  'forms.partner.skip': 'Überspringen - Zur Startseite',
  /** The specification's words, quoted. */
  'forms.partner.failure': 'Es gab einen Fehler beim Übermitteln der Daten. Bitte versuchen Sie es erneut.',
  /** The required checkbox; recorded with a paid second person as what was confirmed. */
  'forms.partner.confirmLabel':
    'Ich bestätige, dass die Angaben zur zweiten Person korrekt sind und für den Antrag verwendet werden dürfen.',
  /** The partner's fields as the messages below name them ({label}). */
  'forms.partner.field.firstName': 'Vorname',
  'forms.partner.field.lastName': 'Nachname',
  'forms.partner.field.birthDate': 'Geburtsdatum',
  'forms.partner.field.birthPlace': 'Geburtsort',
  'forms.partner.field.street': 'Straße',
  'forms.partner.field.houseNumber': 'Hausnummer',
  'forms.partner.field.postalCode': 'PLZ',
  'forms.partner.field.city': 'Ort',
  'forms.partner.required': '{label} des Partners ist erforderlich',
  'forms.partner.tooLong': '{label} des Partners zu lang',
  'forms.partner.lineBreak': '{label} des Partners darf keinen Zeilenumbruch enthalten',
  'forms.partner.digits': '{label} des Partners darf keine Zahlen enthalten',
  'forms.partner.characters': '{label} des Partners enthält nicht erlaubte Zeichen (z. B. < oder >)',
  'forms.partner.streetLetter': 'Straße des Partners muss mindestens einen Buchstaben enthalten',
  'forms.partner.houseNumberStart': 'Hausnummer des Partners muss mit einer Ziffer beginnen, z. B. 12, 12a oder 3-5',
  'forms.partner.postalCodeLength': 'PLZ des Partners muss 5 Zeichen haben',
  'forms.partner.birthDateInvalid': 'Geburtsdatum des Partners ist ungültig',
  /** Step 1's age rule, addressed to the second person instead of "du". */
  'forms.partner.tooYoung': 'Die zweite Person muss mindestens 16 Jahre alt sein',
  'forms.partner.confirm': 'Sie müssen bestätigen, dass die Daten korrekt sind',
  'forms.partner.additionalInfoTooLong': 'Zusätzliche Informationen zu lang',
} as const;

export const en: Record<keyof typeof de, string> = {
  'forms.partner.title': 'Second person (optional)',
  'forms.partner.intro':
    'Your package includes an application for a second person. If you like, enter their details here. We’ll then ask for the second person’s ID card and signature by email.',
  'forms.partner.addonIntro':
    'Your package includes an application for you. For {price} (incl. 19% VAT), we’ll also make the application for a second person and send it to the Kraftfahrt-Bundesamt (KBA) together with yours.',
  'forms.partner.addonPayment':
    'You pay in the next step; the second person is added to your order once you have paid. We’ll then ask for the second person’s ID card and signature by email.',
  'forms.partner.additionalInfo': 'Additional information',
  'forms.partner.additionalInfoHint': 'For example, a different birth name. Please don’t include any ID card details.',
  'forms.partner.submit': 'Send the second person’s details',
  'forms.partner.skip': 'Skip – go to the home page',
  'forms.partner.failure': 'Something went wrong sending the details. Please try again.',
  'forms.partner.confirmLabel':
    'I confirm that the details of the second person are correct and may be used for the application.',
  'forms.partner.field.firstName': 'first name',
  'forms.partner.field.lastName': 'last name',
  'forms.partner.field.birthDate': 'date of birth',
  'forms.partner.field.birthPlace': 'place of birth',
  'forms.partner.field.street': 'street',
  'forms.partner.field.houseNumber': 'house number',
  'forms.partner.field.postalCode': 'postcode',
  'forms.partner.field.city': 'town or city',
  'forms.partner.required': 'Please enter the second person’s {label}',
  'forms.partner.tooLong': 'The second person’s {label} is too long',
  'forms.partner.lineBreak': 'The second person’s {label} must not contain a line break',
  'forms.partner.digits': 'The second person’s {label} must not contain numbers',
  'forms.partner.characters': 'The second person’s {label} contains characters that are not allowed (such as < or >)',
  'forms.partner.streetLetter': 'The second person’s street must contain at least one letter',
  'forms.partner.houseNumberStart': 'The second person’s house number must start with a digit, e.g. 12, 12a or 3-5',
  'forms.partner.postalCodeLength': 'The second person’s postcode must have 5 digits',
  'forms.partner.birthDateInvalid': 'The second person’s date of birth is invalid',
  'forms.partner.tooYoung': 'The second person must be at least 16 years old',
  'forms.partner.confirm': 'Please confirm that the details are correct',
  'forms.partner.additionalInfoTooLong': 'The additional information is too long',
};

export const tr: Record<keyof typeof de, string> = {
  'forms.partner.title': 'Ek kişi (isteğe bağlı)',
  'forms.partner.intro':
    'Paketiniz ikinci bir kişi için bir başvuru içeriyor. İsterseniz bu kişinin bilgilerini buraya girin. İkinci kişinin kimliğini ve imzasını ardından e-posta ile isteyeceğiz.',
  'forms.partner.addonIntro':
    'Paketiniz sizin için bir başvuru içeriyor. {price} (%19 KDV dahil) karşılığında ikinci bir kişi için de başvuru hazırlar ve bunu sizinkiyle birlikte Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) göndeririz.',
  'forms.partner.addonPayment':
    'Ödemeyi bir sonraki adımda yaparsınız; ikinci kişi ödemeden sonra siparişinize eklenir. İkinci kişinin kimliğini ve imzasını ardından e-posta ile isteyeceğiz.',
  'forms.partner.additionalInfo': 'Ek bilgiler',
  'forms.partner.additionalInfoHint': 'Örneğin farklı bir doğum soyadı. Lütfen kimlik bilgisi yazmayın.',
  'forms.partner.submit': 'İkinci kişinin bilgilerini gönder',
  'forms.partner.skip': 'Atla – ana sayfaya dön',
  'forms.partner.failure': 'Bilgiler iletilirken bir hata oluştu. Lütfen tekrar deneyin.',
  'forms.partner.confirmLabel':
    'İkinci kişiye ait bilgilerin doğru olduğunu ve başvuru için kullanılabileceğini onaylıyorum.',
  'forms.partner.field.firstName': 'ad',
  'forms.partner.field.lastName': 'soyadı',
  'forms.partner.field.birthDate': 'doğum tarihi',
  'forms.partner.field.birthPlace': 'doğum yeri',
  'forms.partner.field.street': 'sokak',
  'forms.partner.field.houseNumber': 'kapı numarası',
  'forms.partner.field.postalCode': 'posta kodu',
  'forms.partner.field.city': 'şehir',
  'forms.partner.required': 'İkinci kişinin {label} bilgisi gerekli',
  'forms.partner.tooLong': 'İkinci kişinin {label} bilgisi çok uzun',
  'forms.partner.lineBreak': 'İkinci kişinin {label} bilgisi satır sonu içeremez',
  'forms.partner.digits': 'İkinci kişinin {label} bilgisi rakam içeremez',
  'forms.partner.characters': 'İkinci kişinin {label} bilgisi izin verilmeyen karakterler içeriyor (örn. < veya >)',
  'forms.partner.streetLetter': 'İkinci kişinin sokak adı en az bir harf içermelidir',
  'forms.partner.houseNumberStart': 'İkinci kişinin kapı numarası bir rakamla başlamalıdır, örn. 12, 12a veya 3-5',
  'forms.partner.postalCodeLength': 'İkinci kişinin posta kodu 5 haneli olmalıdır',
  'forms.partner.birthDateInvalid': 'İkinci kişinin doğum tarihi geçersiz',
  'forms.partner.tooYoung': 'İkinci kişi en az 16 yaşında olmalıdır',
  'forms.partner.confirm': 'Bilgilerin doğru olduğunu onaylamanız gerekir',
  'forms.partner.additionalInfoTooLong': 'Ek bilgiler çok uzun',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
