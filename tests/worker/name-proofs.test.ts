// The proof of a change of name (upload kind 'name-proof'): from the wizard it is printed after the ID copy
// (not in the customer's letter copy) and deleted with it; sent later from the status page it waits for an
// operator, who confirms it (then printed) or rejects it (deleted, the customer mailed), and only while the
// application is not printed. Retention deletes it with the order's other documents.
import { env, SELF } from 'cloudflare:test';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { deleteDueDocuments } from '../../functions/jobs/retention';
import { findOrder } from '../../functions/db/orders';
import { readLetterCopy } from '../../functions/services/dispatch/letter-copy';
import {
  BASE,
  SIGNATURE_PNG,
  orderBody,
  payDemo,
  postOrder,
  upload,
  type CreatedOrder,
  type UploadResult,
} from './fixtures';
import { operatorCookie } from './operators';

const ADMIN = { 'X-Requested-With': 'punktebrief-admin' };
const HOUR = 3600_000;

/** A certificate scanned as a PDF of `pages` pages, each with something on it. */
async function certificatePdf(pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]).drawRectangle({ x: 50, y: 50, width: 100, height: 60 });
  return doc.save();
}

const refOf = (u: UploadResult) => ({ id: u.id, token: u.token });

/** An order of `plan` with real images (the application embeds them), with `extra` files and fields. */
async function orderWith(plan: 'basic' | 'plus', extra: { nameChanged?: boolean; nameProof?: UploadResult } = {}) {
  const [front, back, signature] = await Promise.all([
    upload('front', SIGNATURE_PNG),
    upload('back', SIGNATURE_PNG),
    upload('signature', SIGNATURE_PNG),
  ]);
  const body = await orderBody({ plan });
  return postOrder({
    ...body,
    uploads: {
      front: refOf(front),
      back: refOf(back),
      signature: refOf(signature),
      ...(extra.nameProof ? { nameProof: refOf(extra.nameProof) } : {}),
    },
    ...(extra.nameChanged === undefined ? {} : { nameChanged: extra.nameChanged }),
  });
}

async function paidOrder(plan: 'basic' | 'plus' = 'basic', nameProof?: UploadResult): Promise<CreatedOrder> {
  const res = await orderWith(plan, nameProof ? { nameChanged: true, nameProof } : {});
  expect(res.status, await res.clone().text()).toBe(201);
  const order = await res.json<CreatedOrder>();
  await payDemo(order);
  return order;
}

const get = (path: string, cookie: string) => SELF.fetch(`${BASE}${path}`, { headers: { ...ADMIN, Cookie: cookie } });
const post = (path: string, cookie: string) =>
  SELF.fetch(`${BASE}${path}`, { method: 'POST', headers: { ...ADMIN, Cookie: cookie } });
const pageCount = async (bytes: ArrayBuffer | Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

/** "Namensnachweis nachreichen" as the status page sends it. */
function sendProof(
  orderNumber: string,
  statusToken: string | null,
  proof: UploadResult,
  ip = `test-${crypto.randomUUID()}`,
) {
  return SELF.fetch(`${BASE}/api/orders/${orderNumber}/name-proof`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': ip,
      ...(statusToken ? { 'X-Status-Token': statusToken } : {}),
    },
    body: JSON.stringify({ uploads: { nameProof: refOf(proof) } }),
  });
}

async function statusOf(order: CreatedOrder) {
  const res = await SELF.fetch(`${BASE}/api/orders/${order.orderNumber}`, {
    headers: { 'X-Status-Token': order.statusToken },
  });
  return res.json<{ nameProof: string | null; timeline: { event: string }[] }>();
}

async function uploadRow(id: string) {
  return env.DB.prepare('SELECT order_number, review, deleted_at, object_key FROM uploads WHERE id = ?1')
    .bind(id)
    .first<{ order_number: string | null; review: string | null; deleted_at: string | null; object_key: string }>();
}

const liveUploads = async (orderNumber: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM uploads WHERE order_number = ?1 AND deleted_at IS NULL')
    .bind(orderNumber)
    .first<number>('n'))!;

