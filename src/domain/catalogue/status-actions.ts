// Keys start with 'status.': what a customer can do on the status page besides reading it – correct their
// details before or after posting, download the copy of the letter, send the second person's link again, ask
// for a new status link, stop the text messages.
import type { Locale } from '../locales';

export const de = {
  'status.correction.title': 'Deine Angaben',
  'status.correction.intro':
    'Bis wir deinen Antrag drucken, kannst du Tippfehler in deinen Angaben hier selbst berichtigen. Eine neue E-Mail-Adresse gilt erst, wenn du sie über den Link bestätigst, den wir an sie senden.',
  'status.correction.open': 'Angaben korrigieren',
  'status.correction.save': 'Korrektur speichern',

  'status.posted.title': 'Korrektur nach dem Versand',
  'status.posted.intro':
    'Mit deiner Korrekturoption kannst du uns einmal korrigierte Angaben senden. Dafür brauchen wir noch einmal deinen Ausweis (Vorder- und Rückseite) und deine Unterschrift; wir versenden dann einen korrigierten Antrag.',
  'status.posted.send': 'Korrektur senden',

  'status.letter.notIncluded':
    'Eine Kopie deines Antragsschreibens zum Herunterladen gehört zu den Paketen Plus und Pro.',
  'status.letter.loadFailed': 'Die Kopie konnte nicht geladen werden. Bitte versuche es später erneut.',
  'status.letter.title': 'Kopie deines Antrags',
  'status.letter.text':
    'Dein Antragsschreiben, so wie wir es an das KBA geschickt haben (ohne Ausweiskopie). Wir bewahren es {months} Monate nach dem Versand für dich auf.',
  'status.letter.download': 'Kopie herunterladen (PDF)',
  'status.letter.fileName': 'Antrag-{orderNumber}.pdf',

  'status.partnerLink.title': 'Link für die zweite Person',
  'status.partnerLink.text':
    'Die zweite Person hat Ausweis und Unterschrift noch nicht ergänzt. Ist ihr persönlicher Link verloren gegangen oder abgelaufen? Wir senden dir einen neuen – aus Sicherheitsgründen nur an die E-Mail-Adresse, mit der du bestellt hast.',
  'status.partnerLink.send': 'Neuen Link für die zweite Person senden',
  'status.partnerLink.sent':
    'Wir haben dir soeben einen neuen Link für die zweite Person an die E-Mail-Adresse der Bestellung gesendet. Der frühere Link gilt nicht mehr.',

  'status.statusLink.titleExpired': 'Neuen Link anfordern',
  'status.statusLink.title': 'Link abgelaufen oder verloren?',
  'status.statusLink.text':
    'Wir senden dir einen neuen Link zum Bestellstatus – aus Sicherheitsgründen nur an die E-Mail-Adresse, mit der du bestellt hast. Bitte gib dazu oben deine Bestellnummer ein.',
  'status.statusLink.send': 'Neuen Link per E-Mail anfordern',
  'status.statusLink.sent':
    'Wenn es diese Bestellung gibt, haben wir soeben einen neuen Link an die E-Mail-Adresse der Bestellung gesendet.',

  'status.sms.title': 'SMS-Status-Updates',
  'status.sms.active':
    'Wir schicken dir SMS zu dieser Bestellung an {number}: wenn die Zahlung da ist, wenn der Antrag versendet ist, und bei Problemen.',
  'status.sms.inactive': 'Du bekommst zu dieser Bestellung keine SMS (mehr) an {number}.',
  'status.sms.stop': 'SMS-Updates abbestellen',
  'status.sms.stopping': 'Wird abbestellt …',
  'status.sms.stopped': 'Erledigt: Du bekommst zu dieser Bestellung keine SMS mehr. Die E-Mails kommen weiter.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'status.correction.title': 'Your details',
  'status.correction.intro':
    'Until we print your application, you can correct typos in your details here yourself. A new email address only applies once you confirm it through the link we send to it.',
  'status.correction.open': 'Correct your details',
  'status.correction.save': 'Save correction',

  'status.posted.title': 'Correction after dispatch',
  'status.posted.intro':
    'With your correction option, you can send us corrected details once. For this, we need your ID card (front and back) and your signature again; we’ll then send a corrected application.',
  'status.posted.send': 'Send correction',

  'status.letter.notIncluded': 'A downloadable copy of your application letter comes with the Plus and Pro packages.',
  'status.letter.loadFailed': 'The copy couldn’t be loaded. Please try again later.',
  'status.letter.title': 'Copy of your application',
  'status.letter.text':
    'Your application letter, exactly as we sent it to the KBA (without the ID copy). We keep it for you for {months} months after dispatch.',
  'status.letter.download': 'Download copy (PDF)',
  'status.letter.fileName': 'Application-{orderNumber}.pdf',

  'status.partnerLink.title': 'Link for the second person',
  'status.partnerLink.text':
    'The second person hasn’t added their ID card and signature yet. Has their personal link been lost or has it expired? We’ll send you a new one – for security reasons, only to the email address you ordered with.',
  'status.partnerLink.send': 'Send a new link for the second person',
  'status.partnerLink.sent':
    'We’ve just sent a new link for the second person to the email address of your order. The previous link no longer works.',

  'status.statusLink.titleExpired': 'Request a new link',
  'status.statusLink.title': 'Link expired or lost?',
  'status.statusLink.text':
    'We’ll send you a new link to your order status – for security reasons, only to the email address you ordered with. Just enter your order number above.',
  'status.statusLink.send': 'Email me a new link',
  'status.statusLink.sent': 'If this order exists, we’ve just sent a new link to the email address of the order.',

  'status.sms.title': 'SMS status updates',
  'status.sms.active':
    'We send you text messages about this order at {number}: when your payment has arrived, when your application has been sent, and if there are any problems.',
  'status.sms.inactive': 'You won’t get (any more) text messages about this order at {number}.',
  'status.sms.stop': 'Unsubscribe from SMS updates',
  'status.sms.stopping': 'Unsubscribing …',
  'status.sms.stopped': 'Done: you won’t get any more text messages about this order. The emails will keep coming.',
};

