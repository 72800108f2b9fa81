// Keys start with 'pages.': the texts of the content pages that exist in both languages and have no module of
// their own – the FAQ (/faq), help (/hilfe), page not found (/404), payment success (/success) and withdrawal
// (/widerruf); one page file renders both languages. They also use site.ts's 'faq.*' and 'legal.backHome'.
// A sentence holding a link marks it with a tag of its own (`<help>Hilfe-Seite</help>`) and stays whole in every
// language; the page says where each tag links to (src/build/rich-text.ts).
import type { Locale } from '../locales';

export const de = {
  /** The buttons of the 404 and success pages. */
  'pages.toHome': 'Zur Startseite',
  'pages.toFaq': 'Häufige Fragen',

  'pages.faq.description':
    'Antworten auf häufige Fragen zu Ablauf, Kosten, Dokumenten, Datenschutz und Bearbeitungszeit der Auskunft aus dem Fahreignungsregister.',
  'pages.faq.intro':
    'Alles Wichtige zu Ablauf, Kosten, Dokumenten und Datenschutz. Deine Frage ist nicht dabei? Auf der <help>Hilfe-Seite</help> erreichst du uns per Kontaktformular oder direkt unter <mail>{email}</mail>.',

  /** The help page's title and heading. */
  'pages.help.title': 'Hilfe & Kontakt',
  /** {hours}: the service hours in short, "Mo–Fr 9–18 Uhr, Sa 10–16 Uhr". */
  'pages.help.description':
    'Hilfe zur Punkteauskunft: Kontakt per E-Mail und Formular, Antwort innerhalb von 24 Stunden in unseren Servicezeiten ({hours}).',
  'pages.help.intro':
    'Du hast eine Frage zu deinem Antrag oder zu unserem Service? Wir helfen gern – per E-Mail oder über das Formular.',
  'pages.help.reviews':
    '{count} Bewertungen mit durchschnittlich {average} von 5 Sternen (<source>Quelle</source>, Stand {date}).',
  'pages.help.faqHeading': 'Kurz beantwortet',
  'pages.help.allFaqs': 'Alle häufigen Fragen ansehen',

  /** The 404 page's title and heading. */
  'pages.notFound.title': 'Seite nicht gefunden',
  'pages.notFound.description': 'Diese Seite gibt es nicht. Zur Startseite oder zu den häufigen Fragen.',
  'pages.notFound.intro':
    'Die Seite, die du aufrufen wolltest, gibt es nicht (mehr). Vielleicht hilft dir einer dieser Wege weiter:',
  /** The browser console's message; {path}: the visited path. */
  'pages.notFound.log': '404: Seite nicht gefunden: {path}',

  /**
   * /success: a payment provider's success URL may lead here. It states nothing it has not checked: with a
   * payment session in the URL it goes to the checked payment return (/extended-wizard), else it points
   * to the order's status page.
   */
  'pages.success.title': 'Nach deiner Bestellung',
  'pages.success.description':
    'Wie es nach deiner Bestellung weitergeht: Bestätigung per E-Mail, der Stand auf der Statusseite, die Antwort des KBA per Post.',
  'pages.success.heading': 'Wie geht es weiter?',
  'pages.success.checkStatus':
    'Ob deine Zahlung eingegangen ist und wie weit dein Antrag ist, zeigt dir die Statusseite deiner Bestellung. Den Link dazu findest du in der Bestätigungs-E-Mail.',
  'pages.success.toStatus': 'Zur Statusseite',
  'pages.success.nextHeading': 'So geht es weiter',
  'pages.success.invoice':
    'Sobald deine Zahlung eingegangen ist, erhältst du die Bestätigung mit der Rechnung per E-Mail.',
  'pages.success.processing':
    'Dann geht dein Antrag an das Kraftfahrt-Bundesamt; jeden Schritt siehst du auf der Statusseite.',
  'pages.success.secondPerson':
    'Hast du eine zweite Person gebucht, trägst du ihre Angaben auf der Statusseite ein; ihren persönlichen Link für Ausweis und Unterschrift schicken wir dir dann per E-Mail.',
  /** {days}: the KBA's usual reply time in working days from content/site.json, e.g. "5–14". */
  'pages.success.kbaReply':
    'Die Antwort des Kraftfahrt-Bundesamts erhältst du per Post, in der Regel innerhalb von {days} Werktagen.',

  /** The order status page (/status). */
  'pages.status.title': 'Bestellstatus',
  'pages.status.description':
    'Status deiner Bestellung abfragen: Zahlung, Versand des Antrags an das KBA und was als Nächstes passiert.',
  /** The payment return (/extended-wizard). */
  'pages.paymentReturn.title': 'Zahlungsbestätigung',
  'pages.paymentReturn.description':
    'Bestätigung deiner Zahlung für die Punkteauskunft und optionale Angaben zu einer zweiten Person.',

  /** The withdrawal page's title and heading. */
  'pages.withdrawal.title': 'Vertrag widerrufen',
  'pages.withdrawal.description':
    'Vertrag mit PunkteBrief widerrufen: Widerrufserklärung online abgeben und sofort eine Eingangsbestätigung mit Datum und Uhrzeit erhalten.',
  'pages.withdrawal.intro':
    'Du kannst deinen Vertrag innerhalb von 14 Tagen widerrufen. Das Widerrufsrecht erlischt, sobald wir die Leistung vollständig erbracht haben, also dein Antrag an das Kraftfahrt-Bundesamt versendet ist. Einzelheiten stehen in den <terms>AGB</terms>. Du kannst uns auch formlos schreiben: <mail>{email}</mail>.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'pages.toHome': 'Go to the home page',
  'pages.toFaq': 'Frequently asked questions',

  'pages.faq.description':
    'Answers to common questions about the process, costs, documents, privacy and processing time of the statement from the German driver fitness register.',
  'pages.faq.intro':
    'Everything important about the process, costs, documents and privacy. Your question is not here? On the <help>help page</help> you can reach us with the contact form or directly at <mail>{email}</mail>.',

  'pages.help.title': 'Help & contact',
  'pages.help.description':
    'Help with your points statement: contact by email and form, reply within 24 hours during our service hours ({hours}).',
  'pages.help.intro':
    'Do you have a question about your application or our service? We are happy to help – by email or with the form. You may write to us in English.',
  'pages.help.reviews':
    '{count} reviews with an average of {average} out of 5 stars (<source>source</source>, as of {date}).',
  'pages.help.faqHeading': 'In short',
  'pages.help.allFaqs': 'See all frequently asked questions',

  'pages.notFound.title': 'Page not found',
  'pages.notFound.description': 'This page does not exist. Go to the home page or to the frequently asked questions.',
  'pages.notFound.intro': 'The page you were looking for does not exist (any more). One of these links may help:',
  'pages.notFound.log': '404: page not found: {path}',

  'pages.success.title': 'After your order',
  'pages.success.description':
    'What happens after your order: confirmation by email, its progress on the status page, the KBA’s reply by post.',
  'pages.success.heading': 'What happens next?',
  'pages.success.checkStatus':
    'Whether your payment has arrived and how far your application has got is shown on your order’s status page. You will find the link in the confirmation email.',
  'pages.success.toStatus': 'Go to the status page',
  'pages.success.nextHeading': 'The next steps',
  'pages.success.invoice':
    'Once your payment has arrived, you will receive the confirmation with the invoice by email.',
  'pages.success.processing':
    'Then your application goes to the Kraftfahrt-Bundesamt (KBA), written in German as the KBA requires; you can follow each step on the status page.',
  'pages.success.secondPerson':
    'If you booked a second person, enter their details on the status page; we will then email you their personal link for their ID card and signature.',
  'pages.success.kbaReply': 'The KBA replies by post, in German, usually within {days} working days.',

  'pages.withdrawal.title': 'Withdraw from the contract',
  'pages.status.title': 'Order status',
  'pages.status.description':
    'Check the status of your order: payment, dispatch of your application to the KBA and what happens next.',
  'pages.paymentReturn.title': 'Payment confirmation',
  'pages.paymentReturn.description':
    'Confirmation of your payment for the points statement, and optional details of a second person.',
  'pages.withdrawal.description':
    'Withdraw from your contract with PunkteBrief: send your withdrawal online and get a receipt with date and time at once.',
  'pages.withdrawal.intro':
    'You can withdraw from your contract within 14 days. The right of withdrawal ends once we have fully provided the service, that is once your application has been posted to the Kraftfahrt-Bundesamt. The details are in the <terms>terms and conditions</terms>. You can also simply write to us: <mail>{email}</mail>.',
};

