// The order lifecycle under failure: the transition table, every (state, event) pair, faults
// injected into each step of the work after payment, posting and withdrawal, and races.
import { Refusal } from '../../functions/lib/refusal';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../functions/index';
import type { Env } from '../../functions/env';
import { jobsOfOrder } from '../../functions/db/jobs';
import { findOrder, transitionOrder } from '../../functions/db/orders';
import { listQueue } from '../../functions/db/order-queue';
import { enqueueMail } from '../../functions/db/outbox';
import { paymentEventSeen, recordPaymentEvent } from '../../functions/db/payment-events';
import { answerWithdrawal, markSubmitted } from '../../functions/services/back-office/order-actions';
import { drainJobs } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome, type PaymentOutcome } from '../../functions/services/payments/outcomes';
import { ORDER_STATUSES, TRANSITIONS, canTransition, type OrderStatus } from '../../src/domain/order-lifecycle';
import { withFault, type Fault } from './faults';
import { BASE, createOrder, orderBody, postOrder } from './fixtures';

afterEach(() => vi.restoreAllMocks());

const OPERATOR = { operatorId: 'test-operator' };
const MINUTE = 60_000;
const testEnv = env as unknown as Env;

async function count(sql: string, ...binds: unknown[]): Promise<number> {
  return (
    (await env.DB.prepare(sql)
      .bind(...binds)
      .first<number>('n')) ?? 0
  );
}
const mails = (kind: string, orderNumber: string) =>
  count('SELECT COUNT(*) AS n FROM outbox WHERE kind = ?1 AND order_number = ?2', kind, orderNumber);
const events = (event: string, orderNumber: string) =>
  count('SELECT COUNT(*) AS n FROM order_timeline WHERE event = ?1 AND order_number = ?2', event, orderNumber);
const invoices = (orderNumber: string) =>
  count('SELECT COUNT(*) AS n FROM invoices WHERE order_number = ?1', orderNumber);
const status = async (orderNumber: string) => (await findOrder(env.DB, orderNumber))!.status;

/** An order put straight into `state` (with a payment date where money came in). */
async function orderIn(state: OrderStatus): Promise<string> {
  const { orderNumber } = await createOrder();
  const paid = ['paid', 'submitted', 'closed'].includes(state);
  await env.DB.prepare('UPDATE orders SET status = ?2, paid_at = ?3 WHERE order_number = ?1')
    .bind(orderNumber, state, paid ? new Date().toISOString() : null)
    .run();
  return orderNumber;
}

/** Runs the order's jobs as the cron would, `minutes` from now (past any backoff). */
const drainLater = (orderNumber: string, minutes = 2) =>
  drainJobs(testEnv, new Date(Date.now() + minutes * MINUTE), undefined, orderNumber);

describe('transition table', () => {
  it('allows exactly the pairs of the domain table, and nothing happens from a state the order is not in', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const orderNumber = await orderIn(from);
        const at = new Date().toISOString();
        if (canTransition(from, to)) {
          expect(await transitionOrder(env.DB, orderNumber, [from], to, at), `${from} → ${to}`).toBe(true);
          expect(await status(orderNumber)).toBe(to);
        } else {
          expect(() => transitionOrder(env.DB, orderNumber, [from], to, at), `${from} → ${to}`).toThrow(/not allowed/);
          expect(await status(orderNumber)).toBe(from);
        }
      }
    }
    // Terminal states have no way out.
    expect(TRANSITIONS.superseded).toEqual([]);
    expect(TRANSITIONS.withdrawn).toEqual([]);
    // A closed order is closed: the Korrekturoption's correction ends before it (AGB § 3).
    expect(TRANSITIONS.closed).toEqual([]);
  }, 90_000); // an order per pair of states (over a hundred)

  it('writes a transition’s effects only when the transition happens', async () => {
    const orderNumber = await orderIn('paid');
    const mail = { kind: 'probe', orderNumber, to: 'x@example.de', subject: 'Probe', text: 'x' };
    const effects = [enqueueMail(env.DB, crypto.randomUUID(), mail, new Date().toISOString())];
    expect(
      await transitionOrder(env.DB, orderNumber, ['awaiting_payment'], 'expired', new Date().toISOString(), {
        effects,
      }),
    ).toBe(false);
    expect(await status(orderNumber)).toBe('paid');
    expect(await mails('probe', orderNumber)).toBe(0);
  });
});

type Event = PaymentOutcome | 'post' | 'withdraw';
const EVENTS: Event[] = ['paid', 'processing', 'failed', 'expired', 'post', 'withdraw'];

