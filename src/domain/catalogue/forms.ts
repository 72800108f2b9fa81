// Keys start with 'forms.'. The site's small forms: contact (/hilfe), the second person's page and the second
// person bought after payment, the e-mail change, with their validation messages (src/domain/contact.ts,
// second-person-addon.ts); the service hours (src/domain/support.ts); the browser's own messages for failed
// requests (src/lib/api.ts, order-api.ts). The withdrawal form (forms-withdrawal.ts) and the second person's
// form after payment (forms-partner.ts) have modules of their own.
import type { Locale } from '../locales';

export const de = {
  'forms.name': 'Name',
  'forms.email': 'E-Mail-Adresse',
  'forms.orderNumber': 'Bestellnummer',
  'forms.home': 'Zur Startseite',
  'forms.sending': 'Wird gesendet...',
  'forms.submitting': 'Wird übermittelt...',
  'forms.invalidInput': 'Ungültige Eingabe',
  'forms.invalidRequest': 'Ungültige Anfrage',
  'forms.invalidOrderNumber': 'Ungültige Bestellnummer',
  'forms.invalidTimestamp': 'Ungültiger Zeitstempel',
  'forms.nameLineBreak': 'Der Name darf keinen Zeilenumbruch enthalten.',
  'forms.inclVat': '(inkl. 19 % MwSt.)',

  'forms.contact.title': 'Schreib uns',
  'forms.contact.emailHint': 'Hierhin schicken wir unsere Antwort.',
  /** Followed by where the order number is found. */
  'forms.contact.orderNumberHint': 'Falls deine Nachricht eine Bestellung betrifft. {hint}',
  'forms.contact.subject': 'Betreff',
  'forms.contact.message': 'Nachricht',
  'forms.contact.messageHint': 'Bitte keine Ausweisdaten oder Ausweisfotos per Nachricht senden.',
  'forms.contact.submit': 'Nachricht senden',
  'forms.contact.nameRequired': 'Name ist erforderlich',
  'forms.contact.nameTooLong': 'Name zu lang (höchstens {max} Zeichen)',
  'forms.contact.orderNumberInvalid':
    'Bitte prüfe die Bestellnummer, z. B. PK-1795330100862-ABCDEF, oder lass das Feld leer.',
  'forms.contact.subjectRequired': 'Betreff ist erforderlich (mindestens {min} Zeichen)',
  'forms.contact.subjectTooLong': 'Betreff zu lang (höchstens {max} Zeichen)',
  'forms.contact.subjectLineBreak': 'Der Betreff darf keinen Zeilenumbruch enthalten.',
  'forms.contact.messageRequired': 'Nachricht ist erforderlich (mindestens {min} Zeichen)',
  'forms.contact.messageTooLong': 'Nachricht zu lang (höchstens {max} Zeichen)',
  /** The specification's words, quoted. */
  'forms.contact.success': 'Ihre Nachricht wurde erfolgreich gesendet! Wir melden uns binnen 24 Stunden bei Ihnen.',
  /** After the specification's words: when the 24 hours count, and where the exact deadline is written. */
  'forms.contact.successHours':
    'Die 24 Stunden zählen in unseren Servicezeiten; die genaue Frist steht in der Eingangsbestätigung per E-Mail.',
  'forms.contact.error': 'Es gab einen Fehler beim Senden Ihrer Nachricht. Bitte versuchen Sie es erneut.',

  /** The line on the checkout, the invoice and the contract confirmation. */
  'forms.addon.name': 'Antrag für eine zweite Person (nachträglich)',
  /** § 312j Abs. 3 BGB: the button that places a paid order says so, with the amount. */
  'forms.addon.orderButton': 'Zahlungspflichtig bestellen – {price}',
  /** The error summary's names of the two order confirmations. */
  'forms.addon.agbShort': 'AGB',
  'forms.addon.immediateStartShort': 'Sofortiger Beginn',
  'forms.addon.state.awaiting_payment': 'Zahlung für die zweite Person ausstehend',
  'forms.addon.state.processing': 'Zahlung für die zweite Person wird verarbeitet',
  'forms.addon.state.paid': 'Zweite Person hinzugefügt',
  'forms.addon.state.expired': 'Zahlung für die zweite Person abgebrochen',
  'forms.addon.state.refunded': 'Zahlung für die zweite Person erstattet',

  'forms.hours.weekdays': 'Montag–Freitag',
  'forms.hours.weekdaysShort': 'Mo–Fr',
  'forms.hours.saturday': 'Samstag',
  'forms.hours.saturdayShort': 'Sa',
  'forms.hours.closedDays': 'Sonntag und Feiertage in NRW',
  'forms.hours.closed': 'geschlossen',
  'forms.hours.span': '{opens}–{closes} Uhr',

  'forms.api.network': 'Keine Internetverbindung – bitte prüfe deine Verbindung und versuche es erneut.',
  'forms.api.timeout': 'Die Anfrage dauert zu lange – bitte versuche es später erneut.',
  'forms.api.serverError': 'Server-Fehler: {status}',
  /** The order's own messages, word for word (docs/product.md, 'Agreed wording'). */
  'forms.order.timeout': 'Die Bestellung dauert zu lange - bitte versuchen Sie es später erneut.',
  'forms.order.network': 'Keine Internetverbindung - bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'forms.order.crossOrigin': 'Technischer Fehler beim Senden der Bestellung - bitte kontaktieren Sie den Support.',
  'forms.order.unknown': 'Unbekannter Fehler bei der Bestellung',
  'forms.order.serverError': 'Server-Fehler: {status} - {message}',
  'forms.signature.uploadFailed': 'Unterschrift-Upload fehlgeschlagen: {reason}',
  'forms.signature.noConnection': 'Keine Verbindung',
  /** Where customers find their order number, with an example; the hint of every order-number field. */
  'forms.orderNumberWhere': 'Steht in deiner Bestätigungs-E-Mail, z. B. PK-1795330100862-ABCDEF.',
  /** The second person's own page (/zweite-person, /en/second-person): their ID copy and signature. */
  'forms.secondPerson.title': 'Zweiter Antrag: Ausweis und Unterschrift',
  'forms.secondPerson.description':
    'Ausweis und Unterschrift der zweiten Person für einen gemeinsamen Antrag auf Auskunft aus dem Fahreignungsregister ergänzen.',
  'forms.secondPerson.invalidTitle': 'Link ungültig',
  'forms.secondPerson.invalidText':
    'Dieser Link ist unvollständig oder gehört zu keiner Bestellung. Bitte öffne den Link aus der E-Mail noch einmal vollständig oder wende dich an unseren <help>Support</help>.',
  'forms.secondPerson.checking': 'Link wird geprüft …',
  'forms.secondPerson.endedTitle': 'Link nicht mehr gültig',
  'forms.secondPerson.doneTitle': 'Vielen Dank!',
  'forms.secondPerson.doneText':
    'Ausweis und Unterschrift der zweiten Person sind bei uns. Wir senden den Antrag an das Kraftfahrt-Bundesamt; die Antwort kommt per Post. Die Ausweiskopie löschen wir direkt nach dem Versand.',
  'forms.secondPerson.toHome': 'Zur Startseite',
  'forms.secondPerson.intro':
    'Für Bestellung {orderNumber}. Bitte lade Vorder- und Rückseite deines eigenen Ausweises hoch und unterschreibe. Das dauert etwa zwei Minuten.',
  'forms.secondPerson.validUntil': 'Dieser persönliche Link gilt bis zum {date} und für ein einziges Absenden.',
  'forms.secondPerson.formName': 'Ausweis und Unterschrift der zweiten Person',
  'forms.secondPerson.sending': 'Wird übermittelt...',
  'forms.secondPerson.send': 'Ausweis und Unterschrift senden',
  'forms.secondPerson.unknownError': 'Unbekannter Fehler',
  /** Confirming or undoing a change of the order's e-mail (/email-aenderung, /en/email-change). */
  'forms.emailChange.title': 'E-Mail-Adresse ändern',
  'forms.emailChange.description': 'Änderung der E-Mail-Adresse deiner Bestellung bestätigen oder rückgängig machen.',
  'forms.emailChange.incomplete':
    'Dieser Link ist unvollständig. Bitte öffne den Link aus unserer E-Mail vollständig oder ändere deine E-Mail-Adresse auf der <status>Statusseite</status>.',
  'forms.emailChange.confirm.heading': 'Neue E-Mail-Adresse bestätigen',
  'forms.emailChange.confirm.intro':
    'Mit der Bestätigung senden wir alle Nachrichten zu deiner Bestellung an diese Adresse. Frühere Statuslinks gelten danach nicht mehr; einen neuen Link bekommst du per E-Mail.',
  'forms.emailChange.confirm.button': 'E-Mail-Adresse bestätigen',
  'forms.emailChange.confirm.done':
    'Danke! Deine neue E-Mail-Adresse gilt ab jetzt. Wir haben dir einen neuen Link zum Bestellstatus gesendet.',
  'forms.emailChange.undo.heading': 'Änderung der E-Mail-Adresse rückgängig machen',
  'forms.emailChange.undo.intro':
    'Damit gehen alle Nachrichten zu deiner Bestellung wieder an deine bisherige Adresse, und alle Statuslinks der neuen Adresse verlieren ihre Gültigkeit.',
  'forms.emailChange.undo.button': 'Änderung rückgängig machen',
  'forms.emailChange.undo.done':
    'Die Änderung ist rückgängig gemacht. Wir haben dir einen neuen Link zum Bestellstatus gesendet.',
  'forms.emailChange.sending': 'Wird gesendet …',
} as const;

