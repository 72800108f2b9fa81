import type { ContactMessage } from '../../src/domain/contact';
import type { OutgoingMail } from '../db/outbox';

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
      `Betreff: ${message.subject}`,
      '',
      message.message,
    ].join('\n'),
  };
}
