// Keys start with 'status.return.'. The payment return (/extended-wizard, src/islands/payment-return): what
// the customer sees after paying, while the payment is being confirmed and once it is (or is not), for an
// order and for a second person bought after payment. The words it shares with the status page (home,
// retry, help) are in status.ts.
import type { Locale } from '../locales';

export const de = {
  'status.return.announce.confirming': 'Deine Zahlung wird bestätigt …',
  'status.return.announce.paid': 'Zahlung erfolgreich. Bestellnummer {orderNumber}.',
  'status.return.announce.partnerDone': 'Die zusätzlichen Daten wurden übermittelt.',
  'status.return.announce.addonDone': 'Zweite Person hinzugefügt.',
  'status.return.announce.addonProcessing': 'Die Zahlung für die zweite Person wird verarbeitet.',
  'status.return.announce.timeout': 'Die Bestätigung dauert länger als erwartet.',
  'status.return.announce.notFound': 'Bestellung nicht gefunden.',
  'status.return.announce.loaded': 'Der Status deiner Zahlung wurde geladen.',
  'status.return.loadingTitle': 'Zahlungsbestätigung',
  'status.return.loading': 'Laden...',
  'status.return.notFoundTitle': 'Bestellung nicht gefunden',
  'status.return.notFoundText':
    'Zu diesem Link haben wir keine Bestellung gefunden. Vielleicht ist der Link unvollständig – bitte öffne ihn noch einmal so, wie du ihn nach der Zahlung erhalten hast.',
  'status.return.notFoundMail':
    'Wenn deine Zahlung eingegangen ist, erhältst du die Bestätigung in jedem Fall per E-Mail.',
  'status.return.loadErrorTitle': 'Status konnte nicht geladen werden',
  'status.return.confirmingTitle': 'Zahlung wird bestätigt',
  'status.return.confirmingText': 'Deine Zahlung wird bestätigt …',
  'status.return.confirmingHint': 'Das dauert meist nur wenige Sekunden. Bitte schließe diese Seite noch nicht.',
  'status.return.timeoutTitle': 'Die Bestätigung dauert länger',
  'status.return.checkAgain': 'Erneut prüfen',
  'status.return.timeoutText':
    'Deine Zahlung ist bei uns noch nicht bestätigt. Bei manchen Zahlungsarten dauert das etwas länger. Sobald sie eingegangen ist, erhältst du eine Bestätigung per E-Mail.',
  'status.return.timeoutAdvice':
    'Bitte bezahle nicht noch einmal. Wenn du in den nächsten Stunden keine E-Mail von uns erhältst, hilft dir unser Support weiter.',
  'status.return.failedTitle': 'Zahlung fehlgeschlagen',
  'status.return.failedText': 'Deine Zahlung konnte nicht abgeschlossen werden. Bitte starte die Zahlung noch einmal.',
  'status.return.expiredTitle': 'Zahlung abgelaufen',
  'status.return.expiredText': 'Die Zahlung wurde nicht rechtzeitig abgeschlossen. Bitte starte sie noch einmal.',
  'status.return.backToPayment': 'Zurück zur Zahlung',
  'status.return.inactiveTitle': 'Diese Bestellung ist nicht mehr offen',
  'status.return.withdrawn': 'Diese Bestellung wurde widerrufen.',
  'status.return.superseded':
    'Für diese Bestellung wurde inzwischen eine neue Zahlung gestartet. Bitte nutze den Link aus deiner neuesten Zahlung.',
  'status.return.paidTitle': 'Zahlung erfolgreich',
  'status.return.thanks': 'Vielen Dank für deine Bestellung!',
  'status.return.orderNumber': 'Deine Bestellnummer:',
  'status.return.dispatchBy': 'Versand deines Antrags spätestens am {date}.',
  'status.return.step1Title': 'Rechnung per E-Mail',
  'status.return.step1Text': 'Du erhältst deine Rechnung innerhalb weniger Minuten per E-Mail.',
  'status.return.step2Title': 'Antrag wird gestellt',
  'status.return.step2Text': 'Wir bereiten deinen Antrag vor und reichen ihn beim Kraftfahrt-Bundesamt ein.',
  'status.return.step3Title': 'Antwort per Post',
  'status.return.step3Text':
    'Das Kraftfahrt-Bundesamt schickt dir die Auskunft per Post, in der Regel innerhalb von 5–14 Tagen.',
  'status.return.partnerAlreadyIn': 'Die Daten der zweiten Person liegen uns bereits vor.',
  'status.return.partnerDoneTitle': 'Daten übermittelt',
  'status.return.partnerDoneThanks': 'Vielen Dank! Die zusätzlichen Daten wurden erfolgreich übermittelt.',
  'status.return.partnerDoneComplete':
    'Die Anfrage für die zweite Person ist damit vollständig bei uns eingegangen und wird bearbeitet.',
  'status.return.confirmationMail': 'Du erhältst eine Bestätigung per E-Mail.',
  'status.return.addonDoneTitle': 'Zweite Person hinzugefügt',
  'status.return.addonDoneThanks':
    'Vielen Dank! Deine Zahlung über {total} ist eingegangen, die zweite Person gehört jetzt zu deiner Bestellung.',
  'status.return.addonDoneMails':
    'Du erhältst zwei E-Mails: die Bestätigung mit Rechnung und Vertragsbestätigung, und den persönlichen Link, über den die zweite Person ihren Ausweis und ihre Unterschrift ergänzt.',
  'status.return.addonProcessingTitle': 'Zahlung für die zweite Person wird verarbeitet',
  'status.return.addonProcessingText':
    'Sobald deine Zahlung bestätigt ist, fügen wir die zweite Person deiner Bestellung hinzu und schicken dir die Bestätigung mit Rechnung per E-Mail.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'status.return.announce.confirming': 'Your payment is being confirmed …',
  'status.return.announce.paid': 'Payment successful. Order number {orderNumber}.',
  'status.return.announce.partnerDone': 'The additional details have been sent.',
  'status.return.announce.addonDone': 'Second person added.',
  'status.return.announce.addonProcessing': 'The payment for the second person is being processed.',
  'status.return.announce.timeout': 'The confirmation is taking longer than expected.',
  'status.return.announce.notFound': 'Order not found.',
  'status.return.announce.loaded': 'Your payment status has been loaded.',
  'status.return.loadingTitle': 'Payment confirmation',
  'status.return.loading': 'Loading...',
  'status.return.notFoundTitle': 'Order not found',
  'status.return.notFoundText':
    'We couldn’t find an order for this link. Perhaps the link is incomplete – please open it again exactly as you received it after paying.',
  'status.return.notFoundMail': 'If your payment has arrived, you’ll get the confirmation by email either way.',
  'status.return.loadErrorTitle': 'The status couldn’t be loaded',
  'status.return.confirmingTitle': 'Confirming your payment',
  'status.return.confirmingText': 'Your payment is being confirmed …',
  'status.return.confirmingHint': 'This usually only takes a few seconds. Please don’t close this page yet.',
  'status.return.timeoutTitle': 'The confirmation is taking longer',
  'status.return.checkAgain': 'Check again',
  'status.return.timeoutText':
    'Your payment hasn’t been confirmed to us yet. With some payment methods this takes a little longer. As soon as it has arrived, you’ll get a confirmation by email.',
  'status.return.timeoutAdvice':
    'Please don’t pay again. If you don’t get an email from us in the next few hours, our support team will help you.',
  'status.return.failedTitle': 'Payment failed',
  'status.return.failedText': 'Your payment couldn’t be completed. Please start the payment again.',
  'status.return.expiredTitle': 'Payment expired',
  'status.return.expiredText': 'The payment wasn’t completed in time. Please start it again.',
  'status.return.backToPayment': 'Back to payment',
  'status.return.inactiveTitle': 'This order is no longer open',
  'status.return.withdrawn': 'This order has been withdrawn.',
  'status.return.superseded':
    'A new payment has since been started for this order. Please use the link from your most recent payment.',
  'status.return.paidTitle': 'Payment successful',
  'status.return.thanks': 'Thank you for your order!',
  'status.return.orderNumber': 'Your order number:',
  'status.return.dispatchBy': 'We’ll send your application by {date} at the latest.',
  'status.return.step1Title': 'Invoice by email',
  'status.return.step1Text': 'You’ll get your invoice by email within a few minutes.',
  'status.return.step2Title': 'We submit your application',
  'status.return.step2Text': 'We prepare your application and submit it to the Kraftfahrt-Bundesamt (KBA).',
  'status.return.step3Title': 'Reply by post',
  'status.return.step3Text': 'The KBA sends you your points statement by post, usually within 5–14 days.',
  'status.return.partnerAlreadyIn': 'We already have the second person’s details.',
  'status.return.partnerDoneTitle': 'Details sent',
  'status.return.partnerDoneThanks': 'Thank you! The additional details have been sent.',
  'status.return.partnerDoneComplete': 'We now have the complete request for the second person and are processing it.',
  'status.return.confirmationMail': 'You’ll get a confirmation by email.',
  'status.return.addonDoneTitle': 'Second person added',
  'status.return.addonDoneThanks':
    'Thank you! Your payment of {total} has arrived, and the second person is now part of your order.',
  'status.return.addonDoneMails':
    'You’ll get two emails: the confirmation with your invoice and contract confirmation, and the personal link the second person uses to add their ID card and signature.',
  'status.return.addonProcessingTitle': 'Payment for the second person is being processed',
  'status.return.addonProcessingText':
    'As soon as your payment is confirmed, we’ll add the second person to your order and email you the confirmation with your invoice.',
};

