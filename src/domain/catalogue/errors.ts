// Keys start with 'errors.': the Worker's refusals a customer can meet on the site. The Worker refuses with a key;
// its one error handler (functions/index.ts) answers the text in the language of the page that asked
// (X-Page-Language, sent by src/lib/api.ts), German when it names none.
import type { Locale } from '../locales';

export const de = {
  'errors.internal': 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  'errors.rateLimited': 'Zu viele Anfragen. Bitte warte einige Minuten und versuche es dann erneut.',
  'errors.invalidJson': 'Ungültige Anfrage: Die Daten konnten nicht gelesen werden.',
  'errors.badRequest': 'Ungültige Anfrage.',
  'errors.validationFailed': 'Bitte überprüfe deine Eingaben.',
  'errors.payloadTooLarge': 'Die Anfrage ist zu groß.',
  'errors.orderNotFound': 'Bestellung nicht gefunden.',
  'errors.orderMismatch': 'Die Bestellnummer passt nicht zu dieser Bestellung.',
  'errors.idempotencyKey': 'Technischer Fehler: Idempotency-Key fehlt oder ist ungültig.',
  'errors.uploadsInUse': 'Diese Dateien gehören bereits zu einer bezahlten Bestellung.',
  'errors.idempotencyConflict': 'Diese Bestellung wurde bereits mit anderen Daten gesendet. Bitte lade die Seite neu.',
  'errors.orderInProgress': 'Deine Bestellung wird gerade angelegt. Bitte versuche es in einigen Sekunden erneut.',
  'errors.statusLinkExpired':
    'Dieser Statuslink ist abgelaufen. Fordere einen neuen Link an – wir senden ihn an die E-Mail-Adresse der Bestellung.',
  'errors.secondPersonIncluded': 'Deine Bestellung enthält bereits einen Antrag für eine zweite Person.',
  'errors.secondPersonClosed':
    'Eine zweite Person kann nur hinzukommen, solange dein Antrag bezahlt und noch nicht versendet ist.',
  'errors.correctionUsed': 'Du hast deine Korrektur nach dem Versand bereits genutzt.',
  'errors.correctBeforePosting': 'Bis zum Versand kannst du deine Angaben oben direkt korrigieren.',
  'errors.noCorrectionOption': 'Eine Korrektur nach dem Versand gehört zur Korrekturoption.',
  'errors.notCorrectableNow': 'Diese Bestellung kann gerade nicht korrigiert werden.',
  'errors.alreadyPosted':
    'Dein Antrag ist bereits an das Kraftfahrt-Bundesamt versendet. Die Daten können hier nicht mehr geändert werden – bitte schreib uns, wir helfen dir weiter.',
  'errors.notFound': 'Nicht gefunden.',
  'errors.notConfigured':
    'Der Dienst ist gerade nicht verfügbar. Bitte versuche es später noch einmal oder schreib uns eine E-Mail.',
  'errors.paymentsUnavailable': 'Die Zahlung ist gerade nicht verfügbar. Bitte versuche es später erneut.',
  'errors.uploadUsed':
    'Diese Datei gehört bereits zu einer Bestellung und kann nicht noch einmal verwendet werden. Bitte lade sie neu hoch.',
  'errors.uploadUnavailable': 'Diese Datei ist nicht mehr verfügbar. Bitte lade sie erneut hoch.',
  // Corrections on the status page.
  'errors.notCorrectable': 'Diese Bestellung kann nicht mehr korrigiert werden.',
  'errors.alreadyPrinted':
    'Dein Antrag ist bereits gedruckt und auf dem Weg zum Kraftfahrt-Bundesamt. Änderungen sind jetzt nicht mehr möglich – bitte schreib uns, wir helfen dir weiter.',
  'errors.alreadyPrintedCorrectLater':
    'Dein Antrag ist bereits gedruckt und auf dem Weg zum Kraftfahrt-Bundesamt. Änderungen sind jetzt nicht mehr möglich – nach dem Versand kannst du mit deiner Korrekturoption einmal korrigieren.',
  'errors.correctionPeriodOver':
    'Eine Korrektur nach dem Versand ist bis {days} Tage nach dem Versand möglich; diese Frist ist vorbei. Bitte schreib uns, wir helfen dir weiter.',
  'errors.identityChange':
    'Hier kannst du nur Tippfehler berichtigen, nicht die Person ändern. Für eine größere Änderung schreib uns bitte – wir prüfen sie anhand deiner Ausweiskopie.',
  'errors.noLetterCopy': 'Für diese Bestellung ist keine Kopie des Antrags (mehr) gespeichert.',
  // The second person (extended wizard, status page).
  'errors.noSecondPerson': 'Diese Bestellung enthält keinen Antrag für eine zweite Person.',
  'errors.partnerBeforePayment': 'Die Daten der zweiten Person können erst nach der Zahlung ergänzt werden.',
  'errors.partnerSubmitted':
    'Die Daten der zweiten Person liegen uns bereits vor. Ändern kann sie nur unser Support: Schreib uns über das Kontaktformular mit deiner Bestellnummer, wir antworten an die E-Mail-Adresse der Bestellung.',
  'errors.partnerMissing': 'Bitte zuerst die Daten der zweiten Person eingeben.',
  'errors.partnerLinkUsed': 'Über diesen Link sind Ausweis und Unterschrift bereits bei uns eingegangen.',
  'errors.orderClosed':
    'Für diese Bestellung nehmen wir keine Unterlagen mehr an: Der Antrag ist bereits versendet, die Frist für die zweite Person abgelaufen oder die Bestellung beendet.',
  // The proof of a change of name, sent later from the status page (functions/services/name-proofs/submit.ts).
  'errors.nameProofClosed':
    'Dein Antrag ist bereits gedruckt; einen Nachweis der Namensänderung können wir ihm nicht mehr beilegen. Bitte schreib uns, wir helfen dir weiter.',
  'errors.nameProofPending':
    'Dein Nachweis der Namensänderung wird gerade geprüft. Einen weiteren kannst du senden, sobald wir ihn geprüft haben.',
  'errors.nameProofNotPending': 'Dieser Nachweis wartet nicht (mehr) auf eine Prüfung.',
  // A stored document no configured key opens (services/documents/store.ts).
  'errors.documentUnreadable':
    'Dieses Dokument lässt sich mit den eingestellten Schlüsseln nicht öffnen. Bitte später erneut versuchen.',
  // Links from mails: the e-mail change (/email-aenderung) and the second person's own link (/zweite-person).
  'errors.emailChangeLinkInvalid':
    'Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte ändere die E-Mail-Adresse auf der Statusseite erneut.',
  'errors.partnerLinkEnded':
    'Dieser Link gilt nicht mehr: Er ist abgelaufen oder wurde durch einen neueren ersetzt. Wer bestellt hat, kann auf der Statusseite der Bestellung einen neuen Link anfordern.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'errors.internal': 'A technical error occurred. Please try again.',
  'errors.rateLimited': 'Too many requests. Please wait a few minutes and try again.',
  'errors.invalidJson': 'Invalid request: the data could not be read.',
  'errors.badRequest': 'Invalid request.',
  'errors.validationFailed': 'Please check your entries.',
  'errors.payloadTooLarge': 'The request is too large.',
  'errors.orderNotFound': 'Order not found.',
  'errors.orderMismatch': 'The order number does not match this order.',
  'errors.idempotencyKey': 'Technical error: the Idempotency-Key is missing or invalid.',
  'errors.uploadsInUse': 'These files already belong to a paid order.',
  'errors.idempotencyConflict': 'This order has already been sent with other details. Please reload the page.',
  'errors.orderInProgress': 'Your order is being created. Please try again in a few seconds.',
  'errors.statusLinkExpired':
    'This status link has expired. Ask for a new link – we will send it to the order’s email address.',
  'errors.secondPersonIncluded': 'Your order already includes an application for a second person.',
  'errors.secondPersonClosed': 'A second person can only be added while your application is paid and not yet posted.',
  'errors.correctionUsed': 'You have already used your correction after posting.',
  'errors.correctBeforePosting': 'Until your application is posted, you can correct your details directly above.',
  'errors.noCorrectionOption': 'A correction after posting is part of the correction option.',
  'errors.notCorrectableNow': 'This order cannot be corrected right now.',
  'errors.alreadyPosted':
    'Your application has already been posted to the Kraftfahrt-Bundesamt. Your details can no longer be changed here – please write to us and we will help you.',
  'errors.notFound': 'Not found.',
  'errors.notConfigured': 'The service is not available right now. Please try again later or send us an email.',
  'errors.paymentsUnavailable': 'Payment is not available right now. Please try again later.',
  'errors.uploadUsed': 'This file already belongs to an order and cannot be used again. Please upload it again.',
  'errors.uploadUnavailable': 'This file is no longer available. Please upload it again.',
  'errors.notCorrectable': 'This order can no longer be corrected.',
  'errors.alreadyPrinted':
    'Your application has already been printed and is on its way to the Kraftfahrt-Bundesamt. Changes are no longer possible now – please write to us and we will help you.',
  'errors.alreadyPrintedCorrectLater':
    'Your application has already been printed and is on its way to the Kraftfahrt-Bundesamt. Changes are no longer possible now – after posting, you can make one correction with your correction option.',
  'errors.correctionPeriodOver':
    'A correction after posting is possible up to {days} days after posting; this period is over. Please write to us and we will help you.',
  'errors.identityChange':
    'Here you can only fix typing errors, not change the person. For a bigger change, please write to us – we check it against your ID copy.',
  'errors.noLetterCopy': 'No copy of the application is stored for this order (any more).',
  'errors.noSecondPerson': 'This order does not include an application for a second person.',
  'errors.partnerBeforePayment': 'The second person’s details can only be added after payment.',
  'errors.partnerSubmitted':
    'We already have the second person’s details. Only our support can change them: write to us with the contact form and your order number, and we will reply to the order’s email address.',
  'errors.partnerMissing': 'Please enter the second person’s details first.',
  'errors.partnerLinkUsed': 'The ID card and signature have already reached us through this link.',
  'errors.orderClosed':
    'We no longer accept documents for this order: the application has already been posted, the period for the second person has ended or the order is closed.',
  'errors.nameProofClosed':
    'Your application has already been printed; we can no longer enclose a proof of a change of name. Please write to us, we will help you.',
  'errors.nameProofPending':
    'We are checking your proof of the change of name. You can send another one once we have checked it.',
  'errors.nameProofNotPending': 'This proof is not (or no longer) waiting to be checked.',
  'errors.documentUnreadable': 'This document cannot be opened with the configured keys. Please try again later.',
  'errors.emailChangeLinkInvalid':
    'This link has expired or has already been used. Please change the email address on the status page again.',
  'errors.partnerLinkEnded':
    'This link is no longer valid: it has expired or has been replaced by a newer one. Whoever placed the order can ask for a new link on the order’s status page.',
};

