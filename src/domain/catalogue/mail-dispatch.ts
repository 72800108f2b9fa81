// Keys start with 'mail.'. The letter's way: the mails when it is posted, when it comes back as
// undeliverable, and about the second person's letter that follows the customer's
// (functions/services/dispatch/mails.ts); and the SMS status updates (functions/services/sms/status-sms.ts).
import type { Locale } from '../locales';

export const de = {
  // The letter's way (functions/services/dispatch/mails.ts): back as undeliverable, at the post, the second
  // person's letter that follows the customer's (reminder, refund at the end of the wait).
  'mail.dispatch.undeliverable.subject': 'Dein Antrag kam als unzustellbar zurück ({orderNumber})',
  'mail.dispatch.undeliverable.returned':
    'die Post hat deinen Antrag an das Kraftfahrt-Bundesamt als unzustellbar an unsere Druckerei zurückgegeben.',
  'mail.dispatch.undeliverable.resend': 'Wir prüfen das und senden den Antrag erneut, ohne Kosten für dich.',
  'mail.dispatch.undeliverable.deleted':
    'Deine Ausweiskopie haben wir nach der Einlieferung gelöscht. Brauchen wir für den neuen Versand etwas von dir, ' +
    'schreiben wir dir eine E-Mail.',
  'mail.dispatch.posted.subject': 'Dein Antrag ist unterwegs ({orderNumber})',
  'mail.dispatch.posted.subjectPartner': 'Der Antrag für {partnerFirstName} ist unterwegs ({orderNumber})',
  /** {date}: the day the letter was handed to the post. */
  'mail.dispatch.posted.intro':
    'wir haben deinen Antrag auf Auskunft aus dem Fahreignungsregister am {date} an das ' +
    'Kraftfahrt-Bundesamt, 24932 Flensburg, geschickt. Das KBA antwortet dir per Post, in der Regel ' +
    'innerhalb von 5–14 Werktagen.',
  'mail.dispatch.posted.introPartner':
    'wir haben den Antrag für {partnerFirstName} auf Auskunft aus dem Fahreignungsregister am {date} ' +
    'an das Kraftfahrt-Bundesamt, 24932 Flensburg, geschickt. Das KBA antwortet ' +
    '{partnerFirstName} per Post, in der Regel innerhalb von 5–14 Werktagen.',
  'mail.dispatch.posted.deleted':
    'Deine Ausweiskopie und deine Unterschrift haben wir direkt nach dem Versand gelöscht.',
  'mail.dispatch.posted.deletedPartner':
    'Ausweiskopie und Unterschrift von {partnerFirstName} haben wir direkt nach dem Versand gelöscht.',
  'mail.dispatch.posted.copy':
    'Im Anhang findest du eine Kopie deines Antragsschreibens, so wie wir es versendet haben (ohne ' +
    'Ausweiskopie). Du kannst sie 12 Monate lang auch über den Status-Link deiner Bestellung herunterladen.',
  'mail.dispatch.posted.copyPartner':
    'Im Anhang findest du eine Kopie dieses Antragsschreibens, so wie wir es versendet haben (ohne Ausweiskopie).',
  /** The customer's letter went alone; {date} is the last day of the wait, {refund} the second person's price. */
  'mail.dispatch.posted.secondPersonFollows':
    'Ausweis und Unterschrift der zweiten Person lagen noch nicht vor, deshalb haben wir deinen Antrag ' +
    'pünktlich allein versendet. Der Antrag der zweiten Person folgt als eigener Brief, sobald sie ' +
    'beides über ihren persönlichen Link ergänzt hat, spätestens bis {date}. ' +
    'Kommen die Unterlagen bis dahin nicht, erstatten wir dir {refund} für den Antrag ' +
    'der zweiten Person.',
  'mail.dispatch.posted.withdrawalLater':
    'Dein Widerrufsrecht erlischt, sobald wir auch den Antrag der zweiten Person versendet haben ' +
    '(§ 356 Abs. 4 BGB).',
  'mail.dispatch.posted.withdrawalExpired':
    'Mit dem Versand haben wir unsere Leistung vollständig erbracht. Weil du bei der Bestellung ausdrücklich ' +
    'verlangt hast, dass wir sofort beginnen, und bestätigt hast, dass dein Widerrufsrecht mit vollständiger ' +
    'Erfüllung des Vertrags erlischt, ist dein Widerrufsrecht jetzt erloschen (§ 356 Abs. 4 BGB).',
  'mail.dispatch.posted.threeWeeks':
    'Solltest du drei Wochen nach dem Versand noch keine Antwort vom KBA haben, melde dich bitte bei uns.',
  'mail.dispatch.secondPersonReminder.subject':
    'Es fehlen noch Ausweis und Unterschrift der zweiten Person ({orderNumber})',
  'mail.dispatch.secondPersonReminder.missing':
    'für den Antrag der zweiten Person in deiner Bestellung fehlen uns noch ihre Ausweiskopie und ihre Unterschrift.',
  'mail.dispatch.secondPersonReminder.link':
    'Sie kann beides über den persönlichen Link ergänzen, den wir dir per E-Mail geschickt haben; einen neuen Link ' +
    'kannst du auf der Statusseite deiner Bestellung anfordern.',
  'mail.dispatch.secondPersonReminder.deadline':
    'Kommen die Unterlagen bis {date}, versenden wir ihren Antrag innerhalb der Versandzeit deines Pakets. ' +
    'Danach versenden wir ihn nicht mehr und erstatten dir {refund}.',
  'mail.dispatch.secondPersonLapsed.subject': 'Antrag der zweiten Person – Betrag wird erstattet ({orderNumber})',
  'mail.dispatch.secondPersonLapsed.notSent':
    'Ausweiskopie und Unterschrift der zweiten Person sind bis zum Ende der Frist nicht bei uns eingegangen. ' +
    'Wir versenden ihren Antrag deshalb nicht mehr.',
  'mail.dispatch.secondPersonLapsed.refund':
    'Wir erstatten dir {refund} automatisch über den Zahlungsweg, mit dem du bezahlt hast. ' +
    'Du musst dafür nichts tun. Hat die zweite Person Unterlagen teilweise hochgeladen, löschen wir sie.',

  // The SMS status updates (Pro): one SMS each, ≤ 160 GSM characters with a 20-letter first name.
  'mail.sms.stop': 'Abmelden: STOP antworten.',
  'mail.sms.paid': '{hello} Zahlung erhalten. Wir senden deinen Antrag {orderNumber} ans KBA. {stop}',
  'mail.sms.posted': '{hello} dein Antrag {orderNumber} ist zur Post an das KBA gegangen. Details per E-Mail. {stop}',
  'mail.sms.problem': '{hello} bei deinem Antrag {orderNumber} gibt es ein Problem. Bitte lies unsere E-Mail. {stop}',
} as const;