describe('the proof from the wizard', () => {
  it('an order that says yes without the proof is refused with a field error', async () => {
    const res = await orderWith('basic', { nameChanged: true });
    expect(res.status).toBe(400);
    const { error } = await res.json<{ error: { fields: { path: string; message: string }[] } }>();
    expect(error.fields).toEqual([
      {
        path: 'uploads.nameProof',
        message: 'Bitte lade den Nachweis deiner Namensänderung hoch (z. B. Heirats- oder Scheidungsurkunde).',
      },
    ]);
  });

  it('a proof of another kind is refused at its field', async () => {
    const res = await orderWith('basic', { nameChanged: true, nameProof: await upload('front', SIGNATURE_PNG) });
    expect(res.status).toBe(400);
    const { error } = await res.json<{ error: { fields: { path: string }[] } }>();
    expect(error.fields.map((f) => f.path)).toEqual(['uploads.nameProof']);
  });

  it('is printed after the ID copy, not in the letter copy, and deleted after posting', async () => {
    const cookie = await operatorCookie();
    const proof = await upload('name-proof', await certificatePdf(2));
    const order = await paidOrder('plus', proof);
    expect((await uploadRow(proof.id))!).toMatchObject({ order_number: order.orderNumber, review: null });

    const printed = await post(`/api/admin/orders/${order.orderNumber}/application.pdf`, cookie);
    expect(printed.status).toBe(200);
    // The letter, the ID front and back, the certificate's two pages.
    expect(await pageCount(await printed.arrayBuffer())).toBe(1 + 1 + 1 + 2);

    const posted = await post(`/api/admin/orders/${order.orderNumber}/submitted`, cookie);
    expect(await posted.json()).toEqual({ ok: true, deletedDocuments: 4 });
    expect(await liveUploads(order.orderNumber)).toBe(0);
    const row = (await uploadRow(proof.id))!;
    expect(row.deleted_at).not.toBeNull();
    expect(await env.DOCUMENTS.get(row.object_key)).toBeNull();
    // Plus keeps the letter as sent: the letter pages only, without ID copy and certificate.
    const copy = await readLetterCopy(env, (await findOrder(env.DB, order.orderNumber))!);
    expect(await pageCount(copy!)).toBe(1);
  });
});

