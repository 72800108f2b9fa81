// One payment path for an order and for a second person bought later: the session decides what is
// paid, and the webhook and the demo checkout pay both through the same payable.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addonsOf, findAddon } from '../../functions/db/addons';
import { findOrder } from '../../functions/db/orders';
import { payableOfSession } from '../../functions/services/payments/payables';
import { BASE, PARTNER, createOrder, payDemo, type CreatedOrder } from './fixtures';

const sessionOf = (paymentUrl: string) => new URL(paymentUrl, BASE).searchParams.get('session_id')!;

async function paidOrderWithOpenAddon(): Promise<{ order: CreatedOrder; addonSession: string }> {
  const order = await createOrder();
  await payDemo(order);
  const res = await SELF.fetch(`${BASE}/api/orders/${order.orderNumber}/second-person`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `test-${crypto.randomUUID()}` },
    body: JSON.stringify({
      originalOrderNumber: order.orderNumber,
      statusToken: order.statusToken,
      extendedData: { partnerData: PARTNER, additionalInfo: '', timestamp: new Date().toISOString() },
      confirmations: { agb: true, noWithdrawal: true },
    }),
  });
  expect(res.status).toBe(201);
  return { order, addonSession: sessionOf((await res.json<{ paymentUrl: string }>()).paymentUrl) };
}

describe('what a checkout session pays for', () => {
  it("finds the order by its own session and the second person by theirs, and nothing by another order's", async () => {
    const { order, addonSession } = await paidOrderWithOpenAddon();
    const stored = (await findOrder(env.DB, order.orderNumber))!;
    const [addon] = await addonsOf(env.DB, order.orderNumber);

    const own = await payableOfSession(env, order.orderNumber, sessionOf(order.paymentUrl), BASE);
    expect(own).toMatchObject({ item: { kind: 'package' }, amountCents: stored.totalCents, awaitingPayment: false });
    const second = await payableOfSession(env, order.orderNumber, addonSession, BASE);
    expect(second).toMatchObject({
      item: { kind: 'service' },
      amountCents: addon!.priceCents,
      awaitingPayment: true,
    });
    expect(second!.successUrl(BASE, addonSession)).not.toBe(own!.successUrl(BASE, sessionOf(order.paymentUrl)));

    const other = await createOrder();
    expect(await payableOfSession(env, other.orderNumber, addonSession, BASE)).toBeNull();
    expect(await payableOfSession(env, order.orderNumber, sessionOf(other.paymentUrl), BASE)).toBeNull();
    expect(await payableOfSession(env, order.orderNumber, '', BASE)).toBeNull();
  });

  it('pays the second person through the same path as the order: once, however often the event comes', async () => {
    const { order, addonSession } = await paidOrderWithOpenAddon();
    const payable = (await payableOfSession(env, order.orderNumber, addonSession, BASE))!;
    const [first, again] = await Promise.all([payable.applyOutcome('paid', {}), payable.applyOutcome('paid', {})]);
    expect([first, again].filter(Boolean)).toHaveLength(1);
    const [addon] = await addonsOf(env.DB, order.orderNumber);
    expect((await findAddon(env.DB, addon!.id))!.status).toBe('paid');
  });

  it('keeps an amount that differs from ours: the order refunds it, the second person records it for the operator', async () => {
    const unpaid = await createOrder();
    const payable = (await payableOfSession(env, unpaid.orderNumber, sessionOf(unpaid.paymentUrl), BASE))!;
    expect(await payable.refuseAmount(1, {})).toBe('refunded');
    expect((await findOrder(env.DB, unpaid.orderNumber))!.status).toBe('awaiting_payment');

    const { order, addonSession } = await paidOrderWithOpenAddon();
    const second = (await payableOfSession(env, order.orderNumber, addonSession, BASE))!;
    expect(await second.refuseAmount(1, {})).toBe('recorded');
    const [addon] = await addonsOf(env.DB, order.orderNumber);
    expect(addon!.status).toBe('awaiting_payment');
  });
});