export const en: Record<keyof typeof de, string> = {
  'forms.name': 'Name',
  'forms.email': 'Email address',
  'forms.orderNumber': 'Order number',
  'forms.home': 'Go to the home page',
  'forms.sending': 'Sending...',
  'forms.submitting': 'Sending...',
  'forms.invalidInput': 'Invalid input',
  'forms.invalidRequest': 'Invalid request',
  'forms.invalidOrderNumber': 'Invalid order number',
  'forms.invalidTimestamp': 'Invalid timestamp',
  'forms.nameLineBreak': 'The name must not contain a line break.',
  'forms.inclVat': '(incl. 19% VAT)',

  'forms.contact.title': 'Write to us',
  'forms.contact.emailHint': 'We’ll send our reply here.',
  'forms.contact.orderNumberHint': 'If your message is about an order. {hint}',
  'forms.contact.subject': 'Subject',
  'forms.contact.message': 'Message',
  'forms.contact.messageHint': 'Please don’t send any ID card details or photos of your ID card in a message.',
  'forms.contact.submit': 'Send message',
  'forms.contact.nameRequired': 'Please enter your name',
  'forms.contact.nameTooLong': 'The name is too long (at most {max} characters)',
  'forms.contact.orderNumberInvalid':
    'Please check the order number, e.g. PK-1795330100862-ABCDEF, or leave the field empty.',
  'forms.contact.subjectRequired': 'Please enter a subject (at least {min} characters)',
  'forms.contact.subjectTooLong': 'The subject is too long (at most {max} characters)',
  'forms.contact.subjectLineBreak': 'The subject must not contain a line break.',
  'forms.contact.messageRequired': 'Please enter a message (at least {min} characters)',
  'forms.contact.messageTooLong': 'The message is too long (at most {max} characters)',
  'forms.contact.success': 'Your message has been sent! We’ll get back to you within 24 hours.',
  'forms.contact.successHours':
    'The 24 hours count during our service hours; the exact deadline is in the confirmation we email you.',
  'forms.contact.error': 'Something went wrong sending your message. Please try again.',

  'forms.addon.name': 'Application for a second person (added later)',
  'forms.addon.orderButton': 'Order with obligation to pay – {price}',
  'forms.addon.agbShort': 'Terms and conditions',
  'forms.addon.immediateStartShort': 'Immediate start',
  'forms.addon.state.awaiting_payment': 'Payment for the second person outstanding',
  'forms.addon.state.processing': 'Payment for the second person being processed',
  'forms.addon.state.paid': 'Second person added',
  'forms.addon.state.expired': 'Payment for the second person cancelled',
  'forms.addon.state.refunded': 'Payment for the second person refunded',

  'forms.hours.weekdays': 'Monday–Friday',
  'forms.hours.weekdaysShort': 'Mon–Fri',
  'forms.hours.saturday': 'Saturday',
  'forms.hours.saturdayShort': 'Sat',
  'forms.hours.closedDays': 'Sundays and public holidays in North Rhine-Westphalia',
  'forms.hours.closed': 'closed',
  'forms.hours.span': '{opens}:00–{closes}:00',

  'forms.api.network': 'No internet connection – please check your connection and try again.',
  'forms.api.timeout': 'The request is taking too long – please try again later.',
  'forms.api.serverError': 'Server error: {status}',
  'forms.order.timeout': 'Your order is taking too long – please try again later.',
  'forms.order.network': 'No internet connection – please check your connection and try again.',
  'forms.order.crossOrigin': 'Technical error while sending your order – please contact our support team.',
  'forms.order.unknown': 'Unknown error with your order',
  'forms.order.serverError': 'Server error: {status} - {message}',
  'forms.signature.uploadFailed': 'Signature upload failed: {reason}',
  'forms.signature.noConnection': 'No connection',
  'forms.orderNumberWhere': 'You’ll find it in your confirmation email, e.g. PK-1795330100862-ABCDEF.',
  /** The second person's own page (/zweite-person, /en/second-person): their ID copy and signature. */
  'forms.secondPerson.title': 'Second application: ID and signature',
  'forms.secondPerson.description':
    'Add the second person’s ID and signature to a joint application for the statement from the German driver fitness register.',
  'forms.secondPerson.invalidTitle': 'Link not valid',
  'forms.secondPerson.invalidText':
    'This link is incomplete or belongs to no order. Please open the link from the email again in full, or contact our <help>support</help>.',
  'forms.secondPerson.checking': 'Checking the link …',
  'forms.secondPerson.endedTitle': 'Link no longer valid',
  'forms.secondPerson.doneTitle': 'Thank you!',
  'forms.secondPerson.doneText':
    'We have the second person’s ID and signature. We send the application to the Kraftfahrt-Bundesamt; the answer comes by post. We delete the ID copy right after posting.',
  'forms.secondPerson.toHome': 'Go to the home page',
  'forms.secondPerson.intro':
    'For order {orderNumber}. Please upload the front and back of your own ID and sign. It takes about two minutes.',
  'forms.secondPerson.validUntil': 'This personal link is valid until {date} and for one submission.',
  'forms.secondPerson.formName': 'ID and signature of the second person',
  'forms.secondPerson.sending': 'Sending …',
  'forms.secondPerson.send': 'Send ID and signature',
  'forms.secondPerson.unknownError': 'Unknown error',
  /** Confirming or undoing a change of the order's e-mail (/email-aenderung, /en/email-change). */
  'forms.emailChange.title': 'Change your email address',
  'forms.emailChange.description': 'Confirm or undo the change of your order’s email address.',
  'forms.emailChange.incomplete':
    'This link is incomplete. Please open the link from our email in full, or change your email address on the <status>status page</status>.',
  'forms.emailChange.confirm.heading': 'Confirm your new email address',
  'forms.emailChange.confirm.intro':
    'Once you confirm, we send every message about your order to this address. Earlier status links stop working; you get a new link by email.',
  'forms.emailChange.confirm.button': 'Confirm email address',
  'forms.emailChange.confirm.done':
    'Thank you! Your new email address applies from now on. We have sent you a new link to your order status.',
  'forms.emailChange.undo.heading': 'Undo the change of your email address',
  'forms.emailChange.undo.intro':
    'Every message about your order then goes to your previous address again, and all status links of the new address stop working.',
  'forms.emailChange.undo.button': 'Undo the change',
  'forms.emailChange.undo.done': 'The change has been undone. We have sent you a new link to your order status.',
  'forms.emailChange.sending': 'Sending …',
};

