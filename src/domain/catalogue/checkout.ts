// Keys start with 'checkout.': the development stand-in for the payment provider's page (functions/routes/
// payments.ts), in the customer's language as the provider's own page would be.
import type { Locale } from '../locales';

export const de = {
  'checkout.title': 'Testzahlung',
  'checkout.testOnly': 'Dies ist eine Testumgebung.',
  'checkout.noMoney': 'Es wird kein Geld bewegt. Im Live-Betrieb zahlst du hier über unseren Zahlungsdienstleister.',
  'checkout.orderNumber': 'Bestellnummer',
  'checkout.package': 'Paket',
  'checkout.service': 'Leistung',
  'checkout.total': 'Gesamtbetrag',
  'checkout.amount': '{amount} (inkl. MwSt.)',
  'checkout.pay': 'Bezahlen',
  'checkout.cancel': 'Abbrechen',
  'checkout.closed': 'Diese Zahlung ist bereits abgeschlossen (Status: {status}).',
} as const;

export const en: Record<keyof typeof de, string> = {
  'checkout.title': 'Test payment',
  'checkout.testOnly': 'This is a test environment.',
  'checkout.noMoney': 'No money is moved. When the service is live, you pay here through our payment provider.',
  'checkout.orderNumber': 'Order number',
  'checkout.package': 'Package',
  'checkout.service': 'Service',
  'checkout.total': 'Total',
  'checkout.amount': '{amount} (incl. VAT)',
  'checkout.pay': 'Pay',
  'checkout.cancel': 'Cancel',
  'checkout.closed': 'This payment has already been completed (status: {status}).',
};

export const tr: Record<keyof typeof de, string> = {
  'checkout.title': 'Test ödemesi',
  'checkout.testOnly': 'Bu bir test ortamıdır.',
  'checkout.noMoney':
    'Hiçbir para aktarılmaz. Hizmet canlıya geçtiğinde ödemeyi burada ödeme hizmeti sağlayıcımız üzerinden yaparsınız.',
  'checkout.orderNumber': 'Sipariş numarası',
  'checkout.package': 'Paket',
  'checkout.service': 'Hizmet',
  'checkout.total': 'Toplam tutar',
  'checkout.amount': '{amount} (KDV dahil)',
  'checkout.pay': 'Öde',
  'checkout.cancel': 'İptal',
  'checkout.closed': 'Bu ödeme zaten tamamlandı (durum: {status}).',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
