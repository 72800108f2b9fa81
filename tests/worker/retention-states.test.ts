// Deletion derived from state. One order in every state, each with the customer's and the
// second person's front, back and signature; one retention run; only what the Datenschutz text lets us
// keep survives (paid or paying orders, an order waiting for payment for less than 48 hours, an
// upload not yet used for an order for less than 24 hours).
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { applyRetention, deleteDueDocuments, RETENTION } from '../../functions/jobs/retention';
import { ORDER_STATUSES, type OrderStatus } from '../../src/domain/order-lifecycle';
import { BASE, createOrder, mailedPartnerToken, orderBody, payDemo, pngBytes, postOrder, upload } from './fixtures';

const PARTNER = {
  firstName: 'Anna',
  lastName: 'Schmidt',
  birthDate: '1990-05-01',
  birthPlace: 'Bonn',
  street: 'Hauptstraße',
  houseNumber: '3',
  postalCode: '53111',
  city: 'Bonn',
};

const HOUR = 3600_000;

/** Whether the documents of an order in each state may survive a run (content/legal/datenschutz.md §6). */
const KEPT: Record<OrderStatus, boolean> = {
  awaiting_payment: true,
  payment_processing: true,
  paid: true,
  // At the printer: the letter needs the ID copy until it is posted.
  printed: true,
  payment_failed: false,
  expired: false,
  superseded: false,
  submitted: false,
  closed: false,
  withdrawn: false,
  // A correction after posting: the new ID copy is kept until the corrected application is posted.
  correction_requested: true,
  // The second person's documents came after the customer's letter: kept until their own letter is posted.
  second_person_due: true,
};

async function orderWithAllDocuments(status: OrderStatus, createdHoursAgo = 0): Promise<string> {
  const { orderNumber } = await createOrder({ plan: 'plus' });
  const partner = await Promise.all([
    upload('partner-front'),
    upload('partner-back'),
    upload('partner-signature', pngBytes(400, 150)),
  ]);
  const created = new Date(Date.now() - createdHoursAgo * HOUR).toISOString();
  await env.DB.batch([
    ...partner.map((u) =>
      env.DB.prepare('UPDATE uploads SET order_number = ?2, expires_at = NULL WHERE id = ?1').bind(u.id, orderNumber),
    ),
    env.DB.prepare('UPDATE orders SET status = ?2, created_at = ?3 WHERE order_number = ?1').bind(
      orderNumber,
      status,
      created,
    ),
  ]);
  return orderNumber;
}

async function survivors(orderNumber: string): Promise<{ kinds: string[]; objects: number }> {
  const { results } = await env.DB.prepare('SELECT kind, object_key, deleted_at FROM uploads WHERE order_number = ?1')
    .bind(orderNumber)
    .all<{ kind: string; object_key: string; deleted_at: string | null }>();
  expect(results).toHaveLength(6);
  let objects = 0;
  for (const row of results) if ((await env.DOCUMENTS.get(row.object_key)) !== null) objects++;
  return {
    kinds: results
      .filter((r) => r.deleted_at === null)
      .map((r) => r.kind)
      .sort(),
    objects,
  };
}

const ALL_KINDS = ['back', 'front', 'partner-back', 'partner-front', 'partner-signature', 'signature'];

describe('retention decides from state alone', () => {
  it('one run leaves documents only where the Datenschutz text allows them', async () => {
    const orders = Object.fromEntries(
      await Promise.all(ORDER_STATUSES.map(async (status) => [status, await orderWithAllDocuments(status)] as const)),
    ) as Record<OrderStatus, string>;
    const staleUnpaid = await orderWithAllDocuments('awaiting_payment', 49);
    const freshUnattached = await upload('front');
    const oldUnattached = await upload('back');
    await env.DB.prepare('UPDATE uploads SET created_at = ?2 WHERE id = ?1')
      .bind(oldUnattached.id, new Date(Date.now() - 25 * HOUR).toISOString())
      .run();

    await deleteDueDocuments(env, new Date());

    for (const status of ORDER_STATUSES) {
      const expected = KEPT[status] ? { kinds: ALL_KINDS, objects: 6 } : { kinds: [], objects: 0 };
      expect(await survivors(orders[status]), status).toEqual(expected);
    }
    expect(await survivors(staleUnpaid), 'awaiting payment for 49 hours').toEqual({ kinds: [], objects: 0 });
    const unattached = async (id: string) =>
      (await env.DB.prepare('SELECT deleted_at FROM uploads WHERE id = ?1')
        .bind(id)
        .first<string | null>('deleted_at')) === null;
    expect(await unattached(freshUnattached.id)).toBe(true);
    expect(await unattached(oldUnattached.id)).toBe(false);
    // A second run has nothing left to do among these.
    for (const status of ORDER_STATUSES.filter((s) => !KEPT[s]))
      expect((await survivors(orders[status])).kinds).toEqual([]);
  });
});

