// Keys start with 'mail.'. What every mail and SMS to the customer shares: the greeting, the sign-off, the
// order and invoice number lines. The customer's mails and SMS take their
// texts from the catalogue's mail modules (mail-common, mail-order, mail-second-person, mail-withdrawal,
// mail-access, mail-dispatch), in the customer's language. The German texts are the mails as they were
// written before there was an English one, word for word: a German mail stays byte-identical.
// Mails to support stay German and are not here. Some English texts say more than their German twin
// (that the attachments are German documents), because only the English reader needs it.
import type { Locale } from '../locales';

export const de = {
  // Greeting and signature of every mail.
  'mail.hello': 'Hallo {name},',
  'mail.helloAnonymous': 'Hallo,',
  'mail.signoff': 'Viele Grüße',
  'mail.team': 'dein PunkteBrief-Team',
  'mail.orderNumberLine': 'Bestellnummer: {orderNumber}',
  'mail.invoiceLine': 'Rechnung: {invoiceNumber} (im Anhang)',
  'mail.notYouReply': 'Warst du das nicht? Dann antworte bitte sofort auf diese E-Mail.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'mail.hello': 'Hi {name},',
  'mail.helloAnonymous': 'Hi,',
  'mail.signoff': 'Best wishes',
  'mail.team': 'Your PunkteBrief team',
  'mail.orderNumberLine': 'Order number: {orderNumber}',
  'mail.invoiceLine': 'Invoice: {invoiceNumber} (attached)',
  'mail.notYouReply': 'Wasn’t this you? Then please reply to this email right away.',
};

export const tr: Record<keyof typeof de, string> = {
  'mail.hello': 'Merhaba {name},',
  'mail.helloAnonymous': 'Merhaba,',
  'mail.signoff': 'Saygılarımızla',
  'mail.team': 'PunkteBrief ekibi',
  'mail.orderNumberLine': 'Sipariş numarası: {orderNumber}',
  'mail.invoiceLine': 'Fatura: {invoiceNumber} (ekte)',
  'mail.notYouReply': 'Bu işlemi siz yapmadıysanız lütfen bu e-postayı hemen yanıtlayın.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
