// What leaves the Worker by webhook or mail cannot be misused.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../functions/index';
import type { Env } from '../../functions/env';
import { enqueueMail } from '../../functions/db/outbox';
import { drainOutbox, webhookSignature } from '../../functions/services/mails/sender';
import { runOrderEffects } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { BASE, createOrder } from './fixtures';
import { postJson } from './helpers';

afterEach(() => vi.restoreAllMocks());

const testEnv = env as unknown as Env;
const webhookMails = (orderNumber: string) =>
  env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'order_webhook' AND order_number = ?1")
    .bind(orderNumber)
    .first<number>('n');

async function health(overrides: Partial<Env>): Promise<unknown> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${BASE}/api/health`), { ...testEnv, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return res.json();
}

describe('order webhook', () => {
  it('is signed over timestamp and body with the secret', async () => {
    const hookEnv = {
      ...testEnv,
      ORDER_WEBHOOK_URL: 'https://hooks.example.de/orders',
      ORDER_WEBHOOK_SECRET: 'whsec-orders',
    };
    const { orderNumber } = await createOrder();
    await applyPaymentOutcome(hookEnv, orderNumber, 'paid', BASE);
    await runOrderEffects(hookEnv, orderNumber);
    expect(await webhookMails(orderNumber)).toBe(1);
    const sent: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      sent.push(new Request(input, init));
      return new Response('ok');
    });
    await drainOutbox(hookEnv, new Date());
    const request = sent.find((r) => r.url === 'https://hooks.example.de/orders')!;
    const body = await request.text();
    const timestamp = request.headers.get('X-Webhook-Timestamp')!;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(request.headers.get('X-Signature-SHA256')).toBe(await webhookSignature('whsec-orders', timestamp, body));
    expect(JSON.parse(body).meta.orderNumber).toBe(orderNumber);
  });

  it.each([
    [
      { ORDER_WEBHOOK_URL: 'http://hooks.example.de/orders', ORDER_WEBHOOK_SECRET: 's' },
      'ORDER_WEBHOOK_URL (not https)',
    ],
    [{ ORDER_WEBHOOK_URL: 'https://hooks.example.de/orders' }, 'ORDER_WEBHOOK_SECRET (missing)'],
  ])('sends nothing without an https URL and a secret, and /api/health says why (%o)', async (settings, problem) => {
    const hookEnv = { ...testEnv, ...settings };
    const { orderNumber } = await createOrder();
    await applyPaymentOutcome(hookEnv, orderNumber, 'paid', BASE);
    await runOrderEffects(hookEnv, orderNumber);
    expect(await webhookMails(orderNumber)).toBe(0);
    expect(await health(settings)).toEqual({ ok: true, dispatch: 'manual', invalid: [problem] });
  });
});

describe('mail headers', () => {
  it('refuses a line break in any value that goes into a subject', async () => {
    const res = await postJson(
      '/api/contact',
      {
        name: 'Erika',
        email: 'e@example.de',
        subject: 'Frage\r\nBcc: spam@example.com',
        message: 'Eine Frage zum Antrag.',
      },
      `c-${crypto.randomUUID()}`,
    );
    expect(res.status).toBe(400);
    const { error } = await res.json<{ error: { fields: { path: string; message: string }[] } }>();
    expect(error.fields).toEqual([{ path: 'subject', message: 'Der Betreff darf keinen Zeilenumbruch enthalten.' }]);
    const mail = { kind: 'x', to: 'a@example.de', subject: 'Hallo\nBcc: b@example.de', text: 't' };
    expect(() => enqueueMail(env.DB, crypto.randomUUID(), mail, new Date().toISOString())).toThrow(/line break/);
  });
});

describe('withdrawal mails', () => {
  const mailsTo = (address: string, kind: string) =>
    env.DB.prepare('SELECT subject, body_text FROM outbox WHERE to_address = ?1 AND kind = ?2')
      .bind(address, kind)
      .all<{ subject: string; body_text: string }>();

  it('confirm receipt only to the address stored on the order, without what another address typed', async () => {
    const order = await createOrder();
    const typed = `someone-else-${crypto.randomUUID()}@example.com`;
    const res = await postJson(
      '/api/withdrawals',
      { name: 'Łukasz Öztürk', email: typed, orderNumber: order.orderNumber, statement: 'Ich widerrufe.' },
      `w-${crypto.randomUUID()}`,
    );
    expect(res.status).toBe(201);
    expect((await mailsTo(typed, 'withdrawal_confirmation')).results).toEqual([]);
    const confirmation = await env.DB.prepare(
      "SELECT to_address, body_text FROM outbox WHERE kind = 'withdrawal_confirmation' AND order_number = ?1",
    )
      .bind(order.orderNumber)
      .first<{ to_address: string; body_text: string }>();
    expect(confirmation).toMatchObject({
      to_address: 'lukasz@example.de',
      body_text: expect.stringContaining(order.orderNumber),
    });
    expect(confirmation!.body_text).not.toMatch(/Ich widerrufe\.|someone-else/);
  });

  it('send only a neutral receipt when the order number is unknown', async () => {
    const typed = `victim-${crypto.randomUUID()}@example.com`;
    const res = await postJson(
      '/api/withdrawals',
      {
        name: 'Gewinnspiel',
        email: typed,
        orderNumber: 'PK-1700000000000-ABCDEF',
        statement: 'Klick hier: https://spam.example',
      },
      `w-${crypto.randomUUID()}`,
    );
    expect(res.status).toBe(201);
    const { results } = await mailsTo(typed, 'withdrawal_receipt');
    expect(results).toHaveLength(1);
    expect(results[0]!.body_text).not.toMatch(/spam\.example|Gewinnspiel|PK-1700000000000/);
    expect((await mailsTo(typed, 'withdrawal_confirmation')).results).toEqual([]);
  });
});

describe('stored attachments', () => {
  it('a mail whose stored attachments are unreadable is not sent without them, and says why', async () => {
    const mailEnv = { ...env, MAIL_API_URL: 'https://mail.example/emails', MAIL_API_KEY: 'k' } as unknown as Env;
    const sent = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ id: 'm' }));
    const id = `broken-attachments-${crypto.randomUUID()}`;
    const at = new Date().toISOString();
    await env.DB.prepare(
      `INSERT INTO outbox (id, kind, to_address, subject, body_text, next_attempt_at, created_at, attachments)
       VALUES (?1, 'order_confirmation', 'kunde@example.de', ?1, 'Text', ?2, ?2, '[{"filename":"re.pdf"}]')`,
    )
      .bind(id, at)
      .run();
    await drainOutbox(mailEnv, new Date());
    const row = await env.DB.prepare('SELECT status, attempts, last_error FROM outbox WHERE id = ?1')
      .bind(id)
      .first<{ status: string; attempts: number; last_error: string }>();
    expect(row).toEqual({ status: 'pending', attempts: 1, last_error: 'invalid attachments' });
    const bodies = await Promise.all(sent.mock.calls.map(([, init]) => String(init?.body ?? '')));
    expect(bodies.some((body) => body.includes(id))).toBe(false);
  });
});
