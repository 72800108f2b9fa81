// Keys start with 'mail.'. The second person's mails: the personal link for their own ID copy and
// signature (functions/services/second-person/link-mail.ts), a second person bought after payment
// (second-person-mails.ts), and what they are called when their first name is not known.
import type { Locale } from '../locales';

export const de = {
  /** The second person when their first name is not known. */
  'mail.partner.fallbackName': 'die zweite Person',

  // The second person's personal link.
  'mail.partnerLink.subject': 'Antrag für {partnerFirstName}: Ausweis und Unterschrift ergänzen ({orderNumber})',
  'mail.partnerLink.received': 'wir haben die Daten von {partnerFirstName} für den zweiten Antrag erhalten.',
  'mail.partnerLink.needed':
    'Damit wir diesen Antrag an das Kraftfahrt-Bundesamt senden können, braucht es noch eine Kopie des ' +
    'eigenen Ausweises (Vorder- und Rückseite) und die eigene Unterschrift der zweiten Person.',
  'mail.partnerLink.passOn':
    'Bitte gib diesen persönlichen Link an die zweite Person weiter. Er gilt nur für diese Bestellung:',
  'mail.partnerLink.validity':
    'Der Link gilt bis zum {date} und für ein einziges Absenden. Geht er verloren, ' +
    'kannst du auf der Statusseite deiner Bestellung einen neuen anfordern; der frühere gilt dann nicht mehr.',
  'mail.partnerLink.deletion': 'Die Ausweiskopie wird – wie deine – direkt nach dem Versand an das KBA gelöscht.',

  // What the second person is told under Art. 14 DSGVO (their data comes from the customer): in the mail with
  // their link, which the customer passes on, and on their page (/zweite-person). Addressed to them.
  'mail.partnerPrivacy.forward':
    'Bitte gib der zweiten Person mit dem Link auch die folgenden Datenschutzhinweise weiter, am einfachsten mit dieser E-Mail.',
  'mail.partnerPrivacy.heading': 'Datenschutzhinweise für die zweite Person (Art. 14 DSGVO)',
  /** {company}, {address}, {email}: the provider from content/site.json. */
  'mail.partnerPrivacy.controller': 'Verantwortlich: {company}, {address}, E-Mail: {email}.',
  'mail.partnerPrivacy.purpose':
    'Wofür: Wir stellen den Antrag auf Auskunft aus dem Fahreignungsregister beim Kraftfahrt-Bundesamt (KBA), ' +
    'den die bestellende Person für dich bestellt hat. Wir füllen ihn mit deinen Angaben aus, drucken ihn mit ' +
    'deiner Unterschrift und der Kopie deines Ausweises und senden ihn per Post an das KBA; das KBA antwortet dir direkt.',
  'mail.partnerPrivacy.basis':
    'Rechtsgrundlage: für deine Angaben aus der Bestellung das berechtigte Interesse der bestellenden Person und ' +
    'unser eigenes, den bestellten Antrag für dich zu stellen (Art. 6 Abs. 1 lit. f DSGVO); für Ausweiskopie und ' +
    'Unterschrift, die du selbst abgibst, die Durchführung des Antrags in deinem Auftrag (Art. 6 Abs. 1 lit. b DSGVO).',
  'mail.partnerPrivacy.source':
    'Welche Daten und woher: Name, gegebenenfalls Geburtsname, Geburtsdatum, Geburtsort und Anschrift haben wir ' +
    'von der Person, die bestellt hat. Deine Ausweiskopie und deine Unterschrift gibst nur du selbst über den persönlichen Link ab.',
  'mail.partnerPrivacy.recipients':
    'Empfänger: das KBA, als eigener Verantwortlicher, und unsere Auftragsverarbeiter für Druck und Versand ' +
    '(Pingen AG, Schweiz), Hosting (Cloudflare, Inc., USA) und E-Mails (Resend, Inc., USA). Übermittlungen in die ' +
    'Schweiz und in die USA stützen sich auf Angemessenheitsbeschlüsse der EU-Kommission (Art. 45 DSGVO), in die ' +
    'USA sonst auf Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO).',
  /** {days}: how long we wait for the second person's documents (SECOND_PERSON_DOCUMENTS_DAYS). */
  'mail.partnerPrivacy.retention':
    'Wie lange: Ausweiskopie und Unterschrift löschen wir unmittelbar, nachdem der Antrag bei der Post ' +
    'eingeliefert ist; wird er nicht versendet, spätestens {days} Tage nach der Zahlung für deinen Antrag. ' +
    'Deine Angaben bleiben 6 Jahre als Teil der Bestellung gespeichert. Geht dein Antrag im selben Brief wie der ' +
    'der bestellenden Person und gehört zu ihrem Paket eine digitale Kopie des Antrags, kann sie dein ' +
    'Antragsschreiben mit deiner Unterschrift (ohne Ausweiskopie) 12 Monate lang herunterladen.',
  'mail.partnerPrivacy.rights':
    'Deine Rechte: Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und ' +
    'Widerspruch gegen die Verarbeitung auf Grundlage berechtigter Interessen (Art. 15 bis 18, 20 und 21 DSGVO); ' +
    'schreib uns dazu an {email}. Du kannst dich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO).',
  'mail.partnerPrivacy.more': 'Alles Weitere steht in unserer Datenschutzerklärung:',

  // A second person bought after payment.
  'mail.secondPersonConfirmation.subject': 'Zweite Person zu deiner Bestellung {orderNumber} – Zahlung erhalten',
  'mail.secondPersonConfirmation.paid':
    'deine Zahlung ist eingegangen: Wir stellen den Antrag auf Auskunft aus dem Fahreignungsregister auch für {partnerFirstName} und senden ihn zusammen mit deinem an das Kraftfahrt-Bundesamt.',
  'mail.secondPersonConfirmation.service': 'Leistung: {service}',
  'mail.secondPersonConfirmation.amount': 'Betrag: {total} (inkl. 19 % MwSt.)',
  'mail.secondPersonConfirmation.attachments':
    'Ebenfalls im Anhang: die Vertragsbestätigung (PDF) für diese Ergänzung mit unseren AGB in der Fassung, ' +
    'die du akzeptiert hast, der Widerrufsbelehrung und dem Muster-Widerrufsformular. Bitte bewahre sie auf.',
  'mail.secondPersonConfirmation.link':
    'In einer zweiten E-Mail erhältst du den persönlichen Link, über den {partnerFirstName} Ausweis und ' +
    'Unterschrift ergänzt. Die Ausweiskopie wird direkt nach dem Versand an das KBA gelöscht.',
  'mail.secondPersonRefund.subject': 'Zweite Person zu deiner Bestellung {orderNumber} – Betrag wird erstattet',
  'mail.secondPersonRefund.late':
    'deine Zahlung für die zweite Person ist eingegangen, als wir sie deiner Bestellung nicht mehr hinzufügen ' +
    'konnten: Dein Antrag war bereits versendet oder die Bestellung beendet.',
  'mail.secondPersonRefund.refund':
    'Wir erstatten dir die {total} automatisch über den Zahlungsweg, mit dem du bezahlt hast. ' +
    'Du musst dafür nichts tun.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'mail.partner.fallbackName': 'the second person',

  'mail.partnerLink.subject': 'Application for {partnerFirstName}: add ID and signature ({orderNumber})',
  'mail.partnerLink.received': 'We have received {partnerFirstName}’s details for the second application.',
  'mail.partnerLink.needed':
    'Before we can send this application to the Kraftfahrt-Bundesamt, we still need a copy of the second ' +
    'person’s own ID card (front and back) and their own signature.',
  'mail.partnerLink.passOn': 'Please pass this personal link on to the second person. It only works for this order:',
  'mail.partnerLink.validity':
    'The link works until {date} and for one submission only. If it gets lost, you can request a new one on ' +
    'your order’s status page; the previous one then stops working.',
  'mail.partnerLink.deletion': 'Like yours, their ID copy is deleted right after the application is posted to the KBA.',

  'mail.partnerPrivacy.forward':
    'Please also pass the following privacy information on to the second person with the link – the easiest way is to forward this email.',
  'mail.partnerPrivacy.heading': 'Privacy information for the second person (Art. 14 GDPR)',
  'mail.partnerPrivacy.controller': 'Controller: {company}, {address}, email: {email}.',
  'mail.partnerPrivacy.purpose':
    'What for: we make the application for a statement from the driver fitness register to the ' +
    'Kraftfahrt-Bundesamt (KBA) that the person who ordered has ordered for you. We fill it in with your details, ' +
    'print it with your signature and the copy of your ID and post it to the KBA; the KBA replies to you directly.',
  'mail.partnerPrivacy.basis':
    'Legal basis: for your details from the order, the legitimate interest of the person who ordered and our own ' +
    'in making the ordered application for you (Art. 6(1)(f) GDPR); for the ID copy and signature you submit ' +
    'yourself, carrying out the application on your instructions (Art. 6(1)(b) GDPR).',
  'mail.partnerPrivacy.source':
    'Which data and where from: name, birth name where applicable, date and place of birth and address come from ' +
    'the person who ordered. Only you submit your ID copy and your signature, through the personal link.',
  'mail.partnerPrivacy.recipients':
    'Recipients: the KBA, as an independent controller, and our processors for printing and posting (Pingen AG, ' +
    'Switzerland), hosting (Cloudflare, Inc., USA) and emails (Resend, Inc., USA). Transfers to Switzerland and ' +
    'the USA are based on adequacy decisions of the EU Commission (Art. 45 GDPR), to the USA otherwise on ' +
    'standard contractual clauses (Art. 46(2)(c) GDPR).',
  'mail.partnerPrivacy.retention':
    'How long: we delete the ID copy and signature right after the application has been handed to the post; if ' +
    'it is not sent, at the latest {days} days after the payment for your application. Your details stay stored ' +
    'for 6 years as part of the order. If your application goes in the same letter as that of the person who ' +
    'ordered and their package includes a digital copy of the application, they can download your application ' +
    'letter with your signature (without the ID copy) for 12 months.',
  'mail.partnerPrivacy.rights':
    'Your rights: access, rectification, erasure, restriction of processing, data portability and objection to ' +
    'processing based on legitimate interests (Art. 15 to 18, 20 and 21 GDPR); write to us at {email}. You can ' +
    'also lodge a complaint with a data protection supervisory authority (Art. 77 GDPR).',
  'mail.partnerPrivacy.more': 'You will find everything else in our privacy policy:',

  'mail.secondPersonConfirmation.subject': 'Second person for your order {orderNumber} – payment received',
  'mail.secondPersonConfirmation.paid':
    'We have received your payment: we will also make the application for a statement from the driver fitness ' +
    'register for {partnerFirstName} and send it to the Kraftfahrt-Bundesamt together with yours.',
  'mail.secondPersonConfirmation.service': 'Service: {service}',
  'mail.secondPersonConfirmation.amount': 'Amount: {total} (incl. 19% VAT)',
  'mail.secondPersonConfirmation.attachments':
    'Also attached: the contract confirmation (PDF) for this addition, with our terms and conditions in the ' +
    'version you accepted, the withdrawal instructions and the model withdrawal form. Please keep it. Your ' +
    'invoice and contract confirmation are German documents; the German text is binding.',
  'mail.secondPersonConfirmation.link':
    'In a second email you will get the personal link {partnerFirstName} uses to add their ID card and ' +
    'signature. The ID copy is deleted right after the application is posted to the KBA.',
  'mail.secondPersonRefund.subject': 'Second person for your order {orderNumber} – amount will be refunded',
  'mail.secondPersonRefund.late':
    'Your payment for the second person arrived when we could no longer add them to your order: your ' +
    'application had already been posted or the order had ended.',
  'mail.secondPersonRefund.refund':
    'We will refund the {total} automatically with the payment method you used. You don’t need to do anything.',
};

