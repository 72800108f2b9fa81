// Keys start with 'mail.'. The mails about a withdrawal (functions/services/withdrawals/mails.ts):
// the receipt when no order matches, the confirmation to the order's address, the answer.
import type { Locale } from '../locales';

export const de = {
  // Withdrawal: the receipt without an order, the confirmation, the answer.
  'mail.withdrawalReceipt.subject': 'Eingangsbestätigung: Widerruf',
  'mail.withdrawalReceipt.received':
    'am {receivedAt} ist über unser Widerrufsformular eine Erklärung mit dieser E-Mail-Adresse eingegangen.',
  'mail.withdrawalReceipt.unknownOrder':
    'Die angegebene Bestellnummer konnten wir keiner Bestellung zuordnen. Wir prüfen die Erklärung und melden uns, ' +
    'falls sie zu einer Bestellung gehört. Wenn du nichts abgeschickt hast, kannst du diese E-Mail ignorieren.',
  'mail.withdrawalConfirmation.subject': 'Eingangsbestätigung deines Widerrufs ({orderNumber})',
  'mail.withdrawalConfirmation.received':
    'wir haben am {receivedAt} einen Widerruf zu deiner Bestellung {orderNumber} erhalten.',
  'mail.withdrawalConfirmation.content': 'Inhalt deiner Erklärung:',
  'mail.withdrawalConfirmation.name': 'Name: {name}',
  'mail.withdrawalConfirmation.email': 'E-Mail: {email}',
  'mail.withdrawalConfirmation.statement': 'Erklärung: {statement}',
  'mail.withdrawalConfirmation.otherAddress':
    'Die Erklärung kam mit einer anderen E-Mail-Adresse als der deiner Bestellung; ihren Inhalt schicken ' +
    'wir deshalb nicht mit. Hast du den Widerruf nicht selbst erklärt, antworte bitte gleich auf diese ' +
    'E-Mail, damit wir deine Bestellung nicht stornieren.',
  'mail.withdrawalConfirmation.next':
    'Wir prüfen deinen Widerruf und melden uns. Wurde dein Antrag noch nicht an das Kraftfahrt-Bundesamt ' +
    'versendet, stornieren wir die Bestellung, erstatten dir den Betrag und löschen deine Unterlagen. ' +
    'Wurde er bereits versendet, ist die Leistung vollständig erbracht und das Widerrufsrecht erloschen; ' +
    'auch dann erhältst du von uns eine Antwort.',
  'mail.withdrawalAnswer.subject': 'Dein Widerruf ({orderNumber})',
  'mail.withdrawalAnswer.cancelled':
    'wir haben deinen Widerruf bearbeitet: Deine Bestellung ist storniert. Falls du schon bezahlt hast, ' +
    'erstatten wir dir den vollen Betrag über die Zahlungsart, mit der du bezahlt hast; die Gutschrift ' +
    'kann je nach Zahlungsart einige Tage dauern. Deine Ausweiskopie und Unterschrift haben wir gelöscht.',
  'mail.withdrawalAnswer.secondPersonCancelled':
    'wir haben deinen Widerruf bearbeitet: Dein eigener Antrag war bereits an das Kraftfahrt-Bundesamt ' +
    'versendet; dieser Teil ist erbracht (du hattest dem sofortigen Beginn zugestimmt). Den Antrag der ' +
    'zweiten Person, der noch nicht versendet war, versenden wir nicht mehr und erstatten dir dafür ' +
    '{refund} über die Zahlungsart, mit der du bezahlt hast.',
  'mail.withdrawalAnswer.lapsed':
    'dein Antrag war zum Zeitpunkt deines Widerrufs bereits an das Kraftfahrt-Bundesamt versendet. Damit ' +
    'war unsere Leistung vollständig erbracht, und das Widerrufsrecht ist erloschen (du hattest dem ' +
    'sofortigen Beginn zugestimmt). Eine Erstattung ist deshalb leider nicht möglich. Die Antwort des KBA ' +
    'erhältst du per Post.',
  /** {refund}: the remainder refunded, e.g. "40,00 €" (may be "0,00 €"). */
  'mail.withdrawalAnswer.restCancelled':
    'wir haben deinen Widerruf bearbeitet: Dein Antrag war bereits an das Kraftfahrt-Bundesamt versendet; ' +
    'dieser Teil ist erbracht (du hattest dem sofortigen Beginn zugestimmt). Was wir danach noch schuldeten ' +
    '(etwa die Kopie deines Antrags, die Korrekturoption, die Erinnerung, die SMS oder den Antrag der zweiten ' +
    'Person), endet mit deinem Widerruf. Für den erbrachten Teil zahlst du Wertersatz zu unseren Preisen: ' +
    'den versandten Antrag wie im Paket Basic, dazu Express und den Antrag der zweiten Person, soweit sie ' +
    'erbracht sind (AGB § 7). Den Rest, {refund}, erstatten wir dir über die Zahlungsart, mit der du bezahlt hast.',
  'mail.withdrawalAnswer.questions': 'Bei Fragen antworte einfach auf diese E-Mail.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'mail.withdrawalReceipt.subject': 'Confirmation of receipt: withdrawal',
  'mail.withdrawalReceipt.received':
    'On {receivedAt}, a declaration with this email address reached us through our withdrawal form.',
  'mail.withdrawalReceipt.unknownOrder':
    'We couldn’t match the order number you gave to any of our orders. We will check the declaration and get back ' +
    'to you if it belongs to an order. If you didn’t send anything, you can ignore this email.',
  'mail.withdrawalConfirmation.subject': 'We have received your withdrawal ({orderNumber})',
  'mail.withdrawalConfirmation.received': 'On {receivedAt} we received a withdrawal for your order {orderNumber}.',
  'mail.withdrawalConfirmation.content': 'Your declaration:',
  'mail.withdrawalConfirmation.name': 'Name: {name}',
  'mail.withdrawalConfirmation.email': 'Email: {email}',
  'mail.withdrawalConfirmation.statement': 'Declaration: {statement}',
  'mail.withdrawalConfirmation.otherAddress':
    'The declaration came from a different email address than your order’s, so we are not including its ' +
    'content. If you did not declare the withdrawal yourself, please reply to this email right away so that ' +
    'we don’t cancel your order.',
  'mail.withdrawalConfirmation.next':
    'We will check your withdrawal and get back to you. If your application has not been posted to the ' +
    'Kraftfahrt-Bundesamt yet, we cancel the order, refund the amount and delete your documents. If it has ' +
    'already been posted, the service has been fully performed and the right of withdrawal has ended; you will ' +
    'get a reply from us in that case too.',
  'mail.withdrawalAnswer.subject': 'Your withdrawal ({orderNumber})',
  'mail.withdrawalAnswer.cancelled':
    'We have processed your withdrawal: your order is cancelled. If you have already paid, we will refund the full ' +
    'amount with the payment method you used; depending on the method, the credit can take a few days. We have ' +
    'deleted your ID copy and signature.',
  'mail.withdrawalAnswer.secondPersonCancelled':
    'We have processed your withdrawal: your own application had already been posted to the ' +
    'Kraftfahrt-Bundesamt, so that part has been performed (you had agreed to us starting right away). We will ' +
    'not send the second person’s application, which had not been posted yet, and refund you {refund} for it ' +
    'with the payment method you used.',
  'mail.withdrawalAnswer.lapsed':
    'Your application had already been posted to the Kraftfahrt-Bundesamt when you withdrew. Our service had ' +
    'therefore been fully performed, and the right of withdrawal has ended (you had agreed to us starting right ' +
    'away). Unfortunately, a refund is therefore not possible. You will receive the KBA’s reply by post.',
  'mail.withdrawalAnswer.restCancelled':
    'We have processed your withdrawal: your application had already been posted to the Kraftfahrt-Bundesamt, so ' +
    'that part has been performed (you had agreed to us starting right away). What we still owed after that (such ' +
    'as the copy of your application, the correction option, the reminder, the text messages or the second ' +
    'person’s application) ends with your withdrawal. For the part performed you pay its value at our prices: the ' +
    'posted application as in the Basic package, plus Express and the second person’s application where they were ' +
    'performed (terms § 7). We will refund the rest, {refund}, with the payment method you used.',
  'mail.withdrawalAnswer.questions': 'If you have any questions, just reply to this email.',
};