export const tr: Record<keyof typeof de, string> = {
  'errors.internal': 'Teknik bir hata oluştu. Lütfen tekrar deneyin.',
  'errors.rateLimited': 'Çok fazla istek gönderildi. Lütfen birkaç dakika bekleyip tekrar deneyin.',
  'errors.invalidJson': 'Geçersiz istek: Veriler okunamadı.',
  'errors.badRequest': 'Geçersiz istek.',
  'errors.validationFailed': 'Lütfen girdiğiniz bilgileri kontrol edin.',
  'errors.payloadTooLarge': 'İstek çok büyük.',
  'errors.orderNotFound': 'Sipariş bulunamadı.',
  'errors.orderMismatch': 'Sipariş numarası bu siparişle eşleşmiyor.',
  'errors.idempotencyKey': 'Teknik hata: Idempotency-Key eksik veya geçersiz.',
  'errors.uploadsInUse': 'Bu dosyalar zaten ödemesi yapılmış bir siparişe ait.',
  'errors.idempotencyConflict': 'Bu sipariş daha önce farklı bilgilerle gönderildi. Lütfen sayfayı yeniden yükleyin.',
  'errors.orderInProgress': 'Siparişiniz şu anda oluşturuluyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  'errors.statusLinkExpired':
    'Bu durum bağlantısının süresi doldu. Yeni bir bağlantı isteyin – bağlantıyı siparişte kayıtlı e-posta adresine göndeririz.',
  'errors.secondPersonIncluded': 'Siparişiniz zaten ikinci bir kişi için başvuru içeriyor.',
  'errors.secondPersonClosed':
    'İkinci kişi yalnızca başvurunuzun ödemesi yapılmışken ve başvurunuz henüz gönderilmemişken eklenebilir.',
  'errors.correctionUsed': 'Gönderimden sonraki düzeltme hakkınızı zaten kullandınız.',
  'errors.correctBeforePosting': 'Başvurunuz gönderilene kadar bilgilerinizi yukarıda doğrudan düzeltebilirsiniz.',
  'errors.noCorrectionOption': 'Gönderimden sonra düzeltme, düzeltme seçeneğine dahildir.',
  'errors.notCorrectableNow': 'Bu sipariş şu anda düzeltilemiyor.',
  'errors.alreadyPosted':
    'Başvurunuz Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt) zaten gönderildi. Bilgiler burada artık değiştirilemez – lütfen bize yazın, size yardımcı olalım.',
  'errors.notFound': 'Bulunamadı.',
  'errors.notConfigured':
    'Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin veya bize bir e-posta gönderin.',
  'errors.paymentsUnavailable': 'Ödeme şu anda yapılamıyor. Lütfen daha sonra tekrar deneyin.',
  'errors.uploadUsed': 'Bu dosya zaten bir siparişe ait ve tekrar kullanılamaz. Lütfen dosyayı yeniden yükleyin.',
  'errors.uploadUnavailable': 'Bu dosya artık mevcut değil. Lütfen dosyayı yeniden yükleyin.',
  'errors.notCorrectable': 'Bu sipariş artık düzeltilemez.',
  'errors.alreadyPrinted':
    'Başvurunuz zaten yazdırıldı ve Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt) gitmek üzere yolda. Artık değişiklik yapılamaz – lütfen bize yazın, size yardımcı olalım.',
  'errors.alreadyPrintedCorrectLater':
    'Başvurunuz zaten yazdırıldı ve Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt) gitmek üzere yolda. Artık değişiklik yapılamaz – gönderimden sonra düzeltme seçeneğinizle bir kez düzeltme yapabilirsiniz.',
  'errors.correctionPeriodOver':
    'Gönderimden sonra düzeltme, gönderimden itibaren {days} gün içinde yapılabilir; bu süre doldu. Lütfen bize yazın, size yardımcı olalım.',
  'errors.identityChange':
    'Burada yalnızca yazım hatalarını düzeltebilirsiniz, kişiyi değiştiremezsiniz. Daha büyük bir değişiklik için lütfen bize yazın – değişikliği kimlik fotokopinize göre kontrol ederiz.',
  'errors.noLetterCopy': 'Bu sipariş için kayıtlı bir başvuru kopyası yok (ya da artık saklanmıyor).',
  'errors.noSecondPerson': 'Bu sipariş ikinci bir kişi için başvuru içermiyor.',
  'errors.partnerBeforePayment': 'İkinci kişinin bilgileri ancak ödemeden sonra eklenebilir.',
  'errors.partnerSubmitted':
    'İkinci kişinin bilgileri bize zaten ulaştı. Bu bilgileri yalnızca müşteri hizmetlerimiz değiştirebilir: İletişim formu üzerinden sipariş numaranızla birlikte bize yazın; siparişte kayıtlı e-posta adresine yanıt veririz.',
  'errors.partnerMissing': 'Lütfen önce ikinci kişinin bilgilerini girin.',
  'errors.partnerLinkUsed': 'Bu bağlantı üzerinden kimlik ve imza bize zaten ulaştı.',
  'errors.orderClosed':
    'Bu sipariş için artık belge kabul etmiyoruz: Başvuru zaten gönderildi, ikinci kişi için verilen süre doldu ya da sipariş sona erdi.',
  'errors.nameProofClosed':
    'Başvurunuz zaten yazdırıldı; isim değişikliği belgesini artık başvurunuza ekleyemiyoruz. Lütfen bize yazın, size yardımcı olalım.',
  'errors.nameProofPending':
    'İsim değişikliği belgeniz şu anda inceleniyor. İncelememiz tamamlandığında başka bir belge gönderebilirsiniz.',
  'errors.nameProofNotPending': 'Bu belge için bekleyen bir inceleme yok (ya da artık yok).',
  'errors.documentUnreadable': 'Bu belge, ayarlanmış anahtarlarla açılamıyor. Lütfen daha sonra tekrar deneyin.',
  'errors.emailChangeLinkInvalid':
    'Bu bağlantının süresi dolmuş veya bağlantı zaten kullanılmış. Lütfen e-posta adresini durum sayfasında yeniden değiştirin.',
  'errors.partnerLinkEnded':
    'Bu bağlantı artık geçerli değil: Süresi dolmuş ya da yerine daha yeni bir bağlantı gönderilmiş. Siparişi veren kişi, siparişin durum sayfasından yeni bir bağlantı isteyebilir.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