export const en: Record<keyof typeof de, string> = {
  'mail.dispatch.undeliverable.subject': 'Your application was returned as undeliverable ({orderNumber})',
  'mail.dispatch.undeliverable.returned':
    'The postal service returned your application to the Kraftfahrt-Bundesamt to our printer as undeliverable.',
  'mail.dispatch.undeliverable.resend': 'We are looking into it and will send the application again, free of charge.',
  'mail.dispatch.undeliverable.deleted':
    'We deleted your ID copy after the letter was handed over to the postal service. If we need anything from you to send it ' +
    'again, we will email you.',
  'mail.dispatch.posted.subject': 'Your application is on its way ({orderNumber})',
  'mail.dispatch.posted.subjectPartner': 'The application for {partnerFirstName} is on its way ({orderNumber})',
  'mail.dispatch.posted.intro':
    'On {date} we sent your application for a statement from the driver fitness register (Fahreignungsregister) ' +
    'to the Kraftfahrt-Bundesamt (KBA), 24932 Flensburg. The KBA will reply to you by post, usually within ' +
    '5–14 working days.',
  'mail.dispatch.posted.introPartner':
    'On {date} we sent the application for {partnerFirstName} for a statement from the driver fitness register ' +
    '(Fahreignungsregister) to the Kraftfahrt-Bundesamt (KBA), 24932 Flensburg. The KBA will reply to ' +
    '{partnerFirstName} by post, usually within 5–14 working days.',
  'mail.dispatch.posted.deleted': 'We deleted your ID copy and your signature right after posting.',
  'mail.dispatch.posted.deletedPartner': 'We deleted {partnerFirstName}’s ID copy and signature right after posting.',
  'mail.dispatch.posted.copy':
    'Attached is a copy of your application letter as we sent it (without the ID copy); it is a German ' +
    'document. You can also download it via your order’s status link for 12 months.',
  'mail.dispatch.posted.copyPartner':
    'Attached is a copy of this application letter as we sent it (without the ID copy); it is a German document.',
  'mail.dispatch.posted.secondPersonFollows':
    'The second person’s ID card and signature weren’t in yet, so we sent your application on time on its own. The ' +
    'second person’s application will follow as a separate letter as soon as they have added both via their ' +
    'personal link, by {date} at the latest. If the documents don’t arrive by then, we will refund you {refund} ' +
    'for the second person’s application.',
  'mail.dispatch.posted.withdrawalLater':
    'Your right of withdrawal ends as soon as we have also sent the second person’s application ' +
    '(section 356 (4) of the German Civil Code, BGB).',
  'mail.dispatch.posted.withdrawalExpired':
    'By posting the application, we have fully performed our service. Because you expressly asked us to start ' +
    'right away when you ordered and confirmed that your right of withdrawal ends once the contract has been ' +
    'fully performed, your right of withdrawal has now ended (section 356 (4) of the German Civil Code, BGB). ' +
    'This is a courtesy translation; the German text is binding.',
  'mail.dispatch.posted.threeWeeks':
    'If you haven’t heard from the KBA three weeks after posting, please get in touch with us.',
  'mail.dispatch.secondPersonReminder.subject':
    'The second person’s ID card and signature are still missing ({orderNumber})',
  'mail.dispatch.secondPersonReminder.missing':
    'For the second person’s application in your order, we still need their ID copy and their signature.',
  'mail.dispatch.secondPersonReminder.link':
    'They can add both via the personal link we emailed you; you can request a new link on your order’s status page.',
  'mail.dispatch.secondPersonReminder.deadline':
    'If the documents arrive by {date}, we will send their application within your package’s dispatch time. ' +
    'After that, we will no longer send it and will refund you {refund}.',
  'mail.dispatch.secondPersonLapsed.subject': 'Second person’s application – amount will be refunded ({orderNumber})',
  'mail.dispatch.secondPersonLapsed.notSent':
    'The second person’s ID copy and signature did not reach us before the deadline, so we will no longer send ' +
    'their application.',
  'mail.dispatch.secondPersonLapsed.refund':
    'We will refund you {refund} automatically with the payment method you used. You don’t need to do ' +
    'anything. If the second person uploaded some documents, we will delete them.',

  'mail.sms.stop': 'To unsubscribe, reply STOP.',
  'mail.sms.paid': '{hello} payment received. We are sending your application {orderNumber} to the KBA. {stop}',
  'mail.sms.posted': '{hello} your application {orderNumber} has been posted to the KBA. Details by email. {stop}',
  'mail.sms.problem': '{hello} there is a problem with your application {orderNumber}. Please read our email. {stop}',
};

