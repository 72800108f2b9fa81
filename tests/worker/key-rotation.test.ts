// A change of the documents key: what key A sealed stays readable with B current and A previous, the
// rotation re-seals it with B (R2 objects, TOTP secrets, old values of personal-data changes) so A can go;
// the rotation is idempotent and resumable; a document no configured key opens is a clear 503, logged
// with its key id, never an empty file.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/env';
import worker from '../../functions/index';
import { insertPersonalDataChange, sealedOldValuesOf } from '../../functions/db/personal-data-changes';
import { documentKeyId, encrypt, importDocumentsKey } from '../../functions/lib/crypto';
import { sealText, unsealText } from '../../functions/lib/document-keys';
import { hashPassword, totpAt } from '../../functions/lib/operator-crypto';
import { personalDataChangeContext } from '../../functions/services/corrections/personal-data';
import { DocumentUnreadable, getDecrypted, putEncrypted } from '../../functions/services/documents/store';
import { rotateDocumentKeys, type RotationCounts } from '../../functions/services/documents/key-rotation';
import { BASE, createOrder, orderBody, postOrder } from './fixtures';

const KEY_A = env.DOCUMENTS_KEY;
const KEY_B = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
const withKeys = (current: string, previous = '') =>
  ({ ...env, DOCUMENTS_KEY: current, DOCUMENTS_KEY_PREVIOUS: previous }) as unknown as Env;
const onlyA = withKeys(KEY_A);
const switched = withKeys(KEY_B, KEY_A);
const onlyB = withKeys(KEY_B);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ADMIN = { 'Content-Type': 'application/json', 'X-Requested-With': 'punktebrief-admin' };

afterEach(() => vi.restoreAllMocks());

