// Scheduled mails: three weeks after posting (spec §1) and, for Pro, twelve months after payment.
// Each order gets each mail once: the timeline records it, and the query skips orders that have it.
import type { Env } from '../env';
import { addTimeline, paidOrdersWithout, postedOrdersWithout, type Order } from '../db/orders';
import { enqueueMail, type OutgoingMail } from '../db/outbox';
import { threeWeeksMail, yearlyReminderMail } from '../services/mail-templates';

const DAY_MS = 24 * 3600_000;

async function sendOnce(
  env: Env,
  now: Date,
  event: string,
  orders: Order[],
  mail: (input: { email: string; firstName: string; orderNumber: string }) => OutgoingMail,
): Promise<number> {
  const at = now.toISOString();
  for (const order of orders) {
    const input = { email: order.email, firstName: order.personalData.firstName, orderNumber: order.orderNumber };
    await env.DB.batch([
      enqueueMail(env.DB, crypto.randomUUID(), mail(input), at),
      addTimeline(env.DB, order.orderNumber, at, event),
    ]);
  }
  return orders.length;
}

export async function sendDueReminders(env: Env, now: Date): Promise<{ threeWeeks: number; yearly: number }> {
  const threeWeeksAgo = new Date(now.getTime() - 21 * DAY_MS).toISOString();
  const yearAgo = new Date(now.getTime() - 365 * DAY_MS).toISOString();
  const threeWeeks = await sendOnce(
    env,
    now,
    'three_weeks_mail',
    await postedOrdersWithout(env.DB, 'three_weeks_mail', threeWeeksAgo),
    threeWeeksMail,
  );
  const yearly = await sendOnce(
    env,
    now,
    'yearly_reminder',
    await paidOrdersWithout(env.DB, 'yearly_reminder', 'pro', yearAgo),
    yearlyReminderMail,
  );
  return { threeWeeks, yearly };
}
