// A withdrawal after posting ends what is still owed (the letter copy, the Korrekturoption, the reminder,
// the SMS, an awaited second application) within the 14 days, keeps the value of what was performed at
// our prices and refunds the rest, once; where nothing is owed, the right has lapsed.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../functions/env';
import { lettersOfOrder } from '../../functions/db/letters';
import { findOrder } from '../../functions/db/orders';
import { timelineOf } from '../../functions/db/timeline';
import { sendDueReminders } from '../../functions/jobs/reminders';
import { readLetterCopy } from '../../functions/services/dispatch/letter-copy';
import { answerWithdrawal, markSubmitted } from '../../functions/services/back-office/order-actions';
import { drainJobs } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { receiveWithdrawal } from '../../functions/services/withdrawals/declarations';
import { BASE, createOrder, PERSON } from './fixtures';

const testEnv = env as unknown as Env;
const DAY = 24 * 3600_000;
const operator = { operatorId: 'op' };

/** Paid, printed by hand and posted now; `plan` with `extras`. */
async function postedOrder(plan: 'basic' | 'plus' | 'pro', extras: string[] = []) {
  const { orderNumber } = await createOrder({ plan, extras });
  await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE);
  await drainJobs(testEnv, new Date());
  await markSubmitted(testEnv, (await findOrder(env.DB, orderNumber))!, operator, new Date());
  return orderNumber;
}

const withdraw = (orderNumber: string, at = new Date()) =>
  receiveWithdrawal(testEnv, { name: 'Erika Mustermann', email: PERSON.email, orderNumber, statement: '' }, at);

const answer = async (orderNumber: string) =>
  answerWithdrawal(testEnv, (await findOrder(env.DB, orderNumber))!, operator, new Date());

const refundsOf = async (orderNumber: string) =>
  (
    await env.DB.prepare("SELECT payload FROM order_jobs WHERE order_number = ?1 AND kind = 'refund'")
      .bind(orderNumber)
      .all<{ payload: string }>()
  ).results.map((r) => JSON.parse(r.payload) as { amountCents?: number });

const answerMail = async (orderNumber: string) =>
  env.DB.prepare("SELECT body_text FROM outbox WHERE kind = 'withdrawal_answer' AND order_number = ?1")
    .bind(orderNumber)
    .first<string>('body_text');

describe('a withdrawal after posting within the 14 days', () => {
  it('Pro: ends the copy, the reminder and the SMS, keeps Basic’s price for the posted application, refunds 40,00 €', async () => {
    const orderNumber = await postedOrder('pro');
    expect(await readLetterCopy(testEnv, (await findOrder(env.DB, orderNumber))!)).not.toBeNull();
    await withdraw(orderNumber);
    expect(await answer(orderNumber)).toBe('rest_cancelled');
    const order = (await findOrder(env.DB, orderNumber))!;
    expect(order.status).toBe('closed');
    expect(await refundsOf(orderNumber)).toEqual([
      expect.objectContaining({ amountCents: 4000, reason: 'withdrawal_after_posting' }),
    ]);
    // The copy is gone, and with it the status page's offer; no 12-month reminder follows.
    expect(await readLetterCopy(testEnv, order)).toBeNull();
    expect((await lettersOfOrder(env.DB, orderNumber)).every((l) => l.letterKey === null)).toBe(true);
    await sendDueReminders(testEnv, new Date(Date.now() + 370 * DAY));
    const events = (await timelineOf(env.DB, orderNumber)).map((t) => t.event);
    expect(events).toContain('withdrawn_after_posting');
    expect(events).not.toContain('yearly_reminder');
    expect(await answerMail(orderNumber)).toMatch(/Den Rest, 40,00\s€, erstatten wir dir/u);
    // The refund is made once, however often the jobs run.
    await drainJobs(testEnv, new Date());
    await drainJobs(testEnv, new Date());
    expect((await timelineOf(env.DB, orderNumber)).filter((t) => t.event === 'refunded')).toHaveLength(1);
  });

  it('Basic with the Korrekturoption: the unused option comes back (19,90 €); Plus: 10,00 €', async () => {
    const basic = await postedOrder('basic', ['correction']);
    await withdraw(basic);
    expect(await answer(basic)).toBe('rest_cancelled');
    expect(await refundsOf(basic)).toEqual([expect.objectContaining({ amountCents: 1990 })]);
    const plus = await postedOrder('plus');
    await withdraw(plus);
    expect(await answer(plus)).toBe('rest_cancelled');
    expect(await refundsOf(plus)).toEqual([expect.objectContaining({ amountCents: 1000 })]);
  });

  it('two operators answering at once: one answer, one refund', async () => {
    const orderNumber = await postedOrder('pro');
    await withdraw(orderNumber);
    const order = (await findOrder(env.DB, orderNumber))!;
    const outcomes = await Promise.all([
      answerWithdrawal(testEnv, order, operator, new Date()),
      answerWithdrawal(testEnv, order, operator, new Date()),
    ]);
    expect(outcomes).toEqual(['rest_cancelled', 'rest_cancelled']);
    expect(await refundsOf(orderNumber)).toHaveLength(1);
    const answers = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'withdrawal_answer' AND order_number = ?1",
    )
      .bind(orderNumber)
      .first<number>('n');
    expect(answers).toBe(1);
  });
});

describe('where nothing is owed, or the period is over', () => {
  it('Basic without extras: the right lapsed with the posting', async () => {
    const orderNumber = await postedOrder('basic');
    await withdraw(orderNumber);
    expect(await answer(orderNumber)).toBe('lapsed');
    expect(await refundsOf(orderNumber)).toEqual([]);
    expect((await findOrder(env.DB, orderNumber))!.status).toBe('submitted');
  });

  it('Pro withdrawn after the 14 days: only the awaited second application ends (AGB § 3), the copy stays', async () => {
    const orderNumber = await postedOrder('pro');
    await withdraw(orderNumber, new Date(Date.now() + 16 * DAY));
    expect(await answer(orderNumber)).toBe('second_person_cancelled');
    expect(await refundsOf(orderNumber)).toEqual([expect.objectContaining({ amountCents: 1990 })]);
    expect(await readLetterCopy(testEnv, (await findOrder(env.DB, orderNumber))!)).not.toBeNull();
  });
});
