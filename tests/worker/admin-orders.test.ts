import { env, SELF } from 'cloudflare:test';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../functions/env';
import { setLetterTrouble } from '../../functions/db/letters';
import { findOrder } from '../../functions/db/orders';
import { printNow } from '../../functions/services/back-office/order-actions';
import { BASE, SIGNATURE_PNG, orderBody, payDemo, postOrder, upload, type CreatedOrder } from './fixtures';
import { operatorCookie } from './operators';

/** A real PNG, so the application PDF can embed it. */
const PNG = SIGNATURE_PNG;
const ADMIN = { 'X-Requested-With': 'punktebrief-admin' };

async function paidOrderWithRealImages(): Promise<CreatedOrder> {
  const [front, back, signature] = await Promise.all([
    upload('front', PNG),
    upload('back', PNG),
    upload('signature', PNG),
  ]);
  const body = await orderBody();
  const res = await postOrder({ ...body, uploads: { front, back, signature } });
  const order = await res.json<CreatedOrder>();
  await payDemo(order);
  return order;
}

const get = (path: string, cookie?: string) =>
  SELF.fetch(`${BASE}${path}`, { headers: { ...ADMIN, ...(cookie ? { Cookie: cookie } : {}) } });

describe('back office order API', () => {
  it('refuses every endpoint without an operator session', async () => {
    const order = await paidOrderWithRealImages();
    const n = order.orderNumber;
    for (const path of [
      '/api/admin/orders',
      `/api/admin/orders/${n}`,
      `/api/admin/orders/${n}/application.pdf`,
      `/api/admin/orders/${n}/documents/x`,
      '/api/admin/records/messages',
      '/api/admin/records/outbox',
      '/api/admin/records/audit',
      '/api/admin/session',
    ]) {
      expect((await get(path)).status, path).toBe(401);
    }
    for (const path of [
      `/api/admin/orders/${n}/submitted`,
      '/api/admin/orders/submitted',
      `/api/admin/orders/${n}/application.pdf`,
      '/api/admin/orders/daily-batch.pdf',
      `/api/admin/orders/${n}/withdrawal`,
      '/api/admin/records/outbox/x/resend',
      '/api/admin/session/logout-all',
    ]) {
      expect((await SELF.fetch(`${BASE}${path}`, { method: 'POST', headers: ADMIN })).status, path).toBe(401);
    }
    expect(
      await env.DB.prepare('SELECT status FROM orders WHERE order_number = ?').bind(n).first<string>('status'),
    ).toBe('paid');
  });

  it('lists paid orders by dispatch deadline and shows an order with its documents', async () => {
    const cookie = await operatorCookie();
    const order = await paidOrderWithRealImages();
    const queue = await (
      await get('/api/admin/orders?q=' + order.orderNumber.toLowerCase(), cookie)
    ).json<{ orders: { orderNumber: string; status: string; secondPerson: string }[] }>();
    expect(queue.orders).toEqual([
      expect.objectContaining({ orderNumber: order.orderNumber, status: 'paid', secondPerson: 'none' }),
    ]);
    const detail = await (
      await get(`/api/admin/orders/${order.orderNumber}`, cookie)
    ).json<{ documents: { kind: string; deleted: boolean }[]; personalData: { lastName: string } }>();
    expect(detail.documents.map((d) => d.kind).sort()).toEqual(['back', 'front', 'signature']);
    expect(detail.personalData.lastName).toBe('Öztürk-Ğül');
  });

  it('reads a document decrypted and writes the read to the audit log', async () => {
    const cookie = await operatorCookie();
    const order = await paidOrderWithRealImages();
    const detail = await (
      await get(`/api/admin/orders/${order.orderNumber}`, cookie)
    ).json<{ documents: { id: string; kind: string }[] }>();
    const front = detail.documents.find((d) => d.kind === 'front')!;
    const res = await get(`/api/admin/orders/${order.orderNumber}/documents/${front.id}`, cookie);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    const audits = await env.DB.prepare(
      "SELECT action, detail, operator_id, ip_hash FROM audit_log WHERE order_number = ? AND action = 'document_read'",
    )
      .bind(order.orderNumber)
      .all<Record<string, string>>();
    expect(audits.results).toEqual([expect.objectContaining({ action: 'document_read', detail: 'front' })]);
    expect(audits.results[0]!.operator_id).toBeTruthy();
    expect(audits.results[0]!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('generates the application PDF: letter plus front and back, with the Unicode name', async () => {
    const cookie = await operatorCookie();
    const order = await paidOrderWithRealImages();
    const res = await get(`/api/admin/orders/${order.orderNumber}/application.pdf`, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(await res.arrayBuffer());
    expect(pdf.getPageCount()).toBe(3);
  });

  it('marking as posted deletes every ID copy and signature at once, mails the customer and is audited', async () => {
    const cookie = await operatorCookie();
    const order = await paidOrderWithRealImages();
    const keys = (
      await env.DB.prepare('SELECT object_key FROM uploads WHERE order_number = ?')
        .bind(order.orderNumber)
        .all<{ object_key: string }>()
    ).results;
    const res = await SELF.fetch(`${BASE}/api/admin/orders/${order.orderNumber}/submitted`, {
      method: 'POST',
      headers: { ...ADMIN, Cookie: cookie },
    });
    expect(await res.json()).toEqual({ ok: true, deletedDocuments: 3 });
    for (const { object_key } of keys) expect(await env.DOCUMENTS.get(object_key)).toBeNull();
    expect(
      await env.DB.prepare('SELECT status FROM orders WHERE order_number = ?')
        .bind(order.orderNumber)
        .first<string>('status'),
    ).toBe('submitted');
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'application_posted' AND subject LIKE ?")
        .bind(`%${order.orderNumber}%`)
        .first<number>('n'),
    ).toBe(1);
    expect((await get(`/api/admin/orders/${order.orderNumber}/application.pdf`, cookie)).status).toBe(409);
    // The order's mails are found by their order_number column, each once.
    const detail = await (
      await get(`/api/admin/orders/${order.orderNumber}`, cookie)
    ).json<{ mails: { kind: string }[] }>();
    expect(detail.mails.map((m) => m.kind)).toEqual(['order_confirmation', 'application_posted']);
    const again = await SELF.fetch(`${BASE}/api/admin/orders/${order.orderNumber}/submitted`, {
      method: 'POST',
      headers: { ...ADMIN, Cookie: cookie },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a state change without the CSRF header', async () => {
    const cookie = await operatorCookie();
    const order = await paidOrderWithRealImages();
    const res = await SELF.fetch(`${BASE}/api/admin/orders/${order.orderNumber}/submitted`, {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(403);
  });
});

describe('back office records and the daily batch', () => {
  it('prints the day’s stack as one PDF and lists contact messages, mails and the audit log', async () => {
    const cookie = await operatorCookie();
    const order = await paidOrderWithRealImages();
    await env.DB.prepare("UPDATE orders SET dispatch_deadline = '2000-01-01' WHERE order_number = ?")
      .bind(order.orderNumber)
      .run();
    const batch = await SELF.fetch(`${BASE}/api/admin/orders/daily-batch.pdf`, {
      method: 'POST',
      headers: { ...ADMIN, Cookie: cookie },
    });
    expect(batch.status).toBe(200);
    expect((await PDFDocument.load(await batch.arrayBuffer())).getPageCount()).toBeGreaterThanOrEqual(3);

    const mails = await (await get('/api/admin/records/outbox', cookie)).json<{ mails: { kind: string }[] }>();
    expect(mails.mails.some((m) => m.kind === 'order_confirmation')).toBe(true);
    const log = await (await get('/api/admin/records/audit', cookie)).json<{ entries: { action: string }[] }>();
    expect(log.entries.some((e) => e.action === 'daily_batch_generated')).toBe(true);
    expect((await get('/api/admin/records/messages', cookie)).status).toBe(200);
    expect((await get('/api/admin/records/messages')).status).toBe(401);
  });

  it('marks several orders posted in one request', async () => {
    const cookie = await operatorCookie();
    const [a, b] = [await paidOrderWithRealImages(), await paidOrderWithRealImages()];
    const res = await SELF.fetch(`${BASE}/api/admin/orders/submitted`, {
      method: 'POST',
      headers: { ...ADMIN, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderNumbers: [a.orderNumber, b.orderNumber, 'PK-1-NOPE'] }),
    });
    expect(await res.json()).toEqual({ results: { [a.orderNumber]: 3, [b.orderNumber]: 3, 'PK-1-NOPE': null } });
  });
});

describe('a letter in trouble taken care of without posting it again', () => {
  it('needs a note, leaves "Prüfen" once, and the audit log keeps what was done', async () => {
    const cookie = await operatorCookie();
    const order = await paidOrderWithRealImages();
    const n = order.orderNumber;
    // The order's letter, made by the daily batch, then reported back as undeliverable.
    const [printed] = await printNow(env as unknown as Env, [(await findOrder(env.DB, n))!], new Date());
    await setLetterTrouble(
      env.DB,
      printed!.letter.id,
      'undeliverable',
      'Empfänger unbekannt',
      new Date().toISOString(),
    ).run();
    const resolve = (note: string) =>
      SELF.fetch(`${BASE}/api/admin/orders/${n}/letters/${printed!.letter.id}/resolve`, {
        method: 'POST',
        headers: { ...ADMIN, Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ note }),
      });
    const refused = await resolve('  ');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Bitte kurz notieren, was erledigt wurde');
    const listed = await get('/api/admin/orders?status=attention', cookie);
    expect(JSON.stringify(await listed.json())).toContain(n);

    expect((await resolve('Druckerei hat neu versendet')).status).toBe(200);
    expect((await resolve('noch einmal')).status).toBe(409);
    const detail = await (await get(`/api/admin/orders/${n}`, cookie)).json<{ letters: { resolved: boolean }[] }>();
    expect(detail.letters).toEqual([expect.objectContaining({ resolved: true })]);
    expect(JSON.stringify(await (await get('/api/admin/orders?status=attention', cookie)).json())).not.toContain(n);
    const audit = await env.DB.prepare(
      "SELECT detail FROM audit_log WHERE order_number = ?1 AND action = 'letter_resolved'",
    )
      .bind(n)
      .all<{ detail: string }>();
    expect(audit.results).toEqual([{ detail: 'Druckerei hat neu versendet' }]);
  });
});