export const tr: Record<keyof typeof de, string> = {
  'mail.withdrawalReceipt.subject': 'Alındı onayı: cayma (Widerruf)',
  'mail.withdrawalReceipt.received':
    '{receivedAt} tarihinde cayma formumuz üzerinden bu e-posta adresiyle bir beyan bize ulaştı.',
  'mail.withdrawalReceipt.unknownOrder':
    'Belirtilen sipariş numarasını hiçbir siparişle eşleştiremedik. Beyanı inceleyeceğiz ve bir siparişe ait ' +
    'olması hâlinde size döneceğiz. Bir şey göndermediyseniz bu e-postayı dikkate almayabilirsiniz.',
  'mail.withdrawalConfirmation.subject': 'Cayma beyanınızın alındı onayı ({orderNumber})',
  'mail.withdrawalConfirmation.received':
    '{receivedAt} tarihinde {orderNumber} numaralı siparişiniz için bir cayma (Widerruf) beyanı aldık.',
  'mail.withdrawalConfirmation.content': 'Beyanınızın içeriği:',
  'mail.withdrawalConfirmation.name': 'Ad soyad: {name}',
  'mail.withdrawalConfirmation.email': 'E-posta: {email}',
  'mail.withdrawalConfirmation.statement': 'Beyan: {statement}',
  'mail.withdrawalConfirmation.otherAddress':
    'Beyan, siparişinizdeki e-posta adresinden farklı bir adresten geldi; bu nedenle içeriğini bu e-postaya ' +
    'eklemiyoruz. Caymayı siz beyan etmediyseniz, siparişinizi iptal etmememiz için lütfen bu e-postayı ' +
    'hemen yanıtlayın.',
  'mail.withdrawalConfirmation.next':
    'Cayma beyanınızı inceleyip size döneceğiz. Başvurunuz henüz Federal Motorlu Taşıtlar Dairesi’ne ' +
    '(Kraftfahrt-Bundesamt) gönderilmediyse siparişi iptal eder, tutarı size iade eder ve belgelerinizi sileriz. ' +
    'Başvuru zaten gönderildiyse hizmet tamamen yerine getirilmiş ve cayma hakkı sona ermiştir; bu durumda da ' +
    'size bir yanıt göndeririz.',
  'mail.withdrawalAnswer.subject': 'Cayma beyanınız ({orderNumber})',
  'mail.withdrawalAnswer.cancelled':
    'Cayma beyanınızı işleme aldık: Siparişiniz iptal edildi. Ödeme yaptıysanız tutarın tamamını ödeme yaptığınız ' +
    'yöntemle size iade ediyoruz; ödeme yöntemine bağlı olarak tutarın hesabınıza geçmesi birkaç gün sürebilir. ' +
    'Kimlik fotokopinizi ve imzanızı sildik.',
  'mail.withdrawalAnswer.secondPersonCancelled':
    'Cayma beyanınızı işleme aldık: Kendi başvurunuz Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt) ' +
    'zaten gönderilmişti; bu kısım yerine getirilmiştir (hizmete hemen başlanmasını onaylamıştınız). İkinci ' +
    'kişinin henüz gönderilmemiş başvurusunu artık göndermeyeceğiz ve bunun için {refund} tutarını ödeme ' +
    'yaptığınız yöntemle size iade ediyoruz.',
  'mail.withdrawalAnswer.lapsed':
    'Cayma beyanında bulunduğunuz sırada başvurunuz Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt) ' +
    'zaten gönderilmişti. Böylece hizmetimiz tamamen yerine getirilmiş ve cayma hakkı sona ermiştir (hizmete ' +
    'hemen başlanmasını onaylamıştınız). Bu nedenle maalesef iade mümkün değildir. KBA’nın yanıtını posta ile ' +
    'alacaksınız.',
  'mail.withdrawalAnswer.restCancelled':
    'Cayma beyanınızı işleme aldık: Başvurunuz Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt) zaten ' +
    'gönderilmişti; bu kısım yerine getirilmiştir (hizmete hemen başlanmasını onaylamıştınız). Bundan sonra ' +
    'size hâlâ borçlu olduğumuz hizmetler (örneğin başvurunuzun kopyası, düzeltme seçeneği, hatırlatma, SMS’ler ' +
    'veya ikinci kişinin başvurusu) cayma beyanınızla sona erer. Yerine getirilen kısım için fiyatlarımız ' +
    'üzerinden bedel (Wertersatz) ödersiniz: gönderilen başvuru için Basic paketindeki fiyat, ayrıca yerine ' +
    'getirildikleri ölçüde Ekspres ve ikinci kişinin başvurusu (AGB § 7). Kalan {refund} tutarını ödeme ' +
    'yaptığınız yöntemle size iade ediyoruz.',
  'mail.withdrawalAnswer.questions': 'Sorularınız varsa bu e-postayı yanıtlamanız yeterli.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
