// Keys start with 'mail.'. The mails that keep the customer in control of their order
// (functions/services/access/mails.ts): a fresh status link, an e-mail change to confirm or undo, and the
// notice of a change of the order's personal data.
import type { Locale } from '../locales';

export const de = {
  // A fresh status link.
  'mail.statusLink.subject': 'Dein Link zum Bestellstatus ({orderNumber})',
  'mail.statusLink.requested':
    'du (oder jemand mit deiner Bestellnummer) hast einen neuen Link zum Status der Bestellung {orderNumber} angefordert:',
  'mail.statusLink.validity':
    'Der Link gilt bis {days} Tage nach dem letzten Ereignis deiner Bestellung. Gib ihn nicht weiter.',
  'mail.statusLink.notYou': 'Hast du keinen Link angefordert? Dann kannst du diese E-Mail einfach löschen.',

  // Changing the order's e-mail address.
  'mail.emailChangeConfirm.subject': 'Bitte bestätige deine neue E-Mail-Adresse ({orderNumber})',
  'mail.emailChangeConfirm.given':
    'für die Bestellung {orderNumber} wurde diese E-Mail-Adresse als neue Adresse angegeben.',
  'mail.emailChangeConfirm.confirm':
    'Erst wenn du sie bestätigst, senden wir alle Nachrichten zu dieser Bestellung hierher:',
  'mail.emailChangeConfirm.validity':
    'Der Link gilt {hours} Stunden. Warst du das nicht? Dann ignoriere diese E-Mail – es ändert sich nichts.',
  'mail.emailChangeRequested.subject': 'Änderung deiner E-Mail-Adresse angefragt ({orderNumber})',
  'mail.emailChangeRequested.given': 'für deine Bestellung {orderNumber} wurde eine neue E-Mail-Adresse angegeben.',
  'mail.emailChangeRequested.effect':
    'Sie gilt erst, wenn die neue Adresse bestätigt wird; dann schicken wir dir hierher einen Link, mit dem du die\n' +
    'Änderung {days} Tage lang rückgängig machen kannst.',
  'mail.emailChanged.subject': 'Deine E-Mail-Adresse wurde geändert ({orderNumber})',
  'mail.emailChanged.changed':
    'die E-Mail-Adresse deiner Bestellung {orderNumber} wurde geändert; frühere Statuslinks gelten nicht mehr.',
  'mail.emailChanged.undo': 'Warst du das nicht? Mit diesem Link machst du die Änderung rückgängig ({days} Tage lang):',
  'mail.emailChanged.afterUndo':
    'Danach gehen alle Nachrichten wieder an diese Adresse. Schreib uns bitte auch, wir sehen uns die Bestellung an.',
  'mail.emailInEffect.subject': 'Diese E-Mail-Adresse gilt jetzt für deine Bestellung ({orderNumber})',
  'mail.emailInEffect.fromNow': 'ab jetzt senden wir alle Nachrichten zur Bestellung {orderNumber} an diese Adresse.',
  'mail.emailInEffect.link': 'Dein neuer Link zum Bestellstatus (frühere Links gelten nicht mehr):',

  // A correction of the order's personal data.
  'mail.personalData.subject': 'Deine Angaben wurden geändert ({orderNumber})',
  'mail.personalData.changed': 'am {at} wurden diese Angaben deiner Bestellung {orderNumber} geändert: {fields}.',
  'mail.personalData.newAddress': 'Die Antwort des Kraftfahrt-Bundesamts geht jetzt an diese Anschrift:',
  'mail.personalData.afterPosting': 'Wir versenden einen korrigierten Antrag mit diesen Angaben.',
  'mail.personalData.beforePosting': 'Wir drucken deinen Antrag mit den neuen Angaben.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'mail.statusLink.subject': 'Your link to your order status ({orderNumber})',
  'mail.statusLink.requested':
    'You (or someone with your order number) asked for a new link to the status of order {orderNumber}:',
  'mail.statusLink.validity':
    'The link works for up to {days} days after the last event of your order. Please don’t share it.',
  'mail.statusLink.notYou': 'Didn’t ask for a link? Then you can simply delete this email.',

  'mail.emailChangeConfirm.subject': 'Please confirm your new email address ({orderNumber})',
  'mail.emailChangeConfirm.given': 'This email address was given as the new address for order {orderNumber}.',
  'mail.emailChangeConfirm.confirm': 'Only once you confirm it will we send all messages about this order here:',
  'mail.emailChangeConfirm.validity':
    'The link works for {hours} hours. Wasn’t this you? Then ignore this email – nothing will change.',
  'mail.emailChangeRequested.subject': 'Change of your email address requested ({orderNumber})',
  'mail.emailChangeRequested.given': 'A new email address was given for your order {orderNumber}.',
  'mail.emailChangeRequested.effect':
    'It only takes effect once the new address is confirmed; we will then send you a link here that lets you ' +
    'undo the change for {days} days.',
  'mail.emailChanged.subject': 'Your email address has been changed ({orderNumber})',
  'mail.emailChanged.changed':
    'The email address of your order {orderNumber} has been changed; earlier status links no longer work.',
  'mail.emailChanged.undo': 'Wasn’t this you? This link undoes the change (for {days} days):',
  'mail.emailChanged.afterUndo':
    'After that, all messages go to this address again. Please also write to us, and we will look into the order.',
  'mail.emailInEffect.subject': 'This email address now applies to your order ({orderNumber})',
  'mail.emailInEffect.fromNow': 'From now on we send all messages about order {orderNumber} to this address.',
  'mail.emailInEffect.link': 'Your new link to your order status (earlier links no longer work):',

  'mail.personalData.subject': 'Your details have been changed ({orderNumber})',
  'mail.personalData.changed': 'On {at}, these details of your order {orderNumber} were changed: {fields}.',
  'mail.personalData.newAddress': 'The Kraftfahrt-Bundesamt’s reply now goes to this address:',
  'mail.personalData.afterPosting': 'We will send a corrected application with these details.',
  'mail.personalData.beforePosting': 'We will print your application with the new details.',
};

