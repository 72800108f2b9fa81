// What every mail to the customer shares: the greeting, the signature and the attachments (the invoice, the
// contract confirmation's file name). The mails to the customer are in the customer's language (the order's
// customerLanguage; 'de' when no order says): every text from the catalogue (src/domain/catalogue/mail-*.ts),
// dates and prices as that language writes them. The mails to support stay German. Links to a page with an
// English twin (PAGE_TWINS) point to it in an English mail; the invoice and contract confirmation stay German
// documents, which it says.
import type { Translate } from '../../../src/domain/messages';
import type { MailAttachment } from '../../db/outbox';

/** The end of every mail to the customer: a blank line, the sign-off and the team. */
export function signature(t: Translate): string[] {
  return ['', t('mail.signoff'), t('mail.team')];
}

/** "Hallo Anna," or, without a name, "Hallo,". */
export function hello(t: Translate, name?: string): string {
  return name === undefined ? t('mail.helloAnonymous') : t('mail.hello', { name });
}

/** The invoice PDF as a mail attachment, once it is stored (the order's and a second person's alike). */
export function invoiceAttachment(invoice: { number: string; key: string | null }): MailAttachment[] {
  return invoice.key ? [{ key: invoice.key, filename: `Rechnung-${invoice.number}.pdf`, mime: 'application/pdf' }] : [];
}

/** The file name of the attached contract confirmation (ASCII, so every mail client shows it alike). */
export function contractConfirmationFilename(orderNumber: string): string {
  return `Vertragsbestaetigung-${orderNumber}.pdf`;
}
