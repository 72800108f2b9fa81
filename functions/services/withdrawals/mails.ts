// The mails about a withdrawal: the receipt when the order number names none of our orders, the
// confirmation to the order's address, and the answer once it is processed. In the customer's language
// (mails/common.ts).
import { formatDateTime } from '../../../src/domain/date-time-format';
import type { Locale } from '../../../src/domain/locales';
import type { OutgoingMail } from '../../db/outbox';
import { customerMail } from '../mails/common';

/**
 * The receipt for a withdrawal whose order number names none of our orders: it says only that a
 * declaration arrived and when, so the form cannot be used to mail someone else's text to anyone.
 */
export function withdrawalReceiptMail(input: { email: string; receivedAt: Date; locale: Locale }): OutgoingMail {
  // About no order: the mail names none, whatever else the caller's object holds.
  const to = { email: input.email, locale: input.locale };
  return customerMail(to, {
    kind: 'withdrawal_receipt',
    subject: 'mail.withdrawalReceipt.subject',
    lines: (t) => [
      t('mail.withdrawalReceipt.received', { receivedAt: formatDateTime(input.receivedAt, input.locale) }),
      t('mail.withdrawalReceipt.unknownOrder'),
    ],
  });
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
  const { orderNumber } = w;
  return customerMail(w, {
    kind: 'withdrawal_confirmation',
    subject: 'mail.withdrawalConfirmation.subject',
    greetingName: w.declaration?.name,
    lines: (t) => [
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
    ],
  });
}

const WITHDRAWAL_OUTCOME = {
  cancelled: 'mail.withdrawalAnswer.cancelled',
  second_person_cancelled: 'mail.withdrawalAnswer.secondPersonCancelled',
  lapsed: 'mail.withdrawalAnswer.lapsed',
  rest_cancelled: 'mail.withdrawalAnswer.restCancelled',
} as const;

/** The answer to a withdrawal: cancelled with refund before posting, or lapsed after full performance. */
export function withdrawalAnsweredMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  outcome: keyof typeof WITHDRAWAL_OUTCOME;
  /** What is refunded: the second person's price, or the remainder after the performed part. */
  refundText: string;
  locale: Locale;
}): OutgoingMail {
  return customerMail(input, {
    kind: 'withdrawal_answer',
    subject: 'mail.withdrawalAnswer.subject',
    greetingName: input.firstName,
    lines: (t) => [
      t(
        WITHDRAWAL_OUTCOME[input.outcome],
        input.outcome === 'second_person_cancelled' || input.outcome === 'rest_cancelled'
          ? { refund: input.refundText }
          : {},
      ),
      '',
      t('mail.withdrawalAnswer.questions'),
    ],
  });
}