export const tr: Record<keyof typeof de, string> = {
  'mail.statusLink.subject': 'Sipariş durumu bağlantınız ({orderNumber})',
  'mail.statusLink.requested':
    'Sizin (veya sipariş numaranızı bilen birinin) talebi üzerine {orderNumber} numaralı siparişin durumu için yeni bir bağlantı oluşturduk:',
  'mail.statusLink.validity':
    'Bağlantı, siparişinizdeki son işlemden sonra {days} gün boyunca geçerlidir. Lütfen bağlantıyı kimseyle paylaşmayın.',
  'mail.statusLink.notYou': 'Bağlantı istemediniz mi? O hâlde bu e-postayı silebilirsiniz.',

  'mail.emailChangeConfirm.subject': 'Lütfen yeni e-posta adresinizi onaylayın ({orderNumber})',
  'mail.emailChangeConfirm.given':
    '{orderNumber} numaralı sipariş için bu e-posta adresi yeni adres olarak belirtildi.',
  'mail.emailChangeConfirm.confirm':
    'Bu siparişle ilgili tüm mesajları ancak siz adresi onayladıktan sonra buraya göndereceğiz:',
  'mail.emailChangeConfirm.validity':
    'Bağlantı {hours} saat geçerlidir. Bu işlemi siz yapmadınız mı? O hâlde bu e-postayı dikkate almayın – hiçbir şey değişmez.',
  'mail.emailChangeRequested.subject': 'E-posta adresinizin değiştirilmesi istendi ({orderNumber})',
  'mail.emailChangeRequested.given': '{orderNumber} numaralı siparişiniz için yeni bir e-posta adresi belirtildi.',
  'mail.emailChangeRequested.effect':
    'Yeni adres ancak onaylandığında geçerli olur; o zaman size buraya, değişikliği {days} gün boyunca geri ' +
    'almanızı sağlayan bir bağlantı göndeririz.',
  'mail.emailChanged.subject': 'E-posta adresiniz değiştirildi ({orderNumber})',
  'mail.emailChanged.changed':
    '{orderNumber} numaralı siparişinizin e-posta adresi değiştirildi; önceki durum bağlantıları artık geçerli değil.',
  'mail.emailChanged.undo':
    'Bu işlemi siz yapmadınız mı? Bu bağlantıyla değişikliği geri alabilirsiniz ({days} gün boyunca):',
  'mail.emailChanged.afterUndo':
    'Bundan sonra tüm mesajlar yeniden bu adrese gider. Lütfen bize ayrıca yazın, siparişi inceleyelim.',
  'mail.emailInEffect.subject': 'Bu e-posta adresi artık siparişiniz için geçerli ({orderNumber})',
  'mail.emailInEffect.fromNow':
    'Bundan sonra {orderNumber} numaralı siparişle ilgili tüm mesajları bu adrese göndereceğiz.',
  'mail.emailInEffect.link': 'Sipariş durumunuz için yeni bağlantınız (önceki bağlantılar artık geçerli değil):',

  'mail.personalData.subject': 'Bilgileriniz değiştirildi ({orderNumber})',
  'mail.personalData.changed':
    '{at} tarihinde {orderNumber} numaralı siparişinizin şu bilgileri değiştirildi: {fields}.',
  'mail.personalData.newAddress':
    'Federal Motorlu Taşıtlar Dairesi’nin (Kraftfahrt-Bundesamt) yanıtı artık şu adrese gönderilecek:',
  'mail.personalData.afterPosting': 'Bu bilgilerle düzeltilmiş bir başvuru göndereceğiz.',
  'mail.personalData.beforePosting': 'Başvurunuzu yeni bilgilerle yazdıracağız.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
