// The customer's mails about the letter's way: at the post, back as undeliverable, and the second
// person's letter that follows the customer's (reminder, refund at the end of the wait).
import { berlinIsoDate, germanDate } from '../../../src/domain/dates';
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

/** "am 26.11.2026": the day the print service (or the operator) reported the letter at the post. */
function postedOn(postedAt: string): string {
  return `am ${germanDate(berlinIsoDate(new Date(postedAt)))}`;
}

const WITHDRAWAL_EXPIRED =
  'Mit dem Versand haben wir unsere Leistung vollständig erbracht. Weil du bei der Bestellung ausdrücklich ' +
  'verlangt hast, dass wir sofort beginnen, und bestätigt hast, dass dein Widerrufsrecht mit vollständiger ' +
  'Erfüllung des Vertrags erlischt, ist dein Widerrufsrecht jetzt erloschen (§ 356 Abs. 4 BGB).';

/** The letter is at the post: the customer's (perhaps with the second person's), or the second person's own. */
export function applicationPostedMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  /** When the print service or the operator reported it handed to the post. */
  postedAt: string;
  /** Plus and Pro: the copy of the letter as sent (R2 key), attached and kept 12 months. */
  letterKey?: string | null;
  /** This letter is the second person's own, sent after the customer's. */
  secondPersonLetter?: { firstName: string } | null;
  /** The customer's letter went alone: the second person's follows when their documents are in, until this day. */
  secondPersonFollows?: { until: string; refundText: string } | null;
}): OutgoingMail {
  const partner = input.secondPersonLetter;
  const intro = partner
    ? `wir haben den Antrag für ${partner.firstName} auf Auskunft aus dem Fahreignungsregister ${postedOn(input.postedAt)} ` +
      'an das Kraftfahrt-Bundesamt, 24932 Flensburg, geschickt. Das KBA antwortet ' +
      `${partner.firstName} per Post, in der Regel innerhalb von 5–14 Werktagen.`
    : `wir haben deinen Antrag auf Auskunft aus dem Fahreignungsregister ${postedOn(input.postedAt)} an das ` +
      'Kraftfahrt-Bundesamt, 24932 Flensburg, geschickt. Das KBA antwortet dir per Post, in der Regel ' +
      'innerhalb von 5–14 Werktagen.';
  const follows = input.secondPersonFollows;
  return {
    kind: 'application_posted',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: partner
      ? `Der Antrag für ${partner.firstName} ist unterwegs (${input.orderNumber})`
      : `Dein Antrag ist unterwegs (${input.orderNumber})`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      intro,
      '',
      partner
        ? `Ausweiskopie und Unterschrift von ${partner.firstName} haben wir direkt nach dem Versand gelöscht.`
        : 'Deine Ausweiskopie und deine Unterschrift haben wir direkt nach dem Versand gelöscht.',
      ...(input.letterKey
        ? [
            '',
            partner
              ? 'Im Anhang findest du eine Kopie dieses Antragsschreibens, so wie wir es versendet haben (ohne Ausweiskopie).'
              : 'Im Anhang findest du eine Kopie deines Antragsschreibens, so wie wir es versendet haben (ohne ' +
                'Ausweiskopie). Du kannst sie 12 Monate lang auch über den Status-Link deiner Bestellung herunterladen.',
          ]
        : []),
      '',
      ...(follows
        ? [
            'Ausweis und Unterschrift der zweiten Person lagen noch nicht vor, deshalb haben wir deinen Antrag ' +
              'pünktlich allein versendet. Der Antrag der zweiten Person folgt als eigener Brief, sobald sie ' +
              `beides über ihren persönlichen Link ergänzt hat, spätestens bis ${germanDate(follows.until)}. ` +
              `Kommen die Unterlagen bis dahin nicht, erstatten wir dir ${follows.refundText} für den Antrag ` +
              'der zweiten Person.',
            '',
            'Dein Widerrufsrecht erlischt, sobald wir auch den Antrag der zweiten Person versendet haben ' +
              '(§ 356 Abs. 4 BGB).',
          ]
        : [WITHDRAWAL_EXPIRED]),
      '',
      'Solltest du drei Wochen nach dem Versand noch keine Antwort vom KBA haben, melde dich bitte bei uns.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
    ].join('\n'),
    attachments: input.letterKey
      ? [{ key: input.letterKey, filename: `Antrag-${input.orderNumber}.pdf`, mime: 'application/pdf' }]
      : [],
  };
}

/** Some days before the wait ends: the second person's documents are still missing. */
export function secondPersonReminderMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  until: string;
  refundText: string;
}): OutgoingMail {
  return {
    kind: 'second_person_reminder',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Es fehlen noch Ausweis und Unterschrift der zweiten Person (${input.orderNumber})`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      'für den Antrag der zweiten Person in deiner Bestellung fehlen uns noch ihre Ausweiskopie und ihre Unterschrift.',
      'Sie kann beides über den persönlichen Link ergänzen, den wir dir per E-Mail geschickt haben; einen neuen Link ' +
        'kannst du auf der Statusseite deiner Bestellung anfordern.',
      '',
      `Kommen die Unterlagen bis ${germanDate(input.until)}, versenden wir ihren Antrag innerhalb der Versandzeit deines Pakets. ` +
        `Danach versenden wir ihn nicht mehr und erstatten dir ${input.refundText}.`,
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
    ].join('\n'),
    attachments: [],
  };
}

/** The wait ended without the second person's documents: their price goes back. */
export function secondPersonLapsedMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  refundText: string;
}): OutgoingMail {
  return {
    kind: 'second_person_lapsed',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Antrag der zweiten Person – Betrag wird erstattet (${input.orderNumber})`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      'Ausweiskopie und Unterschrift der zweiten Person sind bis zum Ende der Frist nicht bei uns eingegangen. ' +
        'Wir versenden ihren Antrag deshalb nicht mehr.',
      `Wir erstatten dir ${input.refundText} automatisch über den Zahlungsweg, mit dem du bezahlt hast. ` +
        'Du musst dafür nichts tun. Hat die zweite Person Unterlagen teilweise hochgeladen, löschen wir sie.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
    ].join('\n'),
    attachments: [],
  };
}