export const tr: Record<keyof typeof de, string> = {
  'status.return.announce.confirming': 'Ödemeniz onaylanıyor …',
  'status.return.announce.paid': 'Ödeme başarılı. Sipariş numarası {orderNumber}.',
  'status.return.announce.partnerDone': 'Ek bilgiler iletildi.',
  'status.return.announce.addonDone': 'İkinci kişi eklendi.',
  'status.return.announce.addonProcessing': 'İkinci kişi için ödeme işleniyor.',
  'status.return.announce.timeout': 'Onay beklenenden uzun sürüyor.',
  'status.return.announce.notFound': 'Sipariş bulunamadı.',
  'status.return.announce.loaded': 'Ödemenizin durumu yüklendi.',
  'status.return.loadingTitle': 'Ödeme onayı',
  'status.return.loading': 'Yükleniyor...',
  'status.return.notFoundTitle': 'Sipariş bulunamadı',
  'status.return.notFoundText':
    'Bu bağlantıya ait bir sipariş bulamadık. Bağlantı eksik olabilir – lütfen bağlantıyı ödemeden sonra aldığınız hâliyle yeniden açın.',
  'status.return.notFoundMail': 'Ödemeniz bize ulaştıysa onayı her durumda e-posta ile alırsınız.',
  'status.return.loadErrorTitle': 'Durum yüklenemedi',
  'status.return.confirmingTitle': 'Ödeme onaylanıyor',
  'status.return.confirmingText': 'Ödemeniz onaylanıyor …',
  'status.return.confirmingHint': 'Bu genellikle yalnızca birkaç saniye sürer. Lütfen bu sayfayı henüz kapatmayın.',
  'status.return.timeoutTitle': 'Onay daha uzun sürüyor',
  'status.return.checkAgain': 'Yeniden kontrol et',
  'status.return.timeoutText':
    'Ödemeniz bizde henüz onaylanmadı. Bazı ödeme yöntemlerinde bu biraz daha uzun sürer. Ödeme ulaşır ulaşmaz e-posta ile bir onay alırsınız.',
  'status.return.timeoutAdvice':
    'Lütfen tekrar ödeme yapmayın. Önümüzdeki birkaç saat içinde bizden e-posta almazsanız müşteri hizmetlerimiz size yardımcı olur.',
  'status.return.failedTitle': 'Ödeme başarısız',
  'status.return.failedText': 'Ödemeniz tamamlanamadı. Lütfen ödemeyi yeniden başlatın.',
  'status.return.expiredTitle': 'Ödeme süresi doldu',
  'status.return.expiredText': 'Ödeme zamanında tamamlanmadı. Lütfen ödemeyi yeniden başlatın.',
  'status.return.backToPayment': 'Ödemeye geri dön',
  'status.return.inactiveTitle': 'Bu sipariş artık açık değil',
  'status.return.withdrawn': 'Bu sipariş için cayma hakkı kullanıldı.',
  'status.return.superseded':
    'Bu sipariş için bu arada yeni bir ödeme başlatıldı. Lütfen en son ödemenizdeki bağlantıyı kullanın.',
  'status.return.paidTitle': 'Ödeme başarılı',
  'status.return.thanks': 'Siparişiniz için çok teşekkür ederiz!',
  'status.return.orderNumber': 'Sipariş numaranız:',
  'status.return.dispatchBy': 'Başvurunuz en geç {date} tarihinde gönderilir.',
  'status.return.step1Title': 'E-posta ile fatura',
  'status.return.step1Text': 'Faturanızı birkaç dakika içinde e-posta ile alırsınız.',
  'status.return.step2Title': 'Başvurunuzu yapıyoruz',
  'status.return.step2Text':
    'Başvurunuzu hazırlıyor ve Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) iletiyoruz.',
  'status.return.step3Title': 'Posta ile yanıt',
  'status.return.step3Text': 'KBA, bilgi belgesini size genellikle 5–14 gün içinde posta ile gönderir.',
  'status.return.partnerAlreadyIn': 'İkinci kişinin bilgileri bizde zaten mevcut.',
  'status.return.partnerDoneTitle': 'Bilgiler iletildi',
  'status.return.partnerDoneThanks': 'Teşekkürler! Ek bilgiler başarıyla iletildi.',
  'status.return.partnerDoneComplete':
    'İkinci kişiye ait talep böylece eksiksiz olarak bize ulaştı ve işleme alınıyor.',
  'status.return.confirmationMail': 'E-posta ile bir onay alacaksınız.',
  'status.return.addonDoneTitle': 'İkinci kişi eklendi',
  'status.return.addonDoneThanks':
    'Teşekkürler! {total} tutarındaki ödemeniz ulaştı; ikinci kişi artık siparişinize dahil.',
  'status.return.addonDoneMails':
    'İki e-posta alacaksınız: faturayı ve sözleşme onayını içeren onay e-postası ile ikinci kişinin kimliğini ve imzasını ekleyeceği kişisel bağlantı.',
  'status.return.addonProcessingTitle': 'İkinci kişi için ödeme işleniyor',
  'status.return.addonProcessingText':
    'Ödemeniz onaylanır onaylanmaz ikinci kişiyi siparişinize ekler ve faturanızı içeren onayı size e-posta ile göndeririz.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
