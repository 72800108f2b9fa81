// `npm run bench:lifecycle`: 200 orders paid at once, each payment event delivered twice and out of
// order (processing after paid, paid twice), with 10 % of the after-payment work failing on its
// first attempt (R2 write of the invoice, or the outbox batch). Then one cron drain. Counts what was
// lost or doubled and prints the figures for bench/RESULTS.md; fails if anything was.
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import type { Env } from '../functions/env';
import { insertOrder } from '../functions/db/orders';
import { drainJobs, runOrderEffects } from '../functions/services/orders/jobs';
import { applyPaymentOutcome, type PaymentOutcome } from '../functions/services/payments/outcomes';
import { withFault } from '../tests/worker/faults';
import { PERSON } from '../tests/worker/fixtures';

const ORDERS = 200;
const FAILURE_RATE = 0.1;
const base = env as unknown as Env;

function newOrder(i: number) {
  const orderNumber = `PK-${Date.now()}-B${String(i).padStart(5, '0')}`;
  return insertOrder(env.DB, {
    orderNumber,
    status: 'awaiting_payment',
    statusTokenHash: 'x',
    plan: 'basic',
    extras: [],
    totalCents: 3990,
    currency: 'EUR',
    language: 'de',
    customerLanguage: 'de',
    email: PERSON.email,
    personalData: { ...PERSON, birthName: undefined, phone: undefined },
    requiresSecondPerson: false,
    evidence: {
      ip: '198.51.100.1',
      userAgent: 'bench',
      time: new Date().toISOString(),
      confirmations: { version: 'x', texts: {}, accepted: {} },
      cookiePreferences: null,
    },
    paymentProvider: 'demo',
    paymentSessionId: `demo_bench_${i}_${crypto.randomUUID()}`,
    paymentUrl: null,
    createdAt: new Date().toISOString(),
  });
}

/** Each order's events: paid twice, and a "processing" that arrives after the payment. */
const DELIVERIES: PaymentOutcome[] = ['paid', 'processing', 'paid'];

it(`${ORDERS} orders, duplicated and out-of-order events, ${FAILURE_RATE * 100} % failing after-payment work`, async () => {
  const statements = Array.from({ length: ORDERS }, (_, i) => newOrder(i));
  await env.DB.batch(statements);
  const numbers = (
    await env.DB.prepare("SELECT order_number FROM orders WHERE order_number LIKE 'PK-%-B%'").all<{
      order_number: string;
    }>()
  ).results.map((r) => r.order_number);
  expect(numbers).toHaveLength(ORDERS);

  const started = performance.now();
  let injected = 0;
  await Promise.all(
    numbers.map(async (orderNumber, i) => {
      // Every tenth order's first attempt at the after-payment work fails, alternating the step.
      const failing = i % Math.round(1 / FAILURE_RATE) === 0;
      const runEnv = failing
        ? withFault(base, i % 20 === 0 ? { r2: 'put' } : { batchWith: /INSERT INTO outbox/ })
        : base;
      if (failing) injected++;
      for (const outcome of DELIVERIES) {
        await applyPaymentOutcome(base, orderNumber, outcome, 'https://punktebrief.test');
        await runOrderEffects(runEnv, orderNumber);
      }
    }),
  );
  const firstPass = performance.now() - started;

  const pendingBefore = (await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM order_jobs WHERE status = 'pending'",
  ).first<number>('n'))!;
  const cronStarted = performance.now();
  await drainJobs(base, new Date(Date.now() + 2 * 60_000));
  const cron = performance.now() - cronStarted;

  const q = async (sql: string) => (await env.DB.prepare(sql).first<number>('n')) ?? 0;
  const ours = "order_number LIKE 'PK-%-B%'";
  const figures = {
    orders: ORDERS,
    paymentEvents: ORDERS * DELIVERIES.length,
    injectedFailures: injected,
    jobsPendingAfterFirstPass: pendingBefore,
    paid: await q(`SELECT COUNT(*) AS n FROM orders WHERE status = 'paid' AND ${ours}`),
    invoices: await q(`SELECT COUNT(*) AS n FROM invoices WHERE ${ours}`),
    invoicesWithPdf: await q(`SELECT COUNT(*) AS n FROM invoices WHERE object_key IS NOT NULL AND ${ours}`),
    confirmationMails: await q(`SELECT COUNT(*) AS n FROM outbox WHERE kind = 'order_confirmation' AND ${ours}`),
    paidWithoutInvoice: await q(
      `SELECT COUNT(*) AS n FROM orders o WHERE o.status = 'paid' AND o.${ours}
       AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_number = o.order_number AND i.object_key IS NOT NULL)`,
    ),
    duplicateInvoices: await q(
      `SELECT COUNT(*) AS n FROM (SELECT order_number FROM invoices WHERE ${ours} GROUP BY order_number HAVING COUNT(*) > 1)`,
    ),
    firstPassMs: Math.round(firstPass),
    cronDrainMs: Math.round(cron),
  };
  console.log(`lifecycle-bench ${JSON.stringify(figures)}`);

  expect(figures.paid).toBe(ORDERS);
  expect(figures.invoices).toBe(ORDERS);
  expect(figures.invoicesWithPdf).toBe(ORDERS);
  expect(figures.confirmationMails).toBe(ORDERS);
  expect(figures.paidWithoutInvoice).toBe(0);
  expect(figures.duplicateInvoices).toBe(0);
  expect(figures.jobsPendingAfterFirstPass).toBe(injected);
}, 300_000);
