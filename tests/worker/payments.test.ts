import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../functions/index';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { deleteDueDocuments } from '../../functions/jobs/retention';
import { drainOutbox } from '../../functions/services/mails/sender';
import { runOrderEffects } from '../../functions/services/orders/jobs';
import { enqueueMail } from '../../functions/db/outbox';
import { listQueue } from '../../functions/db/order-queue';
import { ORDER_STATUSES } from '../../src/domain/order-lifecycle';
import { putEncrypted } from '../../functions/services/documents/store';
import { stripeProvider } from '../../functions/services/payments/stripe';
import { BASE, createOrder, orderBody, payDemo, pdfBytes } from './fixtures';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripeEnv = { ...env, STRIPE_SECRET_KEY: 'sk_test_dummy', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const stripe = new Stripe('sk_test_dummy', { httpClient: Stripe.createFetchHttpClient() });

afterEach(() => vi.restoreAllMocks());

/** Calls the Worker with a changed environment (Stripe configured, or production). */
async function call(request: Request, overrides: Record<string, unknown>): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, ...overrides } as never, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function status(orderNumber: string): Promise<string> {
  return (await env.DB.prepare('SELECT status FROM orders WHERE order_number = ?')
    .bind(orderNumber)
    .first<string>('status'))!;
}

/** An order as the Stripe provider would have created it (the API itself is not called in tests). */
async function stripeOrder(totalCents = 3990): Promise<{ orderNumber: string; sessionId: string }> {
  const order = await createOrder();
  const sessionId = `cs_test_${crypto.randomUUID()}`;
  await env.DB.prepare(
    "UPDATE orders SET payment_provider = 'stripe', payment_session_id = ?2, total_cents = ?3 WHERE order_number = ?1",
  )
    .bind(order.orderNumber, sessionId, totalCents)
    .run();
  return { orderNumber: order.orderNumber, sessionId };
}

function event(
  type: string,
  orderNumber: string,
  sessionId: string,
  session: Record<string, unknown> = {},
  id = `evt_${crypto.randomUUID()}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: orderNumber,
        metadata: { orderNumber },
        payment_status: 'paid',
        amount_total: 3990,
        ...session,
      },
    },
  });
}

async function deliver(
  payload: string,
  { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const header = await stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
  return call(
    new Request(`${BASE}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'Stripe-Signature': header },
      body: payload,
    }),
    stripeEnv,
  );
}

describe('Stripe checkout', () => {
  it('offers exactly the payment methods our AGB and FAQ name (card, PayPal, SEPA direct debit)', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        Response.json({ id: 'cs_test_methods', object: 'checkout.session', url: 'https://checkout.stripe.test/x' }),
      );
    await stripeProvider('sk_test_dummy').createCheckout({
      orderNumber: 'PB-2026-000001',
      email: 'kunde@example.de',
      lines: [{ kind: 'plan', id: 'basic', name: 'Basic', priceCents: 3990 }],
      origin: BASE,
      locale: 'de',
    });
    const body = new URLSearchParams(await new Request(...fetchSpy.mock.calls[0]!).text());
    expect(
      [...body.entries()]
        .filter(([key]) => key.startsWith('allowed_payment_method_types'))
        .map(([, value]) => value)
        .sort(),
    ).toEqual(['card', 'paypal', 'sepa_debit']);
  });

  it('shows an English customer Stripe’s English page and brings them back to the English pages', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        Response.json({ id: 'cs_test_en', object: 'checkout.session', url: 'https://checkout.stripe.test/y' }),
      );
    await stripeProvider('sk_test_dummy').createCheckout({
      orderNumber: 'PB-2026-000002',
      email: 'customer@example.com',
      lines: [{ kind: 'plan', id: 'plus', name: 'Plus', priceCents: 4990 }],
      origin: BASE,
      locale: 'en',
    });
    const body = new URLSearchParams(await new Request(...fetchSpy.mock.calls[0]!).text());
    expect(body.get('locale')).toBe('en');
    expect(body.get('success_url')).toBe(
      `${BASE}/en/extended-wizard?session_id={CHECKOUT_SESSION_ID}&order_number=PB-2026-000002`,
    );
    expect(body.get('cancel_url')).toBe(`${BASE}/en/app?schritt=3`);
  });
});

