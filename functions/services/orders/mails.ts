// The order's own mails to the customer: the order confirmation with the invoice and the contract
// confirmation attached, the reminders three weeks and a year after posting, and the receipt of a correction
// after posting. In the customer's language (mails/common.ts).
import { formatDate } from '../../../src/domain/locale-format';
import { APPLICATION_LOCALE, type Locale } from '../../../src/domain/locales';
import type { Language } from '../../../src/domain/order-request';
import type { OutgoingMail } from '../../db/outbox';
import { contractConfirmationFilename, customerMail, invoiceAttachment } from '../mails/common';

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
  /** R2 key of the contract confirmation PDF (services/contract-confirmation/issue.ts). */
  contractConfirmationKey: string;
  requiresSecondPerson: boolean;
  /** The language of the KBA's reply the customer asked for (orders.language). */
  replyLanguage: Language;
  locale: Locale;
}

/**
 * The order confirmation with the invoice and the contract confirmation attached: the contract on a
 * durable medium (§ 312f Abs. 2 BGB) with the AGB as accepted, the Widerrufsbelehrung, the form and
 * the customer's express request to start at once.
 */
export function orderConfirmationMail(input: ConfirmationMailInput): OutgoingMail {
  const deadline = input.dispatchDeadline ? formatDate(input.dispatchDeadline, input.locale) : null;
  const packageText = `${input.planName}${input.extraNames.length ? ` + ${input.extraNames.join(', ')}` : ''}`;
  return customerMail(input, {
    kind: 'order_confirmation',
    subject: 'mail.confirmation.subject',
    greetingName: input.firstName,
    lines: (t) =>
      [
        t('mail.confirmation.thanks'),
        '',
        t('mail.orderNumberLine', { orderNumber: input.orderNumber }),
        t('mail.confirmation.package', { package: packageText }),
        t('mail.confirmation.total', { total: input.totalText }),
        t('mail.invoiceLine', { invoiceNumber: input.invoice.number }),
        deadline ? t('mail.confirmation.deadline', { date: deadline }) : '',
        '',
        t('mail.confirmation.attachments'),
        '',
        t('mail.confirmation.next'),
        t('mail.confirmation.step1'),
        t('mail.confirmation.step2'),
        // A customer who reads another language than the application's is told what it asks about the reply's.
        t(
          input.locale !== APPLICATION_LOCALE && input.replyLanguage !== APPLICATION_LOCALE
            ? 'mail.confirmation.step3EnglishRequested'
            : 'mail.confirmation.step3',
        ),
        input.requiresSecondPerson ? `\n${t('mail.confirmation.secondPerson')}` : '',
        '',
        t('mail.confirmation.status', { url: input.statusUrl }),
        '',
        t('mail.confirmation.threeWeeks'),
        '',
        t('mail.confirmation.withdrawal'),
        '',
        t('mail.confirmation.notKba'),
        // A line left empty (no deadline, no second person) leaves one blank line, not two. The first and
        // the last line are never empty, so the blank lines around them stay.
      ].filter((line, i, all) => !(line === '' && all[i - 1] === '')),
    attachments: [
      ...invoiceAttachment(input.invoice),
      {
        key: input.contractConfirmationKey,
        filename: contractConfirmationFilename(input.orderNumber),
        mime: 'application/pdf',
      },
    ],
  });
}

/** What the reminders know of the order. */
export interface ReminderMailInput {
  email: string;
  firstName: string;
  orderNumber: string;
  locale: Locale;
}

/**
 * Three weeks after posting: the customer should get in touch if the KBA has not answered
 * (docs/product.md, 'Dispatch').
 */
export function threeWeeksMail(input: ReminderMailInput): OutgoingMail {
  return customerMail(input, {
    kind: 'three_weeks',
    subject: 'mail.threeWeeks.subject',
    greetingName: input.firstName,
    lines: (t) => [t('mail.threeWeeks.posted'), t('mail.threeWeeks.ask')],
  });
}

/** Pro: the 12-month reminder to check the points statement again. */
export function yearlyReminderMail(input: ReminderMailInput): OutgoingMail {
  return customerMail(input, {
    kind: 'yearly_reminder',
    subject: 'mail.yearly.subject',
    greetingName: input.firstName,
    lines: (t) => [t('mail.yearly.body'), t('mail.yearly.newApplication')],
  });
}

/** Korrekturoption after posting: the corrected data and documents arrived; a new application follows. */
export function correctionReceivedMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  dispatchDeadline: string;
  locale: Locale;
}): OutgoingMail {
  return customerMail(input, {
    kind: 'correction_received',
    subject: 'mail.correctionReceived.subject',
    greetingName: input.firstName,
    lines: (t) => [
      t('mail.correctionReceived.received'),
      t('mail.correctionReceived.next', { date: formatDate(input.dispatchDeadline, input.locale) }),
      t('mail.correctionReceived.used'),
    ],
  });
}
