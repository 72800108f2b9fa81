// The restore drill: D1 goes back to an earlier point (Time Travel, or an export read into a fresh
// database), R2 does not: ID copies and envelope files deleted after postings since then stay deleted.
// Here a real export of the database (the statement `wrangler d1 export --local` runs) is taken before
// the postings, read into an empty second database, and the cron runs on it with the same bucket. Nothing
// may fail for ever or throw, nothing the customer got may go out again (the outbox ids, job ids and the
// letters' Idempotency-Key come back with the export), and what cannot be done any more waits for the
// operator under "Prüfen", its files shown as "Datei bereits gelöscht".
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUSES } from '../../src/domain/order-lifecycle';
import type { Env } from '../../functions/env';
import worker from '../../functions/index';
import { lettersOfOrder } from '../../functions/db/letters';
import { findOrder } from '../../functions/db/orders';
import { timelineOf } from '../../functions/db/timeline';
import { listQueue } from '../../functions/db/order-queue';
import { sealText } from '../../functions/lib/document-keys';
import { hashPassword, totpAt } from '../../functions/lib/operator-crypto';
import { runScheduled } from '../../functions/jobs/scheduled';
import { forgetPingenTokens } from '../../functions/services/dispatch/pingen';
import { drainOutbox } from '../../functions/services/mails/sender';
import { printNow } from '../../functions/services/back-office/order-actions';
import { drainJobs } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { mailStandIn } from '../../stand-ins/mail';
import { hmacSha256Hex } from '../../stand-ins/crypto';
import { BASE, createOrder, PERSON } from './fixtures';
import { installPrintService, postWebhook, PRINT_SERVICE_SETTINGS, WEBHOOK_SECRET } from './print-service';

const MAIL = 'https://mail.test';
const live = {
  ...env,
  ...PRINT_SERVICE_SETTINGS,
  MAIL_API_URL: `${MAIL}/emails`,
  MAIL_API_KEY: 're_test_key',
} as unknown as Env;
const restored = { ...live, DB: env.RESTORE_DRILL_DB } as Env;

const TUESDAY_0900 = new Date('2026-11-24T08:00:00Z');
/** Plus waits for the second person until 10:00 UTC, then its letter goes alone. */
const TUESDAY_1100 = new Date('2026-11-24T10:00:00Z');
const DAY = 24 * 3600_000;
const MINUTE = 60_000;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ADMIN = { 'Content-Type': 'application/json', 'X-Requested-With': 'punktebrief-admin' };

beforeEach(() => forgetPingenTokens());
afterEach(() => vi.restoreAllMocks());

/** The database as `wrangler d1 export --local` writes it (miniflare's export statement), one statement each. */
async function exportOf(db: D1Database): Promise<string[]> {
  const [statements] = await db.prepare('PRAGMA miniflare_d1_export(?,?,?);').bind(0, 0).raw<string[]>();
  return statements ?? [];
}

/** Reads an export into an empty database, as `wrangler d1 execute --file` does. */
async function restoreInto(db: D1Database, statements: readonly string[]): Promise<void> {
  await db.batch(statements.map((sql) => db.prepare(sql)));
}

/** The print service and the mail API behind fetch; the mail API keeps each Idempotency-Key it answered. */
function installStandIns() {
  const printService = installPrintService(live);
  const mail = mailStandIn({ apiKey: 're_test_key' });
  const mailKeys: string[] = [];
  const toPrintService = printService.spy.getMockImplementation()!;
  printService.spy.mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(MAIL)) return toPrintService(input, init);
    const request = new Request(input, init);
    mailKeys.push(request.headers.get('Idempotency-Key') ?? '');
    return mail.app.fetch(request);
  });
  return { printService, mail, mailKeys };
}

async function paid(plan: 'basic' | 'plus') {
  const { orderNumber } = await createOrder({ plan });
  await applyPaymentOutcome(live, orderNumber, 'paid', BASE, { now: TUESDAY_0900 });
  return orderNumber;
}

