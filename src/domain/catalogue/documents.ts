// Keys start with 'document.'. The one line a German document (invoice, contract confirmation) carries for a
// customer who ordered in another language: what it is, and that its German text binds. Not printed on the
// documents of a customer who ordered in German (the binding language needs no such line).
import type { Locale } from '../locales';

export const de = {
  'document.invoiceSummary': 'Rechnung zu deiner Bestellung {orderNumber}.',
  'document.contractSummary': 'Vertragsbestätigung deiner Bestellung {orderNumber}.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'document.invoiceSummary': 'English summary: invoice for your order {orderNumber} – the German text is binding.',
  'document.contractSummary':
    'English summary: contract confirmation of your order {orderNumber} – the German text is binding.',
};

export const tr: Record<keyof typeof de, string> = {
  'document.invoiceSummary':
    'Türkçe özet: {orderNumber} numaralı siparişinizin faturası – bağlayıcı olan Almanca metindir.',
  'document.contractSummary':
    'Türkçe özet: {orderNumber} numaralı siparişinizin sözleşme onayı – bağlayıcı olan Almanca metindir.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
