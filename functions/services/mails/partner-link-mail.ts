// The second person's personal link for their own ID copy and signature, to the customer after the partner
// form (the mails of a second person bought after payment are in ../second-person-mails.ts). In the
// customer's language (common.ts); the page it links to exists in German only, which an English mail says.
import { formatDate } from '../../../src/domain/locale-format';
import type { Locale } from '../../../src/domain/locales';
import type { OutgoingMail } from '../../db/outbox';
import { customerMail } from './common';

/** After the partner form: the personal link for the second person's own ID copy and signature. */
export function partnerLinkMail(input: {
  email: string;
  orderNumber: string;
  partnerFirstName: string;
  /** The /zweite-person page, which exists in German only. */
  url: string;
  /** 'YYYY-MM-DD': the last day the link works. */
  validUntil: string;
  locale: Locale;
}): OutgoingMail {
  const { partnerFirstName, orderNumber } = input;
  return customerMail(input, {
    kind: 'partner_link',
    subject: 'mail.partnerLink.subject',
    subjectValues: { partnerFirstName, orderNumber },
    lines: (t) => [
      t('mail.partnerLink.received', { partnerFirstName }),
      t('mail.partnerLink.needed'),
      '',
      t('mail.partnerLink.passOn'),
      t('mail.link.germanPage', { url: input.url }),
      '',
      t('mail.partnerLink.validity', { date: formatDate(input.validUntil, input.locale) }),
      '',
      t('mail.partnerLink.deletion'),
    ],
  });
}
