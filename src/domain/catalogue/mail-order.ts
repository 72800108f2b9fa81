// Keys start with 'mail.'. The order's own mails (functions/services/orders/mails.ts and
// contact-mails.ts): the order confirmation, the reminders after three weeks and after a year, the receipt
// of a correction after posting, the receipt of a contact message and the back office's answer to it. The
// lines every mail shares are in mail-common.ts.
import type { Locale } from '../locales';

export const de = {
  // The order confirmation (with invoice and contract confirmation attached).
  'mail.confirmation.subject': 'Deine Bestellung {orderNumber} – Zahlung erhalten',
  'mail.confirmation.thanks': 'vielen Dank für deine Bestellung. Deine Zahlung ist eingegangen.',
  'mail.confirmation.package': 'Paket: {package}',
  'mail.confirmation.total': 'Gesamtbetrag: {total} (inkl. 19 % MwSt.)',
  'mail.confirmation.deadline': 'Versand deines Antrags an das Kraftfahrt-Bundesamt spätestens am: {date}',
  'mail.confirmation.attachments':
    'Ebenfalls im Anhang: deine Vertragsbestätigung (PDF) mit unseren Angaben als Anbieter, deiner Bestellung, ' +
    'deinen Bestätigungen bei der Bestellung, unseren AGB in der Fassung, die du akzeptiert hast, der ' +
    'Widerrufsbelehrung und dem Muster-Widerrufsformular. Bitte bewahre sie auf.',
  'mail.confirmation.next': 'So geht es weiter:',
  'mail.confirmation.step1':
    '1. Wir drucken deinen Antrag mit Unterschrift und Ausweiskopie und senden ihn an das Kraftfahrt-Bundesamt, 24932 Flensburg.',
  'mail.confirmation.step2': '2. Direkt nach dem Versand löschen wir deine Ausweiskopie und Unterschrift.',
  'mail.confirmation.step3': '3. Das KBA antwortet dir per Post, in der Regel innerhalb von 5–14 Werktagen.',
  /** Step 3 of an English mail when the customer asked for the KBA's answer in English (unused in German). */
  'mail.confirmation.step3EnglishRequested':
    '3. Das KBA antwortet dir per Post, in der Regel innerhalb von 5–14 Werktagen. In deinem Antrag bitten wir, ' +
    'die Auskunft nach Möglichkeit in englischer Sprache zu erteilen.',
  'mail.confirmation.secondPerson':
    'Du kannst die Daten einer zweiten Person ergänzen – über den Link auf der Bestätigungsseite oder den Status-Link unten.',
  'mail.confirmation.status': 'Status deiner Bestellung: {url}',
  'mail.confirmation.threeWeeks':
    'Solltest du drei Wochen nach dem Versand noch keine Antwort vom KBA haben, melde dich bitte bei uns.',
  'mail.confirmation.withdrawal':
    'Dein Widerrufsrecht: Du hast ausdrücklich verlangt, dass wir sofort mit der Ausführung beginnen, und ' +
    'bestätigt, dass dein Widerrufsrecht mit vollständiger Erfüllung des Vertrags erlischt. Bis wir deinen ' +
    'Antrag an das Kraftfahrt-Bundesamt versendet haben, kannst du den Vertrag widerrufen: über den Link ' +
    '„Vertrag widerrufen“ am Ende jeder Seite unserer Website, per E-Mail oder mit dem ' +
    'Muster-Widerrufsformular aus der Vertragsbestätigung.',
  'mail.confirmation.notKba': 'Hinweis: PunkteBrief ist ein privater Dienstleister und nicht das Kraftfahrt-Bundesamt.',

  // Reminders.
  'mail.threeWeeks.subject': 'Ist deine Auskunft angekommen? ({orderNumber})',
  'mail.threeWeeks.posted':
    'vor drei Wochen haben wir deinen Antrag an das Kraftfahrt-Bundesamt geschickt. In der Regel antwortet das KBA innerhalb von 5–14 Werktagen.',
  'mail.threeWeeks.ask':
    'Hast du noch keine Antwort bekommen? Dann melde dich bitte bei uns – antworte einfach auf diese E-Mail.',
  'mail.yearly.subject': 'Erinnerung: dein Punktestand ist ein Jahr alt ({orderNumber})',
  'mail.yearly.body':
    'vor zwölf Monaten hast du deine Auskunft aus dem Fahreignungsregister beantragt. Einträge werden ' +
    'nach ihren Tilgungsfristen gelöscht, neue können hinzugekommen sein – vielleicht ist es Zeit für ' +
    'einen neuen Blick auf deinen Punktestand.',
  'mail.yearly.newApplication':
    'Einen neuen Antrag kannst du jederzeit auf unserer Website stellen. Beim KBA kannst du die Auskunft auch selbst kostenlos beantragen.',

  // The back office's answer to a contact message.
  'mail.contactAnswer.subject': 'Re: {subject}',
  'mail.contactAnswer.quoted': 'Deine Nachricht vom {receivedAt}:',

  // The receipt of a contact message, to its sender: only when it arrived and by when we answer, never
  // anything the sender wrote (name, subject, message), so the form cannot send someone else's words.
  // {receivedDate}/{dueDate}: "Freitag, 27. November 2026"; {receivedTime}/{dueTime}: "17:00" (German time).
  'mail.contactReceipt.subject': 'Wir haben deine Nachricht erhalten',
  'mail.contactReceipt.received': 'deine Nachricht ist am {receivedDate} um {receivedTime} Uhr bei uns eingegangen.',
  'mail.contactReceipt.deadline': 'Wir antworten dir bis spätestens {dueDate} um {dueTime} Uhr.',
  /** {hours}: the service hours, "Mo–Fr 9–18 Uhr, Sa 10–16 Uhr". */
  'mail.contactReceipt.hours': 'Unsere Servicezeiten: {hours}.',
  'mail.contactReceipt.addMore': 'Möchtest du noch etwas ergänzen, antworte einfach auf diese E-Mail.',
  'mail.contactReceipt.notYou':
    'Hast du uns nicht geschrieben? Dann hat jemand deine E-Mail-Adresse in unser Kontaktformular eingegeben; ' +
    'du kannst diese E-Mail ignorieren.',

  // Korrekturoption after posting.
  'mail.correctionReceived.subject': 'Deine Korrektur ist angekommen ({orderNumber})',
  'mail.correctionReceived.received':
    'wir haben deine korrigierten Angaben, deine Ausweiskopie und deine Unterschrift erhalten.',
  'mail.correctionReceived.next':
    'Wir drucken einen korrigierten Antrag und senden ihn spätestens am {date} an das ' +
    'Kraftfahrt-Bundesamt, 24932 Flensburg. Die Ausweiskopie und die Unterschrift löschen wir direkt nach dem Versand.',
  'mail.correctionReceived.used':
    'Damit hast du deine Korrekturoption genutzt; eine weitere Korrektur nach dem Versand ist nicht möglich.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'mail.confirmation.subject': 'Your order {orderNumber} – payment received',
  'mail.confirmation.thanks': 'Thank you for your order. We have received your payment.',
  'mail.confirmation.package': 'Package: {package}',
  'mail.confirmation.total': 'Total: {total} (incl. 19% VAT)',
  'mail.confirmation.deadline': 'Your application goes to the Kraftfahrt-Bundesamt (KBA) by {date} at the latest.',
  'mail.confirmation.attachments':
    'Also attached: your contract confirmation (PDF) with our details as the provider, your order, the ' +
    'confirmations you gave when ordering, our terms and conditions in the version you accepted, the ' +
    'withdrawal instructions and the model withdrawal form. Please keep it. Your invoice and contract confirmation ' +
    'are German documents; the German text is binding.',
  'mail.confirmation.next': 'What happens next:',
  'mail.confirmation.step1':
    '1. We print your application in German, with your signature and ID copy, and send it to the ' +
    'Kraftfahrt-Bundesamt, 24932 Flensburg.',
  'mail.confirmation.step2': '2. Right after posting, we delete your ID copy and signature.',
  'mail.confirmation.step3': '3. The KBA replies to you by post, in German, usually within 5–14 working days.',
  'mail.confirmation.step3EnglishRequested':
    '3. The KBA replies to you by post, usually within 5–14 working days. Your application asks for the reply ' +
    'in English where possible; the KBA decides, so it may still reply in German.',
  'mail.confirmation.secondPerson':
    'You can add the details of a second person – via the link on the confirmation page or the status link below.',
  'mail.confirmation.status': 'Your order status: {url}',
  'mail.confirmation.threeWeeks':
    'If you haven’t heard from the KBA three weeks after posting, please get in touch with us.',
  'mail.confirmation.withdrawal':
    'Your right of withdrawal: you expressly asked us to start right away and confirmed that your right of ' +
    'withdrawal ends once the contract has been fully performed. Until we have posted your application to the ' +
    'Kraftfahrt-Bundesamt, you can withdraw from the contract: with the “Withdraw from the contract” link at the ' +
    'bottom of every page of our website, by email or with the model withdrawal form in the contract confirmation.',
  'mail.confirmation.notKba':
    'Please note: PunkteBrief is a private service provider and not the Kraftfahrt-Bundesamt.',

  'mail.threeWeeks.subject': 'Has your points statement arrived? ({orderNumber})',
  'mail.threeWeeks.posted':
    'Three weeks ago we sent your application to the Kraftfahrt-Bundesamt. The KBA usually replies within 5–14 working days.',
  'mail.threeWeeks.ask': 'Haven’t had a reply yet? Then please get in touch – just reply to this email.',
  'mail.yearly.subject': 'Reminder: your points statement is a year old ({orderNumber})',
  'mail.yearly.body':
    'Twelve months ago you applied for your statement from the driver fitness register (Fahreignungsregister). ' +
    'Entries are deleted once their deletion periods have run out, and new ones may have been added – maybe ' +
    'it’s time to take a fresh look at your points.',
  'mail.yearly.newApplication':
    'You can make a new application on our website at any time. You can also apply to the KBA yourself, free of charge.',

  'mail.contactAnswer.subject': 'Re: {subject}',
  'mail.contactAnswer.quoted': 'Your message of {receivedAt}:',

  'mail.contactReceipt.subject': 'We have received your message',
  'mail.contactReceipt.received': 'Your message reached us on {receivedDate} at {receivedTime} (German time).',
  'mail.contactReceipt.deadline': 'We will reply by {dueDate} at {dueTime} (German time) at the latest.',
  'mail.contactReceipt.hours': 'Our service hours: {hours}.',
  'mail.contactReceipt.addMore': 'If you would like to add something, just reply to this email.',
  'mail.contactReceipt.notYou':
    'Didn’t write to us? Then someone entered your email address in our contact form; you can ignore this email.',

  'mail.correctionReceived.subject': 'Your correction has arrived ({orderNumber})',
  'mail.correctionReceived.received': 'We have received your corrected details, your ID copy and your signature.',
  'mail.correctionReceived.next':
    'We will print a corrected application and send it to the Kraftfahrt-Bundesamt, 24932 Flensburg, by {date} at ' +
    'the latest. We delete the ID copy and the signature right after posting.',
  'mail.correctionReceived.used':
    'This uses up your correction option; no further correction is possible after posting.',
};

