// The mails that keep the customer in control of their order: a fresh status link, an e-mail change to
// confirm (new address) or to undo (old address), and the notice of a change of the order's data.
// Each goes to an address the order already had or that must confirm itself; none carries the
// changer's free text. Each in the order's language (mails/common.ts), with links to the pages in that
// language.
import { formatDateTime } from '../../../src/domain/date-time-format';
import type { Locale } from '../../../src/domain/locales';
import { EMAIL_CHANGE_CONFIRM_HOURS, EMAIL_CHANGE_UNDO_DAYS, STATUS_LINK_DAYS } from '../../../src/domain/order-access';
import { personalFieldLabelsIn, type PersonalField } from '../../../src/domain/wizard-state';
import type { OutgoingMail } from '../../db/outbox';
import { customerMail } from '../mails/common';

/** Every mail here is about an order and goes to one of its addresses, in the order's language. */
interface OrderAddressee {
  email: string;
  orderNumber: string;
  locale: Locale;
}

/** A mail whose point is one link (a status link, a confirmation link). */
interface LinkMailInput extends OrderAddressee {
  url: string;
}

/** A new link to /status, requested on /status; only ever to the order's own address. */
export function statusLinkMail(input: LinkMailInput): OutgoingMail {
  const { orderNumber } = input;
  return customerMail(input, {
    kind: 'status_link',
    subject: 'mail.statusLink.subject',
    lines: (t) => [
      t('mail.statusLink.requested', { orderNumber }),
      '',
      input.url,
      '',
      t('mail.statusLink.validity', { days: STATUS_LINK_DAYS }),
      t('mail.statusLink.notYou'),
    ],
  });
}

/** To the new address: the change takes effect only when this address confirms it. */
export function emailChangeConfirmMail(input: LinkMailInput): OutgoingMail {
  const { orderNumber } = input;
  return customerMail(input, {
    kind: 'email_change_confirm',
    subject: 'mail.emailChangeConfirm.subject',
    lines: (t) => [
      t('mail.emailChangeConfirm.given', { orderNumber }),
      t('mail.emailChangeConfirm.confirm'),
      '',
      input.url,
      '',
      t('mail.emailChangeConfirm.validity', { hours: EMAIL_CHANGE_CONFIRM_HOURS }),
    ],
  });
}

/** To the old address when a change is requested: nothing happens without the new address's confirmation. */
export function emailChangeRequestedMail(input: OrderAddressee): OutgoingMail {
  const { orderNumber } = input;
  return customerMail(input, {
    kind: 'email_change_requested',
    subject: 'mail.emailChangeRequested.subject',
    lines: (t) => [
      t('mail.emailChangeRequested.given', { orderNumber }),
      t('mail.emailChangeRequested.effect', { days: EMAIL_CHANGE_UNDO_DAYS }),
      t('mail.notYouReply'),
    ],
  });
}

/** To the old address once the new one confirmed: the way back, for EMAIL_CHANGE_UNDO_DAYS days. */
export function emailChangedMail(input: OrderAddressee & { undoUrl: string }): OutgoingMail {
  const { orderNumber } = input;
  return customerMail(input, {
    kind: 'email_changed',
    subject: 'mail.emailChanged.subject',
    lines: (t) => [
      t('mail.emailChanged.changed', { orderNumber }),
      t('mail.emailChanged.undo', { days: EMAIL_CHANGE_UNDO_DAYS }),
      '',
      input.undoUrl,
      '',
      t('mail.emailChanged.afterUndo'),
    ],
  });
}

/** To the address the order has (again) after a confirmation or an undo: its new status link. */
export function emailInEffectMail(input: LinkMailInput): OutgoingMail {
  const { orderNumber } = input;
  return customerMail(input, {
    kind: 'email_in_effect',
    subject: 'mail.emailInEffect.subject',
    lines: (t) => [t('mail.emailInEffect.fromNow', { orderNumber }), t('mail.emailInEffect.link'), '', input.url],
  });
}

/**
 * To the order's address after a correction: which fields changed and, for the postal address, where
 * the KBA's answer now goes, so a change the customer did not make is noticed at once.
 */
export function personalDataChangedMail(
  input: OrderAddressee & {
    fields: readonly PersonalField[];
    newAddress: string | null;
    at: Date;
    afterPosting: boolean;
  },
): OutgoingMail {
  const { orderNumber } = input;
  const labels = personalFieldLabelsIn(input.locale);
  const fields = input.fields.map((field) => labels[field]).join(', ');
  return customerMail(input, {
    kind: 'personal_data_corrected',
    subject: 'mail.personalData.subject',
    lines: (t) => [
      t('mail.personalData.changed', { at: formatDateTime(input.at, input.locale), orderNumber, fields }),
      ...(input.newAddress ? ['', t('mail.personalData.newAddress'), input.newAddress] : []),
      '',
      t(input.afterPosting ? 'mail.personalData.afterPosting' : 'mail.personalData.beforePosting'),
      t('mail.notYouReply'),
    ],
  });
}