/** The state after each event, per state (the same state: the event changes nothing). */
const EXPECTED: Record<OrderStatus, Partial<Record<Event, OrderStatus>>> = {
  awaiting_payment: {
    paid: 'paid',
    processing: 'payment_processing',
    failed: 'payment_failed',
    expired: 'expired',
    withdraw: 'withdrawn',
  },
  payment_processing: { paid: 'paid', failed: 'payment_failed', withdraw: 'withdrawn' },
  paid: { post: 'submitted', withdraw: 'withdrawn' },
  // At the printer: posted only with its letter (dispatch tests), withdrawn by nobody's button.
  printed: {},
  payment_failed: {},
  expired: {},
  superseded: {},
  submitted: {},
  closed: {},
  withdrawn: {},
  correction_requested: { post: 'submitted' },
  // The second person's own letter needs their documents: this order has none (second-person-letter tests).
  second_person_due: {},
};

async function apply(event: Event, orderNumber: string): Promise<void> {
  if (event === 'post' || event === 'withdraw') {
    const order = (await findOrder(env.DB, orderNumber))!;
    // A refusal the operator sees (409) changes nothing, as the table expects.
    const refused = (error: unknown) => {
      if (!(error instanceof Refusal) || error.kind !== 'conflict') throw error;
    };
    if (event === 'post') await markSubmitted(testEnv, order, OPERATOR, new Date()).catch(refused);
    else await answerWithdrawal(testEnv, order, OPERATOR, new Date()).catch(refused);
  } else await applyPaymentOutcome(testEnv, orderNumber, event, BASE);
}

describe('every (state, event) pair', () => {
  it('moves each state only where the table allows; money for a closed order is refunded', async () => {
    for (const state of ORDER_STATUSES) {
      for (const event of EVENTS) {
        const orderNumber = await orderIn(state);
        await apply(event, orderNumber);
        expect(await status(orderNumber), `${state} + ${event}`).toBe(EXPECTED[state][event] ?? state);
        const refundQueued = (await jobsOfOrder(env.DB, orderNumber)).some((job) => job.kind === 'refund');
        const late = event === 'paid' && ['superseded', 'withdrawn', 'expired', 'payment_failed'].includes(state);
        const withdrawnPaid = event === 'withdraw' && state === 'paid';
        expect(refundQueued, `${state} + ${event}: refund`).toBe(late || withdrawnPaid);
        expect(await events('late_payment', orderNumber), `${state} + ${event}: late payment`).toBe(late ? 1 : 0);
      }
    }
  }, 90_000); // an order per pair of states (over a hundred)
});

/** A paid order whose after-paid job has not run yet. */
async function paidOrder(): Promise<string> {
  const { orderNumber } = await createOrder();
  expect(await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE)).toBe(true);
  return orderNumber;
}

async function expectAfterPaidDoneOnce(orderNumber: string, webhook: boolean): Promise<void> {
  expect(await status(orderNumber)).toBe('paid');
  expect(await invoices(orderNumber)).toBe(1);
  expect(await events('invoice_issued', orderNumber)).toBe(1);
  expect(await mails('order_confirmation', orderNumber)).toBe(1);
  expect(await mails('order_webhook', orderNumber)).toBe(webhook ? 1 : 0);
  const key = await env.DB.prepare('SELECT object_key FROM invoices WHERE order_number = ?1')
    .bind(orderNumber)
    .first<string>('object_key');
  expect(key).toBeTruthy();
  expect(await env.DOCUMENTS.get(key!)).not.toBeNull();
  // The letter's own job (dispatch_letter) runs on its own time; the work after payment is done once.
  const afterPaid = (await jobsOfOrder(env.DB, orderNumber)).filter((job) => job.kind === 'after_paid');
  expect(afterPaid.map((job) => [job.kind, job.status])).toEqual([['after_paid', 'done']]);
}