export const tr: Record<keyof typeof de, string> = {
  'forms.name': 'Ad soyad',
  'forms.email': 'E-posta adresi',
  'forms.orderNumber': 'Sipariş numarası',
  'forms.home': 'Ana sayfaya dön',
  'forms.sending': 'Gönderiliyor...',
  'forms.submitting': 'İletiliyor...',
  'forms.invalidInput': 'Geçersiz giriş',
  'forms.invalidRequest': 'Geçersiz istek',
  'forms.invalidOrderNumber': 'Geçersiz sipariş numarası',
  'forms.invalidTimestamp': 'Geçersiz zaman damgası',
  'forms.nameLineBreak': 'Ad soyad satır sonu içeremez.',
  'forms.inclVat': '(%19 KDV dahil)',

  'forms.contact.title': 'Bize yazın',
  'forms.contact.emailHint': 'Yanıtımızı bu adrese göndeririz.',
  'forms.contact.orderNumberHint': 'Mesajınız bir siparişle ilgiliyse. {hint}',
  'forms.contact.subject': 'Konu',
  'forms.contact.message': 'Mesaj',
  'forms.contact.messageHint': 'Lütfen mesajla kimlik bilgisi veya kimlik fotoğrafı göndermeyin.',
  'forms.contact.submit': 'Mesajı gönder',
  'forms.contact.nameRequired': 'Ad soyad gerekli',
  'forms.contact.nameTooLong': 'Ad soyad çok uzun (en fazla {max} karakter)',
  'forms.contact.orderNumberInvalid':
    'Lütfen sipariş numarasını kontrol edin (örn. PK-1795330100862-ABCDEF) veya alanı boş bırakın.',
  'forms.contact.subjectRequired': 'Konu gerekli (en az {min} karakter)',
  'forms.contact.subjectTooLong': 'Konu çok uzun (en fazla {max} karakter)',
  'forms.contact.subjectLineBreak': 'Konu satır sonu içeremez.',
  'forms.contact.messageRequired': 'Mesaj gerekli (en az {min} karakter)',
  'forms.contact.messageTooLong': 'Mesaj çok uzun (en fazla {max} karakter)',
  'forms.contact.success': 'Mesajınız başarıyla gönderildi! 24 saat içinde size dönüş yapacağız.',
  'forms.contact.successHours':
    '24 saat, hizmet saatlerimiz içinde sayılır; kesin süre, size e-posta ile gönderdiğimiz alındı onayında yazar.',
  'forms.contact.error': 'Mesajınız gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',

  'forms.addon.name': 'İkinci kişi için başvuru (sonradan eklenen)',
  'forms.addon.orderButton': 'Ödeme yükümlülüğüyle sipariş ver – {price}',
  'forms.addon.agbShort': 'Genel İşlem Koşulları (AGB)',
  'forms.addon.immediateStartShort': 'Hemen başlama',
  'forms.addon.state.awaiting_payment': 'İkinci kişi için ödeme bekleniyor',
  'forms.addon.state.processing': 'İkinci kişi için ödeme işleniyor',
  'forms.addon.state.paid': 'İkinci kişi eklendi',
  'forms.addon.state.expired': 'İkinci kişi için ödeme iptal edildi',
  'forms.addon.state.refunded': 'İkinci kişi için ödeme iade edildi',

  'forms.hours.weekdays': 'Pazartesi–Cuma',
  'forms.hours.weekdaysShort': 'Pzt–Cum',
  'forms.hours.saturday': 'Cumartesi',
  'forms.hours.saturdayShort': 'Cmt',
  'forms.hours.closedDays': 'Pazar günleri ve Kuzey Ren-Vestfalya’daki (NRW) resmî tatiller',
  'forms.hours.closed': 'kapalı',
  'forms.hours.span': '{opens}:00–{closes}:00',

  'forms.api.network': 'İnternet bağlantısı yok – lütfen bağlantınızı kontrol edip tekrar deneyin.',
  'forms.api.timeout': 'İstek çok uzun sürüyor – lütfen daha sonra tekrar deneyin.',
  'forms.api.serverError': 'Sunucu hatası: {status}',
  'forms.order.timeout': 'Sipariş çok uzun sürüyor – lütfen daha sonra tekrar deneyin.',
  'forms.order.network': 'İnternet bağlantısı yok – lütfen bağlantınızı kontrol edip tekrar deneyin.',
  'forms.order.crossOrigin': 'Sipariş gönderilirken teknik bir hata oluştu – lütfen müşteri hizmetlerine başvurun.',
  'forms.order.unknown': 'Siparişte bilinmeyen hata',
  'forms.order.serverError': 'Sunucu hatası: {status} - {message}',
  'forms.signature.uploadFailed': 'İmza yüklenemedi: {reason}',
  'forms.signature.noConnection': 'Bağlantı yok',
  'forms.orderNumberWhere': 'Onay e-postanızda yazar, örn. PK-1795330100862-ABCDEF.',
  'forms.secondPerson.title': 'İkinci başvuru: kimlik ve imza',
  'forms.secondPerson.description':
    'Sürücü Uygunluk Sicili bilgi belgesi (Auskunft aus dem Fahreignungsregister) için ortak başvuruya ikinci kişinin kimliğini ve imzasını ekleyin.',
  'forms.secondPerson.invalidTitle': 'Geçersiz bağlantı',
  'forms.secondPerson.invalidText':
    'Bu bağlantı eksik veya hiçbir siparişe ait değil. Lütfen e-postadaki bağlantıyı yeniden eksiksiz açın veya <help>müşteri hizmetlerimize</help> başvurun.',
  'forms.secondPerson.checking': 'Bağlantı kontrol ediliyor …',
  'forms.secondPerson.endedTitle': 'Bağlantı artık geçerli değil',
  'forms.secondPerson.doneTitle': 'Çok teşekkürler!',
  'forms.secondPerson.doneText':
    'İkinci kişinin kimliği ve imzası bize ulaştı. Başvuruyu Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) gönderiyoruz; yanıt posta ile gelir. Kimlik fotokopisini gönderimden hemen sonra siliyoruz.',
  'forms.secondPerson.toHome': 'Ana sayfaya dön',
  'forms.secondPerson.intro':
    'Sipariş {orderNumber} için. Lütfen kendi kimliğinizin ön ve arka yüzünü yükleyin ve imzalayın. Bu yaklaşık iki dakika sürer.',
  'forms.secondPerson.validUntil':
    'Bu kişisel bağlantı {date} tarihine kadar ve yalnızca bir gönderim için geçerlidir.',
  'forms.secondPerson.formName': 'İkinci kişinin kimliği ve imzası',
  'forms.secondPerson.sending': 'İletiliyor...',
  'forms.secondPerson.send': 'Kimliği ve imzayı gönder',
  'forms.secondPerson.unknownError': 'Bilinmeyen hata',
  'forms.emailChange.title': 'E-posta adresini değiştirin',
  'forms.emailChange.description': 'Siparişinizin e-posta adresindeki değişikliği onaylayın veya geri alın.',
  'forms.emailChange.incomplete':
    'Bu bağlantı eksik. Lütfen e-postamızdaki bağlantıyı eksiksiz açın veya e-posta adresinizi <status>durum sayfasında</status> değiştirin.',
  'forms.emailChange.confirm.heading': 'Yeni e-posta adresini onaylayın',
  'forms.emailChange.confirm.intro':
    'Onayladığınızda siparişinizle ilgili tüm mesajları bu adrese göndeririz. Önceki durum bağlantıları bundan sonra geçerli olmaz; yeni bir bağlantıyı e-posta ile alırsınız.',
  'forms.emailChange.confirm.button': 'E-posta adresini onayla',
  'forms.emailChange.confirm.done':
    'Teşekkürler! Yeni e-posta adresiniz artık geçerli. Size sipariş durumu için yeni bir bağlantı gönderdik.',
  'forms.emailChange.undo.heading': 'E-posta adresi değişikliğini geri alın',
  'forms.emailChange.undo.intro':
    'Böylece siparişinizle ilgili tüm mesajlar yeniden önceki adresinize gider ve yeni adresin tüm durum bağlantıları geçerliliğini yitirir.',
  'forms.emailChange.undo.button': 'Değişikliği geri al',
  'forms.emailChange.undo.done': 'Değişiklik geri alındı. Size sipariş durumu için yeni bir bağlantı gönderdik.',
  'forms.emailChange.sending': 'Gönderiliyor …',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
