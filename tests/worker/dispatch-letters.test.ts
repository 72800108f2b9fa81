// Letters leave without a printer: one immutable letter per dispatch (stored with its SHA-256, order
// `printed`), handed by a durable job through the real adapter (Pingen API v2) to the print service's
// stand-in (stand-ins/print-service.ts, strict where the provider's SDKs are), posted when the service's
// signed webhook says `sent`; trouble reaches the operator; nothing happens twice.
import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/env';
import { jobsOfOrder } from '../../functions/db/jobs';
import { lettersOfOrder } from '../../functions/db/letters';
import { findOrder } from '../../functions/db/orders';
import { listQueue } from '../../functions/db/order-queue';
import { getDecrypted } from '../../functions/services/documents/store';
import { applyDispatchEvent, type DispatchEvent } from '../../functions/services/dispatch/events';
import { makeLetter } from '../../functions/services/dispatch/letters';
import { sha256Hex } from '../../functions/lib/crypto';
import {
  forgetPingenTokens,
  identityUrlOf,
  letterBody,
  pingenPrintService,
} from '../../functions/services/dispatch/pingen';
import { printService } from '../../functions/services/dispatch/provider';
import { LetterRejected } from '../../functions/services/dispatch/types';
import { readLetterCopy } from '../../functions/services/dispatch/letter-copy';
import { todaySummary } from '../../functions/services/back-office/day';
import { markSubmitted, printNow } from '../../functions/services/back-office/order-actions';
import { drainJobs } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { hmacSha256Hex } from '../../stand-ins/crypto';
import { BASE, SIGNATURE_PNG, createOrder, upload } from './fixtures';
import {
  installPrintService,
  postWebhook,
  PRINT_SERVICE_SETTINGS,
  PRINT_SERVICE_URL,
  WEBHOOK_SECRET,
} from './print-service';

const printEnv = { ...env, ...PRINT_SERVICE_SETTINGS } as unknown as Env;
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

