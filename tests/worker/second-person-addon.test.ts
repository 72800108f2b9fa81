// A second person bought after payment: its own checkout and invoice, and every way its
// payment can go wrong — twice, late, out of order, halfway, racing, or for an order that moved on.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../functions/index';
import { addonsOf, findAddon } from '../../functions/db/addons';
import { applyRetention } from '../../functions/jobs/retention';
import { findOrder } from '../../functions/db/orders';
import { answerWithdrawal, markSubmitted } from '../../functions/services/back-office/order-actions';
import { drainJobs } from '../../functions/services/orders/jobs';
import { applyAddonPaymentOutcome } from '../../functions/services/second-person/addon';
import { SECOND_PERSON_ORDER_BUTTON } from '../../src/domain/second-person-addon';
import { retentionEndsAt } from '../../src/domain/retention';
import { withFault } from './faults';
import { BASE, PARTNER, createOrder, payDemo, type CreatedOrder } from './fixtures';

afterEach(() => vi.restoreAllMocks());

function addonBody(
  order: CreatedOrder,
  partner: Record<string, string> = PARTNER,
  confirmations = { agb: true, noWithdrawal: true },
) {
  return {
    originalOrderNumber: order.orderNumber,
    statusToken: order.statusToken,
    extendedData: { partnerData: partner, additionalInfo: '', timestamp: new Date().toISOString() },
    confirmations,
  };
}

function requestAddon(order: CreatedOrder, body: unknown = addonBody(order)): Promise<Response> {
  return SELF.fetch(`${BASE}/api/orders/${order.orderNumber}/second-person`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `test-${crypto.randomUUID()}` },
    body: JSON.stringify(body),
  });
}

async function paidBasicOrder(overrides: Record<string, unknown> = {}): Promise<CreatedOrder> {
  const order = await createOrder(overrides);
  await payDemo(order);
  return order;
}

async function openAddon(order: CreatedOrder) {
  const res = await requestAddon(order);
  expect(res.status).toBe(201);
  const { paymentUrl } = await res.json<{ paymentUrl: string }>();
  const [addon] = await addonsOf(env.DB, order.orderNumber);
  return { paymentUrl, addon: addon! };
}

/** Pays the add-on on its demo checkout page, as the customer clicking "Bezahlen" would. */
function payAddonDemo(order: CreatedOrder, paymentUrl: string): Promise<Response> {
  const sessionId = new URL(paymentUrl, BASE).searchParams.get('session_id')!;
  return SELF.fetch(`${BASE}/api/payments/demo/${order.orderNumber}`, {
    method: 'POST',
    body: new URLSearchParams({ session_id: sessionId, action: 'pay' }),
    redirect: 'manual',
  });
}

const invoicesOf = async (orderNumber: string) =>
  (
    await env.DB.prepare(
      'SELECT number, seq, addon_id, gross_cents, object_key FROM invoices WHERE order_number = ? ORDER BY seq',
    )
      .bind(orderNumber)
      .all<{ number: string; seq: number; addon_id: string | null; gross_cents: number; object_key: string | null }>()
  ).results;

const mailsOf = async (orderNumber: string, kind: string) =>
  (
    await env.DB.prepare('SELECT subject, body_text, attachments FROM outbox WHERE order_number = ? AND kind = ?')
      .bind(orderNumber, kind)
      .all<{ subject: string; body_text: string; attachments: string | null }>()
  ).results;

const jobsOf = async (orderNumber: string, kind: string) =>
  (
    await env.DB.prepare('SELECT id, status FROM order_jobs WHERE order_number = ? AND kind = ?')
      .bind(orderNumber, kind)
      .all<{ id: string; status: string }>()
  ).results;

