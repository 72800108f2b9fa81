// Keys start with 'offer.': what the packages, extras and payment methods are called and what their cards
// say, in the wizard, on the landing page and in mails; a module of its own because the landing page's script
// needs these texts and none of the wizard's.
import type { Locale } from '../locales';

export const de = {
  'offer.plan.basic.description': 'Der Antrag ausgefüllt, gedruckt und innerhalb von 2 Werktagen an das KBA versendet.',
  'offer.plan.plus.description': 'Schneller versendet, mit digitaler Kopie deines Antrags und einem weiteren Antrag.',
  'offer.plan.pro.description': 'Prioritätsbearbeitung, Priority-Support und alle Extras inklusive.',
  'offer.plan.plus.badge': 'Unsere Empfehlung',
  'offer.extra.express.name': 'Express heute',
  'offer.extra.express.description':
    'Versand am selben Werktag bei Zahlung an einem Werktag bis 14 Uhr, sonst am nächsten Werktag.',
  /** The Express extra's name before ordering once "heute" is no longer true (src/domain/dispatch.ts). */
  'offer.extra.express.nextDay': 'Express (nächster Werktag)',
  'offer.extra.duo.name': 'Duo+ – zweite Person',
  'offer.extra.duo.description': '+1 Antrag für eine zweite Person inklusive.',
  'offer.extra.correction.name': 'Korrekturoption',
  'offer.extra.correction.description':
    'Eine kostenlose Korrektur deiner eigenen Eingabefehler – auch nach dem Versand, einmal.',
  // What is true right now about same-day dispatch ({cutoff} "14:00", {day} "Mo., 23.11.").
  'offer.dispatch.today': 'Versand heute – bei Zahlung bis {cutoff} Uhr',
  'offer.dispatch.nextDay': 'Versand am nächsten Werktag ({day})',
  // The package cards' lines (src/domain/benefits.ts).
  'offer.benefit.basicDispatch': 'Versand an das KBA innerhalb von 2 Werktagen',
  'offer.benefit.sameDayDispatch': 'Versand am selben Werktag bei Zahlung bis 14 Uhr',
  'offer.benefit.proPriority':
    'Prioritätsbearbeitung: werktags bis 14 Uhr bezahlt, in 2 Stunden an die Druckerei übergeben',
  'offer.benefit.application': 'Antrag vollständig ausgefüllt und unterschrieben',
  'offer.benefit.kbaPost': 'Gedruckt und per Post an das Kraftfahrt-Bundesamt',
  'offer.benefit.secondApplication': '+1 weiterer Antrag inklusive',
  'offer.benefit.letterCopy': 'Digitale Kopie deines Antrags (12 Monate)',
  'offer.benefit.correction': 'Korrekturoption inklusive',
  'offer.benefit.allExtras': 'Alle Extras inklusive',
  'offer.benefit.emailSupport': 'E-Mail-Support: Antwort innerhalb von 24 Stunden in den Servicezeiten',
  'offer.benefit.prioritySupport': 'Priority-Support: Antwort innerhalb von 6 Stunden in den Servicezeiten',
  'offer.benefit.yearlyReminder': '12-Monats-Erinnerungsservice',
  'offer.benefit.statusSms': 'Status-Updates per SMS zusätzlich zur E-Mail',
  // The payment methods (src/domain/payment-methods.ts) and the sentence that names them.
  'offer.payment.card': 'Karte',
  'offer.payment.paypal': 'PayPal',
  'offer.payment.sepaDebit': 'SEPA-Lastschrift',
} as const;