/** A webhook body signed as the print service signs it (or with the given signature). */
async function webhook(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return postWebhook(printEnv, raw, {
    'Content-Type': 'application/vnd.api+json',
    Signature: signature ?? (await hmacSha256Hex(WEBHOOK_SECRET, raw)),
  });
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

describe('the print service through the durable job', () => {
  it('a paid Plus order is printed once, stored with its hashes, and handed over within the drain', async () => {
    const printService = installPrintService(printEnv);
    const orderNumber = await paid(printEnv);
    await drainJobs(printEnv, TUESDAY_0900);
    expect((await order(orderNumber)).status).toBe('paid'); // waits for the second person
    await drainJobs(printEnv, AFTER_WAIT);
    await drainJobs(printEnv, AFTER_WAIT); // a second drain changes nothing
    expect((await order(orderNumber)).status).toBe('printed');
    const letters = await lettersOfOrder(env.DB, orderNumber);
    expect(letters).toHaveLength(1);
    const [letter] = letters;
    expect(letter).toMatchObject({ state: 'handed_over', channel: 'pingen', deliveryProduct: 'fast', priceCents: 125 });
    expect(printService.letters).toHaveLength(1);
    const [received] = printService.letters;
    expect(received!.id).toBe(letter!.providerLetterId);
    expect(received!.idempotencyKey).toBe(letter!.id);
    expect(received!.fileName).toBe(`Antrag-${orderNumber}.pdf`);
    expect(received!.attributes).toEqual({
      file_original_name: `Antrag-${orderNumber}.pdf`,
      file_url: expect.stringMatching(/^https:\/\/print-service\.test\/file-storage\//),
      file_url_signature: expect.any(String),
      address_position: 'left',
      auto_send: true,
      delivery_product: 'fast',
      print_mode: 'simplex',
      print_spectrum: 'grayscale',
    });
    // What the print service got is the stored envelope, byte for byte.
    expect(await sha256Hex(received!.pdf)).toBe(letter!.envelopeSha256);
  });

  it('Basic waits for its deadline day and goes as the cheaper letter', async () => {
    installPrintService(printEnv);
    const orderNumber = await paid(printEnv, 'basic');
    await drainJobs(printEnv, TUESDAY_0900);
    expect((await order(orderNumber)).status).toBe('paid');
    const deadline = (await order(orderNumber)).dispatchDeadline!;
    await drainJobs(printEnv, new Date(`${deadline}T05:00:00Z`));
    expect((await lettersOfOrder(env.DB, orderNumber))[0]).toMatchObject({ deliveryProduct: 'cheap' });
  });

  it('sent → posted once, ID copies and the envelope file gone (here and at the print service), the copy kept', async () => {
    const printService = installPrintService(printEnv);
    const orderNumber = await paid(printEnv, 'pro');
    await drainJobs(printEnv, AFTER_WAIT);
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    const sent = event(letter!.providerLetterId!, 'webhook_sent');
    expect((await webhook(sent)).status).toBe(200);
    expect((await webhook(sent)).status).toBe(200); // delivered twice
    expect((await order(orderNumber)).status).toBe('submitted');
    expect(await mailsOf(orderNumber, 'application_posted')).toBe(1);
    expect(await liveDocuments(orderNumber)).toBe(0);
    const [after] = await lettersOfOrder(env.DB, orderNumber);
    expect(after).toMatchObject({ state: 'sent', sentAt: '2026-11-24T15:00:00.000Z', envelopeKey: null });
    expect(await getDecrypted(printEnv, letter!.envelopeKey!)).toBeNull();
    expect(printService.letters[0]).toMatchObject({ status: 'deleted', pdf: new Uint8Array() });
    // The customer's copy is the stored letter pages: same hash as recorded at the dispatch.
    const copy = (await readLetterCopy(printEnv, await order(orderNumber)))!;
    expect(await sha256Hex(copy)).toBe(letter!.letterSha256);
  });

  it('a wrong signature is refused and changes nothing', async () => {
    installPrintService(printEnv);
    const orderNumber = await paid(printEnv);
    await drainJobs(printEnv, AFTER_WAIT);
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    const body = event(letter!.providerLetterId!, 'webhook_sent');
    const forged = await hmacSha256Hex('not-the-secret', JSON.stringify(body));
    expect((await webhook(body, forged)).status).toBe(401);
    expect((await webhook(body, 'zz')).status).toBe(401);
    expect((await order(orderNumber)).status).toBe('printed');
  });

  it('undeliverable → posted (it was sent), the letter in "Prüfen", the customer mailed; a late sent undoes nothing', async () => {
    installPrintService(printEnv);
    const orderNumber = await paid(printEnv);
    await drainJobs(printEnv, AFTER_WAIT);
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
    installPrintService(printEnv);
    const orderNumber = await paid(printEnv);
    await drainJobs(printEnv, AFTER_WAIT);
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    const sent: DispatchEvent = {
      id: crypto.randomUUID(),
      kind: 'sent',
      providerLetterId: letter!.providerLetterId!,
      reason: null,
      at: null,
    };
    const results = await Promise.allSettled([
      applyDispatchEvent(printEnv, sent, new Date()),
      applyDispatchEvent(printEnv, sent, new Date()),
    ]);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect(await mailsOf(orderNumber, 'application_posted')).toBe(1);
    expect((await order(orderNumber)).status).toBe('submitted');
  });
});

describe('second person and corrections', () => {
  it('the letter waits for the second person until the deadline day, then goes alone', async () => {
    installPrintService(printEnv);
    const { orderNumber } = await createOrder({ plan: 'basic', extras: ['duo', 'express'] });
    await applyPaymentOutcome(printEnv, orderNumber, 'paid', BASE, { now: TUESDAY_0900 });
    await drainJobs(printEnv, TUESDAY_0900);
    expect((await order(orderNumber)).status).toBe('paid');
    const job = (await jobsOfOrder(env.DB, orderNumber)).find((j) => j.kind === 'dispatch_letter')!;
    expect(job).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: '2026-11-24T10:00:00.000Z' });
    await drainJobs(printEnv, new Date('2026-11-24T10:00:00Z'));
    expect((await lettersOfOrder(env.DB, orderNumber))[0]).toMatchObject({
      applicants: ['main'],
      state: 'handed_over',
    });
  });

  it('a Pro letter waits for the second person only until shortly before its 2-hour hand-over deadline', async () => {
    installPrintService(printEnv);
    // Paid Tuesday 9:00 German time: with the print service by 11:00 (10:00 UTC).
    const orderNumber = await paid(printEnv, 'pro');
    await drainJobs(printEnv, TUESDAY_0900);
    const job = (await jobsOfOrder(env.DB, orderNumber)).find((j) => j.kind === 'dispatch_letter')!;
    expect(job).toMatchObject({ status: 'pending', nextAttemptAt: '2026-11-24T09:45:00.000Z' });
    await drainJobs(printEnv, new Date('2026-11-24T09:45:00Z'));
    expect((await lettersOfOrder(env.DB, orderNumber))[0]).toMatchObject({
      applicants: ['main'],
      state: 'handed_over',
    });
  });

  it('a correction after posting makes a new letter with its own hash; the first stays listed', async () => {
    installPrintService(printEnv);
    const created = await createOrder({ plan: 'plus' });
    await applyPaymentOutcome(printEnv, created.orderNumber, 'paid', BASE, { now: TUESDAY_0900 });
    await drainJobs(printEnv, AFTER_WAIT);
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
    await drainJobs(printEnv, new Date());
    const letters = await lettersOfOrder(env.DB, created.orderNumber);
    expect(letters.map((l) => l.id)[0]).toBe(first!.id);
    expect(letters).toHaveLength(2);
    expect(letters[1]).toMatchObject({ applicants: ['main'], state: 'handed_over' });
    expect(letters[1]!.letterSha256).not.toBe(first!.letterSha256);
    expect((await order(created.orderNumber)).status).toBe('printed');
  });

  it('two printers at once make one letter', async () => {
    installPrintService(printEnv);
    const orderNumber = await paid(printEnv, 'basic');
    const current = await order(orderNumber);
    const made = await Promise.all([
      makeLetter(printEnv, current, 'manual', new Date()),
      makeLetter(printEnv, current, 'pingen', new Date()),
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
    installPrintService(printEnv);
    const orderNumber = await paid(printEnv);
    await drainJobs(printEnv, AFTER_WAIT);
    await expect(markSubmitted(printEnv, await order(orderNumber), { operatorId: 'op' }, new Date())).rejects.toThrow(
      /Druckerei/,
    );
  });
});

describe('"Heute" in the back office', () => {
  it('lists the day’s letters with their cost, what needs a hand and what the print service left without news', async () => {
    installPrintService(printEnv);
    const handed = await paid(printEnv);
    await drainJobs(printEnv, AFTER_WAIT);
    const summaryAt = (at: Date) => todaySummary(printEnv, at);
    const sameDay = await summaryAt(new Date('2026-11-24T12:00:00Z'));
    const mine = sameDay.letters.items.find((l) => l.orderNumber === handed)!;
    expect(mine.price?.replace(/\s/g, ' ')).toBe('1,25 €');
    expect(sameDay.letters.cost.replace(/\s/g, ' ')).not.toBe('0,00 €');
    expect(mine).toMatchObject({
      channel: 'pingen',
      state: 'handed_over',
      overdue: false,
      needsHand: false,
    });
    // Three days later without a report from the print service: overdue.
    const later = await summaryAt(new Date('2026-11-27T12:00:00Z'));
    expect(later.letters.items.find((l) => l.orderNumber === handed)).toMatchObject({ overdue: true });
    // Handed over after the print service's cut-off: expected at the post the next business day, not before.
    const { orderNumber: late } = await createOrder({ plan: 'basic', extras: ['express'] });
    await applyPaymentOutcome(printEnv, late, 'paid', BASE, { now: new Date('2026-11-24T13:30:00Z') });
    await drainJobs(printEnv, new Date('2026-11-24T13:30:00Z'));
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
  it('manual prints by hand; pingen needs its secrets, and https outside development', async () => {
    expect(printService(env as unknown as Env)).toBeNull(); // manual: the daily batch prints
    expect(printService(printEnv)?.name).toBe('pingen');
    expect(() => printService({ ...printEnv, PINGEN_CLIENT_SECRET: undefined } as Env)).toThrow(/PINGEN_CLIENT_SECRET/);
    const production = {
      ...printEnv,
      ENVIRONMENT: 'production',
      PINGEN_API_URL: 'http://127.0.0.1:9787/pingen',
    } as Env;
    expect(() => printService(production)).toThrow(/PINGEN_API_URL \(not https\)/);
    expect(printService({ ...production, PINGEN_API_URL: 'https://api-staging.pingen.com' })?.name).toBe('pingen');
  });

  it('asks the provider’s identity host for tokens, a stand-in itself', () => {
    expect(identityUrlOf('https://api.pingen.com')).toBe('https://identity.pingen.com');
    expect(identityUrlOf('https://api-staging.pingen.com')).toBe('https://identity-staging.pingen.com');
    expect(identityUrlOf(PRINT_SERVICE_URL)).toBe(PRINT_SERVICE_URL);
  });
});

describe('Pingen API v2 against the stand-in', () => {
  const letter = {
    id: 'letter-uuid-1',
    orderNumber: 'PK-2026-ABCDEF',
    fileName: 'Antrag-PK-2026-ABCDEF.pdf',
    pdf: new TextEncoder().encode('%PDF-1.7 test'),
    deliveryProduct: 'fast' as const,
    upload: null,
  };
  const settings = { clientId: 'client', clientSecret: 'secret', organisationId: 'org-1', apiUrl: PRINT_SERVICE_URL };
  const remember = async () => {};

  it('takes the letter on the first try: token once, signed upload, the create body the SDKs declare', async () => {
    const stand = installPrintService(printEnv);
    const service = pingenPrintService(settings, noWait);
    expect(await service.handOver(letter, remember)).toEqual({
      providerLetterId: stand.letters[0]!.id,
      priceCents: 125,
    });
    await service.handOver({ ...letter, id: 'letter-uuid-2' }, remember);
    expect(stand.letters).toHaveLength(2);
    const paths = stand.calls.map((c) => `${c.method} ${new URL(c.url).pathname}`);
    expect(paths.filter((p) => p.endsWith('/auth/access-tokens'))).toHaveLength(1);
    const upload = stand.calls.find((c) => c.method === 'PUT')!;
    expect(upload.headers.get('Authorization')).toBeNull();
    const create = stand.calls.find((c) => c.url.endsWith('/deliveries/letters'))!;
    expect(create.headers.get('Idempotency-Key')).toBe('letter-uuid-1');
    const body = (await create.json()) as ReturnType<typeof letterBody>;
    // Only what the SDKs declare: no meta_data (it holds addresses only, never an order number).
    expect(Object.keys(body.data.attributes).sort()).toEqual([
      'address_position',
      'auto_send',
      'delivery_product',
      'file_original_name',
      'file_url',
      'file_url_signature',
      'print_mode',
      'print_spectrum',
    ]);
  });

  it('the stand-in is strict where the SDKs are: an order number in meta_data is refused (422)', async () => {
    installPrintService(printEnv);
    const token = (await (
      await fetch(`${PRINT_SERVICE_URL}/auth/access-tokens`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&client_id=client&client_secret=secret',
      })
    ).json()) as { access_token: string };
    const bearer = { Authorization: `Bearer ${token.access_token}` };
    const upload = (await (await fetch(`${PRINT_SERVICE_URL}/file-upload`, { headers: bearer })).json()) as {
      data: { attributes: { url: string; url_signature: string } };
    };
    await fetch(upload.data.attributes.url, { method: 'PUT', body: letter.pdf });
    const body = letterBody(letter, upload.data.attributes.url, upload.data.attributes.url_signature);
    const create = (attributes: object, contentType = 'application/vnd.api+json') =>
      fetch(`${PRINT_SERVICE_URL}/organisations/org-1/deliveries/letters`, {
        method: 'POST',
        headers: { ...bearer, 'Content-Type': contentType },
        body: JSON.stringify({ data: { type: 'letters', attributes: { ...body.data.attributes, ...attributes } } }),
      });
    expect((await create({ meta_data: { order_number: letter.orderNumber } })).status).toBe(422);
    expect((await create({ print_mode: undefined })).status).toBe(422); // auto_send needs it
    expect((await create({}, 'application/json')).status).toBe(415);
    expect((await create({ file_url_signature: 'forged' })).status).toBe(422);
    expect((await create({})).status).toBe(201);
  });

  it('retries 503 and 429 with the same Idempotency-Key: one letter', async () => {
    const stand = installPrintService(printEnv);
    stand.fail('/deliveries/letters', 503);
    stand.fail('/deliveries/letters', 429);
    const waits: number[] = [];
    const service = pingenPrintService(settings, async (ms) => void waits.push(ms));
    await service.handOver(letter, remember);
    const creates = stand.calls.filter((c) => c.url.endsWith('/deliveries/letters'));
    expect(creates).toHaveLength(3);
    expect(new Set(creates.map((c) => c.headers.get('Idempotency-Key')))).toEqual(new Set(['letter-uuid-1']));
    expect(waits).toEqual([500, 1000]);
    expect(stand.letters).toHaveLength(1);
  });

  it('an answer lost after the create: the job’s retry sends the same request and the print service has one letter', async () => {
    const stand = installPrintService(printEnv);
    const orderNumber = await paid(printEnv, 'basic');
    const deadline = (await order(orderNumber)).dispatchDeadline!;
    // Every attempt of the adapter's own reaches the print service, and every answer is lost.
    for (let i = 0; i < 3; i++) stand.loseAnswer('/deliveries/letters');
    await drainJobs(printEnv, new Date(`${deadline}T05:00:00Z`));
    expect(stand.letters).toHaveLength(1);
    expect((await lettersOfOrder(env.DB, orderNumber))[0]).toMatchObject({ state: 'stored' });
    // The job's backoff: a minute later it tries again, with the upload it remembered.
    await drainJobs(printEnv, new Date(`${deadline}T05:01:00Z`));
    const [letterRow] = await lettersOfOrder(env.DB, orderNumber);
    expect(letterRow).toMatchObject({ state: 'handed_over', providerLetterId: stand.letters[0]!.id });
    expect(stand.letters).toHaveLength(1);
    expect(stand.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('renews the token once after a 401', async () => {
    const stand = installPrintService(printEnv);
    stand.fail('/file-upload', 401);
    await pingenPrintService(settings, noWait).handOver(letter, remember);
    expect(stand.calls.filter((c) => c.url.endsWith('/auth/access-tokens'))).toHaveLength(2);
  });

  it('a letter the service cannot process (422) is rejected, not retried', async () => {
    const stand = installPrintService(printEnv);
    stand.fail('/deliveries/letters', 422);
    await expect(pingenPrintService(settings, noWait).handOver(letter, remember)).rejects.toBeInstanceOf(
      LetterRejected,
    );
    expect(stand.calls.filter((c) => c.url.endsWith('/deliveries/letters'))).toHaveLength(1);
  });

  it('through the job: a rejected letter lands with the operator and is printed by hand', async () => {
    installPrintService(printEnv).fail('/deliveries/letters', 422);
    const orderNumber = await paid(printEnv);
    await drainJobs(printEnv, AFTER_WAIT);
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    expect(letter).toMatchObject({ channel: 'pingen', state: 'rejected' });
    expect(
      (await listQueue(env.DB, ['printed'], orderNumber.toLowerCase(), true)).map((e) => e.order.orderNumber),
    ).toContain(orderNumber);
    const batch = await printNow(printEnv, [await order(orderNumber)], new Date());
    expect(batch[0]!.letter.id).toBe(letter!.id);
    expect(await markSubmitted(printEnv, await order(orderNumber), { operatorId: 'op' }, new Date())).toBe(3);
    expect(
      (await listQueue(env.DB, ['submitted'], orderNumber.toLowerCase(), true)).map((e) => e.order.orderNumber),
    ).toEqual([]);
  });
});
