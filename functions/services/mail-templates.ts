import type { ContactMessage } from '../../src/domain/contact';
import { germanDate, germanDateTime } from '../../src/domain/dates';
import type { MailAttachment, OutgoingMail } from '../db/outbox';

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
  const deadline = input.dispatchDeadline ? germanDate(input.dispatchDeadline) : null;
  return {
    kind: 'order_confirmation',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Deine Bestellung ${input.orderNumber} – Zahlung erhalten`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      'vielen Dank für deine Bestellung. Deine Zahlung ist eingegangen.',
      '',
      `Bestellnummer: ${input.orderNumber}`,
      `Paket: ${input.planName}${input.extraNames.length ? ` + ${input.extraNames.join(', ')}` : ''}`,
      `Gesamtbetrag: ${input.totalText} (inkl. 19 % MwSt.)`,
      `Rechnung: ${input.invoice.number} (im Anhang)`,
      deadline ? `Versand deines Antrags an das Kraftfahrt-Bundesamt spätestens am: ${deadline}` : '',
      '',
      'Ebenfalls im Anhang: deine Vertragsbestätigung (PDF) mit unseren Angaben als Anbieter, deiner Bestellung, ' +
        'deinen Bestätigungen bei der Bestellung, unseren AGB in der Fassung, die du akzeptiert hast, der ' +
        'Widerrufsbelehrung und dem Muster-Widerrufsformular. Bitte bewahre sie auf.',
      '',
      'So geht es weiter:',
      '1. Wir drucken deinen Antrag mit Unterschrift und Ausweiskopie und senden ihn an das Kraftfahrt-Bundesamt, 24932 Flensburg.',
      '2. Direkt nach dem Versand löschen wir deine Ausweiskopie und Unterschrift.',
      '3. Das KBA antwortet dir per Post, in der Regel innerhalb von 5–14 Werktagen.',
      input.requiresSecondPerson
        ? '\nDu kannst die Daten einer zweiten Person ergänzen – über den Link auf der Bestätigungsseite oder den Status-Link unten.'
        : '',
      '',
      `Status deiner Bestellung: ${input.statusUrl}`,
      '',
      'Solltest du drei Wochen nach dem Versand noch keine Antwort vom KBA haben, melde dich bitte bei uns.',
      '',
      'Dein Widerrufsrecht: Du hast ausdrücklich verlangt, dass wir sofort mit der Ausführung beginnen, und ' +
        'bestätigt, dass dein Widerrufsrecht mit vollständiger Erfüllung des Vertrags erlischt. Bis wir deinen ' +
        'Antrag an das Kraftfahrt-Bundesamt versendet haben, kannst du den Vertrag widerrufen: über den Link ' +
        '„Vertrag widerrufen“ am Ende jeder Seite unserer Website, per E-Mail oder mit dem ' +
        'Muster-Widerrufsformular aus der Vertragsbestätigung.',
      '',
      'Hinweis: PunkteBrief ist ein privater Dienstleister und nicht das Kraftfahrt-Bundesamt.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
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
  url: string;
  /** 'YYYY-MM-DD': the last day the link works. */
  validUntil: string;
}): OutgoingMail {
  return {
    kind: 'partner_link',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Antrag für ${input.partnerFirstName}: Ausweis und Unterschrift ergänzen (${input.orderNumber})`,
    text: [
      'Hallo,',
      '',
      `wir haben die Daten von ${input.partnerFirstName} für den zweiten Antrag erhalten.`,
      'Damit wir diesen Antrag an das Kraftfahrt-Bundesamt senden können, braucht es noch eine Kopie des ' +
        'eigenen Ausweises (Vorder- und Rückseite) und die eigene Unterschrift der zweiten Person.',
      '',
      'Bitte gib diesen persönlichen Link an die zweite Person weiter. Er gilt nur für diese Bestellung:',
      input.url,
      '',
      `Der Link gilt bis zum ${germanDate(input.validUntil)} und für ein einziges Absenden. Geht er verloren, ` +
        'kannst du auf der Statusseite deiner Bestellung einen neuen anfordern; der frühere gilt dann nicht mehr.',
      '',
      'Die Ausweiskopie wird – wie deine – direkt nach dem Versand an das KBA gelöscht.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
    ].join('\n'),
  };
}

/**
 * The receipt for a withdrawal whose order number names none of our orders: it says only that a
 * declaration arrived and when, so the form cannot be used to mail someone else's text to anyone.
 */
