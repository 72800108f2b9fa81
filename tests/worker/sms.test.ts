// SMS status updates are a Pro benefit with an opt-in: sent at paid, posted and a letter problem, beside
// the mail and never in its way, retried like it, and ended by a STOP reply or on the status page.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/env';
import { findOrder } from '../../functions/db/orders';
import { applyRetention } from '../../functions/jobs/retention';
import { listMails } from '../../functions/db/outbox';
import { drainOutbox } from '../../functions/services/mails/sender';
import { BACKOFF_MINUTES } from '../../functions/lib/retry';
import { markSubmitted } from '../../functions/services/back-office/order-actions';
import { drainJobs } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import worker from '../../functions/index';
import { BASE, orderBody, postOrder } from './fixtures';

const manualEnv = env as unknown as Env;
const MOBILE = '0171 1234567';
const E164 = '+491711234567';

afterEach(() => vi.restoreAllMocks());

async function order(plan: 'basic' | 'plus' | 'pro', sms?: unknown) {
  const res = await postOrder(await orderBody({ plan, ...(sms === undefined ? {} : { sms }) }));
  return res;
}

async function paidOrder(plan: 'basic' | 'plus' | 'pro', sms?: unknown) {
  const res = await order(plan, sms);
  expect(res.status, await res.clone().text()).toBe(201);
  const created = await res.json<{ orderNumber: string; statusToken: string }>();
  await applyPaymentOutcome(manualEnv, created.orderNumber, 'paid', BASE, { now: new Date() });
  await drainJobs(manualEnv, new Date());
  return created;
}

const outboxOf = async (orderNumber: string) =>
  (
    await env.DB.prepare(
      'SELECT id, kind, channel, to_address, body_text, status, attempts FROM outbox WHERE order_number = ? ORDER BY created_at',
    )
      .bind(orderNumber)
      .all<{
        id: string;
        kind: string;
        channel: string;
        to_address: string;
        body_text: string;
        status: string;
        attempts: number;
      }>()
  ).results;

const smsOf = async (orderNumber: string) => (await outboxOf(orderNumber)).filter((row) => row.channel === 'sms');

async function post(orderNumber: string) {
  await markSubmitted(manualEnv, (await findOrder(env.DB, orderNumber))!, { operatorId: 'op' }, new Date());
}

describe('opting in', () => {
  it('a Pro order with the opt-in gets an SMS when paid and when posted, beside the mails', async () => {
    const created = await paidOrder('pro', { optIn: true, mobile: MOBILE });
    let sms = await smsOf(created.orderNumber);
    expect(sms.map((s) => s.kind)).toEqual(['sms_paid']);
    expect(sms[0]!.to_address).toBe(E164);
    expect(sms[0]!.body_text).toContain(created.orderNumber);
    expect(sms[0]!.body_text).toContain('Hallo Łukasz');
    expect(sms[0]!.body_text).toContain('STOP');
    expect(sms[0]!.body_text.length).toBeLessThanOrEqual(160);
    // Nothing personal beyond the first name: no last name, no address, no e-mail.
    expect(sms[0]!.body_text).not.toMatch(/example\.de|Straße|Köln/);
    expect((await outboxOf(created.orderNumber)).some((m) => m.kind === 'order_confirmation')).toBe(true);

    await post(created.orderNumber);
    await post(created.orderNumber);
    sms = await smsOf(created.orderNumber);
    expect(sms.map((s) => s.kind)).toEqual(['sms_paid', 'sms_posted']);
  });

  it('no SMS without the opt-in, and none for Plus or Basic even when one is sent', async () => {
    const withoutOptIn = await paidOrder('pro');
    const plus = await paidOrder('plus', { optIn: true, mobile: MOBILE });
    const basic = await paidOrder('basic', { optIn: true, mobile: MOBILE });
    for (const { orderNumber } of [withoutOptIn, plus, basic]) {
      await post(orderNumber);
      expect(await smsOf(orderNumber)).toEqual([]);
    }
    const stored = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM sms_subscriptions WHERE order_number IN (?1, ?2, ?3)',
    )
      .bind(withoutOptIn.orderNumber, plus.orderNumber, basic.orderNumber)
      .first<number>('n');
    expect(stored).toBe(0);
  });

  it('refuses a number that is not a mobile number, in German, at the field', async () => {
    for (const mobile of ['0221 1234567', '12345', '0171 1234567 999 999 999 999']) {
      const res = await order('pro', { optIn: true, mobile });
      expect(res.status).toBe(400);
      const body = await res.json<{ error: { fields: { path: string; message: string }[] } }>();
      expect(body.error.fields).toContainEqual({
        path: 'sms.mobile',
        message: 'Bitte gib eine gültige Handynummer an, z. B. 0171 1234567.',
      });
    }
  });
});