export const en: Record<keyof typeof de, string> = {
  'offer.plan.basic.description': 'Your application filled in, printed and sent to the KBA within 2 working days.',
  'offer.plan.plus.description': 'Sent faster, with a digital copy of your application and one more application.',
  'offer.plan.pro.description': 'Priority processing, priority support and all extras included.',
  'offer.plan.plus.badge': 'Our recommendation',
  'offer.extra.express.name': 'Express today',
  'offer.extra.express.description':
    'Sent the same working day if you pay on a working day by 14:00 German time, otherwise the next working day.',
  'offer.extra.express.nextDay': 'Express (next working day)',
  'offer.extra.duo.name': 'Duo+ – second person',
  'offer.extra.duo.description': '+1 application for a second person included.',
  'offer.extra.correction.name': 'Correction option',
  'offer.extra.correction.description': 'One free correction of your own input errors – once, even after dispatch.',
  'offer.dispatch.today': 'Sent today – if you pay by {cutoff} German time',
  'offer.dispatch.nextDay': 'Sent on the next working day ({day})',
  'offer.benefit.basicDispatch': 'Sent to the KBA within 2 working days',
  'offer.benefit.sameDayDispatch': 'Sent the same working day if you pay by 14:00 German time',
  'offer.benefit.proPriority':
    'Priority processing: paid on a working day by 14:00 German time, handed to the printer within 2 hours',
  'offer.benefit.application': 'Application completely filled in and signed',
  'offer.benefit.kbaPost': 'Printed and posted to the Kraftfahrt-Bundesamt (KBA)',
  'offer.benefit.secondApplication': '+1 further application included',
  'offer.benefit.letterCopy': 'Digital copy of your application (12 months)',
  'offer.benefit.correction': 'Correction option included',
  'offer.benefit.allExtras': 'All extras included',
  'offer.benefit.emailSupport': 'Email support: reply within 24 hours during service hours',
  'offer.benefit.prioritySupport': 'Priority support: reply within 6 hours during service hours',
  'offer.benefit.yearlyReminder': '12-month reminder service',
  'offer.benefit.statusSms': 'Status updates by text message in addition to email',
  'offer.payment.card': 'card',
  'offer.payment.paypal': 'PayPal',
  'offer.payment.sepaDebit': 'SEPA Direct Debit',
};

export const tr: Record<keyof typeof de, string> = {
  'offer.plan.basic.description': 'Başvurunuz doldurulur, yazdırılır ve 2 iş günü içinde KBA’ya gönderilir.',
  'offer.plan.plus.description': 'Daha hızlı gönderim; başvurunuzun dijital kopyası ve bir başvuru daha dahil.',
  'offer.plan.pro.description': 'Öncelikli işlem, öncelikli müşteri hizmetleri ve tüm ek hizmetler dahil.',
  'offer.plan.plus.badge': 'Önerimiz',
  'offer.extra.express.name': 'Ekspres (bugün)',
  'offer.extra.express.description':
    'Bir iş günü Almanya saatiyle 14:00’e kadar ödeme yaparsanız aynı iş günü, aksi hâlde bir sonraki iş günü gönderilir.',
  'offer.extra.express.nextDay': 'Ekspres (bir sonraki iş günü)',
  'offer.extra.duo.name': 'Duo+ – ikinci kişi',
  'offer.extra.duo.description': 'İkinci bir kişi için +1 başvuru dahil.',
  'offer.extra.correction.name': 'Düzeltme seçeneği',
  'offer.extra.correction.description':
    'Kendi giriş hatalarınız için bir kez ücretsiz düzeltme – gönderimden sonra da.',
  'offer.dispatch.today': 'Bugün gönderim – ödeme için son saat {cutoff} (Almanya saati)',
  'offer.dispatch.nextDay': 'Bir sonraki iş günü gönderim ({day})',
  'offer.benefit.basicDispatch': '2 iş günü içinde KBA’ya gönderim',
  'offer.benefit.sameDayDispatch': 'Almanya saatiyle 14:00’e kadar ödemede aynı iş günü gönderim',
  'offer.benefit.proPriority':
    'Öncelikli işlem: bir iş günü Almanya saatiyle 14:00’e kadar ödenirse 2 saat içinde matbaaya teslim',
  'offer.benefit.application': 'Başvuru eksiksiz doldurulmuş ve imzalanmış',
  'offer.benefit.kbaPost':
    'Yazdırılıp posta ile Federal Motorlu Taşıtlar Dairesi’ne (Kraftfahrt-Bundesamt, KBA) gönderilir',
  'offer.benefit.secondApplication': '+1 başvuru daha dahil',
  'offer.benefit.letterCopy': 'Başvurunuzun dijital kopyası (12 ay)',
  'offer.benefit.correction': 'Düzeltme seçeneği dahil',
  'offer.benefit.allExtras': 'Tüm ek hizmetler dahil',
  'offer.benefit.emailSupport': 'E-posta ile müşteri hizmetleri: hizmet saatlerinde 24 saat içinde yanıt',
  'offer.benefit.prioritySupport': 'Öncelikli müşteri hizmetleri: hizmet saatlerinde 6 saat içinde yanıt',
  'offer.benefit.yearlyReminder': '12 aylık hatırlatma hizmeti',
  'offer.benefit.statusSms': 'E-postaya ek olarak SMS ile durum güncellemeleri',
  'offer.payment.card': 'kart',
  'offer.payment.paypal': 'PayPal',
  'offer.payment.sepaDebit': 'SEPA otomatik ödeme (Lastschrift)',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
