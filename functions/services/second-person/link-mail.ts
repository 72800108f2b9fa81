// The second person's personal link for their own ID copy and signature, to the customer after the partner
// form (the mails of a second person bought after payment are in mails.ts), with the
// information the second person is owed under Art. 14 DSGVO (their data comes from the customer), which the
// customer passes on with the link. In the customer's language (mails/common.ts); the page it links to exists in
// German only, which an English mail says.
import { pathIn } from '../../../src/domain/page-paths';
import site from '../../../content/site.json';
import { formatDate } from '../../../src/domain/locale-format';
import type { Locale } from '../../../src/domain/locales';
import type { Translate } from '../../../src/domain/messages';
import { partnerPrivacySentences } from '../../../src/domain/partner-privacy';
import type { OutgoingMail } from '../../db/outbox';
import { customerMail } from '../mails/common';

/** Art. 14 DSGVO for the second person, under a heading and with the link to the whole Datenschutzerklärung. */
function partnerPrivacyLines(t: Translate, privacyUrl: string): string[] {
  return [
    t('mail.partnerPrivacy.heading'),
    '',
    ...partnerPrivacySentences(t, { ...site.provider, email: site.email }),
    `${t('mail.partnerPrivacy.more')} ${privacyUrl}`,
  ];
}

/** After the partner form: the personal link for the second person's own ID copy and signature. */
export function partnerLinkMail(input: {
  email: string;
  orderNumber: string;
  partnerFirstName: string;
  /** The second person's page in the order's language (/zweite-person, /en/second-person). */
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
      input.url,
      '',
      t('mail.partnerLink.validity', { date: formatDate(input.validUntil, input.locale) }),
      '',
      t('mail.partnerLink.deletion'),
      '',
      t('mail.partnerPrivacy.forward'),
      '',
      ...partnerPrivacyLines(t, `${new URL(input.url).origin}${pathIn('/datenschutz', input.locale)}`),
    ],
  });
}
