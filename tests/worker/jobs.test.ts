import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { sendDueReminders } from '../../functions/jobs/reminders';
import { applyRetention, RETENTION } from '../../functions/jobs/retention';
import { runScheduled } from '../../functions/jobs/scheduled';
import { dueJobs, enqueueJob } from '../../functions/db/jobs';
import { findOrder } from '../../functions/db/orders';
import { answerWithdrawal, markSubmitted } from '../../functions/services/back-office/order-actions';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { retentionEndsAt } from '../../src/domain/retention';
import { withFault } from './faults';
import { BASE, createOrder, upload } from './fixtures';

const DAY = 24 * 3600_000;
const count = (kind: string, orderNumber: string) =>
  env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE kind = ? AND subject LIKE ?')
    .bind(kind, `%${orderNumber}%`)
    .first<number>('n');

async function postedOrder(plan = 'basic') {
  const order = await createOrder({ plan });
  await applyPaymentOutcome(env, order.orderNumber, 'paid', BASE);
  await markSubmitted(env, (await findOrder(env.DB, order.orderNumber))!, { operatorId: 'test-operator' }, new Date());
  return order;
}

describe('scheduled mails (fixed clock)', () => {
  it('sends the 3-week mail once, not before 21 days after posting', async () => {
    const order = await postedOrder();
    await sendDueReminders(env, new Date(Date.now() + 20 * DAY));
    expect(await count('three_weeks', order.orderNumber)).toBe(0);
    await sendDueReminders(env, new Date(Date.now() + 22 * DAY));
    await sendDueReminders(env, new Date(Date.now() + 23 * DAY));
    expect(await count('three_weeks', order.orderNumber)).toBe(1);
  });

  it('sends the 12-month reminder to Pro customers only, once', async () => {
    const pro = await postedOrder('pro');
    const basic = await postedOrder('basic');
    await sendDueReminders(env, new Date(Date.now() + 364 * DAY));
    expect(await count('yearly_reminder', pro.orderNumber)).toBe(0);
    await sendDueReminders(env, new Date(Date.now() + 366 * DAY));
    await sendDueReminders(env, new Date(Date.now() + 367 * DAY));
    expect(await count('yearly_reminder', pro.orderNumber)).toBe(1);
    expect(await count('yearly_reminder', basic.orderNumber)).toBe(0);
  });
});

describe('retention (fixed clock)', () => {
  it('anonymises order data 6 years and deletes invoices 8 years after the end of their calendar year', async () => {
    const order = await postedOrder();
    const invoice = (await env.DB.prepare('SELECT number, object_key FROM invoices WHERE order_number = ?')
      .bind(order.orderNumber)
      .first<{ number: string; object_key: string }>())!;
    const contract = `contracts/${order.orderNumber}`;
    expect(await env.DOCUMENTS.get(contract)).not.toBeNull();
    const orderDataEnds = retentionEndsAt(new Date(), 6).getTime();
    const invoiceEnds = retentionEndsAt(new Date(), RETENTION.invoiceYears).getTime();
    expect(RETENTION.invoiceYears).toBe(8);
    await applyRetention(env, new Date(orderDataEnds - 1000));
    expect((await findOrder(env.DB, order.orderNumber))!.email).toBe('lukasz@example.de');
    await applyRetention(env, new Date(orderDataEnds));
    // The contract confirmation PDF (name, address) goes with the personal data.
    expect(await env.DOCUMENTS.get(contract)).toBeNull();
    const anonymised = (await findOrder(env.DB, order.orderNumber))!;
    expect(anonymised.email).toBe('anonymisiert');
    expect(anonymised.anonymised).toBe(true);
    expect(JSON.stringify(anonymised.personalData)).not.toContain('Öztürk');
    expect(await env.DOCUMENTS.get(invoice.object_key)).not.toBeNull();
    await applyRetention(env, new Date(invoiceEnds - 1000));
    expect(await env.DOCUMENTS.get(invoice.object_key)).not.toBeNull();
    await applyRetention(env, new Date(invoiceEnds));
    expect(await env.DOCUMENTS.get(invoice.object_key)).toBeNull();
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM invoices WHERE number = ?')
        .bind(invoice.number)
        .first<number>('n'),
    ).toBe(0);
  });
});

