// The end of the wait for a second person's documents after the customer's letter went alone (AGB
// § 3 (4)): a reminder SECOND_PERSON_REMINDER_DAYS_BEFORE the end, then the second person's price goes
// back and their application is not sent any more. Each once: the timeline records it, the queries skip
// orders that have it, and the lapse is guarded so that documents arriving at the same moment win or lose
// as a whole.
import { SECOND_PERSON_DOCUMENTS_DAYS, SECOND_PERSON_REMINDER_DAYS_BEFORE } from '../../src/domain/dispatch';
import { berlinIsoDate } from '../../src/domain/dates';
import { formatPrice } from '../../src/domain/locale-format';
import type { Env } from '../env';
import { requireOneChange, runGuardedBatch, type Order } from '../db/orders';
import { addTimelineOnce } from '../db/timeline';
import { ordersAwaitingSecondPerson } from '../db/order-queue';
import { enqueueMail } from '../db/outbox';
import { secondPersonLapsedMail, secondPersonReminderMail } from '../services/dispatch/mails';
import {
  endSecondPersonWaitStatements,
  SECOND_PERSON_REFUND_CENTS,
  secondPersonWait,
} from '../services/second-person/letter';

const DAY_MS = 24 * 3600_000;

async function remind(env: Env, order: Order, now: Date): Promise<boolean> {
  const wait = await secondPersonWait(env, order);
  if (!wait.pending || !wait.endsAt || now >= wait.endsAt) return false;
  const at = now.toISOString();
  return runGuardedBatch(env.DB, [
    addTimelineOnce(env.DB, order.orderNumber, at, 'second_person_reminder'),
    requireOneChange(env.DB),
    enqueueMail(
      env.DB,
      `second-person-reminder:${order.orderNumber}`,
      secondPersonReminderMail({
        email: order.email,
        firstName: order.personalData.firstName,
        orderNumber: order.orderNumber,
        until: berlinIsoDate(wait.endsAt),
        refundText: formatPrice(SECOND_PERSON_REFUND_CENTS, order.customerLanguage),
        locale: order.customerLanguage,
      }),
      at,
    ),
  ]);
}

async function lapse(env: Env, order: Order, now: Date): Promise<boolean> {
  const wait = await secondPersonWait(env, order);
  if (!wait.pending || !wait.endsAt || now < wait.endsAt) return false;
  const at = now.toISOString();
  return runGuardedBatch(env.DB, [
    ...(await endSecondPersonWaitStatements(env, order, at)),
    enqueueMail(
      env.DB,
      `second-person-lapsed:${order.orderNumber}`,
      secondPersonLapsedMail({
        email: order.email,
        firstName: order.personalData.firstName,
        orderNumber: order.orderNumber,
        refundText: formatPrice(SECOND_PERSON_REFUND_CENTS, order.customerLanguage),
        locale: order.customerLanguage,
      }),
      at,
    ),
  ]);
}

/** Reminders and refunds due at `now`; returns how many of each. */
export async function endSecondPersonWaits(env: Env, now: Date): Promise<{ reminded: number; lapsed: number }> {
  const paidBefore = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  let reminded = 0;
  let lapsed = 0;
  const remindBefore = paidBefore(SECOND_PERSON_DOCUMENTS_DAYS - SECOND_PERSON_REMINDER_DAYS_BEFORE);
  for (const order of await ordersAwaitingSecondPerson(env.DB, 'second_person_reminder', remindBefore))
    if (await remind(env, order, now)) reminded++;
  for (const order of await ordersAwaitingSecondPerson(
    env.DB,
    'second_person_lapsed',
    paidBefore(SECOND_PERSON_DOCUMENTS_DAYS),
  ))
    if (await lapse(env, order, now)) lapsed++;
  return { reminded, lapsed };
}