export const tr: Record<keyof typeof de, string> = {
  'mail.confirmation.subject': '{orderNumber} numaralı siparişiniz – ödeme alındı',
  'mail.confirmation.thanks': 'Siparişiniz için çok teşekkür ederiz. Ödemeniz bize ulaştı.',
  'mail.confirmation.package': 'Paket: {package}',
  'mail.confirmation.total': 'Toplam tutar: {total} (%19 KDV dahil)',
  'mail.confirmation.deadline':
    'Başvurunuzun Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) en geç gönderileceği tarih: {date}',
  'mail.confirmation.attachments':
    'Ayrıca ekte: Hizmet sağlayıcı olarak bilgilerimizi, siparişinizi, sipariş sırasında verdiğiniz onayları, ' +
    'kabul ettiğiniz sürümüyle Genel İşlem Koşullarımızı (AGB), cayma bilgilendirmesini ve örnek cayma formunu ' +
    'içeren sözleşme onayınız (PDF). Lütfen bunu saklayın. Faturanız ve sözleşme onayınız Almanca belgelerdir; ' +
    'bağlayıcı olan Almanca metindir.',
  'mail.confirmation.next': 'Bundan sonraki adımlar:',
  'mail.confirmation.step1':
    '1. Başvurunuzu imzanız ve kimlik fotokopinizle birlikte Almanca olarak yazdırır ve Federal Motorlu Taşıtlar ' +
    'Dairesi’ne (Kraftfahrt-Bundesamt, 24932 Flensburg) göndeririz.',
  'mail.confirmation.step2': '2. Gönderimden hemen sonra kimlik fotokopinizi ve imzanızı sileriz.',
  'mail.confirmation.step3': '3. KBA size posta ile, Almanca olarak, genellikle 5–14 iş günü içinde yanıt verir.',
  'mail.confirmation.step3EnglishRequested':
    '3. KBA size posta ile, genellikle 5–14 iş günü içinde yanıt verir. Başvurunuzda, bilgi belgesinin mümkünse ' +
    'İngilizce düzenlenmesini rica ediyoruz; buna KBA karar verir, yani yanıt yine de Almanca olabilir.',
  'mail.confirmation.secondPerson':
    'İkinci bir kişinin bilgilerini ekleyebilirsiniz – onay sayfasındaki bağlantıdan veya aşağıdaki durum bağlantısından.',
  'mail.confirmation.status': 'Siparişinizin durumu: {url}',
  'mail.confirmation.threeWeeks':
    'Gönderimden üç hafta sonra KBA’dan hâlâ yanıt almadıysanız lütfen bizimle iletişime geçin.',
  'mail.confirmation.withdrawal':
    'Cayma hakkınız: Hizmete hemen başlamamızı açıkça talep ettiniz ve sözleşme tamamen yerine getirildiğinde ' +
    'cayma hakkınızın sona ereceğini onayladınız. Başvurunuzu Federal Motorlu Taşıtlar Dairesi’ne ' +
    '(Kraftfahrt-Bundesamt) gönderene kadar sözleşmeden cayabilirsiniz (Widerruf): web sitemizin her sayfasının ' +
    'altındaki “Sözleşmeden cayma” bağlantısıyla, e-posta ile veya sözleşme onayındaki örnek cayma formuyla.',
  'mail.confirmation.notKba':
    'Not: PunkteBrief özel bir hizmet sağlayıcıdır, Federal Motorlu Taşıtlar Dairesi (Kraftfahrt-Bundesamt) değildir.',

  'mail.threeWeeks.subject': 'Bilgi belgeniz ulaştı mı? ({orderNumber})',
  'mail.threeWeeks.posted':
    'Üç hafta önce başvurunuzu Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) gönderdik. KBA genellikle 5–14 iş günü içinde yanıt verir.',
  'mail.threeWeeks.ask':
    'Henüz yanıt almadınız mı? O hâlde lütfen bizimle iletişime geçin – bu e-postayı yanıtlamanız yeterli.',
  'mail.yearly.subject': 'Hatırlatma: puan durumunuz bir yıllık oldu ({orderNumber})',
  'mail.yearly.body':
    'On iki ay önce Sürücü Uygunluk Sicili (Fahreignungsregister) bilgi belgenizi talep ettiniz. Kayıtlar ' +
    'silinme süreleri (Tilgungsfrist) dolunca silinir, yeni kayıtlar da eklenmiş olabilir – belki de puan ' +
    'durumunuza yeniden bakmanın zamanı gelmiştir.',
  'mail.yearly.newApplication':
    'Web sitemizden istediğiniz zaman yeni bir başvuru yapabilirsiniz. Bilgi belgesini Federal Motorlu Taşıtlar ' +
    'Dairesi’nden (Kraftfahrt-Bundesamt, KBA) kendiniz de ücretsiz olarak talep edebilirsiniz.',

  'mail.contactAnswer.subject': 'Re: {subject}',
  'mail.contactAnswer.quoted': '{receivedAt} tarihli mesajınız:',

  'mail.contactReceipt.subject': 'Mesajınızı aldık',
  'mail.contactReceipt.received':
    'Mesajınız bize şu tarihte ulaştı: {receivedDate}, saat {receivedTime} (Almanya saati).',
  'mail.contactReceipt.deadline':
    'Size en geç şu tarihe kadar yanıt vereceğiz: {dueDate}, saat {dueTime} (Almanya saati).',
  'mail.contactReceipt.hours': 'Hizmet saatlerimiz: {hours}.',
  'mail.contactReceipt.addMore': 'Eklemek istediğiniz bir şey varsa bu e-postayı yanıtlamanız yeterli.',
  'mail.contactReceipt.notYou':
    'Bize yazmadınız mı? O hâlde biri e-posta adresinizi iletişim formumuza girmiş; bu e-postayı dikkate ' +
    'almayabilirsiniz.',

  'mail.correctionReceived.subject': 'Düzeltmeniz bize ulaştı ({orderNumber})',
  'mail.correctionReceived.received': 'Düzeltilmiş bilgilerinizi, kimlik fotokopinizi ve imzanızı aldık.',
  'mail.correctionReceived.next':
    'Düzeltilmiş bir başvuru yazdırıp en geç {date} tarihinde Federal Motorlu Taşıtlar Dairesi’ne ' +
    '(Kraftfahrt-Bundesamt, 24932 Flensburg) göndereceğiz. Kimlik fotokopisini ve imzayı gönderimden hemen sonra sileriz.',
  'mail.correctionReceived.used':
    'Böylece düzeltme seçeneğinizi kullanmış oldunuz; gönderimden sonra başka bir düzeltme mümkün değildir.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
