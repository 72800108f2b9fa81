// The customer's mails about the letter's way through the print service.
import type { OutgoingMail } from '../../db/outbox';

/** The letter to the KBA came back: the operator takes care of it (back office "Prüfen"). */
export function letterUndeliverableMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
}): OutgoingMail {
  return {
    kind: 'letter_undeliverable',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Dein Antrag kam als unzustellbar zurück (${input.orderNumber})`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      'die Post hat deinen Antrag an das Kraftfahrt-Bundesamt als unzustellbar an unsere Druckerei zurückgegeben.',
      'Wir prüfen das und senden den Antrag erneut, ohne Kosten für dich.',
      'Deine Ausweiskopie haben wir nach der Einlieferung gelöscht. Brauchen wir für den neuen Versand etwas von dir, ' +
        'schreiben wir dir eine E-Mail.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
    ].join('\n'),
    attachments: [],
  };
}