export const tr: Record<keyof typeof de, string> = {
  'status.correction.title': 'Bilgileriniz',
  'status.correction.intro':
    'Başvurunuzu yazdırana kadar bilgilerinizdeki yazım hatalarını burada kendiniz düzeltebilirsiniz. Yeni bir e-posta adresi, ancak o adrese gönderdiğimiz bağlantıyla onayladığınızda geçerli olur.',
  'status.correction.open': 'Bilgileri düzelt',
  'status.correction.save': 'Düzeltmeyi kaydet',

  'status.posted.title': 'Gönderimden sonra düzeltme',
  'status.posted.intro':
    'Düzeltme seçeneğinizle bize bir kez düzeltilmiş bilgiler gönderebilirsiniz. Bunun için kimliğinize (ön ve arka yüz) ve imzanıza yeniden ihtiyacımız var; ardından düzeltilmiş bir başvuru göndeririz.',
  'status.posted.send': 'Düzeltmeyi gönder',

  'status.letter.notIncluded': 'Başvuru mektubunuzun indirilebilir bir kopyası Plus ve Pro paketlerine dahildir.',
  'status.letter.loadFailed': 'Kopya yüklenemedi. Lütfen daha sonra tekrar deneyin.',
  'status.letter.title': 'Başvurunuzun kopyası',
  'status.letter.text':
    'Başvuru mektubunuz, KBA’ya gönderdiğimiz hâliyle (kimlik fotokopisi olmadan). Gönderimden sonra {months} ay boyunca sizin için saklıyoruz.',
  'status.letter.download': 'Kopyayı indir (PDF)',
  'status.letter.fileName': 'Basvuru-{orderNumber}.pdf',

  'status.partnerLink.title': 'İkinci kişi için bağlantı',
  'status.partnerLink.text':
    'İkinci kişi kimliğini ve imzasını henüz eklemedi. Kişisel bağlantısı kayboldu mu veya süresi mi doldu? Size yeni bir bağlantı gönderiyoruz – güvenlik nedeniyle yalnızca sipariş verdiğiniz e-posta adresine.',
  'status.partnerLink.send': 'İkinci kişi için yeni bağlantı gönder',
  'status.partnerLink.sent':
    'İkinci kişi için yeni bir bağlantıyı az önce siparişin e-posta adresine gönderdik. Önceki bağlantı artık geçerli değil.',

  'status.statusLink.titleExpired': 'Yeni bağlantı isteyin',
  'status.statusLink.title': 'Bağlantının süresi mi doldu veya bağlantı kayboldu mu?',
  'status.statusLink.text':
    'Size sipariş durumunuz için yeni bir bağlantı gönderiyoruz – güvenlik nedeniyle yalnızca sipariş verdiğiniz e-posta adresine. Bunun için lütfen yukarıya sipariş numaranızı girin.',
  'status.statusLink.send': 'E-posta ile yeni bağlantı iste',
  'status.statusLink.sent': 'Bu sipariş mevcutsa, siparişin e-posta adresine az önce yeni bir bağlantı gönderdik.',

  'status.sms.title': 'SMS ile durum güncellemeleri',
  'status.sms.active':
    'Bu siparişle ilgili SMS’leri {number} numarasına gönderiyoruz: ödeme ulaştığında, başvuru gönderildiğinde ve sorun olduğunda.',
  'status.sms.inactive': 'Bu siparişle ilgili {number} numarasına (artık) SMS almıyorsunuz.',
  'status.sms.stop': 'SMS güncellemelerini durdur',
  'status.sms.stopping': 'Durduruluyor …',
  'status.sms.stopped': 'Tamam: Bu siparişle ilgili artık SMS almayacaksınız. E-postalar gelmeye devam edecek.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
