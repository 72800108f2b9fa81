// Scheduled mails: three weeks after posting (spec §1) and, for Pro, twelve months after payment.
// Each order gets each mail once: the timeline records it, and the query skips orders that have it.
import type { Env } from '../env';
import { addTimeline, type OrderRow } from '../db/orders';
import { enqueueMail, type OutgoingMail } from '../db/outbox';
import { threeWeeksMail, yearlyReminderMail } from '../services/mail-templates';

const DAY_MS = 24 * 3600_000;

async function sendOnce(
  env: Env,
  now: Date,
  event: string,
  query: string,
  cutoff: string,
  mail: (input: { email: string; firstName: string; orderNumber: string }) => OutgoingMail,
): Promise<number> {
  const { results } = await env.DB.prepare(query).bind(cutoff, event).all<OrderRow>();
  const at = now.toISOString();
  for (const order of results) {
    const person = JSON.parse(order.personal_data) as { firstName?: string };
    await env.DB.batch([
      enqueueMail(env.DB, crypto.randomUUID(), mail({ email: order.email, firstName: person.firstName ?? '', orderNumber: order.order_number }), at),
      addTimeline(env.DB, order.order_number, at, event),
    ]);
  }
  return results.length;
}

const NOT_YET = 'AND NOT EXISTS (SELECT 1 FROM order_timeline s WHERE s.order_number = o.order_number AND s.event = ?2)';

export async function sendDueReminders(env: Env, now: Date): Promise<{ threeWeeks: number; yearly: number }> {
  const threeWeeks = await sendOnce(
    env,
    now,
    'three_weeks_mail',
    `SELECT o.* FROM orders o JOIN order_timeline t ON t.order_number = o.order_number AND t.event = 'submitted'
     WHERE o.status = 'submitted' AND t.at <= ?1 ${NOT_YET} LIMIT 200`,
    new Date(now.getTime() - 21 * DAY_MS).toISOString(),
    threeWeeksMail,
  );
  const yearly = await sendOnce(
    env,
    now,
    'yearly_reminder',
    `SELECT o.* FROM orders o WHERE o.plan = 'pro' AND o.paid_at IS NOT NULL AND o.paid_at <= ?1
       AND o.status IN ('paid', 'submitted', 'closed') ${NOT_YET} LIMIT 200`,
    new Date(now.getTime() - 365 * DAY_MS).toISOString(),
    yearlyReminderMail,
  );
  return { threeWeeks, yearly };
}