describe('sending', () => {
  const sendingEnv = {
    ...env,
    SMS_PROVIDER: 'seven',
    SMS_API_KEY: 'sms-key',
    MAIL_API_URL: 'https://mail.example/emails',
    MAIL_API_KEY: 'mail-key',
  } as unknown as Env;

  /** A fake provider that answers 500 `failures` times for the SMS of `orderNumber`, and a mail API. */
  function fakeApis(orderNumber: string, failures: number) {
    const smsCalls: Request[] = [];
    let failed = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url === 'https://gateway.seven.io/api/sms') {
        smsCalls.push(request.clone());
        const ours = (await request.text()).includes(orderNumber);
        if (ours && failed++ < failures) return new Response('Internal Server Error', { status: 500 });
        return Response.json({ success: '100', messages: [{ success: true }] });
      }
      if (request.url === 'https://mail.example/emails') return Response.json({ id: 'm1' });
      return new Response('unexpected', { status: 599 });
    });
    return smsCalls;
  }

  it('a provider 500 is retried later and never holds the mail back; the last failure shows in the back office', async () => {
    const created = await paidOrder('pro', { optIn: true, mobile: MOBILE });
    const calls = fakeApis(created.orderNumber, BACKOFF_MINUTES.length + 1);
    let now = new Date();
    await drainOutbox(sendingEnv, now);
    const rows = await outboxOf(created.orderNumber);
    expect(rows.find((r) => r.kind === 'order_confirmation')!.status).toBe('sent');
    expect(rows.find((r) => r.kind === 'sms_paid')).toMatchObject({ status: 'pending', attempts: 1 });
    const bodies = await Promise.all(
      calls.map(async (c) => ({ key: c.headers.get('X-Api-Key'), body: await c.json() })),
    );
    const call = bodies.find((c) => JSON.stringify(c.body).includes(created.orderNumber));
    expect(call!.key).toBe('sms-key');
    expect(call!.body).toEqual({
      to: E164,
      text: expect.stringContaining(created.orderNumber),
      from: 'PunkteBrief',
    });

    for (const minutes of BACKOFF_MINUTES) {
      now = new Date(now.getTime() + (minutes + 1) * 60_000);
      await drainOutbox(sendingEnv, now);
    }
    expect((await smsOf(created.orderNumber))[0]).toMatchObject({ status: 'failed' });
    const failed = await listMails(env.DB, 'failed');
    expect(failed.find((m) => m.orderNumber === created.orderNumber)).toMatchObject({
      channel: 'sms',
      kind: 'sms_paid',
    });
  });

  it('is sent once the provider answers again', async () => {
    const created = await paidOrder('pro', { optIn: true, mobile: MOBILE });
    fakeApis(created.orderNumber, 1);
    const now = new Date();
    await drainOutbox(sendingEnv, now);
    await drainOutbox(sendingEnv, new Date(now.getTime() + 2 * 60_000));
    expect((await smsOf(created.orderNumber))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('stays in the outbox without a provider', async () => {
    const created = await paidOrder('pro', { optIn: true, mobile: MOBILE });
    await drainOutbox(manualEnv, new Date());
    expect((await smsOf(created.orderNumber))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('opting out', () => {
  const SECRET = 'sms-webhook-secret';
  const hookEnv = { ...env, SMS_WEBHOOK_SECRET: SECRET } as unknown as Env;
  const URL_ = `${BASE}/api/sms/inbound`;

  async function signedReply(body: string, secret = SECRET, at = new Date()) {
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const nonce = crypto.randomUUID().replace(/-/g, '');
    const md5 = [...new Uint8Array(await crypto.subtle.digest('MD5', new TextEncoder().encode(body)))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const mac = await crypto.subtle.sign(
      'HMAC',
      key,
      new TextEncoder().encode([timestamp, nonce, 'POST', URL_, md5].join('\n')),
    );
    const signature = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
    return new Request(URL_, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Timestamp': timestamp,
        'X-Nonce': nonce,
        'X-Signature': signature,
      },
      body,
    });
  }

  async function inbound(request: Request) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(request, hookEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  const reply = (text: string, sender = '491711234567') =>
    JSON.stringify({
      webhook_event: 'sms_mo',
      webhook_timestamp: '2026-11-26 10:00:00',
      data: { id: '1', message_type: 'SMS', sender, system: '49', text, time: '1' },
    });

  it('a STOP reply ends the updates: no SMS at posting, the mail still goes', async () => {
    const created = await paidOrder('pro', { optIn: true, mobile: MOBILE });
    const res = await inbound(await signedReply(reply(' Stop ')));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'opted_out' });
    await post(created.orderNumber);
    expect((await smsOf(created.orderNumber)).map((s) => s.kind)).toEqual(['sms_paid']);
    expect((await outboxOf(created.orderNumber)).some((m) => m.kind === 'application_posted')).toBe(true);
  });

  it('refuses a reply that is not signed by the provider, or an old one, and reads nothing else as STOP', async () => {
    const created = await paidOrder('pro', { optIn: true, mobile: MOBILE });
    expect((await inbound(await signedReply(reply('STOP'), 'wrong-secret'))).status).toBe(401);
    expect((await inbound(await signedReply(reply('STOP'), SECRET, new Date(Date.now() - 10 * 60_000)))).status).toBe(
      401,
    );
    const unsigned = new Request(URL_, { method: 'POST', body: reply('STOP') });
    expect((await inbound(unsigned)).status).toBe(401);
    expect(await (await inbound(await signedReply(reply('Danke, stoppt bitte nicht')))).json()).toMatchObject({
      outcome: 'ignored',
    });
    await post(created.orderNumber);
    expect((await smsOf(created.orderNumber)).map((s) => s.kind)).toEqual(['sms_paid', 'sms_posted']);
  });

  it('takes each signed reply once: the same request again is refused, and of two at once one is applied', async () => {
    await env.DB.prepare('INSERT INTO sms_webhook_nonces (nonce, expires_at) VALUES (?1, ?2)')
      .bind('long-gone', 1)
      .run();
    await paidOrder('pro', { optIn: true, mobile: MOBILE });
    const request = await signedReply(reply('STOP'));
    expect((await inbound(request.clone())).status).toBe(200);
    const replay = await inbound(request.clone());
    expect(replay.status).toBe(401);
    // The same answer as a wrong signature: nothing tells a replay apart.
    const forged = await inbound(await signedReply(reply('STOP'), 'wrong-secret'));
    expect(await replay.json()).toEqual(await forged.json());
    // Nonces are kept for their window only: the expired one went with the first claim.
    const gone = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM sms_webhook_nonces WHERE nonce = 'long-gone'",
    ).first<number>('n');
    expect(gone).toBe(0);

    const other = await paidOrder('pro', { optIn: true, mobile: '0171 7654321' });
    const twice = await signedReply(reply('STOP', '491717654321'));
    const answers = await Promise.all([inbound(twice.clone()), inbound(twice.clone())]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
    expect(await answers.find((res) => res.status === 200)!.json()).toEqual({ received: true, outcome: 'opted_out' });
    const optOuts = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM sms_subscriptions WHERE order_number = ?1 AND opted_out_via = 'stop_reply'",
    )
      .bind(other.orderNumber)
      .first<number>('n');
    expect(optOuts).toBe(1);
  });

  it('the status page shows the number masked and ends the updates with the status link as proof', async () => {
    const created = await paidOrder('pro', { optIn: true, mobile: MOBILE });
    const view = async () =>
      (
        await SELF.fetch(`${BASE}/api/orders/${created.orderNumber}`, {
          headers: { 'X-Status-Token': created.statusToken },
        })
      ).json<{ sms: { number: string; active: boolean } | null }>();
    expect((await view()).sms).toEqual({ number: '+49 171 ••• 67', active: true });
    const optOut = (statusToken: string) =>
      SELF.fetch(`${BASE}/api/orders/${created.orderNumber}/sms-opt-out`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ statusToken }),
      });
    expect((await optOut('falsch')).status).toBe(404);
    expect((await optOut(created.statusToken)).status).toBe(200);
    expect((await view()).sms).toEqual({ number: '+49 171 ••• 67', active: false });
    await post(created.orderNumber);
    expect((await smsOf(created.orderNumber)).map((s) => s.kind)).toEqual(['sms_paid']);
  });

  it('the number goes with the order’s anonymisation', async () => {
    const created = await paidOrder('pro', { optIn: true, mobile: MOBILE });
    await env.DB.prepare("UPDATE orders SET created_at = '2019-06-01T10:00:00.000Z' WHERE order_number = ?1")
      .bind(created.orderNumber)
      .run();
    await applyRetention(env, new Date());
    expect((await findOrder(env.DB, created.orderNumber))!.anonymised).toBe(true);
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM sms_subscriptions WHERE order_number = ?1')
      .bind(created.orderNumber)
      .first<number>('n');
    expect(left).toBe(0);
  });
});