describe('a Basic customer adds a second person after payment', () => {
  it('pays 19,90 € on its own checkout; the second person joins the order with its own invoice, confirmation and link', async () => {
    const order = await paidBasicOrder();
    const view = await (
      await SELF.fetch(`${BASE}/api/orders/${order.orderNumber}`, { headers: { 'X-Status-Token': order.statusToken } })
    ).json<Record<string, unknown>>();
    expect(view).toMatchObject({ requiresSecondPerson: false, secondPersonOffered: true, secondPersonAddon: null });

    const { paymentUrl, addon } = await openAddon(order);
    expect(addon).toMatchObject({ status: 'awaiting_payment', priceCents: 1990 });
    // Nothing joins the order before the money is in.
    expect((await findOrder(env.DB, order.orderNumber))!.requiresSecondPerson).toBe(false);

    const page = await SELF.fetch(new URL(paymentUrl, BASE));
    const html = await page.text();
    expect(html).toContain('Antrag für eine zweite Person (nachträglich)');
    expect(html).toContain('19,90');

    const paid = await payAddonDemo(order, paymentUrl);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toContain('zweite_person=1');

    const after = (await findOrder(env.DB, order.orderNumber))!;
    expect(after.requiresSecondPerson).toBe(true);
    expect(after.partner?.partnerData.firstName).toBe('Anna');
    expect((await findAddon(env.DB, addon.id))!.status).toBe('paid');

    const invoices = await invoicesOf(order.orderNumber);
    expect(invoices.map((i) => [i.addon_id, i.gross_cents])).toEqual([
      [null, 3990],
      [addon.id, 1990],
    ]);
    expect(await env.DOCUMENTS.get(invoices[1]!.object_key!)).not.toBeNull();
    expect(await env.DOCUMENTS.get(`contracts/${order.orderNumber}/${addon.id}`)).not.toBeNull();

    const [confirmation] = await mailsOf(order.orderNumber, 'second_person_confirmation');
    expect(confirmation!.body_text).toContain('19,90');
    expect(confirmation!.body_text).toContain(invoices[1]!.number);
    expect(JSON.parse(confirmation!.attachments!)).toHaveLength(2);
    const [link] = await mailsOf(order.orderNumber, 'partner_link');
    expect(link!.body_text).toMatch(/\/zweite-person#bestellung=/);

    // The order's status view and the add-on's session prove the order like the order's own session.
    const sessionId = new URL(paymentUrl, BASE).searchParams.get('session_id')!;
    const byAddonSession = await SELF.fetch(`${BASE}/api/orders/${order.orderNumber}`, {
      headers: { 'X-Payment-Session': sessionId },
    });
    expect(await byAddonSession.json()).toMatchObject({
      requiresSecondPerson: true,
      secondPersonSubmitted: true,
      secondPersonOffered: false,
      secondPersonAddon: { status: 'paid', total: expect.stringContaining('19,90') },
    });
  });

  it('uses one gap-free invoice series for orders and add-ons', async () => {
    const first = await paidBasicOrder();
    const { paymentUrl } = await openAddon(first);
    await payAddonDemo(first, paymentUrl);
    const second = await paidBasicOrder();
    const seqs = [...(await invoicesOf(first.orderNumber)), ...(await invoicesOf(second.orderNumber))].map(
      (i) => i.seq,
    );
    expect(seqs[1]).toBe(seqs[0]! + 1);
    expect(seqs[2]).toBe(seqs[1]! + 1);
  });

  it('refuses packages that include a second person, unpaid and posted orders, a wrong proof and missing confirmations', async () => {
    const duo = await paidBasicOrder({ extras: ['duo'] });
    const included = await requestAddon(duo);
    expect(included.status).toBe(409);
    expect(await included.text()).toContain('enthält bereits einen Antrag für eine zweite Person');

    const unpaid = await createOrder();
    expect((await requestAddon(unpaid)).status).toBe(409);

    const posted = await paidBasicOrder();
    await markSubmitted(env, (await findOrder(env.DB, posted.orderNumber))!, { operatorId: 'op' }, new Date());
    const closed = await requestAddon(posted);
    expect(closed.status).toBe(409);
    expect(await closed.text()).toContain('noch nicht versendet');

    const order = await paidBasicOrder();
    expect((await requestAddon(order, { ...addonBody(order), statusToken: 'falsch' })).status).toBe(404);
    const unconfirmed = await requestAddon(order, addonBody(order, PARTNER, { agb: true, noWithdrawal: false }));
    expect(unconfirmed.status).toBe(400);
    const invalid = await requestAddon(order, addonBody(order, { ...PARTNER, postalCode: '123' }));
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('PLZ des Partners muss 5 Zeichen haben');
    expect(await addonsOf(env.DB, order.orderNumber)).toEqual([]);
  });

  it('coming back and sending the form again keeps one add-on and one checkout, with the newest data', async () => {
    const order = await paidBasicOrder();
    const first = await openAddon(order);
    const again = await requestAddon(order, addonBody(order, { ...PARTNER, firstName: 'Anne' }));
    expect(again.status).toBe(201);
    expect((await again.json<{ paymentUrl: string }>()).paymentUrl).toBe(first.paymentUrl);
    const addons = await addonsOf(env.DB, order.orderNumber);
    expect(addons).toHaveLength(1);
    expect(addons[0]!.partner?.partnerData.firstName).toBe('Anne');
  });

  it('two racing requests make one add-on and send both to the same checkout', async () => {
    const order = await paidBasicOrder();
    const [a, b] = await Promise.all([requestAddon(order), requestAddon(order)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const urls = await Promise.all([a, b].map(async (res) => (await res.json<{ paymentUrl: string }>()).paymentUrl));
    expect(urls[0]).toBe(urls[1]);
    expect(await addonsOf(env.DB, order.orderNumber)).toHaveLength(1);
  });
});

describe('the add-on payment when things go wrong', () => {
  it('a payment reported twice adds the person once: one invoice, one mail', async () => {
    const order = await paidBasicOrder();
    const { addon } = await openAddon(order);
    expect(await applyAddonPaymentOutcome(env, addon.id, 'paid', BASE)).toBe(true);
    expect(await applyAddonPaymentOutcome(env, addon.id, 'paid', BASE)).toBe(false);
    await drainJobs(env, new Date());
    expect((await invoicesOf(order.orderNumber)).filter((i) => i.addon_id)).toHaveLength(1);
    expect(await mailsOf(order.orderNumber, 'second_person_confirmation')).toHaveLength(1);
    expect(await jobsOf(order.orderNumber, 'refund')).toEqual([]);
  });

  it('an expiry after the payment changes nothing; a payment after the expiry is refunded', async () => {
    const paidFirst = await paidBasicOrder();
    const one = await openAddon(paidFirst);
    await applyAddonPaymentOutcome(env, one.addon.id, 'paid', BASE);
    expect(await applyAddonPaymentOutcome(env, one.addon.id, 'expired', BASE)).toBe(false);
    expect((await findAddon(env.DB, one.addon.id))!.status).toBe('paid');

    const expiredFirst = await paidBasicOrder();
    const two = await openAddon(expiredFirst);
    expect(await applyAddonPaymentOutcome(env, two.addon.id, 'expired', BASE)).toBe(true);
    expect(await applyAddonPaymentOutcome(env, two.addon.id, 'paid', BASE)).toBe(true);
    expect((await findAddon(env.DB, two.addon.id))!.status).toBe('refunded');
    expect((await findOrder(env.DB, expiredFirst.orderNumber))!.requiresSecondPerson).toBe(false);
    expect(await jobsOf(expiredFirst.orderNumber, 'refund')).toHaveLength(1);
  });

  it('money for an order posted or withdrawn before it arrived is refunded once, and the customer told', async () => {
    const order = await paidBasicOrder();
    const { addon } = await openAddon(order);
    await markSubmitted(env, (await findOrder(env.DB, order.orderNumber))!, { operatorId: 'op' }, new Date());
    expect(await applyAddonPaymentOutcome(env, addon.id, 'paid', BASE)).toBe(true);
    expect(await applyAddonPaymentOutcome(env, addon.id, 'paid', BASE)).toBe(false);
    await drainJobs(env, new Date());
    expect((await findAddon(env.DB, addon.id))!.status).toBe('refunded');
    expect((await findOrder(env.DB, order.orderNumber))!.partner).toBeNull();
    expect(await jobsOf(order.orderNumber, 'refund')).toEqual([
      { id: `refund:${order.orderNumber}:${addon.id}`, status: 'done' },
    ]);
    const [mail] = await mailsOf(order.orderNumber, 'second_person_refund');
    expect(mail!.body_text).toContain('Wir erstatten dir die 19,90');
    expect(await mailsOf(order.orderNumber, 'second_person_refund')).toHaveLength(1);
    // No invoice for money that goes back.
    expect((await invoicesOf(order.orderNumber)).filter((i) => i.addon_id)).toEqual([]);
  });

  it('a withdrawal of the order refunds the paid second person with it', async () => {
    const order = await paidBasicOrder();
    const { addon } = await openAddon(order);
    await applyAddonPaymentOutcome(env, addon.id, 'paid', BASE);
    const refundSpy = vi.fn(async (sessionId: string) => `re_${sessionId.slice(-6)}`);
    const { demoProvider } = await import('../../functions/services/payments/demo');
    vi.spyOn(demoProvider, 'refund').mockImplementation(refundSpy);
    expect(
      await answerWithdrawal(env, (await findOrder(env.DB, order.orderNumber))!, { operatorId: 'op' }, new Date()),
    ).toBe('cancelled');
    expect((await findAddon(env.DB, addon.id))!.status).toBe('refunded');
    const refunded = refundSpy.mock.calls.map(([sessionId]) => sessionId);
    expect(refunded).toContain(addon.paymentSessionId);
    expect(refunded).toHaveLength(2);
  });

  it("a withdrawal closes a second person's open checkout; money that arrives anyway is refunded", async () => {
    const order = await paidBasicOrder();
    const { addon } = await openAddon(order);
    const expireSpy = vi.fn(async () => {});
    const { demoProvider } = await import('../../functions/services/payments/demo');
    vi.spyOn(demoProvider, 'expireCheckout').mockImplementation(expireSpy);
    await answerWithdrawal(env, (await findOrder(env.DB, order.orderNumber))!, { operatorId: 'op' }, new Date());
    expect(expireSpy).toHaveBeenCalledWith(addon.paymentSessionId);
    expect((await findAddon(env.DB, addon.id))!.status).toBe('expired');
    expect(await applyAddonPaymentOutcome(env, addon.id, 'paid', BASE)).toBe(true);
    expect((await findAddon(env.DB, addon.id))!.status).toBe('refunded');
  });

  it('an invoice that fails halfway is finished by the next drain: exactly one add-on invoice and one mail', async () => {
    const order = await paidBasicOrder();
    const { addon } = await openAddon(order);
    const faulty = withFault(env, { r2: 'put', times: 1 });
    await applyAddonPaymentOutcome(faulty, addon.id, 'paid', BASE);
    const first = await drainJobs(faulty, new Date());
    expect(first.failed).toBe(1);
    expect(await mailsOf(order.orderNumber, 'second_person_confirmation')).toHaveLength(0);
    await drainJobs(env, new Date(Date.now() + 2 * 60_000));
    expect((await invoicesOf(order.orderNumber)).filter((i) => i.addon_id)).toHaveLength(1);
    expect(await mailsOf(order.orderNumber, 'second_person_confirmation')).toHaveLength(1);
  });

  it('a payment racing the posting either adds the person before the posting or is refunded, never both', async () => {
    const order = await paidBasicOrder();
    const { addon } = await openAddon(order);
    await Promise.all([
      applyAddonPaymentOutcome(env, addon.id, 'paid', BASE),
      markSubmitted(env, (await findOrder(env.DB, order.orderNumber))!, { operatorId: 'op' }, new Date()),
    ]);
    const final = (await findAddon(env.DB, addon.id))!;
    const joined = (await findOrder(env.DB, order.orderNumber))!.requiresSecondPerson;
    const refunds = await jobsOf(order.orderNumber, 'refund');
    expect([final.status, joined, refunds.length]).toEqual(
      final.status === 'paid' ? ['paid', true, 0] : ['refunded', false, 1],
    );
  });
});

describe('retention', () => {
  it('after 6 years the add-on keeps its amount but not the second person, and its contract confirmation is deleted', async () => {
    const order = await paidBasicOrder();
    const { paymentUrl, addon } = await openAddon(order);
    await payAddonDemo(order, paymentUrl);
    const contract = `contracts/${order.orderNumber}/${addon.id}`;
    expect(await env.DOCUMENTS.get(contract)).not.toBeNull();
    await applyRetention(env, retentionEndsAt(new Date(), 6));
    expect(await env.DOCUMENTS.get(contract)).toBeNull();
    const kept = (await findAddon(env.DB, addon.id))!;
    expect(kept).toMatchObject({ partner: null, evidence: null, priceCents: 1990, status: 'paid' });
  });

  it('forgets a second person nobody paid for after 48 hours; a payment arriving after that is refunded', async () => {
    const order = await paidBasicOrder();
    const { addon } = await openAddon(order);
    await applyRetention(env, new Date(Date.now() + 47 * 3600_000));
    expect((await findAddon(env.DB, addon.id))!.partner).not.toBeNull();
    await applyRetention(env, new Date(Date.now() + 49 * 3600_000));
    expect((await findAddon(env.DB, addon.id))!.partner).toBeNull();
    expect(await applyAddonPaymentOutcome(env, addon.id, 'paid', BASE)).toBe(true);
    expect((await findAddon(env.DB, addon.id))!.status).toBe('refunded');
    expect((await findOrder(env.DB, order.orderNumber))!.requiresSecondPerson).toBe(false);
  });
});

describe('the add-on on Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret';
  const stripeEnv = { ...env, STRIPE_SECRET_KEY: 'sk_test_dummy', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
  const stripe = new Stripe('sk_test_dummy', { httpClient: Stripe.createFetchHttpClient() });

  async function deliver(payload: string) {
    const header = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET });
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${BASE}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'Stripe-Signature': header },
        body: payload,
      }),
      stripeEnv as never,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  }

  it('creates its own checkout (add-on metadata, its own return) and routes the webhook to the add-on', async () => {
    const order = await paidBasicOrder();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        Response.json({ id: 'cs_test_addon', object: 'checkout.session', url: 'https://checkout.stripe.test/a' }),
      );
    const { stripeProvider } = await import('../../functions/services/payments/stripe');
    await stripeProvider('sk_test_dummy').createCheckout({
      orderNumber: order.orderNumber,
      email: 'kunde@example.de',
      lines: [{ kind: 'extra', id: 'duo', name: 'Antrag für eine zweite Person (nachträglich)', priceCents: 1990 }],
      origin: BASE,
      addonId: 'addon-1',
      locale: 'de',
    });
    const body = new URLSearchParams(await new Request(...fetchSpy.mock.calls[0]!).text());
    expect(body.get('metadata[addonId]')).toBe('addon-1');
    expect(body.get('success_url')).toContain('zweite_person=1');
    expect(body.get('line_items[0][price_data][unit_amount]')).toBe('1990');
    vi.restoreAllMocks();

    const { addon } = await openAddon(order);
    const sessionId = `cs_test_${crypto.randomUUID()}`;
    await env.DB.prepare("UPDATE order_addons SET payment_provider = 'stripe', payment_session_id = ?2 WHERE id = ?1")
      .bind(addon.id, sessionId)
      .run();
    const event = (amount: number, id = `evt_${crypto.randomUUID()}`) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            client_reference_id: order.orderNumber,
            metadata: { orderNumber: order.orderNumber, addonId: addon.id },
            payment_status: 'paid',
            amount_total: amount,
          },
        },
      });
    // A wrong amount is never taken over our own price.
    expect(await (await deliver(event(3990))).json()).toMatchObject({ ignored: 'amount mismatch' });
    expect((await findAddon(env.DB, addon.id))!.status).toBe('awaiting_payment');
    const paid = event(1990);
    expect((await deliver(paid)).status).toBe(200);
    expect(await (await deliver(paid)).json()).toMatchObject({ duplicate: true });
    expect((await findAddon(env.DB, addon.id))!.status).toBe('paid');
    // The order's own payment is untouched: still one order invoice.
    expect((await invoicesOf(order.orderNumber)).map((i) => i.addon_id)).toEqual([null, addon.id]);
  });
});

it('names the price on the order button (§ 312j BGB)', () => {
  expect(SECOND_PERSON_ORDER_BUTTON).toMatch(/^Zahlungspflichtig bestellen – 19,90\s€$/);
});
