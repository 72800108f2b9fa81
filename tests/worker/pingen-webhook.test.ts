// Our verifier and parser must accept exactly what the print service sends: its own signed sample.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/env';
import { lettersOfOrder } from '../../functions/db/letters';
import { findOrder } from '../../functions/db/orders';
import { parseDispatchEvent, verifyDispatchSignature } from '../../functions/services/dispatch/events';
import { forgetPingenTokens } from '../../functions/services/dispatch/pingen';
import { drainJobs } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { hmacSha256Hex } from '../../stand-ins/crypto';
import { BASE, createOrder } from './fixtures';
import { documentedWebhook } from './pingen-webhooks';
import { PINGEN_SAMPLE } from './pingen-sample';
import { installPrintService, postWebhook, PRINT_SERVICE_SETTINGS, WEBHOOK_SECRET } from './print-service';

afterEach(() => {
  vi.restoreAllMocks();
  forgetPingenTokens();
});

const { body, secret, signature } = PINGEN_SAMPLE;

describe('a webhook as Pingen signs it', () => {
  it('verifies over the raw bytes, and fails for one changed byte or another key', async () => {
    expect(await verifyDispatchSignature(secret, body, signature)).toBe(true);
    expect(await verifyDispatchSignature(secret, body.replace('Page limit', 'Page Limit'), signature)).toBe(false);
    expect(await verifyDispatchSignature('another_secret', body, signature)).toBe(false);
    expect(await verifyDispatchSignature(secret, body, signature.toUpperCase())).toBe(true);
  });

  it('parses the event: its id, kind, letter, reason and time (with the +0200 offset)', () => {
    expect(parseDispatchEvent(body)).toEqual({
      id: 'a3233e48-5e70-4138-95b2-a72d4875016b',
      kind: 'issues',
      providerLetterId: '4f31cdb2-bc0d-4db5-a13d-3336958dba02',
      reason: 'Page limit exceeded',
      at: '2023-08-03T09:24:39.000Z',
    });
  });

  it('maps each category the service registers to what we do', () => {
    const of = (type: string) => parseDispatchEvent(body.replace('"webhook_issues"', JSON.stringify(type)))?.kind;
    expect(of('webhook_sent')).toBe('sent');
    expect(of('webhook_undeliverable')).toBe('undeliverable');
    expect(of('webhook_issues')).toBe('issues');
    expect(of('webhook_delivered')).toBe('other');
  });
});

describe('the documented webhooks, byte for byte, through our endpoint', () => {
  const printEnv = { ...env, ...PRINT_SERVICE_SETTINGS } as unknown as Env;
  const TUESDAY_1100 = new Date('2026-11-24T10:00:00Z');

  /** A paid Plus order whose letter the stand-in took; returns the order number and the letter's id there. */
  async function handedOver() {
    const stand = installPrintService(printEnv);
    const { orderNumber } = await createOrder({ plan: 'plus' });
    await applyPaymentOutcome(printEnv, orderNumber, 'paid', BASE, { now: TUESDAY_1100 });
    await drainJobs(printEnv, TUESDAY_1100);
    return { orderNumber, letterId: stand.letters[0]!.id };
  }

  const deliver = async (body: string, secret = WEBHOOK_SECRET) =>
    postWebhook(printEnv, body, {
      'Content-Type': 'application/vnd.api+json',
      Signature: await hmacSha256Hex(secret, body),
    });

  const orderOf = async (orderNumber: string) => (await findOrder(env.DB, orderNumber))!;

  it('webhook_sent posts the order once; an event time before the hand-over counts from its arrival', async () => {
    const { orderNumber, letterId } = await handedOver();
    const body = documentedWebhook('sent', letterId);
    expect(await (await deliver(body)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await (await deliver(body)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await orderOf(orderNumber)).status).toBe('submitted');
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    expect(letter!.state).toBe('sent');
    // The example says 2020; the letter was handed over in 2026.
    expect(letter!.sentAt! > letter!.handedOverAt!).toBe(true);
  });

  it('webhook_issues puts the letter in front of the operator with the service’s reason', async () => {
    const { orderNumber, letterId } = await handedOver();
    await deliver(documentedWebhook('issues', letterId));
    expect((await orderOf(orderNumber)).status).toBe('printed');
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    expect(letter).toMatchObject({ state: 'issue' });
    expect(letter!.reason).toContain('Content failed inspection');
  });

  it('webhook_undeliverable posts the order, marks the letter and tells the customer', async () => {
    const { orderNumber, letterId } = await handedOver();
    await deliver(documentedWebhook('undeliverable', letterId));
    expect((await orderOf(orderNumber)).status).toBe('submitted');
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    expect(letter!.state).toBe('undeliverable');
    expect(letter!.reason).toContain('Recipient could not be determined');
    const mails = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM outbox WHERE order_number = ?1 AND kind = 'letter_undeliverable'",
    )
      .bind(orderNumber)
      .first<number>('n');
    expect(mails).toBe(1);
  });

  it('webhook_delivered is received and changes nothing', async () => {
    const { orderNumber, letterId } = await handedOver();
    expect(await (await deliver(documentedWebhook('delivered', letterId))).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
    expect((await orderOf(orderNumber)).status).toBe('printed');
  });

  it('a body signed with another key, or changed by one byte, is refused', async () => {
    const { orderNumber, letterId } = await handedOver();
    const body = documentedWebhook('sent', letterId);
    expect((await deliver(body, 'another key')).status).toBe(401);
    const signature = await hmacSha256Hex(WEBHOOK_SECRET, body);
    const changed = await postWebhook(printEnv, body.replace('09:42:48', '09:42:49'), { Signature: signature });
    expect(changed.status).toBe(401);
    expect((await orderOf(orderNumber)).status).toBe('printed');
  });

  it('the stand-in’s own "sent" button takes the same way', async () => {
    const stand = installPrintService(printEnv);
    const { orderNumber } = await createOrder({ plan: 'plus' });
    await applyPaymentOutcome(printEnv, orderNumber, 'paid', BASE, { now: TUESDAY_1100 });
    await drainJobs(printEnv, TUESDAY_1100);
    expect(await stand.sendWebhook(stand.letters[0]!.id, 'sent')).toBe(200);
    expect((await orderOf(orderNumber)).status).toBe('submitted');
    expect(stand.letters[0]!.status).toBe('deleted');
  });
});
