// The contact form's mails: the message forwarded to support (German), the receipt to the sender in the
// language of the page they wrote from, and the back office's answer to the customer, in the language of the
// customer's order (mails/common.ts).
import type { ContactMessage } from '../../../src/domain/contact';
import { GERMAN_TIME_ZONE } from '../../../src/domain/dates';
import { formatDateTime } from '../../../src/domain/date-time-format';
import { INTL_LOCALE, type Locale } from '../../../src/domain/locales';
import { supportHoursShortText } from '../../../src/domain/support';
import type { OutgoingMail } from '../../db/outbox';
import { customerMail } from '../mails/common';

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

/** An instant as the receipt writes it, in German time: "Montag, 30. November 2026" and "15:00". */
function dateAndTime(instant: Date, locale: Locale): { date: string; time: string } {
  const tag = INTL_LOCALE[locale];
  const date = new Intl.DateTimeFormat(tag, {
    timeZone: GERMAN_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);
  const time = new Intl.DateTimeFormat(tag, {
    timeZone: GERMAN_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return { date, time };
}

/**
 * The receipt of a contact message, to the address the sender gave: when it arrived and by when we answer
 * (the deadline the message was stored with). It repeats nothing the sender typed, not even the name in
 * the greeting: the form takes any address, so the receipt must not carry a stranger's words to it.
 * Replies go to support.
 */
export function contactReceiptMail(input: {
  to: string;
  receivedAt: Date;
  dueAt: Date;
  supportEmail: string;
  /** The language of the page the message was sent from. */
  locale: Locale;
}): OutgoingMail {
  const received = dateAndTime(input.receivedAt, input.locale);
  const due = dateAndTime(input.dueAt, input.locale);
  return customerMail(
    { email: input.to, locale: input.locale },
    {
      kind: 'contact_receipt',
      replyTo: input.supportEmail,
      subject: 'mail.contactReceipt.subject',
      lines: (t) => [
        t('mail.contactReceipt.received', { receivedDate: received.date, receivedTime: received.time }),
        t('mail.contactReceipt.deadline', { dueDate: due.date, dueTime: due.time }),
        t('mail.contactReceipt.hours', { hours: supportHoursShortText(input.locale) }),
        '',
        t('mail.contactReceipt.addMore'),
        '',
        t('mail.contactReceipt.notYou'),
      ],
    },
  );
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
  // A message that belongs to no order: a mail about none.
  const to = { email: input.to, orderNumber: input.orderNumber || undefined, locale: input.locale };
  return customerMail(to, {
    kind: 'contact_answer',
    replyTo: input.supportEmail,
    subject: 'mail.contactAnswer.subject',
    subjectValues: { subject: input.subject },
    greetingName: input.name,
    lines: () => [input.answer.trim()],
    afterSignature: (t) => [
      '',
      t('mail.contactAnswer.quoted', { receivedAt: formatDateTime(input.receivedAt, input.locale) }),
      ...input.message.split('\n').map((line) => `> ${line}`),
    ],
  });
}