async function call(testEnv: Env, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${BASE}${path}`, init), testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** An operator as `npm run operator:create` makes one, its TOTP secret sealed under `sealEnv`'s key (or without a key id, as before). */
async function createOperator(sealEnv: Env, { withKeyId = true } = {}) {
  const id = crypto.randomUUID();
  const email = `op-${id}@firma.test`;
  const { value, keyId } = await sealText(sealEnv, SECRET, `totp:${id}`);
  await env.DB.prepare(
    'INSERT INTO operators (id, email, password_hash, totp_secret, key_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
  )
    .bind(id, email, await hashPassword('pw-123456789'), value, withKeyId ? keyId : null, new Date().toISOString())
    .run();
  return { id, email };
}

/** Logs in with the code of time step `step` (-1, 0, +1 around now): each step is accepted once per operator. */
async function login(testEnv: Env, email: string, step: number): Promise<Response> {
  return call(testEnv, '/api/admin/session', {
    method: 'POST',
    headers: { ...ADMIN, 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({
      email,
      password: 'pw-123456789',
      totp: await totpAt(SECRET, Math.floor(Date.now() / 1000) + step * 30),
    }),
  });
}

/** The whole rotation from the start, page by page as the script runs it; the counts over all phases. */
async function rotateAll(testEnv: Env, { dryRun = false, limit = 25 } = {}): Promise<RotationCounts> {
  const total: RotationCounts = { scanned: 0, reencrypted: 0, current: 0, unreadable: 0, vanished: 0 };
  let cursor: string | null = null;
  do {
    const page = await rotateDocumentKeys(testEnv, cursor, { dryRun, limit });
    for (const key of Object.keys(total) as (keyof RotationCounts)[]) total[key] += page.counts[key];
    cursor = page.cursor;
  } while (cursor !== null);
  return total;
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('documents key rotation', () => {
  it('a document under key A reads after the switch to B (A previous), and after the rotation without A', async () => {
    const key = `uploads/${crypto.randomUUID()}`;
    await putEncrypted(onlyA, key, bytesOf('Ausweis A'));
    expect((await env.DOCUMENTS.head(key))!.customMetadata).toEqual({ keyId: await documentKeyId(KEY_A) });
    // Written before key ids: no metadata, the keys are tried in turn.
    const legacy = `invoices/${crypto.randomUUID()}`;
    await env.DOCUMENTS.put(legacy, await encrypt(await importDocumentsKey(KEY_A), bytesOf('Rechnung A'), legacy));

    expect(await getDecrypted(switched, key)).toEqual(bytesOf('Ausweis A'));
    expect(await getDecrypted(switched, legacy)).toEqual(bytesOf('Rechnung A'));
    // Written now: under B, whatever the previous keys are.
    const fresh = `uploads/${crypto.randomUUID()}`;
    await putEncrypted(switched, fresh, bytesOf('Ausweis B'));
    expect((await env.DOCUMENTS.head(fresh))!.customMetadata).toEqual({ keyId: await documentKeyId(KEY_B) });

    const dry = await rotateAll(switched, { dryRun: true });
    expect(dry.reencrypted).toBeGreaterThanOrEqual(2);
    expect((await env.DOCUMENTS.head(key))!.customMetadata!.keyId).toBe(await documentKeyId(KEY_A));

    const counts = await rotateAll(switched);
    expect(counts).toMatchObject({ reencrypted: dry.reencrypted, unreadable: 0 });
    for (const [objectKey, text] of [
      [key, 'Ausweis A'],
      [legacy, 'Rechnung A'],
      [fresh, 'Ausweis B'],
    ] as const) {
      expect(await getDecrypted(onlyB, objectKey)).toEqual(bytesOf(text));
      expect((await env.DOCUMENTS.head(objectKey))!.customMetadata!.keyId).toBe(await documentKeyId(KEY_B));
    }
    // A no longer opens it: it really was re-encrypted.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(getDecrypted(onlyA, key)).rejects.toBeInstanceOf(DocumentUnreadable);
  });

  it('is idempotent (a second run re-encrypts nothing) and resumable (stopped after one page, started again)', async () => {
    const keys = Array.from({ length: 5 }, () => `uploads/${crypto.randomUUID()}`);
    for (const key of keys) await putEncrypted(onlyA, key, bytesOf(key));

    const first = await rotateDocumentKeys(switched, null, { dryRun: false, limit: 2 });
    expect(first.phase).toBe('documents');
    expect(first.cursor).toMatch(/^documents:./);
    // Stopped here. Going on from the cursor, or from the start again, re-encrypts only the rest.
    const next = await rotateDocumentKeys(switched, first.cursor, { dryRun: false, limit: 2 });
    expect(next.counts.scanned).toBe(2);
    const rest = await rotateAll(switched, { limit: 2 });
    expect(first.counts.reencrypted + next.counts.reencrypted + rest.reencrypted).toBe(5);
    expect(rest.unreadable).toBe(0);

    const again = await rotateAll(switched);
    expect(again).toMatchObject({ reencrypted: 0, unreadable: 0, vanished: 0 });
    expect(again.current).toBe(again.scanned);
    for (const key of keys) expect(await getDecrypted(onlyB, key)).toEqual(bytesOf(key));
  });

  it('never brings back an object deleted while its page ran', async () => {
    const key = `uploads/${crypto.randomUUID()}`;
    await putEncrypted(onlyA, key, bytesOf('gleich gelöscht'));
    // The ID copy is deleted after posting between the rotation's read and its write.
    const get = env.DOCUMENTS.get.bind(env.DOCUMENTS);
    const bucket = {
      ...env.DOCUMENTS,
      list: env.DOCUMENTS.list.bind(env.DOCUMENTS),
      put: env.DOCUMENTS.put.bind(env.DOCUMENTS),
      get: async (k: string) => {
        const object = await get(k);
        if (k === key) await env.DOCUMENTS.delete(k);
        return object;
      },
    } as unknown as R2Bucket;
    const counts = await rotateAll({ ...switched, DOCUMENTS: bucket } as Env);
    expect(counts.vanished).toBe(1);
    expect(await env.DOCUMENTS.head(key)).toBeNull();
  });

  it('a wrong key is a clear 503 for the operator, logged with the key ids, never an empty file', async () => {
    const order = await createOrder();
    const { id: uploadId } = (await env.DB.prepare("SELECT id FROM uploads WHERE order_number = ?1 AND kind = 'front'")
      .bind(order.orderNumber)
      .first<{ id: string }>())!;
    // B alone, as if A had been dropped before the rotation: the order's ID copies are under A.
    const operator = await createOperator(onlyB);
    const session = await login(onlyB, operator.email, -1);
    expect(session.status).toBe(200);
    const cookie = session.headers.get('Set-Cookie')!.split(';')[0]!;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    const res = await call(onlyB, `/api/admin/orders/${order.orderNumber}/documents/${uploadId}`, {
      headers: { ...ADMIN, Cookie: cookie },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('Content-Type')).toMatch(/json/);
    expect(await res.json()).toEqual({
      error: {
        code: 'document_unreadable',
        message:
          'Dieses Dokument lässt sich mit den eingestellten Schlüsseln nicht öffnen. Bitte später erneut versuchen.',
      },
    });
    const logged = errors.mock.calls
      .map((args) => args.join(' '))
      .find((line) => line.startsWith('document_unreadable'));
    expect(logged).toContain(`key id ${await documentKeyId(KEY_A)}`);
    expect(logged).toContain(`configured ${await documentKeyId(KEY_B)}`);
    expect(logged).not.toContain(KEY_A);
    expect(logged).not.toContain(KEY_B);
  });

  it("an operator's TOTP login works after the switch and after the rotation; so do old personal-data values", async () => {
    const current = await createOperator(onlyA);
    const legacy = await createOperator(onlyA, { withKeyId: false });
    const order = await createOrder();
    const sealed = await sealText(
      onlyA,
      JSON.stringify({ city: 'Bonn' }),
      personalDataChangeContext(order.orderNumber),
    );
    await insertPersonalDataChange(env.DB, order.orderNumber, new Date().toISOString(), ['city'], sealed).run();

    for (const op of [current, legacy]) expect((await login(switched, op.email, -1)).status).toBe(200);
    const counts = await rotateAll(switched);
    expect(counts.unreadable).toBe(0);
    const row = await env.DB.prepare('SELECT key_id FROM operators WHERE id = ?1').bind(legacy.id).first();
    expect(row).toEqual({ key_id: await documentKeyId(KEY_B) });
    for (const op of [current, legacy]) expect((await login(onlyB, op.email, 0)).status).toBe(200);

    const [change] = await sealedOldValuesOf(env.DB, order.orderNumber);
    expect(change!.keyId).toBe(await documentKeyId(KEY_B));
    const { text } = await unsealText(
      onlyB,
      change!.value,
      personalDataChangeContext(order.orderNumber),
      change!.keyId,
    );
    expect(JSON.parse(text)).toEqual({ city: 'Bonn' });
  });

  it("order creation's stored answer (its sealed status token) replays after the rotation without A", async () => {
    const body = await orderBody();
    const key = crypto.randomUUID();
    const first = await postOrder(body, key);
    expect(first.status).toBe(201);
    const created = await first.json<{ orderNumber: string; statusToken: string }>();
    const replay = (testEnv: Env) =>
      call(testEnv, '/api/orders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'CF-Connecting-IP': '203.0.113.77' },
        body: JSON.stringify(body),
      });
    expect(await (await replay(switched)).json()).toMatchObject(created);
    await rotateAll(switched);
    const stored = await env.DB.prepare('SELECT response FROM idempotency_keys WHERE key = ?1')
      .bind(key)
      .first<string>('response');
    expect(JSON.parse(stored!)).toMatchObject({ sealedKeyId: await documentKeyId(KEY_B) });
    expect(await (await replay(onlyB)).json()).toMatchObject(created);
  });

  it('runs for an operator only, page by page through the endpoint, and is audited', async () => {
    const path = '/api/admin/maintenance/rotate-documents';
    const body = JSON.stringify({ cursor: null, dryRun: true });
    expect((await call(switched, path, { method: 'POST', headers: ADMIN, body })).status).toBe(401);

    const operator = await createOperator(onlyB);
    const session = await login(switched, operator.email, 1);
    const headers = { ...ADMIN, Cookie: session.headers.get('Set-Cookie')!.split(';')[0]! };
    const res = await call(switched, path, { method: 'POST', headers, body });
    expect(res.status).toBe(200);
    const page = await res.json<{ phase: string; cursor: string | null; counts: RotationCounts }>();
    expect(page.phase).toBe('documents');
    expect(page.counts.scanned).toBeGreaterThan(0);
    const audit = await env.DB.prepare('SELECT action, detail FROM audit_log WHERE operator_id = ?1 AND action LIKE ?2')
      .bind(operator.id, 'documents_rotate%')
      .first<{ action: string; detail: string }>();
    expect(audit).toMatchObject({ action: 'documents_rotate_dry_run', detail: expect.stringMatching(/^documents: /) });

    const wrong = await call(switched, path, {
      method: 'POST',
      headers,
      body: JSON.stringify({ cursor: 'elsewhere:1' }),
    });
    expect(wrong.status).toBe(400);
  });
});
