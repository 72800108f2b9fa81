// Letters leave without a printer: one immutable letter per dispatch (stored with its SHA-256, order
// `printed`), handed to the print service by a durable job (Pingen API v2, or the demo shop), posted
// when the service's signed webhook says `sent`; trouble reaches the operator; nothing happens twice.
import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/env';
import { jobsOfOrder } from '../../functions/db/jobs';
import { lettersOfOrder } from '../../functions/db/letters';
import { findOrder, listQueue } from '../../functions/db/orders';
import { getDecrypted } from '../../functions/services/documents';
import { applyDispatchEvent, signDispatchBody, type DispatchEvent } from '../../functions/services/dispatch/events';
import { makeLetter, sha256Hex } from '../../functions/services/dispatch/letters';
import { forgetPingenTokens, letterBody, pingenPrintService } from '../../functions/services/dispatch/pingen';
import { printService } from '../../functions/services/dispatch/provider';
import { LetterRejected } from '../../functions/services/dispatch/types';
import { readLetterCopy } from '../../functions/services/letter-copy';
import { todaySummary } from '../../functions/services/back-office';
import { markSubmitted, printNow } from '../../functions/services/order-admin';
import { drainJobs } from '../../functions/services/order-jobs';
import { applyPaymentOutcome } from '../../functions/services/order-payments';
import worker from '../../functions/index';
import { BASE, SIGNATURE_PNG, createOrder, upload } from './fixtures';

const SECRET = 'whsec_dispatch_test';
const demoEnv = { ...env, DISPATCH_PROVIDER: 'demo', DISPATCH_WEBHOOK_SECRET: SECRET } as unknown as Env;
const PINGEN = {
  DISPATCH_PROVIDER: 'pingen',
  DISPATCH_WEBHOOK_SECRET: SECRET,
  PINGEN_CLIENT_ID: 'client',
  PINGEN_CLIENT_SECRET: 'secret',
  PINGEN_ORGANISATION_ID: 'org-1',
};
const pingenEnv = { ...env, ...PINGEN } as unknown as Env;
const TUESDAY_0900 = new Date('2026-11-24T08:00:00Z');
/** Plus and Pro include a second person: without their documents the letter waits until 10:00 UTC, then goes. */
const AFTER_WAIT = new Date('2026-11-24T10:00:00Z');
const noWait = async () => {};

beforeEach(() => forgetPingenTokens());
afterEach(() => vi.restoreAllMocks());

async function paid(testEnv: Env, plan: 'basic' | 'plus' | 'pro' = 'plus', now = TUESDAY_0900) {
  const { orderNumber } = await createOrder({ plan });
  await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE, { now });
  return orderNumber;
}

const order = async (orderNumber: string) => (await findOrder(env.DB, orderNumber))!;

async function webhook(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  const { createExecutionContext, waitOnExecutionContext } = await import('cloudflare:test');
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${BASE}/api/dispatch/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Signature: signature ?? (await signDispatchBody(SECRET, raw)) },
      body: raw,
    }),
    demoEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const event = (letterId: string, type: string, id = crypto.randomUUID(), reason?: string) => ({
  data: {
    id,
    type,
    attributes: { created_at: '2026-11-24T15:00:00Z', ...(reason ? { reason } : {}) },
    relationships: { letter: { data: { id: letterId, type: 'letters' } } },
  },
});

const mailsOf = async (orderNumber: string, kind: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE order_number = ?1 AND kind = ?2')
    .bind(orderNumber, kind)
    .first<{ n: number }>())!.n;

const liveDocuments = async (orderNumber: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM uploads WHERE order_number = ?1 AND deleted_at IS NULL')
    .bind(orderNumber)
    .first<{ n: number }>())!.n;