describe('scheduled run', () => {
  it('runs every step though an earlier one fails, logs only the step, and reports the run as failed', async () => {
    const order = await postedOrder();
    await upload('front'); // never attached: due for deletion after 24 hours, the first step's R2 delete
    const later = new Date(Date.now() + 22 * DAY);
    const old = new Date(Date.now() - 2 * DAY).toISOString();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO idempotency_keys (key, request_hash, created_at) VALUES ('scheduled-test', 'h', ?1)",
      ).bind(old),
      env.DB.prepare("INSERT INTO rate_limits (bucket, key, window_start, count) VALUES ('scheduled-test', 'k', 0, 1)"),
    ]);
    const failing = {
      ...withFault(env, { r2: 'delete' }),
      MAIL_API_URL: 'https://mail.example/send',
      MAIL_API_KEY: 'k',
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(runScheduled('*/15 * * * *', later, failing)).rejects.toThrow('deleteDueDocuments');
    // Retention, reminders, rate limits and the outbox all ran after the failed document deletion.
    const left = (sql: string) => env.DB.prepare(sql).first<number>('n');
    expect(await left("SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = 'scheduled-test'")).toBe(0);
    expect(await left("SELECT COUNT(*) AS n FROM rate_limits WHERE bucket = 'scheduled-test'")).toBe(0);
    expect(await count('three_weeks', order.orderNumber)).toBe(1);
    const mail = await env.DB.prepare("SELECT status FROM outbox WHERE kind = 'three_weeks' AND subject LIKE ?1")
      .bind(`%${order.orderNumber}%`)
      .first<string>('status');
    expect(mail).toBe('sent');
    // The log names the step and the error's class, nothing of the error's text or the data.
    expect(logged.mock.calls).toEqual([['scheduled_step_failed', 'deleteDueDocuments', 'Error']]);
  });
});

describe('withdrawal handling', () => {
  it('before posting: cancels, deletes the documents and promises the refund', async () => {
    const order = await createOrder();
    await applyPaymentOutcome(env, order.orderNumber, 'paid', BASE);
    expect(
      await answerWithdrawal(env, (await findOrder(env.DB, order.orderNumber))!, { operatorId: 'op' }, new Date()),
    ).toBe('cancelled');
    expect((await findOrder(env.DB, order.orderNumber))!.status).toBe('withdrawn');
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM uploads WHERE order_number = ? AND deleted_at IS NULL')
      .bind(order.orderNumber)
      .first<number>('n');
    expect(left).toBe(0);
    const mail = await env.DB.prepare(
      "SELECT body_text FROM outbox WHERE kind = 'withdrawal_answer' AND subject LIKE ?",
    )
      .bind(`%${order.orderNumber}%`)
      .first<string>('body_text');
    expect(mail).toContain('storniert');
    const refund = await env.DB.prepare(
      "SELECT detail FROM order_timeline WHERE order_number = ? AND event = 'refunded'",
    )
      .bind(order.orderNumber)
      .first<string>('detail');
    expect(refund).toMatch(/^demo_refund_/);
  });

  it('after posting: the right has lapsed and the mail says so', async () => {
    const order = await postedOrder();
    expect(
      await answerWithdrawal(env, (await findOrder(env.DB, order.orderNumber))!, { operatorId: 'op' }, new Date()),
    ).toBe('lapsed');
    expect((await findOrder(env.DB, order.orderNumber))!.status).toBe('submitted');
    const mail = await env.DB.prepare(
      "SELECT body_text FROM outbox WHERE kind = 'withdrawal_answer' AND subject LIKE ?",
    )
      .bind(`%${order.orderNumber}%`)
      .first<string>('body_text');
    expect(mail).toContain('erloschen');
  });
});

describe('the order of due jobs', () => {
  it('small jobs first, then letters by their deadline, Pro first within a day', async () => {
    const at = '2020-01-01T00:00:00.000Z';
    const make = async (plan: 'basic' | 'plus' | 'pro', deadline: string) => {
      const { orderNumber } = await createOrder({ plan });
      await env.DB.prepare('UPDATE orders SET dispatch_deadline = ?2 WHERE order_number = ?1')
        .bind(orderNumber, deadline)
        .run();
      return orderNumber;
    };
    // Queued in this order, oldest first: what oldest-first would run.
    const basicThursday = await make('basic', '2020-01-02');
    const proThursday = await make('pro', '2020-01-02');
    const plusWednesday = await make('plus', '2020-01-01');
    const statements = [basicThursday, proThursday, plusWednesday].map((orderNumber, i) =>
      enqueueJob(env.DB, { kind: 'dispatch_letter', orderNumber, round: `order-${i}` }, at),
    );
    statements.push(enqueueJob(env.DB, { kind: 'delete_documents', orderNumber: basicThursday, round: 'order' }, at));
    await env.DB.batch(statements);
    const mine = new Set([basicThursday, proThursday, plusWednesday]);
    const due = (await dueJobs(env.DB, '2020-01-01T00:00:01.000Z', 1000)).filter((j) => mine.has(j.orderNumber));
    expect(due.map((j) => [j.kind, j.orderNumber])).toEqual([
      ['delete_documents', basicThursday],
      ['dispatch_letter', plusWednesday],
      ['dispatch_letter', proThursday],
      ['dispatch_letter', basicThursday],
    ]);
  });
});