describe('Stripe webhook', () => {
  it('marks an order paid on a verified checkout.session.completed, issues the invoice and queues the confirmation', async () => {
    const { orderNumber, sessionId } = await stripeOrder();
    const res = await deliver(event('checkout.session.completed', orderNumber, sessionId));
    expect(res.status).toBe(200);
    expect(await status(orderNumber)).toBe('paid');
    const invoice = await env.DB.prepare(
      'SELECT number, gross_cents, net_cents, vat_cents, object_key FROM invoices WHERE order_number = ?',
    )
      .bind(orderNumber)
      .first<Record<string, unknown>>();
    expect(invoice).toMatchObject({ gross_cents: 3990, net_cents: 3353, vat_cents: 637 });
    expect(invoice!.number).toMatch(/^RE-\d{4}-\d{6}$/);
    expect(await env.DOCUMENTS.get(invoice!.object_key as string)).not.toBeNull();
    const mail = await env.DB.prepare(
      "SELECT to_address, subject, attachments FROM outbox WHERE kind = 'order_confirmation' AND subject LIKE ?",
    )
      .bind(`%${orderNumber}%`)
      .first<Record<string, string>>();
    expect(mail!.to_address).toBe('lukasz@example.de');
    expect(JSON.parse(mail!.attachments!)[0].filename).toBe(`Rechnung-${invoice!.number}.pdf`);
    // The status link carries the order's token in the fragment, and that token opens the order.
    const body = (await env.DB.prepare(
      "SELECT body_text FROM outbox WHERE kind = 'order_confirmation' AND subject LIKE ?",
    )
      .bind(`%${orderNumber}%`)
      .first<string>('body_text'))!;
    const token = body.match(/\/status#bestellung=[^&\s]+&token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const headers = { 'X-Status-Token': token! };
    expect((await SELF.fetch(`${BASE}/api/orders/${orderNumber}`, { headers })).status).toBe(200);
    const deadline = await env.DB.prepare('SELECT dispatch_deadline FROM orders WHERE order_number = ?')
      .bind(orderNumber)
      .first<string>('dispatch_deadline');
    expect(deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a forged signature and a stale one', async () => {
    const { orderNumber, sessionId } = await stripeOrder();
    expect(
      (await deliver(event('checkout.session.completed', orderNumber, sessionId), { secret: 'whsec_wrong' })).status,
    ).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect(
      (await deliver(event('checkout.session.completed', orderNumber, sessionId), { timestamp: stale })).status,
    ).toBe(400);
    expect(await status(orderNumber)).toBe('awaiting_payment');
  });

  it('processes each event once: a redelivery issues no second invoice or mail', async () => {
    const { orderNumber, sessionId } = await stripeOrder();
    const payload = event('checkout.session.completed', orderNumber, sessionId);
    await deliver(payload);
    const again = await deliver(payload);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM invoices WHERE order_number = ?')
        .bind(orderNumber)
        .first<number>('n'),
    ).toBe(1);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'order_confirmation' AND subject LIKE ?")
        .bind(`%${orderNumber}%`)
        .first<number>('n'),
    ).toBe(1);
  });

  it('handles asynchronous methods and out-of-order delivery without going backwards', async () => {
    const { orderNumber, sessionId } = await stripeOrder();
    await deliver(event('checkout.session.async_payment_succeeded', orderNumber, sessionId));
    await deliver(event('checkout.session.completed', orderNumber, sessionId, { payment_status: 'unpaid' }));
    await deliver(event('checkout.session.expired', orderNumber, sessionId));
    expect(await status(orderNumber)).toBe('paid');

    const sepa = await stripeOrder();
    await deliver(event('checkout.session.completed', sepa.orderNumber, sepa.sessionId, { payment_status: 'unpaid' }));
    expect(await status(sepa.orderNumber)).toBe('payment_processing');
    await deliver(event('checkout.session.async_payment_failed', sepa.orderNumber, sepa.sessionId));
    expect(await status(sepa.orderNumber)).toBe('payment_failed');
  });

  it('an expired checkout’s uploads are deleted by the next retention run', async () => {
    const { orderNumber, sessionId } = await stripeOrder();
    await deliver(event('checkout.session.expired', orderNumber, sessionId));
    expect(await status(orderNumber)).toBe('expired');
    expect(await deleteDueDocuments(env, new Date())).toBeGreaterThanOrEqual(3);
    const live = await env.DB.prepare('SELECT COUNT(*) AS n FROM uploads WHERE order_number = ? AND deleted_at IS NULL')
      .bind(orderNumber)
      .first<number>('n');
    expect(live).toBe(0);
  });

  it('never trusts a session of another order', async () => {
    const { orderNumber } = await stripeOrder(3990);
    const other = await stripeOrder();
    await deliver(event('checkout.session.completed', orderNumber, other.sessionId));
    expect(await status(orderNumber)).toBe('awaiting_payment');
  });

  it("refunds a payment whose amount is not the order's, once, keeps the order unpaid and lists it for checking", async () => {
    const { orderNumber, sessionId } = await stripeOrder(3990);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new Request(input, init).url;
      if (url.includes(`/v1/checkout/sessions/${sessionId}`))
        return Response.json({ id: sessionId, object: 'checkout.session', payment_intent: 'pi_test_mismatch' });
      if (url.endsWith('/v1/refunds')) return Response.json({ id: 're_test_mismatch', object: 'refund' });
      throw new Error(`unexpected fetch ${url}`);
    });
    const refundCalls = () =>
      fetchSpy.mock.calls.map((args) => new Request(...args)).filter((request) => request.url.endsWith('/v1/refunds'));

    const payload = event('checkout.session.completed', orderNumber, sessionId, { amount_total: 100 });
    expect((await deliver(payload)).status).toBe(200);
    const refunds = refundCalls();
    expect(refunds).toHaveLength(1);
    expect(new URLSearchParams(await refunds[0]!.text()).get('payment_intent')).toBe('pi_test_mismatch');
    expect(await status(orderNumber)).toBe('awaiting_payment');

    // The same event again, and another event of the same session: no second refund.
    await deliver(payload);
    await deliver(event('checkout.session.async_payment_succeeded', orderNumber, sessionId, { amount_total: 100 }));
    expect(refundCalls()).toHaveLength(1);
    expect(await status(orderNumber)).toBe('awaiting_payment');

    const count = (sql: string) => env.DB.prepare(sql).bind(orderNumber).first<number>('n');
    expect(await count('SELECT COUNT(*) AS n FROM invoices WHERE order_number = ?')).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM order_jobs WHERE order_number = ? AND kind = 'refund'")).toBe(1);
    const events = await env.DB.prepare('SELECT event FROM order_timeline WHERE order_number = ? ORDER BY id')
      .bind(orderNumber)
      .all<{ event: string }>();
    expect(events.results.map((e) => e.event)).toEqual(['created', 'payment_amount_mismatch', 'refunded']);
    expect(
      await count("SELECT COUNT(*) AS n FROM outbox WHERE order_number = ? AND kind = 'amount_mismatch_to_support'"),
    ).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM outbox WHERE order_number = ? AND kind = 'order_confirmation'")).toBe(
      0,
    );

    // "Zahlung prüfen" in the back office lists it.
    const attention = await listQueue(env.DB, ORDER_STATUSES, orderNumber.toLowerCase(), true);
    expect(attention.map((entry) => [entry.order.orderNumber, entry.needsAttention])).toEqual([[orderNumber, true]]);
  });
});

