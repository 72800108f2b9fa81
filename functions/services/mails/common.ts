// What every mail to the customer shares: its shape (customerMail: the subject, the greeting, the mail's own
// lines and the signature), the greeting, the signature and the attachments (the invoice, the contract
// confirmation's file name). The mails to the customer are in the customer's language (the order's
// customerLanguage; 'de' when no order says): every text from the catalogue (src/domain/catalogue/mail-*.ts),
// dates and prices as that language writes them. The mails to support stay German. Links to a page that
// exists in every language (src/domain/page-paths.ts) point to it in the mail's language; the invoice and
// contract confirmation stay German documents, which it says.
import type { Locale } from '../../../src/domain/locales';
import { translator, type MessageKey, type Translate } from '../../../src/domain/messages';
import type { MailAttachment, OutgoingMail } from '../../db/outbox';

/** The end of every mail to the customer: a blank line, the sign-off and the team. */
function signature(t: Translate): string[] {
  return ['', t('mail.signoff'), t('mail.team')];
}

/** "Hallo Anna," or, without a name, "Hallo,". */
function hello(t: Translate, name?: string): string {
  return name === undefined ? t('mail.helloAnonymous') : t('mail.hello', { name });
}

/** A mail's subject in the catalogue: 'mail.….subject', or a variant of it ('mail.dispatch.posted.subjectPartner'). */
type MailSubjectKey = Extract<MessageKey, `mail.${string}.subject${string}`>;

/** Whom a mail to the customer goes to: the address, the order the mail is about (if any), the language. */
export interface Addressee {
  email: string;
  /** Also the subject's {orderNumber}, unless the mail gives subjectValues. */
  orderNumber?: string | undefined;
  locale: Locale;
}

/** What one mail to the customer says; customerMail puts the greeting before its lines and the signature after. */
export interface CustomerMailContent {
  kind: string;
  subject: MailSubjectKey;
  /** The subject's values; without them { orderNumber }. */
  subjectValues?: Record<string, string | number>;
  /** The name in "Hallo Anna,"; without one the greeting has none ("Hallo,"). */
  greetingName?: string | undefined;
  /** The mail's own lines, between the greeting (and the blank line after it) and the signature. */
  lines: (t: Translate) => string[];
  /** Lines after the signature (the contact answer's quoted message). */
  afterSignature?: (t: Translate) => string[];
  replyTo?: string;
  /** Given as is, [] included; without them the mail has no attachments field. */
  attachments?: MailAttachment[];
}

/**
 * The shape every mail to the customer shares, in the addressee's language: the subject from the catalogue,
 * the greeting, a blank line, the mail's own lines and the signature. What is not given (the order number,
 * replyTo, attachments) is not in the mail either.
 */
export function customerMail(to: Addressee, mail: CustomerMailContent): OutgoingMail {
  const t = translator(to.locale);
  const { orderNumber } = to;
  return {
    kind: mail.kind,
    ...(orderNumber === undefined ? {} : { orderNumber }),
    to: to.email,
    ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    subject: t(mail.subject, mail.subjectValues ?? (orderNumber === undefined ? undefined : { orderNumber })),
    text: [
      hello(t, mail.greetingName),
      '',
      ...mail.lines(t),
      ...signature(t),
      ...(mail.afterSignature?.(t) ?? []),
    ].join('\n'),
    ...(mail.attachments === undefined ? {} : { attachments: mail.attachments }),
  };
}

/** The invoice PDF as a mail attachment, once it is stored (the order's and a second person's alike). */
export function invoiceAttachment(invoice: { number: string; key: string | null }): MailAttachment[] {
  return invoice.key ? [{ key: invoice.key, filename: `Rechnung-${invoice.number}.pdf`, mime: 'application/pdf' }] : [];
}

/** The file name of the attached contract confirmation (ASCII, so every mail client shows it alike). */
export function contractConfirmationFilename(orderNumber: string): string {
  return `Vertragsbestaetigung-${orderNumber}.pdf`;
}
