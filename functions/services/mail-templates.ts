// The mails to the customer, in the customer's language (the order's customerLanguage; 'de' when no order
// says): every text from the catalogue (src/domain/catalogue/mail.ts), dates and prices as that language
// writes them. The mails to support stay German. Links to a page with an English twin (PAGE_TWINS) point to
// it in an English mail; the invoice and contract confirmation stay German documents, which it says.
import type { ContactMessage } from '../../src/domain/contact';
import { formatDate, formatDateTime } from '../../src/domain/locale-format';
import type { Locale } from '../../src/domain/locales';
import { translator, type Translate } from '../../src/domain/messages';
import type { Language } from '../../src/domain/order-request';
import type { MailAttachment, OutgoingMail } from '../db/outbox';

/** The end of every mail to the customer: a blank line, the sign-off and the team. */
export function signature(t: Translate): string[] {
  return ['', t('mail.signoff'), t('mail.team')];
}

/** "Hallo Anna," or, without a name, "Hallo,". */
export function hello(t: Translate, name?: string): string {
  return name === undefined ? t('mail.helloAnonymous') : t('mail.hello', { name });
}

/** The mail that forwards a contact message to support; replying goes straight to the customer. */
export function contactToSupportMail(message: ContactMessage, supportEmail: string): OutgoingMail {
  return {
    kind: 'contact_to_support',
    to: supportEmail,
    replyTo: message.email,
    subject: `Kontaktanfrage: ${message.subject}`,
    text: [
      'Neue Nachricht über das Kontaktformular (/hilfe):',
      '',
      `Name: ${message.name}`,
      `E-Mail: ${message.email}`,
      ...(message.orderNumber ? [`Bestellnummer: ${message.orderNumber}`] : []),
      `Betreff: ${message.subject}`,
      '',
      message.message,
    ].join('\n'),
  };
}

export interface ConfirmationMailInput {
  orderNumber: string;
  email: string;
  firstName: string;
  planName: string;
  extraNames: string[];
  totalText: string;
  dispatchDeadline: string | null;
  statusUrl: string;
  invoice: { number: string; key: string | null };
  /** R2 key of the contract confirmation PDF (services/contract-confirmation.ts). */
  contractConfirmationKey: string;
  requiresSecondPerson: boolean;
  /** The language of the KBA's reply the customer asked for (orders.language). */
  replyLanguage: Language;
  locale: Locale;
}

/** The invoice PDF as a mail attachment, once it is stored (the order's and a second person's alike). */
export function invoiceAttachment(invoice: { number: string; key: string | null }): MailAttachment[] {
  return invoice.key ? [{ key: invoice.key, filename: `Rechnung-${invoice.number}.pdf`, mime: 'application/pdf' }] : [];
}

/** The file name of the attached contract confirmation (ASCII, so every mail client shows it alike). */
export function contractConfirmationFilename(orderNumber: string): string {
  return `Vertragsbestaetigung-${orderNumber}.pdf`;
}

/**
 * The order confirmation with the invoice and the contract confirmation attached: the contract on a
 * durable medium (§ 312f Abs. 2 BGB) with the AGB as accepted, the Widerrufsbelehrung, the form and
 * the customer's express request to start at once.
 */
export function orderConfirmationMail(input: ConfirmationMailInput): OutgoingMail {
  const t = translator(input.locale);
  const deadline = input.dispatchDeadline ? formatDate(input.dispatchDeadline, input.locale) : null;
  const packageText = `${input.planName}${input.extraNames.length ? ` + ${input.extraNames.join(', ')}` : ''}`;
  return {
    kind: 'order_confirmation',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: t('mail.confirmation.subject', { orderNumber: input.orderNumber }),
    text: [
      hello(t, input.firstName),
      '',
      t('mail.confirmation.thanks'),
      '',
      t('mail.orderNumberLine', { orderNumber: input.orderNumber }),
      t('mail.confirmation.package', { package: packageText }),
      t('mail.confirmation.total', { total: input.totalText }),
      t('mail.invoiceLine', { invoiceNumber: input.invoice.number }),
      deadline ? t('mail.confirmation.deadline', { date: deadline }) : '',
      '',
      t('mail.confirmation.attachments'),
      '',
      t('mail.confirmation.next'),
      t('mail.confirmation.step1'),
      t('mail.confirmation.step2'),
      // An English mail says that the application is German and what was asked about the reply's language.
      t(
        input.locale === 'en' && input.replyLanguage === 'en'
          ? 'mail.confirmation.step3EnglishRequested'
          : 'mail.confirmation.step3',
      ),
      input.requiresSecondPerson ? `\n${t('mail.confirmation.secondPerson')}` : '',
      '',
      t('mail.confirmation.status', { url: input.statusUrl }),
      '',
      t('mail.confirmation.threeWeeks'),
      '',
      t('mail.confirmation.withdrawal'),
      '',
      t('mail.confirmation.notKba'),
      ...signature(t),
    ]
      .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
      .join('\n'),
    attachments: [
      ...invoiceAttachment(input.invoice),
      {
        key: input.contractConfirmationKey,
        filename: contractConfirmationFilename(input.orderNumber),
        mime: 'application/pdf',
      },
    ],
  };
}

