// Keys start with 'status.'. The order status page (/status): finding the order, its details and what happens
// next. The order's states and timeline events are in status-lifecycle.ts, what the customer can do there
// (corrections, letter copy, links, text messages) in status-actions.ts, the payment return in payment-return.ts.
import type { Locale } from '../locales';

export const de = {
  'status.orderNumber': 'Bestellnummer',
  'status.loading': 'Wird geladen …',
  'status.loadingDots': 'Wird geladen...',
  'status.saving': 'Wird gespeichert …',
  'status.sending': 'Wird gesendet …',
  'status.submitting': 'Wird übermittelt …',
  'status.cancel': 'Abbrechen',
  'status.retry': 'Erneut versuchen',
  'status.home': 'Zur Startseite',
  'status.faq': 'Häufige Fragen',
  'status.help': 'Hilfe & Kontakt',
  'status.nextTitle': 'So geht es weiter',
  'status.noConnection': 'Keine Verbindung zum Server. Bitte versuche es erneut.',
  'status.unknownError': 'Unbekannter Fehler',
  /** Read out before a checkbox's error message, not shown. */
  'status.errorPrefix': 'Fehler:',
  /** On English pages only, near the order's status. */
  'status.germanApplicationNote': 'Der Antrag an das KBA ist auf Deutsch; das KBA antwortet auf Deutsch.',

  'status.lookup.title': 'Bestellstatus abfragen',
  'status.lookup.intro':
    'Gib deine Bestellnummer und deinen Status-Code ein. Beides steht in deiner Bestellbestätigung; der Status-Code schützt deine Bestellung vor fremden Blicken.',
  'status.lookup.formTitle': 'Bestellung suchen',
  'status.lookup.orderNumberHint': 'Zum Beispiel PK-1767225600000-ABCDEF',
  'status.lookup.tokenLabel': 'Status-Code',
  'status.lookup.tokenHint': 'Eine lange Zeichenfolge aus Buchstaben, Ziffern, - und _',
  'status.lookup.submit': 'Status abrufen',
  'status.lookup.orderNumberMissing': 'Bitte gib deine Bestellnummer ein.',
  'status.lookup.orderNumberFormat': 'Die Bestellnummer beginnt mit PK-, zum Beispiel PK-1767225600000-ABCDEF.',
  'status.lookup.tokenMissing': 'Bitte gib deinen Status-Code ein.',
  'status.lookup.tokenTooLong': 'Der Status-Code ist zu lang.',
  'status.lookup.notFound':
    'Zu dieser Bestellnummer und diesem Status-Code haben wir keine Bestellung gefunden. Bitte prüfe deine Eingaben.',

  'status.announce.loading': 'Status wird geladen …',
  'status.announce.refreshing': 'Status wird aktualisiert …',
  'status.announce.loaded': 'Status geladen: {orderNumber}.',
  'status.announce.refreshed': 'Status aktualisiert.',

  'status.details.title': 'Status deiner Bestellung',
  'status.details.status': 'Status',
  'status.details.applicant': 'Antrag für',
  'status.details.email': 'E-Mail-Adresse',
  'status.details.package': 'Paket',
  'status.details.withExtras': 'mit {extras}',
  'status.details.total': 'Gesamtbetrag',
  'status.details.totalValue': '{total} (inkl. MwSt.)',
  'status.details.dispatchBy': 'Versand an das KBA spätestens am',
  'status.details.dispatchPending': 'wird nach der Zahlung festgelegt',
  'status.details.history': 'Verlauf',
  'status.details.refresh': 'Status aktualisieren',
  'status.details.otherOrder': 'Andere Bestellung abfragen',
  /** After three weeks without an answer from the KBA the customer should contact us (docs/product.md, 'Dispatch'). */
  'status.threeWeeksHint':
    'Solltest du drei Wochen nach dem Versand noch keine Antwort vom KBA haben, melde dich bitte bei uns.',

  'status.next.awaitingPayment':
    'Sobald deine Zahlung bestätigt ist, bereiten wir deinen Antrag vor. Du erhältst dann eine Bestätigung mit Rechnung per E-Mail.',
  'status.next.paidBy':
    'Wir drucken deinen Antrag mit Unterschrift und Ausweiskopie und senden ihn spätestens am {date} an das Kraftfahrt-Bundesamt.',
  'status.next.paid':
    'Wir drucken deinen Antrag mit Unterschrift und Ausweiskopie und senden ihn an das Kraftfahrt-Bundesamt.',
  'status.next.documentsDeleted': 'Direkt nach dem Versand löschen wir deine Ausweiskopie und deine Unterschrift.',
  'status.next.kbaReplies': 'Das KBA antwortet dir per Post, in der Regel innerhalb von 5–14 Werktagen nach Eingang.',
  'status.next.submitted':
    'Dein Antrag ist auf dem Weg zum Kraftfahrt-Bundesamt. Deine Ausweiskopie und Unterschrift haben wir gelöscht.',
  'status.next.closed': 'Deine Bestellung ist abgeschlossen.',
  'status.next.unpaid':
    'Diese Bestellung wurde nicht bezahlt und wird nicht bearbeitet. Du kannst jederzeit eine neue Bestellung starten.',
  'status.next.superseded':
    'Diese Bestellung wurde durch eine neuere ersetzt. Bitte frage den Status der neueren Bestellung ab.',
  'status.next.withdrawn': 'Du hast den Vertrag widerrufen. Wir bearbeiten diese Bestellung nicht weiter.',
  'status.next.other': 'Wir bearbeiten deine Bestellung. Bei Fragen hilft dir unser Support.',

  'status.notice.secondLetterFollows':
    'Dein Antrag ist versendet. Der Antrag der zweiten Person folgt als eigener Brief, sobald sie Ausweis und Unterschrift über ihren persönlichen Link ergänzt hat – spätestens bis {date}. Kommen die Unterlagen bis dahin nicht, erstatten wir dir den Preis für die zweite Person.',
  'status.notice.partnerSubmitted':
    'Vielen Dank! Die Daten der zweiten Person wurden übermittelt. Du erhältst eine Bestätigung per E-Mail.',
  'status.notice.printedCorrectable':
    'Dein Antrag ist bereits gedruckt und auf dem Weg zum Kraftfahrt-Bundesamt. Änderungen sind jetzt nicht mehr möglich – nach dem Versand kannst du mit deiner Korrekturoption einmal korrigieren.',
  'status.notice.printed':
    'Dein Antrag ist bereits gedruckt und auf dem Weg zum Kraftfahrt-Bundesamt. Änderungen sind jetzt nicht mehr möglich. Schreib uns, wenn etwas nicht stimmt.',
  'status.notice.emailPending':
    'Wir haben einen Bestätigungslink an die neue E-Mail-Adresse gesendet. Erst nach der Bestätigung ändert sie sich; die bisherige Adresse erhält eine Nachricht.',
  'status.notice.corrected': 'Deine Angaben wurden gespeichert. Wir drucken deinen Antrag mit den neuen Daten.',
  'status.notice.correctionSent': 'Deine Korrektur ist angekommen. Wir versenden einen korrigierten Antrag.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'status.orderNumber': 'Order number',
  'status.loading': 'Loading …',
  'status.loadingDots': 'Loading...',
  'status.saving': 'Saving …',
  'status.sending': 'Sending …',
  'status.submitting': 'Sending …',
  'status.cancel': 'Cancel',
  'status.retry': 'Try again',
  'status.home': 'Go to the home page',
  'status.faq': 'Frequently asked questions',
  'status.help': 'Help & contact',
  'status.nextTitle': 'What happens next',
  'status.noConnection': 'No connection to the server. Please try again.',
  'status.unknownError': 'Unknown error',
  'status.errorPrefix': 'Error:',
  'status.germanApplicationNote':
    'Your application to the Kraftfahrt-Bundesamt (KBA), Germany’s Federal Motor Transport Authority, is written in German, and the KBA will reply to you in German.',

  'status.lookup.title': 'Check your order status',
  'status.lookup.intro':
    'Enter your order number and your status code. You’ll find both in your order confirmation; the status code keeps your order private.',
  'status.lookup.formTitle': 'Find your order',
  'status.lookup.orderNumberHint': 'For example PK-1767225600000-ABCDEF',
  'status.lookup.tokenLabel': 'Status code',
  'status.lookup.tokenHint': 'A long string of letters, digits, - and _',
  'status.lookup.submit': 'Show status',
  'status.lookup.orderNumberMissing': 'Please enter your order number.',
  'status.lookup.orderNumberFormat': 'Your order number starts with PK-, for example PK-1767225600000-ABCDEF.',
  'status.lookup.tokenMissing': 'Please enter your status code.',
  'status.lookup.tokenTooLong': 'The status code is too long.',
  'status.lookup.notFound':
    'We couldn’t find an order with this order number and status code. Please check what you entered.',

  'status.announce.loading': 'Loading status …',
  'status.announce.refreshing': 'Updating status …',
  'status.announce.loaded': 'Status loaded: {orderNumber}.',
  'status.announce.refreshed': 'Status updated.',

  'status.details.title': 'Your order status',
  'status.details.status': 'Status',
  'status.details.applicant': 'Application for',
  'status.details.email': 'Email address',
  'status.details.package': 'Package',
  'status.details.withExtras': 'with {extras}',
  'status.details.total': 'Total',
  'status.details.totalValue': '{total} (incl. VAT)',
  'status.details.dispatchBy': 'To be sent to the KBA by',
  'status.details.dispatchPending': 'set once you have paid',
  'status.details.history': 'History',
  'status.details.refresh': 'Update status',
  'status.details.otherOrder': 'Look up another order',
  'status.threeWeeksHint':
    'If you haven’t heard back from the KBA three weeks after we sent your application, please get in touch.',

  'status.next.awaitingPayment':
    'As soon as your payment is confirmed, we’ll prepare your application. You’ll then get a confirmation with your invoice by email.',
  'status.next.paidBy':
    'We’ll print your application with your signature and ID copy and send it to the KBA by {date} at the latest.',
  'status.next.paid': 'We’ll print your application with your signature and ID copy and send it to the KBA.',
  'status.next.documentsDeleted': 'Straight after dispatch, we delete your ID copy and your signature.',
  'status.next.kbaReplies': 'The KBA replies to you by post, usually within 5–14 working days of receiving it.',
  'status.next.submitted': 'Your application is on its way to the KBA. We have deleted your ID copy and signature.',
  'status.next.closed': 'Your order is complete.',
  'status.next.unpaid': 'This order was not paid and will not be processed. You can start a new order at any time.',
  'status.next.superseded': 'This order has been replaced by a newer one. Please check the status of the newer order.',
  'status.next.withdrawn': 'You have withdrawn from the contract. We won’t process this order any further.',
  'status.next.other': 'We’re working on your order. If you have any questions, our support team will help you.',

  'status.notice.secondLetterFollows':
    'Your application has been sent. The second person’s application will follow as a separate letter as soon as they have added their ID card and signature through their personal link – by {date} at the latest. If the documents haven’t arrived by then, we’ll refund you the price for the second person.',
  'status.notice.partnerSubmitted':
    'Thank you! The second person’s details have been sent. You’ll get a confirmation by email.',
  'status.notice.printedCorrectable':
    'Your application has already been printed and is on its way to the KBA. Changes are no longer possible – once it has been sent, you can make one correction with your correction option.',
  'status.notice.printed':
    'Your application has already been printed and is on its way to the KBA. Changes are no longer possible. Write to us if something is wrong.',
  'status.notice.emailPending':
    'We’ve sent a confirmation link to the new email address. It only changes once you confirm it; your previous address will get a message about it.',
  'status.notice.corrected': 'Your details have been saved. We’ll print your application with the new details.',
  'status.notice.correctionSent': 'We’ve received your correction. We’ll send a corrected application.',
};

