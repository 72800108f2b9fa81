// SMS status updates, a Pro benefit (opt-in): when the payment is in, when the application is posted,
// and when something goes wrong with the letter. Short, in the customer's language (the order's
// customerLanguage, texts in src/domain/catalogue/mail-dispatch.ts), with nothing personal beyond the first
// name and the order number. Each is queued in the outbox beside the mail of the same event, in the same
// batch, and sent (with retries) by the same sender; a provider error never holds the mail back.
import type { Locale } from '../../../src/domain/locales';
import { translator } from '../../../src/domain/messages';
import { includesSmsUpdates } from '../../../src/domain/sms';
import type { Env } from '../../env';
import { enqueueSms } from '../../db/outbox';
import { findSmsSubscription } from '../../db/sms';
import type { Order } from '../../db/orders';

export type StatusSmsEvent = 'paid' | 'posted' | 'problem';

const SMS_TEXT = { paid: 'mail.sms.paid', posted: 'mail.sms.posted', problem: 'mail.sms.problem' } as const;

/**
 * The texts, at most 160 characters with a long first name: one SMS in the GSM alphabet. A text with letters
 * outside it (Turkish ı, ş, ğ; a name like Łukasz) travels as UCS-2, in up to 3 parts that the phone joins.
 */
function statusSmsText(event: StatusSmsEvent, firstName: string, orderNumber: string, locale: Locale): string {
  const t = translator(locale);
  const hello = t('mail.hello', { name: firstName.slice(0, 20) });
  return t(SMS_TEXT[event], { hello, orderNumber, stop: t('mail.sms.stop') });
}

/**
 * The SMS of an event for the order, to run in the batch that commits the event: none unless the
 * package includes SMS updates and the customer opted in and has not opted out. `id` makes it once.
 */
export async function statusSmsStatements(
  env: Env,
  order: Order,
  event: StatusSmsEvent,
  id: string,
  at: string,
): Promise<D1PreparedStatement[]> {
  if (!includesSmsUpdates(order.plan) || order.anonymised) return [];
  const subscription = await findSmsSubscription(env.DB, order.orderNumber);
  if (!subscription || subscription.optedOutAt) return [];
  return [
    enqueueSms(
      env.DB,
      `sms:${id}`,
      {
        kind: `sms_${event}`,
        orderNumber: order.orderNumber,
        to: subscription.number,
        text: statusSmsText(event, order.personalData.firstName, order.orderNumber, order.customerLanguage),
      },
      at,
    ),
  ];
}
