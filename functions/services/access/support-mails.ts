// The mails to support about the service's own safety, in German: an order that draws many wrong proofs.
import type { OutgoingMail } from '../../db/outbox';

/**
 * To support: someone keeps presenting wrong proofs for one order. Only the order number and the count:
 * no personal data, no client address (the addresses are refused on their own, services/access/proof-attempts.ts).
 */
export function wrongProofsToSupportMail(input: {
  orderNumber: string;
  count: number;
  windowMinutes: number;
  /** Wrong proofs one client address may present in an hour. */
  perClient: number;
  supportEmail: string;
}): OutgoingMail {
  return {
    kind: 'wrong_proofs_to_support',
    orderNumber: input.orderNumber,
    to: input.supportEmail,
    subject: `Viele falsche Zugangsversuche: ${input.orderNumber}`,
    text: [
      `Für die Bestellung ${input.orderNumber} kamen innerhalb von ${input.windowMinutes} Minuten ${input.count} Anfragen mit einem falschen Nachweis (Status-Link, Zahlungssitzung oder Link der zweiten Person).`,
      `Eine Adresse, die in einer Stunde ${input.perClient} falsche Nachweise vorgelegt hat, wird bis zum Ende der Stunde abgewiesen; wer den richtigen Link hat, kann die Bestellung weiter nutzen.`,
      'Bitte prüfe im Back Office, ob mit der Bestellung etwas nicht stimmt, und melde dich bei Fragen beim Kunden.',
    ].join('\n'),
  };
}
