// The customer's mails about the letter's way: at the post, back as undeliverable, and the second
// person's letter that follows the customer's (reminder, refund at the end of the wait). In the customer's
// language (the order's customerLanguage), every text from the catalogue (src/domain/catalogue/mail-dispatch.ts,
// 'mail.dispatch.…'), dates as that language writes them; the attachment keeps its German file name.
import { berlinIsoDate } from '../../../src/domain/dates';
import { formatDate } from '../../../src/domain/locale-format';
import type { Locale } from '../../../src/domain/locales';
import type { OutgoingMail } from '../../db/outbox';
import { customerMail } from '../mails/common';

/** The letter to the KBA came back: the operator takes care of it (back office "Prüfen"). */
export function letterUndeliverableMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  locale: Locale;
}): OutgoingMail {
  return customerMail(input, {
    kind: 'letter_undeliverable',
    subject: 'mail.dispatch.undeliverable.subject',
    greetingName: input.firstName,
    lines: (t) => [
      t('mail.dispatch.undeliverable.returned'),
      t('mail.dispatch.undeliverable.resend'),
      t('mail.dispatch.undeliverable.deleted'),
    ],
    attachments: [],
  });
}

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
  locale: Locale;
}): OutgoingMail {
  // The day the print service (or the operator) reported the letter at the post.
  const date = formatDate(berlinIsoDate(new Date(input.postedAt)), input.locale);
  const partner = input.secondPersonLetter;
  const partnerFirstName = partner?.firstName ?? '';
  const follows = input.secondPersonFollows;
  return customerMail(input, {
    kind: 'application_posted',
    subject: partner ? 'mail.dispatch.posted.subjectPartner' : 'mail.dispatch.posted.subject',
    subjectValues: { partnerFirstName, orderNumber: input.orderNumber },
    greetingName: input.firstName,
    lines: (t) => [
      partner
        ? t('mail.dispatch.posted.introPartner', { partnerFirstName, date })
        : t('mail.dispatch.posted.intro', { date }),
      '',
      partner ? t('mail.dispatch.posted.deletedPartner', { partnerFirstName }) : t('mail.dispatch.posted.deleted'),
      ...(input.letterKey
        ? ['', partner ? t('mail.dispatch.posted.copyPartner') : t('mail.dispatch.posted.copy')]
        : []),
      '',
      ...(follows
        ? [
            t('mail.dispatch.posted.secondPersonFollows', {
              date: formatDate(follows.until, input.locale),
              refund: follows.refundText,
            }),
            '',
            t('mail.dispatch.posted.withdrawalLater'),
          ]
        : [t('mail.dispatch.posted.withdrawalExpired')]),
      '',
      t('mail.dispatch.posted.threeWeeks'),
    ],
    attachments: input.letterKey
      ? [{ key: input.letterKey, filename: `Antrag-${input.orderNumber}.pdf`, mime: 'application/pdf' }]
      : [],
  });
}

/** Some days before the wait ends: the second person's documents are still missing. */
export function secondPersonReminderMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  until: string;
  refundText: string;
  locale: Locale;
}): OutgoingMail {
  return customerMail(input, {
    kind: 'second_person_reminder',
    subject: 'mail.dispatch.secondPersonReminder.subject',
    greetingName: input.firstName,
    lines: (t) => [
      t('mail.dispatch.secondPersonReminder.missing'),
      t('mail.dispatch.secondPersonReminder.link'),
      '',
      t('mail.dispatch.secondPersonReminder.deadline', {
        date: formatDate(input.until, input.locale),
        refund: input.refundText,
      }),
    ],
    attachments: [],
  });
}

/** The wait ended without the second person's documents: their price goes back. */
export function secondPersonLapsedMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  refundText: string;
  locale: Locale;
}): OutgoingMail {
  return customerMail(input, {
    kind: 'second_person_lapsed',
    subject: 'mail.dispatch.secondPersonLapsed.subject',
    greetingName: input.firstName,
    lines: (t) => [
      t('mail.dispatch.secondPersonLapsed.notSent'),
      t('mail.dispatch.secondPersonLapsed.refund', { refund: input.refundText }),
    ],
    attachments: [],
  });
}
