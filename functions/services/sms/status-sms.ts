// SMS status updates, a Pro benefit (opt-in): when the payment is in, when the application is posted,
// and when something goes wrong with the letter. Short, in German, with nothing personal beyond the first
// name and the order number. Each is queued in the outbox beside the mail of the same event, in the same
// batch, and sent (with retries) by the same sender; a provider error never holds the mail back.
import { includesSmsUpdates } from '../../../src/domain/sms';
import type { Env } from '../../env';
import { enqueueSms } from '../../db/outbox';
import { findSmsSubscription } from '../../db/sms';
import type { Order } from '../../db/orders';

export type StatusSmsEvent = 'paid' | 'posted' | 'problem';

/** The texts, one SMS each (≤ 160 GSM characters with a long first name). */
export function statusSmsText(event: StatusSmsEvent, firstName: string, orderNumber: string): string {
  const hello = `Hallo ${firstName.slice(0, 20)},`;
  const stop = 'Abmelden: STOP antworten.';
  switch (event) {
    case 'paid':
      return `${hello} Zahlung erhalten. Wir senden deinen Antrag ${orderNumber} ans KBA. ${stop}`;
    case 'posted':
      return `${hello} dein Antrag ${orderNumber} ist zur Post an das KBA gegangen. Details per E-Mail. ${stop}`;
    case 'problem':
      return `${hello} bei deinem Antrag ${orderNumber} gibt es ein Problem. Bitte lies unsere E-Mail. ${stop}`;
  }
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
        text: statusSmsText(event, order.personalData.firstName, order.orderNumber),
      },
      at,
    ),
  ];
}