describe('the proof sent later from the status page', () => {
  it('a wrong or missing status token is refused like an unknown order, and nothing is attached', async () => {
    const order = await paidOrder();
    const proof = await upload('name-proof', await certificatePdf(1));
    for (const token of [null, 'x'.repeat(43)]) {
      const res = await sendProof(order.orderNumber, token, proof);
      expect(res.status).toBe(404);
      expect((await res.json<{ error: { code: string } }>()).error.code).toBe('not_found');
    }
    expect((await uploadRow(proof.id))!.order_number).toBeNull();
  });

  it('waits for the operator, is shown in the back office, and once confirmed is printed', async () => {
    const cookie = await operatorCookie();
    const order = await paidOrder();
    expect((await statusOf(order)).nameProof).toBe('open');
    const proof = await upload('name-proof', await certificatePdf(2));
    expect((await sendProof(order.orderNumber, order.statusToken, proof)).status).toBe(201);
    expect((await uploadRow(proof.id))!).toMatchObject({ order_number: order.orderNumber, review: 'pending' });
    const status = await statusOf(order);
    expect(status.nameProof).toBe('pending');
    expect(status.timeline.map((t) => t.event)).toContain('name_proof_received');
    // One at a time: another waits until this one is checked.
    const second = await sendProof(
      order.orderNumber,
      order.statusToken,
      await upload('name-proof', await certificatePdf(1)),
    );
    expect(second.status).toBe(409);
    expect((await second.json<{ error: { code: string } }>()).error.code).toBe('name_proof_pending');

    const detail = await (
      await get(`/api/admin/orders/${order.orderNumber}`, cookie)
    ).json<{
      actions: string[];
      needsAttention: boolean;
      documents: { id: string; kind: string; review: string | null }[];
    }>();
    expect(detail.actions).toContain('review_name_proof');
    expect(detail.needsAttention).toBe(true);
    expect(detail.documents.find((d) => d.id === proof.id)).toMatchObject({ kind: 'name-proof', review: 'pending' });
    const read = await get(`/api/admin/orders/${order.orderNumber}/documents/${proof.id}`, cookie);
    expect(read.status).toBe(200);
    expect(read.headers.get('Content-Type')).toBe('application/pdf');
    const audited = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE order_number = ?1 AND action = 'document_read' AND detail = 'name-proof'",
    )
      .bind(order.orderNumber)
      .first<number>('n');
    expect(audited).toBe(1);
    // Not printed while it waits.
    const preview = await get(`/api/admin/orders/${order.orderNumber}/application.pdf`, cookie);
    expect(await pageCount(await preview.arrayBuffer())).toBe(3);

    expect((await post(`/api/admin/name-proofs/${order.orderNumber}/${proof.id}/confirm`, cookie)).status).toBe(200);
    expect((await uploadRow(proof.id))!.review).toBe('confirmed');
    expect((await post(`/api/admin/name-proofs/${order.orderNumber}/${proof.id}/confirm`, cookie)).status).toBe(409);
    const after = await (await get(`/api/admin/orders/${order.orderNumber}`, cookie)).json<{ actions: string[] }>();
    expect(after.actions).not.toContain('review_name_proof');
    expect((await statusOf(order)).timeline.map((t) => t.event)).toContain('name_proof_confirmed');
    const printed = await post(`/api/admin/orders/${order.orderNumber}/application.pdf`, cookie);
    expect(await pageCount(await printed.arrayBuffer())).toBe(1 + 1 + 1 + 2);
  });

  it('rejected, it is deleted and the customer is mailed with a fresh status link', async () => {
    const cookie = await operatorCookie();
    const order = await paidOrder();
    const proof = await upload('name-proof', SIGNATURE_PNG);
    expect((await sendProof(order.orderNumber, order.statusToken, proof)).status).toBe(201);
    expect((await post(`/api/admin/name-proofs/${order.orderNumber}/${proof.id}/reject`, cookie)).status).toBe(200);

    const row = (await uploadRow(proof.id))!;
    expect(row).toMatchObject({ review: 'rejected', deleted_at: expect.any(String) });
    expect(await env.DOCUMENTS.get(row.object_key)).toBeNull();
    const mail = await env.DB.prepare(
      "SELECT to_address, subject, body_text FROM outbox WHERE order_number = ?1 AND kind = 'name_proof_rejected'",
    )
      .bind(order.orderNumber)
      .first<{ to_address: string; subject: string; body_text: string }>();
    expect(mail).toMatchObject({
      to_address: 'lukasz@example.de',
      subject: `Dein Nachweis der Namensänderung (${order.orderNumber})`,
    });
    expect(mail!.body_text).toMatch(new RegExp(`/status#bestellung=${order.orderNumber}&token=[\\w-]{43}`));
    const status = await statusOf(order);
    expect(status.timeline.map((t) => t.event)).toContain('name_proof_rejected');
    // The customer may send another while the application is not printed.
    expect(status.nameProof).toBe('open');
    expect((await post(`/api/admin/name-proofs/${order.orderNumber}/${proof.id}/reject`, cookie)).status).toBe(409);
    const preview = await get(`/api/admin/orders/${order.orderNumber}/application.pdf`, cookie);
    expect(await pageCount(await preview.arrayBuffer())).toBe(3);
  });

  it('is not taken once the application is printed: a printed letter is not changed', async () => {
    const cookie = await operatorCookie();
    const order = await paidOrder();
    expect((await post(`/api/admin/orders/${order.orderNumber}/application.pdf`, cookie)).status).toBe(200);
    expect((await statusOf(order)).nameProof).toBe('too_late');
    const proof = await upload('name-proof', await certificatePdf(1));
    const res = await sendProof(order.orderNumber, order.statusToken, proof);
    expect(res.status).toBe(409);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe('name_proof_closed');
    expect((await uploadRow(proof.id))!.order_number).toBeNull();
  });

  it('an unpaid order takes none (the wizard asks for it)', async () => {
    const res = await orderWith('basic');
    const order = await res.json<CreatedOrder>();
    expect((await statusOf(order)).nameProof).toBeNull();
    const sent = await sendProof(order.orderNumber, order.statusToken, await upload('name-proof', SIGNATURE_PNG));
    expect(sent.status).toBe(409);
  });
});

describe('retention deletes the proof with the ID copy', () => {
  it('of an order unpaid for 48 hours, and of a withdrawn order', async () => {
    const unpaidProof = await upload('name-proof', SIGNATURE_PNG);
    const unpaid = await (await orderWith('basic', { nameChanged: true, nameProof: unpaidProof })).json<CreatedOrder>();
    const withdrawnProof = await upload('name-proof', await certificatePdf(1));
    const withdrawn = await paidOrder('basic', withdrawnProof);
    await env.DB.prepare("UPDATE orders SET status = 'withdrawn' WHERE order_number = ?1")
      .bind(withdrawn.orderNumber)
      .run();

    await deleteDueDocuments(env, new Date(Date.now() + 49 * HOUR));

    for (const [order, proof] of [
      [unpaid, unpaidProof],
      [withdrawn, withdrawnProof],
    ] as const) {
      expect(await liveUploads(order.orderNumber)).toBe(0);
      const row = (await uploadRow(proof.id))!;
      expect(row.deleted_at).not.toBeNull();
      expect(await env.DOCUMENTS.get(row.object_key)).toBeNull();
    }
  });
});
