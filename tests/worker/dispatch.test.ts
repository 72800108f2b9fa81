// The dispatch day comes from plan and extras, with the cut-off, and every place that
// shows it (order status, confirmation mail, the operator's queue) uses the stored deadline.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../functions/env';
import { findOrder } from '../../functions/db/orders';
import { listQueue, ordersDueBy } from '../../functions/db/order-queue';
import { runOrderEffects } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { BASE, createOrder } from './fixtures';

const testEnv = env as unknown as Env;
const TUESDAY_0900 = new Date('2026-11-24T08:00:00Z');
const TUESDAY_1500 = new Date('2026-11-24T14:00:00Z');

async function paidAt(overrides: Record<string, unknown>, now: Date) {
  const { orderNumber } = await createOrder(overrides);
  await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE, { now });
  await runOrderEffects(testEnv, orderNumber, now);
  return (await findOrder(env.DB, orderNumber))!;
}

describe('dispatch deadline of a paid order', () => {
  it.each([
    ['Basic', { plan: 'basic' }, TUESDAY_0900, '2026-11-26'],
    ['Basic + Express before the cut-off', { plan: 'basic', extras: ['express'] }, TUESDAY_0900, '2026-11-24'],
    ['Basic + Express after the cut-off', { plan: 'basic', extras: ['express'] }, TUESDAY_1500, '2026-11-25'],
    ['Plus before the cut-off', { plan: 'plus' }, TUESDAY_0900, '2026-11-24'],
    ['Pro after the cut-off', { plan: 'pro' }, TUESDAY_1500, '2026-11-25'],
  ])('%s', async (_label, overrides, now, deadline) => {
    const order = await paidAt(overrides, now);
    expect(order.dispatchDeadline).toBe(deadline);
    const mail = await env.DB.prepare(
      "SELECT body_text FROM outbox WHERE kind = 'order_confirmation' AND order_number = ?1",
    )
      .bind(order.orderNumber)
      .first<string>('body_text');
    expect(mail).toContain(`spätestens am: ${deadline.split('-').reverse().join('.')}`);
  });
});

describe('Pro priority', () => {
  it('puts Pro orders first among orders due the same day, in the queue and in the day’s batch', async () => {
    const basic = await paidAt({ plan: 'basic', extras: ['express'] }, TUESDAY_0900);
    const pro = await paidAt({ plan: 'pro' }, TUESDAY_0900);
    expect(pro.dispatchDeadline).toBe(basic.dispatchDeadline);
    const numbers = [basic.orderNumber, pro.orderNumber];
    const queue = (await listQueue(env.DB, ['paid'], ''))
      .map((e) => e.order.orderNumber)
      .filter((n) => numbers.includes(n));
    expect(queue).toEqual([pro.orderNumber, basic.orderNumber]);
    const batch = (await ordersDueBy(env.DB, '2026-11-24'))
      .map((o) => o.orderNumber)
      .filter((n) => numbers.includes(n));
    expect(batch).toEqual([pro.orderNumber, basic.orderNumber]);
  });
});
