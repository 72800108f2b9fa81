// The mails of a second person bought after payment. The personal link for the second
// person's own ID copy and signature is partnerLinkMail (mail-templates.ts), sent with the first one.
import { SECOND_PERSON_ADDON_NAME } from '../../src/domain/second-person-addon';
import type { OutgoingMail } from '../db/outbox';
import { invoiceAttachment } from './mail-templates';

/** The contract confirmation of the add-on on a durable medium (§ 312f Abs. 2 BGB), with its invoice. */
export function secondPersonConfirmationMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  partnerFirstName: string;
  totalText: string;
  invoice: { number: string; key: string | null };
  contractConfirmationKey: string;
}): OutgoingMail {
  return {
    kind: 'second_person_confirmation',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Zweite Person zu deiner Bestellung ${input.orderNumber} – Zahlung erhalten`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      `deine Zahlung ist eingegangen: Wir stellen den Antrag auf Auskunft aus dem Fahreignungsregister auch für ${input.partnerFirstName} und senden ihn zusammen mit deinem an das Kraftfahrt-Bundesamt.`,
      '',
      `Bestellnummer: ${input.orderNumber}`,
      `Leistung: ${SECOND_PERSON_ADDON_NAME}`,
      `Betrag: ${input.totalText} (inkl. 19 % MwSt.)`,
      `Rechnung: ${input.invoice.number} (im Anhang)`,
      '',
      'Ebenfalls im Anhang: die Vertragsbestätigung (PDF) für diese Ergänzung mit unseren AGB in der Fassung, ' +
        'die du akzeptiert hast, der Widerrufsbelehrung und dem Muster-Widerrufsformular. Bitte bewahre sie auf.',
      '',
      `In einer zweiten E-Mail erhältst du den persönlichen Link, über den ${input.partnerFirstName} Ausweis und ` +
        'Unterschrift ergänzt. Die Ausweiskopie wird direkt nach dem Versand an das KBA gelöscht.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
    ].join('\n'),
    attachments: [
      ...invoiceAttachment(input.invoice),
      {
        key: input.contractConfirmationKey,
        filename: `Vertragsbestaetigung-${input.orderNumber}-zweite-Person.pdf`,
        mime: 'application/pdf',
      },
    ],
  };
}

/** The payment for the second person came when the order could no longer take one: it goes back. */
export function secondPersonRefundMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  totalText: string;
}): OutgoingMail {
  return {
    kind: 'second_person_refund',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Zweite Person zu deiner Bestellung ${input.orderNumber} – Betrag wird erstattet`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      'deine Zahlung für die zweite Person ist eingegangen, als wir sie deiner Bestellung nicht mehr hinzufügen ' +
        'konnten: Dein Antrag war bereits versendet oder die Bestellung beendet.',
      `Wir erstatten dir die ${input.totalText} automatisch über den Zahlungsweg, mit dem du bezahlt hast. ` +
        'Du musst dafür nichts tun.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
    ].join('\n'),
  };
}