describe('the demo print shop through the durable job', () => {
  it('a paid Plus order is printed once, stored with its hashes, and handed over within the drain', async () => {
    const orderNumber = await paid(demoEnv);
    await drainJobs(demoEnv, TUESDAY_0900);
    expect((await order(orderNumber)).status).toBe('paid'); // waits for the second person
    await drainJobs(demoEnv, AFTER_WAIT);
    await drainJobs(demoEnv, AFTER_WAIT); // a second drain changes nothing
    expect((await order(orderNumber)).status).toBe('printed');
    const letters = await lettersOfOrder(env.DB, orderNumber);
    expect(letters).toHaveLength(1);
    const [letter] = letters;
    expect(letter).toMatchObject({ state: 'handed_over', channel: 'demo', deliveryProduct: 'fast', priceCents: 125 });
    const received = await env.DB.prepare('SELECT * FROM demo_print_jobs WHERE idempotency_key = ?1')
      .bind(letter!.id)
      .all<{ id: string; file_key: string }>();
    expect(received.results).toHaveLength(1);
    expect(received.results[0]!.id).toBe(letter!.providerLetterId);
    // What the print shop got is the stored envelope, byte for byte.
    const shopFile = (await getDecrypted(demoEnv, received.results[0]!.file_key))!;
    expect(await sha256Hex(shopFile)).toBe(letter!.envelopeSha256);
  });

  it('Basic waits for its deadline day and goes as the cheaper letter', async () => {
    const orderNumber = await paid(demoEnv, 'basic');
    await drainJobs(demoEnv, TUESDAY_0900);
    expect((await order(orderNumber)).status).toBe('paid');
    const deadline = (await order(orderNumber)).dispatchDeadline!;
    await drainJobs(demoEnv, new Date(`${deadline}T05:00:00Z`));
    expect((await lettersOfOrder(env.DB, orderNumber))[0]).toMatchObject({ deliveryProduct: 'cheap' });
  });

  it('sent → posted once, ID copies and the envelope file gone, the copy kept with the dispatched hash', async () => {
    const orderNumber = await paid(demoEnv, 'pro');
    await drainJobs(demoEnv, AFTER_WAIT);
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    const sent = event(letter!.providerLetterId!, 'webhook_sent');
    expect((await webhook(sent)).status).toBe(200);
    expect((await webhook(sent)).status).toBe(200); // delivered twice
    expect((await order(orderNumber)).status).toBe('submitted');
    expect(await mailsOf(orderNumber, 'application_posted')).toBe(1);
    expect(await liveDocuments(orderNumber)).toBe(0);
    const [after] = await lettersOfOrder(env.DB, orderNumber);
    expect(after).toMatchObject({ state: 'sent', sentAt: '2026-11-24T15:00:00.000Z', envelopeKey: null });
    expect(await getDecrypted(demoEnv, letter!.envelopeKey!)).toBeNull();
    // The customer's copy is the stored letter pages: same hash as recorded at the dispatch.
    const copy = (await readLetterCopy(demoEnv, await order(orderNumber)))!;
    expect(await sha256Hex(copy)).toBe(letter!.letterSha256);
  });

  it('a wrong signature is refused and changes nothing', async () => {
    const orderNumber = await paid(demoEnv);
    await drainJobs(demoEnv, AFTER_WAIT);
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    const body = event(letter!.providerLetterId!, 'webhook_sent');
    const forged = await signDispatchBody('not-the-secret', JSON.stringify(body));
    expect((await webhook(body, forged)).status).toBe(401);
    expect((await webhook(body, 'zz')).status).toBe(401);
    expect((await order(orderNumber)).status).toBe('printed');
  });

  it('undeliverable → posted (it was sent), the letter in "Prüfen", the customer mailed; a late sent undoes nothing', async () => {
    const orderNumber = await paid(demoEnv);
    await drainJobs(demoEnv, AFTER_WAIT);
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    await webhook(event(letter!.providerLetterId!, 'webhook_undeliverable', undefined, 'Addressee unknown'));
    await webhook(event(letter!.providerLetterId!, 'webhook_sent'));
    expect((await order(orderNumber)).status).toBe('submitted');
    const [after] = await lettersOfOrder(env.DB, orderNumber);
    expect(after!.state).toBe('undeliverable');
    expect(after!.reason).toContain('unzustellbar');
    expect(after!.reason).toContain('Addressee unknown');
    expect(await mailsOf(orderNumber, 'letter_undeliverable')).toBe(1);
    expect(await mailsOf(orderNumber, 'application_posted')).toBe(1);
    const attention = await listQueue(env.DB, ['submitted'], orderNumber.toLowerCase(), true);
    expect(attention.map((e) => e.order.orderNumber)).toContain(orderNumber);
  });

  it('the same event applied twice at once posts once', async () => {
    const orderNumber = await paid(demoEnv);
    await drainJobs(demoEnv, AFTER_WAIT);
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    const sent: DispatchEvent = {
      id: crypto.randomUUID(),
      kind: 'sent',
      providerLetterId: letter!.providerLetterId!,
      reason: null,
      at: null,
    };
    const results = await Promise.allSettled([
      applyDispatchEvent(demoEnv, sent, new Date()),
      applyDispatchEvent(demoEnv, sent, new Date()),
    ]);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect(await mailsOf(orderNumber, 'application_posted')).toBe(1);
    expect((await order(orderNumber)).status).toBe('submitted');
  });
});