describe('after payment: every step may fail once and is finished exactly once', () => {
  const webhookEnv = { ...testEnv, ORDER_WEBHOOK_URL: 'https://hooks.example.de/orders', ORDER_WEBHOOK_SECRET: 's' };
  const cases: [string, Fault | 'render'][] = [
    ['the invoice PDF', 'render'],
    ['the R2 write of the invoice', { r2: 'put' }],
    ['the outbox insert of the confirmation', { batchWith: /INSERT INTO outbox/ }],
    ['the order webhook insert', { batchWith: /INSERT INTO outbox/, minMatches: 2 }],
  ];
  it.each(cases)('%s', async (_step, fault) => {
    const orderNumber = await paidOrder();
    const failing = fault === 'render' ? webhookEnv : withFault(webhookEnv, fault);
    const renderInvoice = async () => {
      throw new Error('injected render failure');
    };
    const first = await drainJobs(failing, new Date(), fault === 'render' ? { renderInvoice } : undefined, orderNumber);
    expect(first).toEqual({ done: 0, failed: 1, deferred: 0 });
    expect(await mails('order_confirmation', orderNumber)).toBe(0);
    const [job] = await jobsOfOrder(env.DB, orderNumber);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError).toMatch(/injected/);

    // Not yet due again: nothing runs before the backoff has passed.
    expect(await drainJobs(webhookEnv, new Date(), undefined, orderNumber)).toEqual({
      done: 0,
      failed: 0,
      deferred: 0,
    });
    expect(await drainJobs(webhookEnv, new Date(Date.now() + 2 * MINUTE), undefined, orderNumber)).toEqual({
      done: 1,
      failed: 0,
      deferred: 0,
    });
    // A further drain (the cron) changes nothing.
    expect(await drainJobs(webhookEnv, new Date(Date.now() + 60 * MINUTE), undefined, orderNumber)).toEqual({
      done: 0,
      failed: 0,
      deferred: 0,
    });
    await expectAfterPaidDoneOnce(orderNumber, true);
  });

  it('a payment event whose effects fail is not recorded as processed, so the redelivery pays the order', async () => {
    const { orderNumber } = await createOrder();
    const eventId = `evt_${crypto.randomUUID()}`;
    const record = (db: D1Database) =>
      recordPaymentEvent(db, {
        id: eventId,
        type: 'checkout.session.completed',
        orderNumber,
        receivedAt: new Date().toISOString(),
      });
    const failing = withFault(testEnv, { batchWith: /UPDATE orders SET status/ });
    await expect(
      applyPaymentOutcome(failing, orderNumber, 'paid', BASE, { record: record(failing.DB) }),
    ).rejects.toThrow(/injected/);
    expect(await paymentEventSeen(env.DB, eventId)).toBe(false);
    expect(await status(orderNumber)).toBe('awaiting_payment');
    expect(await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE, { record: record(env.DB) })).toBe(true);
    expect(await paymentEventSeen(env.DB, eventId)).toBe(true);
    await drainLater(orderNumber);
    await expectAfterPaidDoneOnce(orderNumber, false);
  });
});

describe('posting and withdrawal survive a failed deletion', () => {
  const liveDocuments = (orderNumber: string) =>
    count('SELECT COUNT(*) AS n FROM uploads WHERE order_number = ?1 AND deleted_at IS NULL', orderNumber);

  it('posting: the order is submitted at once and its ID copies are deleted by the retry', async () => {
    const orderNumber = await paidOrder();
    const failing = withFault(testEnv, { r2: 'delete' });
    expect(await markSubmitted(failing, (await findOrder(env.DB, orderNumber))!, OPERATOR, new Date())).toBe(0);
    expect(await status(orderNumber)).toBe('submitted');
    expect(await liveDocuments(orderNumber)).toBe(3);
    await drainLater(orderNumber);
    expect(await liveDocuments(orderNumber)).toBe(0);
    expect(await events('documents_deleted', orderNumber)).toBe(1);
    expect(await mails('application_posted', orderNumber)).toBe(1);
    // Posting again is refused and changes nothing.
    expect(await markSubmitted(testEnv, (await findOrder(env.DB, orderNumber))!, OPERATOR, new Date())).toBeNull();
    expect(await mails('application_posted', orderNumber)).toBe(1);
  });

  it('withdrawal: cancelled and refunded once; the deletion is retried; a second answer is not "lapsed"', async () => {
    const orderNumber = await paidOrder();
    const failing = withFault(testEnv, { r2: 'delete' });
    expect(await answerWithdrawal(failing, (await findOrder(env.DB, orderNumber))!, OPERATOR, new Date())).toBe(
      'cancelled',
    );
    expect(await status(orderNumber)).toBe('withdrawn');
    expect(await events('refunded', orderNumber)).toBe(1);
    expect(await liveDocuments(orderNumber)).toBe(3);
    expect(await answerWithdrawal(testEnv, (await findOrder(env.DB, orderNumber))!, OPERATOR, new Date())).toBe(
      'cancelled',
    );
    await drainLater(orderNumber);
    expect(await liveDocuments(orderNumber)).toBe(0);
    expect(await events('refunded', orderNumber)).toBe(1);
    expect(await mails('withdrawal_answer', orderNumber)).toBe(1);
  });

  it('withdrawal while a SEPA payment is processing: cancelled, and the money is refunded when it arrives', async () => {
    const { orderNumber } = await createOrder();
    await applyPaymentOutcome(testEnv, orderNumber, 'processing', BASE);
    expect(await answerWithdrawal(testEnv, (await findOrder(env.DB, orderNumber))!, OPERATOR, new Date())).toBe(
      'cancelled',
    );
    expect((await jobsOfOrder(env.DB, orderNumber)).map((job) => job.kind)).not.toContain('refund');
    expect(await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE)).toBe(false);
    expect(await status(orderNumber)).toBe('withdrawn');
    await drainLater(orderNumber);
    expect(await events('late_payment', orderNumber)).toBe(1);
    expect(await events('refunded', orderNumber)).toBe(1);
    expect(await mails('late_payment_to_support', orderNumber)).toBe(1);
  });

  it('a refund that fails on every attempt is marked for support', async () => {
    const orderNumber = await orderIn('paid');
    // A Stripe order without a configured key cannot be refunded: every attempt fails.
    await env.DB.prepare("UPDATE orders SET payment_provider = 'stripe' WHERE order_number = ?1")
      .bind(orderNumber)
      .run();
    await answerWithdrawal(testEnv, (await findOrder(env.DB, orderNumber))!, OPERATOR, new Date());
    for (let minutes = 2; minutes < 5 * 24 * 60; minutes *= 2) await drainLater(orderNumber, minutes);
    const refund = (await jobsOfOrder(env.DB, orderNumber)).find((job) => job.kind === 'refund')!;
    expect(refund.status).toBe('failed');
    expect(await events('refund_failed', orderNumber)).toBe(1);
    expect(await mails('refund_failed_to_support', orderNumber)).toBe(1);
  });
});