/** After the partner form: the personal link for the second person's own ID copy and signature. */
export function partnerLinkMail(input: {
  email: string;
  orderNumber: string;
  partnerFirstName: string;
  /** The /zweite-person page, which exists in German only. */
  url: string;
  /** 'YYYY-MM-DD': the last day the link works. */
  validUntil: string;
  locale: Locale;
}): OutgoingMail {
  const t = translator(input.locale);
  const { partnerFirstName, orderNumber } = input;
  return {
    kind: 'partner_link',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: t('mail.partnerLink.subject', { partnerFirstName, orderNumber }),
    text: [
      hello(t),
      '',
      t('mail.partnerLink.received', { partnerFirstName }),
      t('mail.partnerLink.needed'),
      '',
      t('mail.partnerLink.passOn'),
      t('mail.link.germanPage', { url: input.url }),
      '',
      t('mail.partnerLink.validity', { date: formatDate(input.validUntil, input.locale) }),
      '',
      t('mail.partnerLink.deletion'),
      ...signature(t),
    ].join('\n'),
  };
}

/**
 * The receipt for a withdrawal whose order number names none of our orders: it says only that a
 * declaration arrived and when, so the form cannot be used to mail someone else's text to anyone.
 */
export function withdrawalReceiptMail(input: { email: string; receivedAt: Date; locale: Locale }): OutgoingMail {
  const t = translator(input.locale);
  return {
    kind: 'withdrawal_receipt',
    to: input.email,
    subject: t('mail.withdrawalReceipt.subject'),
    text: [
      hello(t),
      '',
      t('mail.withdrawalReceipt.received', { receivedAt: formatDateTime(input.receivedAt, input.locale) }),
      t('mail.withdrawalReceipt.unknownOrder'),
      ...signature(t),
    ].join('\n'),
  };
}

/**
 * The immediate confirmation of a withdrawal to the order's address: order number, date and time of
 * receipt and what happens next (§ 356a BGB). `declaration` is what was typed into the form; it is
 * given only when it was sent with the order's own address, so no one else's text reaches the customer.
 */
export function withdrawalConfirmationMail(w: {
  email: string;
  orderNumber: string;
  receivedAt: Date;
  declaration: { name: string; email: string; statement: string } | null;
  locale: Locale;
}): OutgoingMail {
  const t = translator(w.locale);
  const { orderNumber } = w;
  return {
    kind: 'withdrawal_confirmation',
    orderNumber,
    to: w.email,
    subject: t('mail.withdrawalConfirmation.subject', { orderNumber }),
    text: [
      hello(t, w.declaration?.name),
      '',
      t('mail.withdrawalConfirmation.received', { receivedAt: formatDateTime(w.receivedAt, w.locale), orderNumber }),
      '',
      ...(w.declaration
        ? [
            t('mail.withdrawalConfirmation.content'),
            t('mail.withdrawalConfirmation.name', { name: w.declaration.name }),
            t('mail.withdrawalConfirmation.email', { email: w.declaration.email }),
            t('mail.orderNumberLine', { orderNumber }),
            t('mail.withdrawalConfirmation.statement', { statement: w.declaration.statement }),
          ]
        : [t('mail.withdrawalConfirmation.otherAddress')]),
      '',
      t('mail.withdrawalConfirmation.next'),
      ...signature(t),
    ].join('\n'),
  };
}

const WITHDRAWAL_OUTCOME = {
  cancelled: 'mail.withdrawalAnswer.cancelled',
  second_person_cancelled: 'mail.withdrawalAnswer.secondPersonCancelled',
  lapsed: 'mail.withdrawalAnswer.lapsed',
} as const;

/** The answer to a withdrawal: cancelled with refund before posting, or lapsed after full performance. */
export function withdrawalAnsweredMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  outcome: 'cancelled' | 'lapsed' | 'second_person_cancelled';
  /** The second person's price, refunded when their letter is cancelled. */
  refundText: string;
  locale: Locale;
}): OutgoingMail {
  const t = translator(input.locale);
  return {
    kind: 'withdrawal_answer',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: t('mail.withdrawalAnswer.subject', { orderNumber: input.orderNumber }),
    text: [
      hello(t, input.firstName),
      '',
      t(
        WITHDRAWAL_OUTCOME[input.outcome],
        input.outcome === 'second_person_cancelled' ? { refund: input.refundText } : {},
      ),
      '',
      t('mail.withdrawalAnswer.questions'),
      ...signature(t),
    ].join('\n'),
  };
}

/** What the reminders know of the order. */
export interface ReminderMailInput {
  email: string;
  firstName: string;
  orderNumber: string;
  locale: Locale;
}

/** Three weeks after posting (spec §1): the customer should get in touch if the KBA has not answered. */
export function threeWeeksMail(input: ReminderMailInput): OutgoingMail {
  const t = translator(input.locale);
  return {
    kind: 'three_weeks',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: t('mail.threeWeeks.subject', { orderNumber: input.orderNumber }),
    text: [hello(t, input.firstName), '', t('mail.threeWeeks.posted'), t('mail.threeWeeks.ask'), ...signature(t)].join(
      '\n',
    ),
  };
}