export const tr: Record<keyof typeof de, string> = {
  'status.orderNumber': 'Sipariş numarası',
  'status.loading': 'Yükleniyor …',
  'status.loadingDots': 'Yükleniyor...',
  'status.saving': 'Kaydediliyor …',
  'status.sending': 'Gönderiliyor …',
  'status.submitting': 'İletiliyor …',
  'status.cancel': 'İptal',
  'status.retry': 'Tekrar dene',
  'status.home': 'Ana sayfaya dön',
  'status.faq': 'Sıkça sorulan sorular',
  'status.help': 'Yardım ve iletişim',
  'status.nextTitle': 'Bundan sonra ne olacak',
  'status.noConnection': 'Sunucuyla bağlantı yok. Lütfen tekrar deneyin.',
  'status.unknownError': 'Bilinmeyen hata',
  'status.errorPrefix': 'Hata:',
  'status.germanApplicationNote':
    'Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) yapılan başvurunuz Almanca yazılır ve KBA size Almanca yanıt verir.',

  'status.lookup.title': 'Sipariş durumunu sorgulayın',
  'status.lookup.intro':
    'Sipariş numaranızı ve durum kodunuzu girin. İkisi de sipariş onayınızda yazıyor; durum kodu siparişinizi başkalarının görmesine karşı korur.',
  'status.lookup.formTitle': 'Siparişi bul',
  'status.lookup.orderNumberHint': 'Örneğin PK-1767225600000-ABCDEF',
  'status.lookup.tokenLabel': 'Durum kodu',
  'status.lookup.tokenHint': 'Harf, rakam, - ve _ karakterlerinden oluşan uzun bir dizi',
  'status.lookup.submit': 'Durumu göster',
  'status.lookup.orderNumberMissing': 'Lütfen sipariş numaranızı girin.',
  'status.lookup.orderNumberFormat': 'Sipariş numarası PK- ile başlar, örneğin PK-1767225600000-ABCDEF.',
  'status.lookup.tokenMissing': 'Lütfen durum kodunuzu girin.',
  'status.lookup.tokenTooLong': 'Durum kodu çok uzun.',
  'status.lookup.notFound':
    'Bu sipariş numarası ve durum koduyla bir sipariş bulamadık. Lütfen girdiğiniz bilgileri kontrol edin.',

  'status.announce.loading': 'Durum yükleniyor …',
  'status.announce.refreshing': 'Durum güncelleniyor …',
  'status.announce.loaded': 'Durum yüklendi: {orderNumber}.',
  'status.announce.refreshed': 'Durum güncellendi.',

  'status.details.title': 'Siparişinizin durumu',
  'status.details.status': 'Durum',
  'status.details.applicant': 'Başvuru sahibi',
  'status.details.email': 'E-posta adresi',
  'status.details.package': 'Paket',
  'status.details.withExtras': '(ek hizmetler: {extras})',
  'status.details.total': 'Toplam tutar',
  'status.details.totalValue': '{total} (KDV dahil)',
  'status.details.dispatchBy': 'KBA’ya en geç gönderim tarihi',
  'status.details.dispatchPending': 'ödemeden sonra belirlenecek',
  'status.details.history': 'Geçmiş',
  'status.details.refresh': 'Durumu güncelle',
  'status.details.otherOrder': 'Başka bir siparişi sorgula',
  'status.threeWeeksHint': 'Gönderimden üç hafta sonra KBA’dan hâlâ yanıt almadıysanız lütfen bizimle iletişime geçin.',

  'status.next.awaitingPayment':
    'Ödemeniz onaylanır onaylanmaz başvurunuzu hazırlarız. Ardından faturanızı içeren bir onay e-postası alırsınız.',
  'status.next.paidBy':
    'Başvurunuzu imzanız ve kimlik fotokopinizle birlikte yazdırır ve en geç {date} tarihinde Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) göndeririz.',
  'status.next.paid':
    'Başvurunuzu imzanız ve kimlik fotokopinizle birlikte yazdırır ve Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) göndeririz.',
  'status.next.documentsDeleted': 'Gönderimden hemen sonra kimlik fotokopinizi ve imzanızı sileriz.',
  'status.next.kbaReplies':
    'KBA size posta ile yanıt verir; bu genellikle başvurunun KBA’ya ulaşmasından sonraki 5–14 iş günü içinde olur.',
  'status.next.submitted':
    'Başvurunuz Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) gitmek üzere yolda. Kimlik fotokopinizi ve imzanızı sildik.',
  'status.next.closed': 'Siparişiniz tamamlandı.',
  'status.next.unpaid':
    'Bu siparişin ödemesi yapılmadı ve sipariş işleme alınmayacak. İstediğiniz zaman yeni bir sipariş başlatabilirsiniz.',
  'status.next.superseded':
    'Bu siparişin yerini daha yeni bir sipariş aldı. Lütfen yeni siparişin durumunu sorgulayın.',
  'status.next.withdrawn': 'Sözleşmeden cayma hakkınızı kullandınız. Bu siparişi artık işleme almıyoruz.',
  'status.next.other': 'Siparişiniz üzerinde çalışıyoruz. Sorularınız için müşteri hizmetlerimiz size yardımcı olur.',

  'status.notice.secondLetterFollows':
    'Başvurunuz gönderildi. İkinci kişinin başvurusu, bu kişi kişisel bağlantısı üzerinden kimliğini ve imzasını ekler eklemez ayrı bir mektup olarak gönderilecek – en geç {date} tarihine kadar. Belgeler o tarihe kadar gelmezse ikinci kişinin ücretini size iade ederiz.',
  'status.notice.partnerSubmitted': 'Teşekkürler! İkinci kişinin bilgileri iletildi. E-posta ile bir onay alacaksınız.',
  'status.notice.printedCorrectable':
    'Başvurunuz yazdırıldı ve Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) gitmek üzere yolda. Artık değişiklik yapılamaz – gönderimden sonra düzeltme seçeneğinizle bir kez düzeltme yapabilirsiniz.',
  'status.notice.printed':
    'Başvurunuz yazdırıldı ve Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) gitmek üzere yolda. Artık değişiklik yapılamaz. Bir bilgi yanlışsa bize yazın.',
  'status.notice.emailPending':
    'Yeni e-posta adresine bir onay bağlantısı gönderdik. Adres ancak onaylandıktan sonra değişir; önceki adresinize de bir bildirim gider.',
  'status.notice.corrected': 'Bilgileriniz kaydedildi. Başvurunuzu yeni bilgilerle yazdıracağız.',
  'status.notice.correctionSent': 'Düzeltmeniz bize ulaştı. Düzeltilmiş bir başvuru göndereceğiz.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
