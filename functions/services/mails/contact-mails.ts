// The contact form's mails: the message forwarded to support (German), and the back office's answer to the
// customer, in the language of the customer's order (common.ts).
import type { ContactMessage } from '../../../src/domain/contact';
import { formatDateTime } from '../../../src/domain/locale-format';
import type { Locale } from '../../../src/domain/locales';
import type { OutgoingMail } from '../../db/outbox';
import { customerMail } from './common';

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