describe('second person and corrections', () => {
  it('the letter waits for the second person until the deadline day, then goes alone', async () => {
    const { orderNumber } = await createOrder({ plan: 'basic', extras: ['duo', 'express'] });
    await applyPaymentOutcome(demoEnv, orderNumber, 'paid', BASE, { now: TUESDAY_0900 });
    await drainJobs(demoEnv, TUESDAY_0900);
    expect((await order(orderNumber)).status).toBe('paid');
    const job = (await jobsOfOrder(env.DB, orderNumber)).find((j) => j.kind === 'dispatch_letter')!;
    expect(job).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: '2026-11-24T10:00:00.000Z' });
    await drainJobs(demoEnv, new Date('2026-11-24T10:00:00Z'));
    expect((await lettersOfOrder(env.DB, orderNumber))[0]).toMatchObject({
      applicants: ['main'],
      state: 'handed_over',
    });
  });

  it('a Pro letter waits for the second person only until shortly before its 2-hour hand-over deadline', async () => {
    // Paid Tuesday 9:00 German time: with the print service by 11:00 (10:00 UTC).
    const orderNumber = await paid(demoEnv, 'pro');
    await drainJobs(demoEnv, TUESDAY_0900);
    const job = (await jobsOfOrder(env.DB, orderNumber)).find((j) => j.kind === 'dispatch_letter')!;
    expect(job).toMatchObject({ status: 'pending', nextAttemptAt: '2026-11-24T09:45:00.000Z' });
    await drainJobs(demoEnv, new Date('2026-11-24T09:45:00Z'));
    expect((await lettersOfOrder(env.DB, orderNumber))[0]).toMatchObject({
      applicants: ['main'],
      state: 'handed_over',
    });
  });

  it('a correction after posting makes a new letter with its own hash; the first stays listed', async () => {
    const created = await createOrder({ plan: 'plus' });
    await applyPaymentOutcome(demoEnv, created.orderNumber, 'paid', BASE, { now: TUESDAY_0900 });
    await drainJobs(demoEnv, AFTER_WAIT);
    const [first] = await lettersOfOrder(env.DB, created.orderNumber);
    await webhook(event(first!.providerLetterId!, 'webhook_sent'));
    // The Korrekturoption: new ID photos and signature with the corrected street.
    const [front, back, signature] = await Promise.all([
      upload('front'),
      upload('back'),
      upload('signature', SIGNATURE_PNG),
    ]);
    const uploads = Object.fromEntries(
      Object.entries({ front, back, signature }).map(([slot, u]) => [slot, { id: u.id, token: u.token }]),
    );
    const personalData = { ...(await order(created.orderNumber)).personalData, street: 'Korrekturweg' };
    const res = await SELF.fetch(`${BASE}/api/orders/${created.orderNumber}/correction`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Status-Token': created.statusToken },
      body: JSON.stringify({ personalData, uploads }),
    });
    expect(res.status).toBe(201);
    await drainJobs(demoEnv, new Date());
    const letters = await lettersOfOrder(env.DB, created.orderNumber);
    expect(letters.map((l) => l.id)[0]).toBe(first!.id);
    expect(letters).toHaveLength(2);
    expect(letters[1]).toMatchObject({ applicants: ['main'], state: 'handed_over' });
    expect(letters[1]!.letterSha256).not.toBe(first!.letterSha256);
    expect((await order(created.orderNumber)).status).toBe('printed');
  });

  it('two printers at once make one letter', async () => {
    const orderNumber = await paid(demoEnv, 'basic');
    const current = await order(orderNumber);
    const made = await Promise.all([
      makeLetter(demoEnv, current, 'manual', new Date()),
      makeLetter(demoEnv, current, 'demo', new Date()),
    ]);
    expect(made.filter((l) => l !== null)).toHaveLength(1);
    expect(await lettersOfOrder(env.DB, orderNumber)).toHaveLength(1);
  });
});

describe('printing by hand on top of printed', () => {
  it('the daily batch makes the letter once; marking it posted posts that letter', async () => {
    const orderNumber = await paid(env as unknown as Env, 'basic');
    const first = await printNow(env as unknown as Env, [await order(orderNumber)], new Date());
    const again = await printNow(env as unknown as Env, [await order(orderNumber)], new Date());
    expect(first[0]!.letter.id).toBe(again[0]!.letter.id);
    expect((await order(orderNumber)).status).toBe('printed');
    expect(await markSubmitted(env as unknown as Env, await order(orderNumber), { operatorId: 'op' }, new Date())).toBe(
      3,
    );
    expect((await lettersOfOrder(env.DB, orderNumber))[0]).toMatchObject({ channel: 'manual', state: 'sent' });
  });

  it('a letter at the print service is not marked posted by hand', async () => {
    const orderNumber = await paid(demoEnv);
    await drainJobs(demoEnv, AFTER_WAIT);
    await expect(markSubmitted(demoEnv, await order(orderNumber), { operatorId: 'op' }, new Date())).rejects.toThrow(
      /Druckerei/,
    );
  });
});