export function withdrawalReceiptMail(input: { email: string; receivedAt: Date }): OutgoingMail {
  return {
    kind: 'withdrawal_receipt',
    to: input.email,
    subject: 'Eingangsbestätigung: Widerruf',
    text: [
      'Hallo,',
      '',
      `am ${germanDateTime(input.receivedAt)} ist über unser Widerrufsformular eine Erklärung mit dieser E-Mail-Adresse eingegangen.`,
      'Die angegebene Bestellnummer konnten wir keiner Bestellung zuordnen. Wir prüfen die Erklärung und melden uns, ' +
        'falls sie zu einer Bestellung gehört. Wenn du nichts abgeschickt hast, kannst du diese E-Mail ignorieren.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
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
}): OutgoingMail {
  return {
    kind: 'withdrawal_confirmation',
    orderNumber: w.orderNumber,
    to: w.email,
    subject: `Eingangsbestätigung deines Widerrufs (${w.orderNumber})`,
    text: [
      w.declaration ? `Hallo ${w.declaration.name},` : 'Hallo,',
      '',
      `wir haben am ${germanDateTime(w.receivedAt)} einen Widerruf zu deiner Bestellung ${w.orderNumber} erhalten.`,
      '',
      ...(w.declaration
        ? [
            'Inhalt deiner Erklärung:',
            `Name: ${w.declaration.name}`,
            `E-Mail: ${w.declaration.email}`,
            `Bestellnummer: ${w.orderNumber}`,
            `Erklärung: ${w.declaration.statement}`,
          ]
        : [
            'Die Erklärung kam mit einer anderen E-Mail-Adresse als der deiner Bestellung; ihren Inhalt schicken ' +
              'wir deshalb nicht mit. Hast du den Widerruf nicht selbst erklärt, antworte bitte gleich auf diese ' +
              'E-Mail, damit wir deine Bestellung nicht stornieren.',
          ]),
      '',
      'Wir prüfen deinen Widerruf und melden uns. Wurde dein Antrag noch nicht an das Kraftfahrt-Bundesamt ' +
        'versendet, stornieren wir die Bestellung, erstatten dir den Betrag und löschen deine Unterlagen. ' +
        'Wurde er bereits versendet, ist die Leistung vollständig erbracht und das Widerrufsrecht erloschen; ' +
        'auch dann erhältst du von uns eine Antwort.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
    ].join('\n'),
  };
}

/** The answer to a withdrawal: cancelled with refund before posting, or lapsed after full performance. */
export function withdrawalAnsweredMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  outcome: 'cancelled' | 'lapsed' | 'second_person_cancelled';
  /** The second person's price, refunded when their letter is cancelled. */
  refundText: string;
}): OutgoingMail {
  return {
    kind: 'withdrawal_answer',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Dein Widerruf (${input.orderNumber})`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      input.outcome === 'cancelled'
        ? 'wir haben deinen Widerruf bearbeitet: Deine Bestellung ist storniert. Falls du schon bezahlt hast, ' +
          'erstatten wir dir den vollen Betrag über die Zahlungsart, mit der du bezahlt hast; die Gutschrift ' +
          'kann je nach Zahlungsart einige Tage dauern. Deine Ausweiskopie und Unterschrift haben wir gelöscht.'
        : input.outcome === 'second_person_cancelled'
          ? 'wir haben deinen Widerruf bearbeitet: Dein eigener Antrag war bereits an das Kraftfahrt-Bundesamt ' +
            'versendet; dieser Teil ist erbracht (du hattest dem sofortigen Beginn zugestimmt). Den Antrag der ' +
            'zweiten Person, der noch nicht versendet war, versenden wir nicht mehr und erstatten dir dafür ' +
            `${input.refundText} über die Zahlungsart, mit der du bezahlt hast.`
          : 'dein Antrag war zum Zeitpunkt deines Widerrufs bereits an das Kraftfahrt-Bundesamt versendet. Damit ' +
            'war unsere Leistung vollständig erbracht, und das Widerrufsrecht ist erloschen (du hattest dem ' +
            'sofortigen Beginn zugestimmt). Eine Erstattung ist deshalb leider nicht möglich. Die Antwort des KBA ' +
            'erhältst du per Post.',
      '',
      'Bei Fragen antworte einfach auf diese E-Mail.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
    ].join('\n'),
  };
}

/** Three weeks after posting (spec §1): the customer should get in touch if the KBA has not answered. */
export function threeWeeksMail(input: { email: string; firstName: string; orderNumber: string }): OutgoingMail {
  return {
    kind: 'three_weeks',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Ist deine Auskunft angekommen? (${input.orderNumber})`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      'vor drei Wochen haben wir deinen Antrag an das Kraftfahrt-Bundesamt geschickt. In der Regel antwortet das KBA innerhalb von 5–14 Werktagen.',
      'Hast du noch keine Antwort bekommen? Dann melde dich bitte bei uns – antworte einfach auf diese E-Mail.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
    ].join('\n'),
  };
}

/** Pro: the 12-month reminder to check the points statement again. */
export function yearlyReminderMail(input: { email: string; firstName: string; orderNumber: string }): OutgoingMail {
  return {
    kind: 'yearly_reminder',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Erinnerung: dein Punktestand ist ein Jahr alt (${input.orderNumber})`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      'vor zwölf Monaten hast du deine Auskunft aus dem Fahreignungsregister beantragt. Einträge werden ' +
        'nach ihren Tilgungsfristen gelöscht, neue können hinzugekommen sein – vielleicht ist es Zeit für ' +
        'einen neuen Blick auf deinen Punktestand.',
      'Einen neuen Antrag kannst du jederzeit auf unserer Website stellen. Beim KBA kannst du die Auskunft auch selbst kostenlos beantragen.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
    ].join('\n'),
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
}): OutgoingMail {
  return {
    kind: 'contact_answer',
    ...(input.orderNumber ? { orderNumber: input.orderNumber } : {}),
    to: input.to,
    replyTo: input.supportEmail,
    subject: `Re: ${input.subject}`,
    text: [
      `Hallo ${input.name},`,
      '',
      input.answer.trim(),
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
      '',
      `Deine Nachricht vom ${germanDateTime(input.receivedAt)}:`,
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
}): OutgoingMail {
  return {
    kind: 'correction_received',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Deine Korrektur ist angekommen (${input.orderNumber})`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      'wir haben deine korrigierten Angaben, deine Ausweiskopie und deine Unterschrift erhalten.',
      `Wir drucken einen korrigierten Antrag und senden ihn spätestens am ${germanDate(input.dispatchDeadline)} an das ` +
        'Kraftfahrt-Bundesamt, 24932 Flensburg. Die Ausweiskopie und die Unterschrift löschen wir direkt nach dem Versand.',
      'Damit hast du deine Korrekturoption genutzt; eine weitere Korrektur nach dem Versand ist nicht möglich.',
      '',
      'Viele Grüße',
      'dein PunkteBrief-Team',
    ].join('\n'),
  };
}