export const tr: Record<keyof typeof de, string> = {
  'pages.toHome': 'Ana sayfaya git',
  'pages.toFaq': 'Sıkça sorulan sorular',

  'pages.faq.description':
    'Sürücü Uygunluk Sicili (Fahreignungsregister) bilgi belgesinin süreci, ücretleri, gerekli belgeler, gizlilik ve işlem süresi hakkında sıkça sorulan soruların yanıtları.',
  'pages.faq.intro':
    'Süreç, ücretler, belgeler ve gizlilik hakkında bilmeniz gereken her şey. Sorunuz burada yok mu? <help>Yardım sayfasında</help> bize iletişim formuyla veya doğrudan <mail>{email}</mail> adresinden ulaşabilirsiniz.',

  'pages.help.title': 'Yardım ve iletişim',
  'pages.help.description':
    'Puan bilgi belgesiyle ilgili yardım: e-posta ve form ile iletişim, hizmet saatlerimizde ({hours}) 24 saat içinde yanıt.',
  'pages.help.intro':
    'Başvurunuz veya hizmetimiz hakkında bir sorunuz mu var? Size memnuniyetle yardımcı oluruz – e-posta ile veya form üzerinden.',
  'pages.help.reviews':
    '{count} değerlendirme, 5 yıldız üzerinden ortalama {average} (<source>kaynak</source>, {date} itibarıyla).',
  'pages.help.faqHeading': 'Kısaca yanıtlar',
  'pages.help.allFaqs': 'Tüm sıkça sorulan soruları görün',

  'pages.notFound.title': 'Sayfa bulunamadı',
  'pages.notFound.description': 'Bu sayfa mevcut değil. Ana sayfaya veya sıkça sorulan sorulara gidin.',
  'pages.notFound.intro':
    'Açmak istediğiniz sayfa mevcut değil (ya da artık yok). Belki şu bağlantılardan biri işinize yarar:',
  'pages.notFound.log': '404: Sayfa bulunamadı: {path}',

  'pages.success.title': 'Siparişinizden sonra',
  'pages.success.description':
    'Siparişinizden sonra neler olur: e-posta ile onay, durum sayfasında güncel durum, KBA’nın posta ile gelen yanıtı.',
  'pages.success.heading': 'Bundan sonra ne olacak?',
  'pages.success.checkStatus':
    'Ödemenizin ulaşıp ulaşmadığını ve başvurunuzun hangi aşamada olduğunu siparişinizin durum sayfasında görebilirsiniz. Bu sayfanın bağlantısını onay e-postasında bulabilirsiniz.',
  'pages.success.toStatus': 'Durum sayfasına git',
  'pages.success.nextHeading': 'Sonraki adımlar',
  'pages.success.invoice': 'Ödemeniz ulaşır ulaşmaz onayı ve faturayı e-posta ile alırsınız.',
  'pages.success.processing':
    'Ardından başvurunuz, KBA’nın istediği şekilde Almanca olarak, Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) gönderilir; her adımı durum sayfasında takip edebilirsiniz.',
  'pages.success.secondPerson':
    'İkinci bir kişi için de sipariş verdiyseniz, onun bilgilerini durum sayfasına girin; ardından kimliği ve imzası için ona özel kişisel bağlantıyı size e-posta ile göndeririz.',
  'pages.success.kbaReply': 'KBA size posta ile, Almanca olarak, genellikle {days} iş günü içinde yanıt verir.',

  'pages.status.title': 'Sipariş durumu',
  'pages.status.description':
    'Siparişinizin durumunu öğrenin: ödeme, başvurunuzun KBA’ya gönderilmesi ve sonraki adımlar.',
  'pages.paymentReturn.title': 'Ödeme onayı',
  'pages.paymentReturn.description':
    'Puan bilgi belgesi için ödemenizin onayı ve isteğe bağlı olarak ikinci bir kişinin bilgileri.',

  'pages.withdrawal.title': 'Sözleşmeden cayma',
  'pages.withdrawal.description':
    'PunkteBrief ile yaptığınız sözleşmeden cayın: cayma beyanınızı internet üzerinden iletin ve tarihi ile saati belirtilen alındı onayını hemen alın.',
  'pages.withdrawal.intro':
    'Sözleşmenizden 14 gün içinde cayabilirsiniz (Widerruf). Hizmeti tamamen yerine getirdiğimiz anda, yani başvurunuz Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt) gönderildiğinde cayma hakkınız sona erer. Ayrıntılar <terms>Genel İşlem Koşullarımızda (AGB)</terms> yer alır. Bize serbest biçimde de yazabilirsiniz: <mail>{email}</mail>.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