export const tr: Record<keyof typeof de, string> = {
  'mail.partner.fallbackName': 'ikinci kişi',

  'mail.partnerLink.subject': '{partnerFirstName} için başvuru: kimlik ve imzayı ekleyin ({orderNumber})',
  'mail.partnerLink.received': 'İkinci başvuru için {partnerFirstName} ile ilgili bilgileri aldık.',
  'mail.partnerLink.needed':
    'Bu başvuruyu Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt) gönderebilmemiz için ikinci kişinin ' +
    'kendi kimliğinin bir fotokopisine (ön ve arka yüz) ve kendi imzasına hâlâ ihtiyacımız var.',
  'mail.partnerLink.passOn':
    'Lütfen bu kişisel bağlantıyı ikinci kişiye iletin. Bağlantı yalnızca bu sipariş için geçerlidir:',
  'mail.partnerLink.validity':
    'Bağlantı {date} tarihine kadar ve yalnızca tek bir gönderim için geçerlidir. Bağlantıyı kaybederseniz ' +
    'siparişinizin durum sayfasından yenisini isteyebilirsiniz; önceki bağlantı o zaman geçersiz olur.',
  'mail.partnerLink.deletion': 'Kimlik fotokopisi – sizinki gibi – başvuru KBA’ya gönderildikten hemen sonra silinir.',

  'mail.partnerPrivacy.forward':
    'Lütfen bağlantıyla birlikte aşağıdaki gizlilik bilgilerini de ikinci kişiye iletin; en kolayı bu e-postayı iletmektir.',
  'mail.partnerPrivacy.heading': 'İkinci kişi için gizlilik bilgileri (Art. 14 GDPR)',
  'mail.partnerPrivacy.controller': 'Veri sorumlusu: {company}, {address}, e-posta: {email}.',
  'mail.partnerPrivacy.purpose':
    'Amaç: Siparişi veren kişinin sizin için sipariş ettiği Sürücü Uygunluk Sicili (Fahreignungsregister) bilgi ' +
    'belgesi başvurusunu Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) yaparız. Başvuruyu ' +
    'bilgilerinizle doldurur, imzanız ve kimlik fotokopinizle birlikte yazdırır ve KBA’ya posta ile göndeririz; ' +
    'KBA size doğrudan yanıt verir.',
  'mail.partnerPrivacy.basis':
    'Hukuki dayanak: Siparişteki bilgileriniz için, siparişi veren kişinin ve bizim, sipariş edilen başvuruyu ' +
    'sizin için yapma konusundaki meşru menfaatimiz (Art. 6(1)(f) GDPR); kendiniz verdiğiniz kimlik fotokopisi ' +
    've imza için, başvurunun sizin talimatınızla yürütülmesi (Art. 6(1)(b) GDPR).',
  'mail.partnerPrivacy.source':
    'Hangi veriler ve nereden: Adınızı, varsa doğum soyadınızı, doğum tarihinizi, doğum yerinizi ve adresinizi ' +
    'siparişi veren kişiden aldık. Kimlik fotokopinizi ve imzanızı yalnızca siz, kişisel bağlantı üzerinden verirsiniz.',
  'mail.partnerPrivacy.recipients':
    'Alıcılar: bağımsız veri sorumlusu olarak KBA ile baskı ve gönderim (Pingen AG, İsviçre), barındırma ' +
    '(Cloudflare, Inc., ABD) ve e-postalar (Resend, Inc., ABD) için veri işleyenlerimiz. İsviçre’ye ve ABD’ye ' +
    'yapılan aktarımlar AB Komisyonu’nun yeterlilik kararlarına (Art. 45 GDPR), ABD’ye yapılan aktarımlar aksi ' +
    'hâlde standart sözleşme hükümlerine (Art. 46(2)(c) GDPR) dayanır.',
  'mail.partnerPrivacy.retention':
    'Ne kadar süre: Kimlik fotokopisini ve imzayı, başvuru postaya teslim edildikten hemen sonra sileriz; ' +
    'başvuru gönderilmezse en geç başvurunuz için yapılan ödemeden {days} gün sonra. Bilgileriniz siparişin bir ' +
    'parçası olarak 6 yıl saklanır. Başvurunuz siparişi veren kişinin başvurusuyla aynı mektupla gönderilirse ve ' +
    'onun paketinde başvurunun dijital bir kopyası da varsa, o kişi imzanızı içeren başvuru yazınızı (kimlik ' +
    'fotokopisi olmadan) 12 ay boyunca indirebilir.',
  'mail.partnerPrivacy.rights':
    'Haklarınız: Bilgi alma, düzeltme, silme, işlemenin kısıtlanması, veri taşınabilirliği ve meşru menfaate ' +
    'dayanan işlemeye itiraz (Art. 15 ila 18, 20 ve 21 GDPR); bunun için bize {email} adresinden yazın. Ayrıca ' +
    'bir veri koruma denetim makamına şikâyette bulunabilirsiniz (Art. 77 GDPR).',
  'mail.partnerPrivacy.more': 'Diğer tüm bilgileri Gizlilik Politikamızda (Datenschutzerklärung) bulabilirsiniz:',

  'mail.secondPersonConfirmation.subject': '{orderNumber} numaralı siparişinize ikinci kişi – ödeme alındı',
  'mail.secondPersonConfirmation.paid':
    'Ödemeniz bize ulaştı: Sürücü Uygunluk Sicili (Fahreignungsregister) bilgi belgesi başvurusunu ' +
    '{partnerFirstName} için de yapıyor ve sizinkiyle birlikte Federal Motorlu Taşıtlar Dairesi’ne ' +
    '(Kraftfahrt-Bundesamt) gönderiyoruz.',
  'mail.secondPersonConfirmation.service': 'Hizmet: {service}',
  'mail.secondPersonConfirmation.amount': 'Tutar: {total} (%19 KDV dahil)',
  'mail.secondPersonConfirmation.attachments':
    'Ayrıca ekte: Bu ek hizmet için, kabul ettiğiniz sürümüyle Genel İşlem Koşullarımızı (AGB), cayma ' +
    'bilgilendirmesini ve örnek cayma formunu içeren sözleşme onayı (PDF). Lütfen bunu saklayın. Faturanız ve ' +
    'sözleşme onayınız Almanca belgelerdir; bağlayıcı olan Almanca metindir.',
  'mail.secondPersonConfirmation.link':
    'Ayrı bir e-postayla kişisel bir bağlantı alacaksınız; {partnerFirstName} kimliğini ve imzasını bu bağlantı ' +
    'üzerinden ekler. Kimlik fotokopisi, başvuru KBA’ya gönderildikten hemen sonra silinir.',
  'mail.secondPersonRefund.subject': '{orderNumber} numaralı siparişinize ikinci kişi – tutar iade edilecek',
  'mail.secondPersonRefund.late':
    'İkinci kişi için yaptığınız ödeme, onu artık siparişinize ekleyemeyeceğimiz bir zamanda ulaştı: ' +
    'Başvurunuz zaten gönderilmişti ya da sipariş sona ermişti.',
  'mail.secondPersonRefund.refund':
    '{total} tutarını, ödeme yaptığınız yöntemle size otomatik olarak iade ediyoruz. Bunun için bir şey yapmanız ' +
    'gerekmiyor.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
