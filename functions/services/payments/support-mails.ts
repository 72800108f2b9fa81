// The mails to support about money, in German: a payment for an order that no longer accepts one, a
// payment of another amount than the order's, and a refund that failed on every attempt.
import type { OutgoingMail } from '../../db/outbox';

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