/** The print service reports the letter at the post, signed as it signs its webhooks. */
async function sent(testEnv: Env, providerLetterId: string, at: string) {
  const raw = JSON.stringify({
    data: {
      id: crypto.randomUUID(),
      type: 'webhook_sent',
      attributes: { created_at: at },
      relationships: { letter: { data: { id: providerLetterId, type: 'letters' } } },
    },
  });
  const headers = { 'Content-Type': 'application/vnd.api+json', Signature: await hmacSha256Hex(WEBHOOK_SECRET, raw) };
  expect((await postWebhook(testEnv, raw, headers)).status).toBe(200);
}

async function operatorCookie(testEnv: Env, email: string): Promise<string> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${BASE}/api/admin/session`, {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({ email, password: 'pw-123456789', totp: await totpAt(SECRET, Date.now() / 1000) }),
    }),
    testEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
  return res.headers.get('Set-Cookie')!.split(';')[0]!;
}

async function adminGet(testEnv: Env, path: string, cookie: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${BASE}${path}`, { headers: { ...ADMIN, Cookie: cookie } }),
    testEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const customerMails = (mail: ReturnType<typeof mailStandIn>) => mail.mails.filter((m) => m.to.includes(PERSON.email));

describe('restoring the database to before a posting', () => {
  it('leaves the service consistent: no job fails for ever, nothing goes out twice, the rest waits under "Prüfen"', async () => {
    const { printService, mail, mailKeys } = installStandIns();
    const email = `op-${crypto.randomUUID()}@firma.test`;
    const operatorId = crypto.randomUUID();
    const totp = await sealText(live, SECRET, `totp:${operatorId}`);
    await env.DB.prepare(
      'INSERT INTO operators (id, email, password_hash, totp_secret, key_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
    )
      .bind(operatorId, email, await hashPassword('pw-123456789'), totp.value, totp.keyId, TUESDAY_0900.toISOString())
      .run();

    // Before the export: A's letter is at the print service; D's hand-over failed once and is to be retried.
    const a = await paid('plus');
    const d = await paid('plus');
    await drainJobs(live, TUESDAY_0900);
    await drainJobs(live, TUESDAY_1100, undefined, a);
    printService.fail('/deliveries/letters', 400);
    await drainJobs(live, TUESDAY_1100, undefined, d);
    await drainOutbox(live, TUESDAY_1100);
    // B (Basic) is paid, its letter due on its deadline morning, its confirmation mail still in the outbox.
    const b = await paid('basic');
    await drainJobs(live, TUESDAY_1100, undefined, b);
    expect((await lettersOfOrder(env.DB, d))[0]).toMatchObject({ state: 'stored' });
    expect(
      await env.DB.prepare('SELECT status FROM outbox WHERE id = ?1').bind(`after_paid:${b}:confirmation`).first(),
    ).toEqual({ status: 'pending' });

    const backup = await exportOf(env.DB);

    // After the export, the world goes on: every letter is handed over, posted, its ID copies deleted.
    await drainOutbox(live, TUESDAY_1100);
    await drainJobs(live, new Date(TUESDAY_1100.getTime() + 2 * MINUTE), undefined, d);
    const deadline = (await findOrder(env.DB, b))!.dispatchDeadline!;
    await drainJobs(live, new Date(`${deadline}T05:00:00Z`), undefined, b);
    const handedOver = new Map<string, string>();
    for (const orderNumber of [a, d, b]) {
      const [letter] = await lettersOfOrder(env.DB, orderNumber);
      expect(letter).toMatchObject({ state: 'handed_over' });
      handedOver.set(orderNumber, letter!.providerLetterId!);
      await sent(live, letter!.providerLetterId!, `${deadline}T15:00:00Z`);
      expect((await findOrder(env.DB, orderNumber))!.status).toBe('submitted');
    }
    await drainOutbox(live, new Date(`${deadline}T15:05:00Z`));
    const lettersBefore = printService.letters.length;
    const mailsBefore = customerMails(mail).length;
    const keysBefore = new Set(mailKeys);
    expect(keysBefore.size).toBe(mailKeys.length);
    expect(lettersBefore).toBe(3);
    expect(mailsBefore).toBeGreaterThan(0);
    const gone = await env.DB.prepare('SELECT object_key FROM uploads WHERE order_number IN (?1, ?2, ?3)')
      .bind(a, b, d)
      .all<{ object_key: string }>();
    for (const { object_key } of gone.results) expect(await env.DOCUMENTS.head(object_key)).toBeNull();

    // The restore: the export read into a fresh database; R2 stays as it is.
    await restoreInto(restored.DB, backup);
    expect((await findOrder(restored.DB, a))!.status).toBe('printed');
    expect((await findOrder(restored.DB, b))!.status).toBe('paid');

    // The cron runs on, for days: past every job's and mail's last retry.
    const restoredAt = new Date(`${deadline}T23:00:00Z`);
    for (const after of [0, 2 * MINUTE, 10 * MINUTE, DAY, 3 * DAY, 10 * DAY])
      await runScheduled('*/2 * * * *', new Date(restoredAt.getTime() + after), restored);
    // The print service sends A's `sent` once more (a webhook retried after the restore).
    await sent(restored, handedOver.get(a)!, `${deadline}T15:00:00Z`);
    await runScheduled('*/2 * * * *', new Date(restoredAt.getTime() + 11 * DAY), restored);

    const open = await restored.DB.prepare(
      "SELECT id, status, attempts, last_error FROM order_jobs WHERE status != 'done'",
    ).all();
    expect(open.results).toEqual([]);
    const failedMails = await restored.DB.prepare(
      "SELECT id, last_error FROM outbox WHERE status != 'sent' AND kind != 'ops_alert'",
    ).all();
    expect(failedMails.results).toEqual([]);

    // Nothing went out twice: no letter handed over again, every customer mail sent after the restore
    // carried a key the mail API had answered already, and it kept one mail per key.
    expect(printService.letters).toHaveLength(lettersBefore);
    expect(customerMails(mail)).toHaveLength(mailsBefore);
    const keysAfter = mailKeys.slice(keysBefore.size);
    expect(keysAfter.filter((k) => !keysBefore.has(k) && !k.startsWith('outbox-alert:'))).toEqual([]);
    expect(mailKeys.filter((k) => k === `outbox-after_paid:${b}:confirmation`)).toHaveLength(2);

    // B: its letter cannot be made (ID copies gone): a note, "Prüfen", no retries.
    expect((await findOrder(restored.DB, b))!.status).toBe('paid');
    expect((await timelineOf(restored.DB, b)).filter((t) => t.event === 'documents_missing')).toHaveLength(1);
    expect(await lettersOfOrder(restored.DB, b)).toEqual([]);
    // Printed by hand instead (the day's batch): skipped with the same note, the batch goes on.
    expect(await printNow(restored, [(await findOrder(restored.DB, b))!], new Date())).toEqual([]);
    expect((await timelineOf(restored.DB, b)).filter((t) => t.event === 'documents_missing')).toHaveLength(1);
    // D: its stored envelope file is gone: the letter is not handed over again but marked for the operator.
    expect((await lettersOfOrder(restored.DB, d))[0]).toMatchObject({
      state: 'failed',
      reason: expect.stringMatching(/^Datei bereits gelöscht/),
    });
    // A: posted again from the print service's report; its deletion found nothing left and finished.
    expect((await findOrder(restored.DB, a))!.status).toBe('submitted');
    const attention = (await listQueue(restored.DB, ORDER_STATUSES, '', true)).map((e) => e.order.orderNumber);
    expect(attention).toEqual(expect.arrayContaining([b, d]));
    expect(attention).not.toContain(a);

    // The back office shows B's files as "Datei bereits gelöscht" and offers no print.
    const cookie = await operatorCookie(restored, email);
    const detail = await (
      await adminGet(restored, `/api/admin/orders/${b}`, cookie)
    ).json<{
      documents: { id: string; deleted: boolean; gone: boolean }[];
      actions: string[];
      needsAttention: boolean;
    }>();
    expect(detail.documents.length).toBeGreaterThan(0);
    expect(detail.documents.every((doc) => doc.gone && !doc.deleted)).toBe(true);
    expect(detail.actions).not.toContain('print');
    expect(detail.needsAttention).toBe(true);
    const read = await adminGet(restored, `/api/admin/orders/${b}/documents/${detail.documents[0]!.id}`, cookie);
    expect(read.status).toBe(410);
    expect(await read.json()).toMatchObject({ error: { code: 'file_gone', message: 'Datei bereits gelöscht.' } });
  }, 180_000);
});