export const tr: Record<keyof typeof de, string> = {
  'mail.dispatch.undeliverable.subject': 'Başvurunuz teslim edilemediği için geri geldi ({orderNumber})',
  'mail.dispatch.undeliverable.returned':
    'Posta, Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt) gönderdiğimiz başvurunuzu teslim ' +
    'edilemediği gerekçesiyle matbaamıza geri gönderdi.',
  'mail.dispatch.undeliverable.resend':
    'Durumu inceliyoruz ve başvuruyu size hiçbir ücret yansıtmadan yeniden göndereceğiz.',
  'mail.dispatch.undeliverable.deleted':
    'Kimlik fotokopinizi mektup postaya teslim edildikten sonra sildik. Yeniden gönderim için sizden bir şeye ' +
    'ihtiyacımız olursa size e-posta yazarız.',
  'mail.dispatch.posted.subject': 'Başvurunuz yolda ({orderNumber})',
  'mail.dispatch.posted.subjectPartner': '{partnerFirstName} için başvuru yolda ({orderNumber})',
  'mail.dispatch.posted.intro':
    'Sürücü Uygunluk Sicili (Fahreignungsregister) bilgi belgesi başvurunuzu {date} tarihinde Federal Motorlu ' +
    'Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA, 24932 Flensburg) gönderdik. KBA size posta ile, genellikle ' +
    '5–14 iş günü içinde yanıt verir.',
  'mail.dispatch.posted.introPartner':
    'Sürücü Uygunluk Sicili (Fahreignungsregister) bilgi belgesi için {partnerFirstName} adına yapılan başvuruyu ' +
    '{date} tarihinde Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA, 24932 Flensburg) gönderdik. ' +
    'KBA’nın yanıtı {partnerFirstName} adına posta ile, genellikle 5–14 iş günü içinde gelir.',
  'mail.dispatch.posted.deleted': 'Kimlik fotokopinizi ve imzanızı gönderimden hemen sonra sildik.',
  'mail.dispatch.posted.deletedPartner':
    '{partnerFirstName} için başvuruda kullanılan kimlik fotokopisini ve imzayı gönderimden hemen sonra sildik.',
  'mail.dispatch.posted.copy':
    'Ekte, başvuru yazınızın gönderdiğimiz hâliyle bir kopyasını bulabilirsiniz (kimlik fotokopisi olmadan); bu ' +
    'Almanca bir belgedir. Kopyayı 12 ay boyunca siparişinizin durum bağlantısı üzerinden de indirebilirsiniz.',
  'mail.dispatch.posted.copyPartner':
    'Ekte, bu başvuru yazısının gönderdiğimiz hâliyle bir kopyasını bulabilirsiniz (kimlik fotokopisi olmadan); ' +
    'bu Almanca bir belgedir.',
  'mail.dispatch.posted.secondPersonFollows':
    'İkinci kişinin kimliği ve imzası henüz elimizde olmadığından başvurunuzu zamanında ve tek başına gönderdik. ' +
    'İkinci kişinin başvurusu, o kişi kişisel bağlantısı üzerinden ikisini de ekler eklemez, en geç {date} ' +
    'tarihine kadar ayrı bir mektupla gönderilecek. Belgeler o tarihe kadar gelmezse ikinci kişinin başvurusu ' +
    'için {refund} tutarını size iade ederiz.',
  'mail.dispatch.posted.withdrawalLater':
    'Cayma hakkınız, ikinci kişinin başvurusunu da gönderdiğimiz anda sona erer (Alman Medeni Kanunu, ' +
    '§ 356 Abs. 4 BGB).',
  'mail.dispatch.posted.withdrawalExpired':
    'Gönderimle birlikte hizmetimizi tamamen yerine getirdik. Sipariş sırasında hemen başlamamızı açıkça talep ' +
    'ettiğiniz ve sözleşme tamamen yerine getirildiğinde cayma hakkınızın sona ereceğini onayladığınız için ' +
    'cayma hakkınız artık sona ermiştir (Alman Medeni Kanunu, § 356 Abs. 4 BGB). Bu, bilgilendirme amaçlı bir ' +
    'çeviridir; bağlayıcı olan Almanca metindir.',
  'mail.dispatch.posted.threeWeeks':
    'Gönderimden üç hafta sonra KBA’dan hâlâ yanıt almadıysanız lütfen bizimle iletişime geçin.',
  'mail.dispatch.secondPersonReminder.subject': 'İkinci kişinin kimliği ve imzası hâlâ eksik ({orderNumber})',
  'mail.dispatch.secondPersonReminder.missing':
    'Siparişinizdeki ikinci kişinin başvurusu için o kişinin kimlik fotokopisi ve imzası hâlâ eksik.',
  'mail.dispatch.secondPersonReminder.link':
    'İkinci kişi ikisini de size e-postayla gönderdiğimiz kişisel bağlantı üzerinden ekleyebilir; siparişinizin ' +
    'durum sayfasından yeni bir bağlantı isteyebilirsiniz.',
  'mail.dispatch.secondPersonReminder.deadline':
    'Belgeler {date} tarihine kadar gelirse ikinci kişinin başvurusunu paketinizin gönderim süresi içinde ' +
    'göndeririz. Bu tarihten sonra başvuruyu artık göndermez ve {refund} tutarını size iade ederiz.',
  'mail.dispatch.secondPersonLapsed.subject': 'İkinci kişinin başvurusu – tutar iade edilecek ({orderNumber})',
  'mail.dispatch.secondPersonLapsed.notSent':
    'İkinci kişinin kimlik fotokopisi ve imzası süre sonuna kadar bize ulaşmadı. Bu nedenle onun başvurusunu ' +
    'artık göndermeyeceğiz.',
  'mail.dispatch.secondPersonLapsed.refund':
    '{refund} tutarını, ödeme yaptığınız yöntemle size otomatik olarak iade ediyoruz. Bunun için bir şey ' +
    'yapmanız gerekmiyor. İkinci kişi belgelerin bir kısmını yüklediyse bunları sileriz.',

  'mail.sms.stop': 'SMS almamak için STOP ile yanıtlayın.',
  'mail.sms.paid': '{hello} ödemeniz alındı. {orderNumber} numaralı başvurunuzu KBA’ya gönderiyoruz. {stop}',
  'mail.sms.posted': '{hello} {orderNumber} numaralı başvurunuz KBA’ya postalandı. Ayrıntılar e-postada. {stop}',
  'mail.sms.problem': '{hello} {orderNumber} numaralı başvurunuzda sorun var. Lütfen e-postamızı okuyun. {stop}',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