describe('"Heute" in the back office', () => {
  it('lists the day’s letters with their cost, what needs a hand and what the print service left without news', async () => {
    const handed = await paid(demoEnv);
    await drainJobs(demoEnv, AFTER_WAIT);
    const summaryAt = (at: Date) => todaySummary(demoEnv, at);
    const sameDay = await summaryAt(new Date('2026-11-24T12:00:00Z'));
    const mine = sameDay.letters.items.find((l) => l.orderNumber === handed)!;
    expect(mine.price?.replace(/\s/g, ' ')).toBe('1,25 €');
    expect(sameDay.letters.cost.replace(/\s/g, ' ')).not.toBe('0,00 €');
    expect(mine).toMatchObject({
      channel: 'demo',
      state: 'handed_over',
      overdue: false,
      needsHand: false,
    });
    // Three days later without a report from the print service: overdue.
    const later = await summaryAt(new Date('2026-11-27T12:00:00Z'));
    expect(later.letters.items.find((l) => l.orderNumber === handed)).toMatchObject({ overdue: true });
    // Handed over after the print service's cut-off: expected at the post the next business day, not before.
    const { orderNumber: late } = await createOrder({ plan: 'basic', extras: ['express'] });
    await applyPaymentOutcome(demoEnv, late, 'paid', BASE, { now: new Date('2026-11-24T13:30:00Z') });
    await drainJobs(demoEnv, new Date('2026-11-24T13:30:00Z'));
    const lateAt = async (at: string) =>
      (await summaryAt(new Date(at))).letters.items.find((l) => l.orderNumber === late)?.overdue;
    expect(await lateAt('2026-11-25T15:00:00Z')).toBe(false);
    expect(await lateAt('2026-11-26T08:00:00Z')).toBe(true);
    const [letter] = await lettersOfOrder(env.DB, handed);
    await webhook(event(letter!.providerLetterId!, 'webhook_issues', undefined, 'Address in the wrong zone'));
    const trouble = await summaryAt(new Date('2026-11-27T12:00:00Z'));
    expect(trouble.letters.items.find((l) => l.orderNumber === handed)).toMatchObject({
      state: 'issue',
      needsHand: true,
    });
  });
});

describe('which print service', () => {
  it('production refuses the demo print shop: the job fails and the letter lands with the operator', async () => {
    const production = { ...demoEnv, ENVIRONMENT: 'production' } as Env;
    expect(() => printService(production)).toThrow(/demo only in development/);
    expect(printService(env as unknown as Env)).toBeNull(); // manual: the daily batch prints
    expect(printService(pingenEnv)?.name).toBe('pingen');
    expect(() => printService({ ...pingenEnv, PINGEN_CLIENT_SECRET: undefined } as Env)).toThrow(
      /PINGEN_CLIENT_SECRET/,
    );
  });
});