describe('demo payment provider', () => {
  it('speaks English to an English customer and brings them back to the English pages', async () => {
    const order = await createOrder({ plan: 'plus', customerLanguage: 'en' });
    const html = await (await SELF.fetch(`${BASE}${order.paymentUrl}`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Test payment</h1>');
    expect(html).toContain('€49.90 (incl. VAT)');
    expect(html).not.toMatch(/Testzahlung|Bezahlen|Gesamtbetrag/);
    const location = new URL((await payDemo(order)).headers.get('Location')!);
    expect(location.pathname).toBe('/en/extended-wizard');
  });

  it('shows a German test page, then pays through the same transition as the webhook and redirects like Stripe', async () => {
    const order = await createOrder({ plan: 'pro' });
    const page = await SELF.fetch(`${BASE}${order.paymentUrl}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Testzahlung');
    expect(html).toContain('Es wird kein Geld bewegt');
    expect(html).toContain('79,90');
    const res = await payDemo(order);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('Location')!);
    expect(location.pathname).toBe('/extended-wizard');
    expect(location.searchParams.get('order_number')).toBe(order.orderNumber);
    expect(await status(order.orderNumber)).toBe('paid');
    const timeline = await env.DB.prepare('SELECT event FROM order_timeline WHERE order_number = ? ORDER BY id')
      .bind(order.orderNumber)
      .all<{ event: string }>();
    expect(timeline.results.map((t) => t.event)).toEqual(['created', 'paid', 'dispatch_deadline', 'invoice_issued']);
  });

  it('is refused in production, and orders cannot be paid without a real provider there', async () => {
    const order = await createOrder();
    const page = await call(new Request(`${BASE}${order.paymentUrl}`), { ENVIRONMENT: 'production' });
    expect(page.status).toBe(404);
    // A valid order (uploads, data, confirmations) that only the missing payment provider stops.
    const body = JSON.stringify(await orderBody());
    const headers = {
      'Idempotency-Key': crypto.randomUUID(),
      'Content-Type': 'application/json',
      'CF-Connecting-IP': '198.51.100.7',
    };
    const create = await call(new Request(`${BASE}/api/orders`, { method: 'POST', headers, body }), {
      ENVIRONMENT: 'production',
      IP_HASH_SALT: 'x',
    });
    expect(create.status).toBe(503);
    expect(((await create.json()) as { error: { code: string } }).error.code).toBe('payments_unavailable');
  });
});

describe('invoices', () => {
  it('numbers invoices without gaps when many orders are paid at once', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => createOrder()));
    await Promise.all(orders.map((o) => applyPaymentOutcome(env, o.orderNumber, 'paid', BASE)));
    // The invoices are issued by each order's after-paid job; run them all at once as well.
    await Promise.all(orders.map((o) => runOrderEffects(env, o.orderNumber)));
    const { results } = await env.DB.prepare('SELECT year, seq FROM invoices ORDER BY year, seq').all<{
      year: number;
      seq: number;
    }>();
    const seqs = results.map((r) => r.seq);
    expect(seqs.length).toBeGreaterThanOrEqual(orders.length);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });
});

describe('mail outbox', () => {
  it('retries a failed send with backoff and sends on the next attempt', async () => {
    await env.DB.prepare('DELETE FROM outbox').run();
    // Queued directly (not through a request) so no background drain races with this test.
    const key = 'invoices/test-attachment';
    await putEncrypted(env, key, await pdfBytes());
    await enqueueMail(
      env.DB,
      crypto.randomUUID(),
      {
        kind: 'order_confirmation',
        to: 'lukasz@example.de',
        subject: 'Test',
        text: 'Hallo',
        attachments: [{ key, filename: 'Rechnung.pdf', mime: 'application/pdf' }],
      },
      new Date(Date.now() - 1000).toISOString(),
    ).run();
    const mailEnv = { ...env, MAIL_API_URL: 'https://mail.example/send', MAIL_API_KEY: 'k' };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('down', { status: 503 }));
    const now = new Date();
    expect(await drainOutbox(mailEnv, now)).toBe(0);
    const failed = await env.DB.prepare(
      "SELECT attempts, status, next_attempt_at, last_error FROM outbox WHERE kind = 'order_confirmation'",
    ).first<Record<string, string | number>>();
    expect(failed).toMatchObject({ attempts: 1, status: 'pending', last_error: 'mail API answered 503' });
    expect(new Date(failed!.next_attempt_at as string).getTime()).toBeGreaterThan(now.getTime());

    fetchSpy.mockResolvedValue(new Response('{}', { status: 200 }));
    expect(await drainOutbox(mailEnv, new Date(now.getTime() + 2 * 60_000))).toBe(1);
    const sent = await env.DB.prepare("SELECT attempts, status FROM outbox WHERE kind = 'order_confirmation'").first();
    expect(sent).toEqual({ attempts: 2, status: 'sent' });
    const request = fetchSpy.mock.calls.at(-1)!;
    const body = JSON.parse(String((request[1] as RequestInit).body));
    expect(body.to).toEqual(['lukasz@example.de']);
    expect(body.attachments[0].content.length).toBeGreaterThan(100);
    expect(atob(body.attachments[0].content).startsWith('%PDF-')).toBe(true);
  });

  it('keeps mails pending when no mail API is configured', async () => {
    await env.DB.prepare('DELETE FROM outbox').run();
    await enqueueMail(
      env.DB,
      crypto.randomUUID(),
      { kind: 'order_confirmation', to: 'a@b.de', subject: 'Test', text: 'Hallo' },
      new Date(Date.now() - 1000).toISOString(),
    ).run();
    expect(await drainOutbox(env)).toBe(0);
    expect(
      await env.DB.prepare("SELECT status FROM outbox WHERE kind = 'order_confirmation'").first<string>('status'),
    ).toBe('pending');
  });
});
