// The mails of a second person bought after payment. The personal link for the second
// person's own ID copy and signature is partnerLinkMail (link-mail.ts), sent with the first one.
// Each in the order's language (mails/common.ts).
import type { Locale } from '../../../src/domain/locales';
import { secondPersonAddonName } from '../../../src/domain/second-person-addon';
import type { OutgoingMail } from '../../db/outbox';
import { customerMail, invoiceAttachment } from '../mails/common';

/** The contract confirmation of the add-on on a durable medium (§ 312f Abs. 2 BGB), with its invoice. */
export function secondPersonConfirmationMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  partnerFirstName: string;
  totalText: string;
  invoice: { number: string; key: string | null };
  contractConfirmationKey: string;
  locale: Locale;
}): OutgoingMail {
  const { orderNumber, partnerFirstName } = input;
  return customerMail(input, {
    kind: 'second_person_confirmation',
    subject: 'mail.secondPersonConfirmation.subject',
    greetingName: input.firstName,
    lines: (t) => [
      t('mail.secondPersonConfirmation.paid', { partnerFirstName }),
      '',
      t('mail.orderNumberLine', { orderNumber }),
      t('mail.secondPersonConfirmation.service', { service: secondPersonAddonName(input.locale) }),
      t('mail.secondPersonConfirmation.amount', { total: input.totalText }),
      t('mail.invoiceLine', { invoiceNumber: input.invoice.number }),
      '',
      t('mail.secondPersonConfirmation.attachments'),
      '',
      t('mail.secondPersonConfirmation.link', { partnerFirstName }),
    ],
    attachments: [
      ...invoiceAttachment(input.invoice),
      {
        key: input.contractConfirmationKey,
        filename: `Vertragsbestaetigung-${input.orderNumber}-zweite-Person.pdf`,
        mime: 'application/pdf',
      },
    ],
  });
}

/** The payment for the second person came when the order could no longer take one: it goes back. */
export function secondPersonRefundMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  totalText: string;
  locale: Locale;
}): OutgoingMail {
  return customerMail(input, {
    kind: 'second_person_refund',
    subject: 'mail.secondPersonRefund.subject',
    greetingName: input.firstName,
    lines: (t) => [t('mail.secondPersonRefund.late'), t('mail.secondPersonRefund.refund', { total: input.totalText })],
  });
}
