// The order's own mails to the customer: the order confirmation with the invoice and the contract
// confirmation attached, the reminders three weeks and a year after posting, and the receipt of a correction
// after posting. In the customer's language (common.ts).
import { formatDate } from '../../../src/domain/locale-format';
import type { Locale } from '../../../src/domain/locales';
import { translator } from '../../../src/domain/messages';
import type { Language } from '../../../src/domain/order-request';
import type { OutgoingMail } from '../../db/outbox';
import { contractConfirmationFilename, hello, invoiceAttachment, signature } from './common';

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
  const t = translator(input.locale);
  const deadline = input.dispatchDeadline ? formatDate(input.dispatchDeadline, input.locale) : null;
  const packageText = `${input.planName}${input.extraNames.length ? ` + ${input.extraNames.join(', ')}` : ''}`;
  return {
    kind: 'order_confirmation',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: t('mail.confirmation.subject', { orderNumber: input.orderNumber }),
    text: [
      hello(t, input.firstName),
      '',
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
      // An English mail says that the application is German and what was asked about the reply's language.
      t(
        input.locale === 'en' && input.replyLanguage === 'en'
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
      ...signature(t),
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

/** What the reminders know of the order. */
export interface ReminderMailInput {
  email: string;
  firstName: string;
  orderNumber: string;
  locale: Locale;
}

/** Three weeks after posting (spec §1): the customer should get in touch if the KBA has not answered. */
export function threeWeeksMail(input: ReminderMailInput): OutgoingMail {
  const t = translator(input.locale);
  return {
    kind: 'three_weeks',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: t('mail.threeWeeks.subject', { orderNumber: input.orderNumber }),
    text: [hello(t, input.firstName), '', t('mail.threeWeeks.posted'), t('mail.threeWeeks.ask'), ...signature(t)].join(
      '\n',
    ),
  };
}

/** Pro: the 12-month reminder to check the points statement again. */
export function yearlyReminderMail(input: ReminderMailInput): OutgoingMail {
  const t = translator(input.locale);
  return {
    kind: 'yearly_reminder',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: t('mail.yearly.subject', { orderNumber: input.orderNumber }),
    text: [hello(t, input.firstName), '', t('mail.yearly.body'), t('mail.yearly.newApplication'), ...signature(t)].join(
      '\n',
    ),
  };
}

/** Korrekturoption after posting: the corrected data and documents arrived; a new application follows. */
export function correctionReceivedMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  dispatchDeadline: string;
  locale: Locale;
}): OutgoingMail {
  const t = translator(input.locale);
  return {
    kind: 'correction_received',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: t('mail.correctionReceived.subject', { orderNumber: input.orderNumber }),
    text: [
      hello(t, input.firstName),
      '',
      t('mail.correctionReceived.received'),
      t('mail.correctionReceived.next', { date: formatDate(input.dispatchDeadline, input.locale) }),
      t('mail.correctionReceived.used'),
      ...signature(t),
    ].join('\n'),
  };
}