describe('everything else has its period', () => {
  it('purges mails after 90 days, contact messages after 6 months, idempotency keys after a day', async () => {
    const day = 24 * HOUR;
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO outbox (id, kind, to_address, subject, body_text, next_attempt_at, created_at) VALUES ('old-mail', 'x', 'a@example.de', 's', 't', ?1, ?1), ('new-mail', 'x', 'a@example.de', 's', 't', ?2, ?2)",
      ).bind(ago(91 * day), ago(89 * day)),
      env.DB.prepare(
        "INSERT INTO contact_messages (id, name, email, subject, message, created_at) VALUES ('old-msg', 'n', 'a@example.de', 's', 'm', ?1), ('new-msg', 'n', 'a@example.de', 's', 'm', ?2)",
      ).bind(ago((RETENTION.contactMessageDays + 1) * day), ago(30 * day)),
      env.DB.prepare(
        "INSERT INTO idempotency_keys (key, request_hash, response, created_at) VALUES ('old-key', 'h', '{}', ?1), ('new-key', 'h', '{}', ?2)",
      ).bind(ago(25 * HOUR), ago(HOUR)),
    ]);
    await applyRetention(env, new Date());
    const ids = async (sql: string) => (await env.DB.prepare(sql).all<{ id: string }>()).results.map((r) => r.id);
    expect(await ids("SELECT id FROM outbox WHERE id IN ('old-mail', 'new-mail')")).toEqual(['new-mail']);
    expect(await ids("SELECT id FROM contact_messages WHERE id IN ('old-msg', 'new-msg')")).toEqual(['new-msg']);
    expect(await ids("SELECT key AS id FROM idempotency_keys WHERE key IN ('old-key', 'new-key')")).toEqual([
      'new-key',
    ]);
  });

  it('stores the idempotent answer without the status token and still replays it', async () => {
    const body = await orderBody();
    const key = crypto.randomUUID();
    const first = await (await postOrder(body, key)).json<{ statusToken: string }>();
    const stored = await env.DB.prepare('SELECT response FROM idempotency_keys WHERE key = ?1')
      .bind(key)
      .first<string>('response');
    expect(stored).not.toContain(first.statusToken);
    expect(await (await postOrder(body, key)).json()).toEqual(first);
  });
});

describe('second person documents', () => {
  it('are refused once the wait for them ended (60 days after the payment)', async () => {
    const order = await createOrder({ plan: 'plus' });
    await payDemo(order);
    const submitted = await SELF.fetch(`${BASE}/api/orders/${order.orderNumber}/partner`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        originalOrderNumber: order.orderNumber,
        statusToken: order.statusToken,
        extendedData: { partnerData: PARTNER, additionalInfo: '', timestamp: new Date().toISOString() },
      }),
    });
    expect(submitted.status).toBe(200);
    await env.DB.prepare("UPDATE orders SET status = 'submitted', paid_at = ?2 WHERE order_number = ?1")
      .bind(order.orderNumber, new Date(Date.now() - 61 * 24 * 3600_000).toISOString())
      .run();
    const [front, back, signature] = await Promise.all([
      upload('partner-front'),
      upload('partner-back'),
      upload('partner-signature', pngBytes(400, 150)),
    ]);
    const res = await SELF.fetch(`${BASE}/api/orders/${order.orderNumber}/partner-documents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        token: await mailedPartnerToken(order.orderNumber),
        uploads: {
          front: { id: front.id, token: front.token },
          back: { id: back.id, token: back.token },
          signature: { id: signature.id, token: signature.token },
        },
      }),
    });
    expect(res.status).toBe(409);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe('order_closed');
    const attached = await env.DB.prepare('SELECT order_number FROM uploads WHERE id = ?1')
      .bind(front.id)
      .first<string | null>('order_number');
    expect(attached).toBeNull();
  });
});
