// Scheduled mails: three weeks after posting (docs/product.md, 'Dispatch'), which closes the order
// (once no second person is awaited any more), and, for Pro, twelve months after payment. Each order gets each mail once: the timeline records it, and the query skips
// orders that have it (the three-week mail also goes with the guarded submitted → closed transition).
import { plansWith } from '../../src/domain/benefits';
import type { Env } from '../env';
import { transitionOrder, type Order } from '../db/orders';
import { addTimeline } from '../db/timeline';
import { paidOrdersWithout, postedOrdersWithout } from '../db/order-queue';
import { enqueueMail, type OutgoingMail } from '../db/outbox';
import { threeWeeksMail, yearlyReminderMail, type ReminderMailInput } from '../services/orders/mails';

const DAY_MS = 24 * 3600_000;

type ReminderMail = (input: ReminderMailInput) => OutgoingMail;

function reminderStatements(
  env: Env,
  order: Order,
  event: 'three_weeks_mail' | 'yearly_reminder',
  mail: ReminderMail,
  at: string,
) {
  const input = {
    email: order.email,
    firstName: order.personalData.firstName,
    orderNumber: order.orderNumber,
    locale: order.customerLanguage,
  };
  return [enqueueMail(env.DB, crypto.randomUUID(), mail(input), at), addTimeline(env.DB, order.orderNumber, at, event)];
}

/** Three weeks after posting the service is complete: the order is closed with the follow-up mail. */
async function closeWithThreeWeeksMail(env: Env, orders: Order[], at: string): Promise<number> {
  let sent = 0;
  for (const order of orders) {
    const effects = reminderStatements(env, order, 'three_weeks_mail', threeWeeksMail, at);
    if (await transitionOrder(env.DB, order.orderNumber, ['submitted'], 'closed', at, { effects })) sent++;
  }
  return sent;
}

async function sendYearlyReminders(env: Env, orders: Order[], at: string): Promise<number> {
  for (const order of orders)
    await env.DB.batch(reminderStatements(env, order, 'yearly_reminder', yearlyReminderMail, at));
  return orders.length;
}

export async function sendDueReminders(env: Env, now: Date): Promise<{ threeWeeks: number; yearly: number }> {
  const threeWeeksAgo = new Date(now.getTime() - 21 * DAY_MS).toISOString();
  const yearAgo = new Date(now.getTime() - 365 * DAY_MS).toISOString();
  const at = now.toISOString();
  const threeWeeks = await closeWithThreeWeeksMail(
    env,
    await postedOrdersWithout(env.DB, 'three_weeks_mail', threeWeeksAgo),
    at,
  );
  const due = await paidOrdersWithout(env.DB, 'yearly_reminder', plansWith('yearly-reminder'), yearAgo);
  const yearly = await sendYearlyReminders(env, due, at);
  return { threeWeeks, yearly };
}