describe('Pingen API v2', () => {
  const letter = {
    id: 'letter-uuid-1',
    orderNumber: 'PK-2026-ABCDEF',
    fileName: 'Antrag-PK-2026-ABCDEF.pdf',
    pdf: new Uint8Array([37, 80, 68, 70]),
    deliveryProduct: 'fast' as const,
  };
  const settings = { clientId: 'client', clientSecret: 'secret', organisationId: 'org-1', staging: false };

  /** A fake Pingen: answers by path; `faults` lists statuses to answer first for a path. */
  function fakePingen(faults: Record<string, number[]> = {}) {
    const calls: Request[] = [];
    let letters = 0;
    const byKey = new Map<string, string>();
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      calls.push(request.clone());
      const path = new URL(request.url).pathname;
      const fault = faults[path]?.shift();
      if (fault) return new Response('{}', { status: fault, headers: fault === 429 ? { 'Retry-After': '1' } : {} });
      if (path === '/auth/access-tokens')
        return Response.json({ access_token: `token-${calls.length}`, expires_in: 3600 });
      if (path === '/file-upload')
        return Response.json({ data: { attributes: { url: 'https://upload.pingen.test/f1', url_signature: 'sig1' } } });
      if (request.url === 'https://upload.pingen.test/f1') return new Response(null, { status: 200 });
      if (path === '/organisations/org-1/deliveries/letters') {
        const key = request.headers.get('Idempotency-Key')!;
        if (!byKey.has(key)) byKey.set(key, `pingen-letter-${++letters}`);
        return Response.json({ data: { id: byKey.get(key), attributes: { status: 'valid', price_value: 1.35 } } });
      }
      return new Response('{}', { status: 404 });
    });
    return { calls, spy, letterCount: () => letters };
  }

  it('fetches a token once, uploads to the signed URL, creates the letter with the exact JSON:API body', async () => {
    const fake = fakePingen();
    const service = pingenPrintService(settings, noWait);
    expect(await service.handOver(letter)).toEqual({ providerLetterId: 'pingen-letter-1', priceCents: 135 });
    await service.handOver({ ...letter, id: 'letter-uuid-2' });
    const paths = fake.calls.map((c) => `${c.method} ${c.url}`);
    expect(paths.filter((p) => p.endsWith('/auth/access-tokens'))).toHaveLength(1);
    const token = await fake.calls[0]!.clone().text();
    expect(new URLSearchParams(token).get('grant_type')).toBe('client_credentials');
    const upload = fake.calls.find((c) => c.url === 'https://upload.pingen.test/f1')!;
    expect(upload.method).toBe('PUT');
    expect(upload.headers.get('Authorization')).toBeNull();
    const create = fake.calls.find((c) => c.url.endsWith('/deliveries/letters'))!;
    expect(create.headers.get('Content-Type')).toBe('application/vnd.api+json');
    expect(create.headers.get('Idempotency-Key')).toBe('letter-uuid-1');
    expect(create.headers.get('Authorization')).toMatch(/^Bearer token-/);
    expect(await create.json()).toEqual(letterBody(letter, 'https://upload.pingen.test/f1', 'sig1'));
    expect(letterBody(letter, 'u', 's').data.attributes).toMatchObject({
      address_position: 'left',
      auto_send: true,
      delivery_product: 'fast',
      print_mode: 'simplex',
      print_spectrum: 'grayscale',
    });
  });

  it('retries 503 and 429 with the same Idempotency-Key: one letter', async () => {
    const fake = fakePingen({ '/organisations/org-1/deliveries/letters': [503, 429] });
    const waits: number[] = [];
    const service = pingenPrintService(settings, async (ms) => void waits.push(ms));
    expect((await service.handOver(letter)).providerLetterId).toBe('pingen-letter-1');
    const creates = fake.calls.filter((c) => c.url.endsWith('/deliveries/letters'));
    expect(creates).toHaveLength(3);
    expect(new Set(creates.map((c) => c.headers.get('Idempotency-Key')))).toEqual(new Set(['letter-uuid-1']));
    expect(waits).toEqual([500, 1000]);
    expect(fake.letterCount()).toBe(1);
  });

  it('a timeout after the create, retried by the job, still posts one letter', async () => {
    const fake = fakePingen();
    const service = pingenPrintService(settings, noWait);
    fake.spy.mockImplementationOnce(async () => {
      throw new Error('network timeout');
    });
    await service.handOver(letter).catch(() => undefined);
    await service.handOver(letter);
    await service.handOver(letter);
    expect(fake.letterCount()).toBe(1);
  });

  it('renews the token once after a 401', async () => {
    const fake = fakePingen({ '/file-upload': [401] });
    await pingenPrintService(settings, noWait).handOver(letter);
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/access-tokens'))).toHaveLength(2);
  });

  it('a letter the service cannot process (422) is rejected, not retried', async () => {
    fakePingen({ '/organisations/org-1/deliveries/letters': [422] });
    await expect(pingenPrintService(settings, noWait).handOver(letter)).rejects.toBeInstanceOf(LetterRejected);
  });

  it('through the job: a rejected letter lands with the operator and is printed by hand', async () => {
    fakePingen({ '/organisations/org-1/deliveries/letters': [422] });
    const orderNumber = await paid(pingenEnv);
    await drainJobs(pingenEnv, AFTER_WAIT);
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    expect(letter).toMatchObject({ channel: 'pingen', state: 'rejected' });
    expect(
      (await listQueue(env.DB, ['printed'], orderNumber.toLowerCase(), true)).map((e) => e.order.orderNumber),
    ).toContain(orderNumber);
    const batch = await printNow(pingenEnv, [await order(orderNumber)], new Date());
    expect(batch[0]!.letter.id).toBe(letter!.id);
    expect(await markSubmitted(pingenEnv, await order(orderNumber), { operatorId: 'op' }, new Date())).toBe(3);
    expect(
      (await listQueue(env.DB, ['submitted'], orderNumber.toLowerCase(), true)).map((e) => e.order.orderNumber),
    ).toEqual([]);
  });
});