/** Pro: the 12-month reminder to check the points statement again. */
export function yearlyReminderMail(input: ReminderMailInput): OutgoingMail {
  const t = translator(input.locale);
  return {
    kind: 'yearly_reminder',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: t('mail.yearly.subject', { orderNumber: input.orderNumber }),
    text: [hello(t, input.firstName), '', t('mail.yearly.body'), t('mail.yearly.newApplication'), ...signature(t)].join(
      '\n',
    ),
  };
}

/** To support: money arrived for an order that no longer accepts it; it is being refunded automatically. */
export function latePaymentToSupportMail(input: {
  orderNumber: string;
  status: string;
  supportEmail: string;
}): OutgoingMail {
  return {
    kind: 'late_payment_to_support',
    orderNumber: input.orderNumber,
    to: input.supportEmail,
    subject: `Zahlung für beendete Bestellung ${input.orderNumber} – wird erstattet`,
    text: [
      `Für die Bestellung ${input.orderNumber} ist eine Zahlung eingegangen, obwohl die Bestellung keine Zahlung mehr annimmt (Status: ${input.status}).`,
      'Der Betrag wird automatisch über den Zahlungsdienstleister erstattet; der Verlauf der Bestellung im Back Office zeigt, wann.',
      'Bitte prüfe, ob der Kunde eine neuere Bestellung hat, und melde dich bei Fragen bei ihm.',
    ].join('\n'),
  };
}

/** To support: a payment of another amount than the order's was not accepted; it is being refunded. */
export function amountMismatchToSupportMail(input: {
  orderNumber: string;
  paidText: string;
  totalText: string;
  supportEmail: string;
}): OutgoingMail {
  return {
    kind: 'amount_mismatch_to_support',
    orderNumber: input.orderNumber,
    to: input.supportEmail,
    subject: `Zahlbetrag passt nicht zur Bestellung ${input.orderNumber} – wird erstattet`,
    text: [
      `Für die Bestellung ${input.orderNumber} kam eine Zahlung über ${input.paidText}; die Bestellung kostet ${input.totalText}.`,
      'Die Zahlung wurde nicht angenommen, die Bestellung ist nicht bezahlt. Der Betrag wird automatisch über den ' +
        'Zahlungsdienstleister erstattet; der Verlauf der Bestellung im Back Office zeigt, wann.',
      'Bitte prüfe im Zahlungsdienstleister, wie es dazu kam, und melde dich beim Kunden.',
    ].join('\n'),
  };
}

/** To support: a refund failed on every attempt and needs a person. */
export function refundFailedToSupportMail(input: {
  orderNumber: string;
  error: string;
  supportEmail: string;
}): OutgoingMail {
  return {
    kind: 'refund_failed_to_support',
    orderNumber: input.orderNumber,
    to: input.supportEmail,
    subject: `Erstattung fehlgeschlagen: ${input.orderNumber}`,
    text: [
      `Die automatische Erstattung für die Bestellung ${input.orderNumber} ist nach mehreren Versuchen fehlgeschlagen.`,
      `Letzter Fehler: ${input.error}`,
      'Bitte erstatte den Betrag im Dashboard des Zahlungsdienstleisters und vermerke es im Back Office.',
    ].join('\n'),
  };
}

/**
 * The back office's answer to a contact message: the operator's text, then the customer's
 * message quoted. Replies go to support, where the next answer is written.
 */
export function contactAnswerMail(input: {
  to: string;
  name: string;
  subject: string;
  receivedAt: string;
  message: string;
  answer: string;
  supportEmail: string;
  orderNumber: string | null;
  /** The language of the sender's order, if the message belongs to one; else 'de'. */
  locale: Locale;
}): OutgoingMail {
  const t = translator(input.locale);
  return {
    kind: 'contact_answer',
    ...(input.orderNumber ? { orderNumber: input.orderNumber } : {}),
    to: input.to,
    replyTo: input.supportEmail,
    subject: t('mail.contactAnswer.subject', { subject: input.subject }),
    text: [
      hello(t, input.name),
      '',
      input.answer.trim(),
      ...signature(t),
      '',
      t('mail.contactAnswer.quoted', { receivedAt: formatDateTime(input.receivedAt, input.locale) }),
      ...input.message.split('\n').map((line) => `> ${line}`),
    ].join('\n'),
  };
}

/** Korrekturoption after posting: the corrected data and documents arrived; a new application follows. */
export function correctionReceivedMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  dispatchDeadline: string;
  locale: Locale;
}): OutgoingMail {
  const t = translator(input.locale);
  return {
    kind: 'correction_received',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: t('mail.correctionReceived.subject', { orderNumber: input.orderNumber }),
    text: [
      hello(t, input.firstName),
      '',
      t('mail.correctionReceived.received'),
      t('mail.correctionReceived.next', { date: formatDate(input.dispatchDeadline, input.locale) }),
      t('mail.correctionReceived.used'),
      ...signature(t),
    ].join('\n'),
  };
}