describe('races', () => {
  it('a payment that lands while the same uploads are re-submitted keeps the order paid; the new request gets 409', async () => {
    const body = await orderBody();
    const first = await (await postOrder(body)).json<{ orderNumber: string }>();
    // The re-submission goes through Stripe; while its checkout is being created, the first order is paid.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new Request(input).url;
      if (!url.includes('/v1/checkout/sessions')) throw new Error(`unexpected fetch ${url}`);
      await applyPaymentOutcome(testEnv, first.orderNumber, 'paid', BASE);
      return Response.json({
        id: `cs_test_${crypto.randomUUID()}`,
        object: 'checkout.session',
        url: 'https://checkout.stripe.test/x',
      });
    });
    const ctx = createExecutionContext();
    const request = new Request(`${BASE}/api/orders`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
        'CF-Connecting-IP': '198.51.100.9',
      },
      body: JSON.stringify(body),
    });
    const res = await worker.fetch(request, { ...testEnv, STRIPE_SECRET_KEY: 'sk_test_dummy' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(409);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe('uploads_in_use');
    expect(await status(first.orderNumber)).toBe('paid');
    expect(await events('superseded', first.orderNumber)).toBe(0);
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM uploads WHERE id = ?1 AND order_number = ?2',
        body.uploads.front.id,
        first.orderNumber,
      ),
    ).toBe(1);
  });

  it('an upload taken by another order while the checkout is created is not attached twice; the request gets 409', async () => {
    const body = await orderBody();
    const sessionId = `cs_test_${crypto.randomUUID()}`;
    const taker = await createOrder();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new Request(input).url;
      if (!url.includes('/v1/checkout/sessions')) throw new Error(`unexpected fetch ${url}`);
      // Another request (another key) attaches the same front side meanwhile.
      await env.DB.prepare('UPDATE uploads SET order_number = ?2 WHERE id = ?1')
        .bind(body.uploads.front.id, taker.orderNumber)
        .run();
      return Response.json({ id: sessionId, object: 'checkout.session', url: 'https://checkout.stripe.test/x' });
    });
    const key = crypto.randomUUID();
    const ctx = createExecutionContext();
    const request = new Request(`${BASE}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'CF-Connecting-IP': '198.51.100.10' },
      body: JSON.stringify(body),
    });
    const res = await worker.fetch(request, { ...testEnv, STRIPE_SECRET_KEY: 'sk_test_dummy' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(409);
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE payment_session_id = ?1', sessionId)).toBe(0);
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM uploads WHERE id = ?1 AND order_number = ?2',
        body.uploads.front.id,
        taker.orderNumber,
      ),
    ).toBe(1);
    expect(
      await count('SELECT COUNT(*) AS n FROM uploads WHERE id = ?1 AND order_number IS NULL', body.uploads.back.id),
    ).toBe(1);
    // Nothing half-done: the key is free again.
    expect(await count('SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = ?1', key)).toBe(0);
  });

  it('two requests with one key at once create one checkout: the second waits for the first and gets its order', async () => {
    const body = JSON.stringify(await orderBody());
    const key = crypto.randomUUID();
    let checkouts = 0;
    let releaseCheckout!: () => void;
    let checkoutStarted!: () => void;
    const checkoutMayAnswer = new Promise<void>((resolve) => (releaseCheckout = resolve));
    const firstAtCheckout = new Promise<void>((resolve) => (checkoutStarted = resolve));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new Request(input).url;
      if (!url.includes('/v1/checkout/sessions')) throw new Error(`unexpected fetch ${url}`);
      checkouts++;
      checkoutStarted();
      await checkoutMayAnswer;
      return Response.json({ id: `cs_test_${crypto.randomUUID()}`, object: 'checkout.session', url: 'https://x' });
    });
    const send = async () => {
      const ctx = createExecutionContext();
      const request = new Request(`${BASE}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'CF-Connecting-IP': '198.51.100.11' },
        body,
      });
      const res = await worker.fetch(request, { ...testEnv, STRIPE_SECRET_KEY: 'sk_test_dummy' }, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    const first = send();
    await firstAtCheckout;
    // The second arrives while the first waits for its checkout: the claim turns it away before the provider.
    const second = await send();
    expect(second.status).toBe(409);
    expect((await second.json<{ error: { code: string } }>()).error.code).toBe('in_progress');
    releaseCheckout();
    const created = await first;
    expect(created.status).toBe(201);
    const retried = await send();
    expect(await retried.json()).toEqual(await created.json());
    expect(checkouts).toBe(1);
  });

  it('a payment for an order that was superseded first is refunded, not kept', async () => {
    const body = await orderBody();
    const first = await (await postOrder(body)).json<{ orderNumber: string }>();
    const second = await postOrder(body);
    expect(second.status).toBe(201);
    expect(await status(first.orderNumber)).toBe('superseded');
    expect(await events('checkout_expired', first.orderNumber)).toBe(1);
    expect(await applyPaymentOutcome(testEnv, first.orderNumber, 'paid', BASE)).toBe(false);
    await drainLater(first.orderNumber);
    expect(await status(first.orderNumber)).toBe('superseded');
    expect(await events('refunded', first.orderNumber)).toBe(1);
    // A redelivered payment event queues no second refund.
    expect(await applyPaymentOutcome(testEnv, first.orderNumber, 'paid', BASE)).toBe(false);
    expect(await events('late_payment', first.orderNumber)).toBe(1);
    // The back office marks it for a person to look at.
    const flagged = await listQueue(env.DB, ORDER_STATUSES, first.orderNumber.toLowerCase(), true);
    expect(flagged.map((entry) => [entry.order.orderNumber, entry.needsAttention])).toEqual([
      [first.orderNumber, true],
    ]);
  });

  it('two withdrawals answered at once refund once', async () => {
    const orderNumber = await paidOrder();
    const order = (await findOrder(env.DB, orderNumber))!;
    const outcomes = await Promise.all([
      answerWithdrawal(testEnv, order, OPERATOR, new Date()),
      answerWithdrawal(testEnv, order, OPERATOR, new Date()),
    ]);
    expect(outcomes).toEqual(['cancelled', 'cancelled']);
    await drainLater(orderNumber);
    expect(await events('refunded', orderNumber)).toBe(1);
    expect(await events('withdrawn', orderNumber)).toBe(1);
    expect(await mails('withdrawal_answer', orderNumber)).toBe(1);
  });

  it('two payment events at once pay once and issue one invoice', async () => {
    const { orderNumber } = await createOrder();
    const results = await Promise.all([
      applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE),
      applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    await Promise.all([drainLater(orderNumber), drainLater(orderNumber)]);
    await expectAfterPaidDoneOnce(orderNumber, false);
  });
});

describe('idempotency claims', () => {
  it('a claim that never finished answers 409 while fresh and is taken over once stale', async () => {
    const body = await orderBody();
    const key = crypto.randomUUID();
    await env.DB.prepare('INSERT INTO idempotency_keys (key, request_hash, created_at) VALUES (?1, ?2, ?3)')
      .bind(key, 'stale-attempt', new Date().toISOString())
      .run();
    expect((await postOrder(body, key)).status).toBe(409);
    await env.DB.prepare('UPDATE idempotency_keys SET created_at = ?2 WHERE key = ?1')
      .bind(key, new Date(Date.now() - 5 * MINUTE).toISOString())
      .run();
    const res = await postOrder(body, key);
    expect(res.status).toBe(201);
    // The replay of the finished request answers the same order.
    const again = await postOrder(body, key);
    expect(await again.json()).toEqual(await res.json());
  });
});
