import { CONFIRMATION_LABELS, IS_OWN_ID_LABEL } from '../../src/domain/confirmations';
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { findOrder } from '../../functions/db/orders';
import {
  BASE,
  PARTNER,
  PERSON,
  createOrder,
  mailedPartnerToken,
  orderBody,
  payDemo,
  postOrder,
  upload,
} from './fixtures';

interface ErrorBody {
  error: { code: string; message: string; fields?: { path: string; message: string }[] };
}

describe('POST /api/orders', () => {
  it('creates an order priced from the catalog, attaches the uploads and records evidence', async () => {
    const body = await orderBody({ plan: 'basic', extras: ['express', 'duo'] });
    const res = await postOrder(
      { ...body, totalPrice: 1, orderDetails: { totalPrice: 0.01 }, pricing: { totalPrice: 1 } },
      crypto.randomUUID(),
      '203.0.113.30',
    );
    expect(res.status).toBe(201);
    const created = await res.json<{ orderNumber: string; statusToken: string; paymentUrl: string }>();
    expect(created.orderNumber).toMatch(/^PK-\d{13}-[A-Z]{6}$/);
    expect(created.statusToken).toMatch(/^[\w-]{43}$/);
    expect(created.paymentUrl).toMatch(new RegExp(`^/api/payments/demo/${created.orderNumber}\\?session_id=demo_`));

    const order = await env.DB.prepare('SELECT * FROM orders WHERE order_number = ?')
      .bind(created.orderNumber)
      .first<Record<string, unknown>>();
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      plan: 'basic',
      total_cents: 3990 + 1990 + 1990,
      requires_second_person: 1,
      language: 'de',
    });
    expect(JSON.parse(order!.extras as string)).toEqual(['express', 'duo']);
    const evidence = JSON.parse(order!.evidence as string);
    expect(evidence).toMatchObject({ ip: '203.0.113.30', userAgent: 'vitest-browser' });
    expect(evidence.confirmations.accepted).toEqual({ agb: true, privacy: true, noWithdrawal: true, isOwnId: true });
    expect(evidence.confirmations.version).toBeTruthy();
    // The evidence holds the wording shown beside each ticked box, the own-ID box included.
    expect(evidence.confirmations.texts).toEqual({ ...CONFIRMATION_LABELS, isOwnId: IS_OWN_ID_LABEL });

    const uploads = await env.DB.prepare('SELECT order_number, expires_at FROM uploads WHERE order_number = ?')
      .bind(created.orderNumber)
      .all();
    expect(uploads.results).toHaveLength(3);
    expect(uploads.results.every((u) => u.expires_at === null)).toBe(true);
  });

  it('charges Plus and Pro without the extras they already include', async () => {
    const plus = await createOrder({ plan: 'plus', extras: ['express', 'correction'] });
    const row = await env.DB.prepare('SELECT total_cents, extras FROM orders WHERE order_number = ?')
      .bind(plus.orderNumber)
      .first();
    expect(row).toEqual({ total_cents: 4990, extras: '[]' });
  });

  it('requires the three confirmations', async () => {
    const res = await postOrder(await orderBody({ confirmations: { agb: true, privacy: false } }));
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorBody>();
    expect(error.fields).toEqual(
      expect.arrayContaining([
        {
          path: 'confirmations.privacy',
          message: 'Bitte bestätige, dass du die Datenschutzerklärung zur Kenntnis genommen hast',
        },
        { path: 'confirmations.noWithdrawal', message: 'Bestätigung erforderlich' },
      ]),
    );
  });

  it('answers invalid personal data with field paths and the German messages', async () => {
    const body = await orderBody();
    const res = await postOrder({
      ...body,
      personalData: { ...body.personalData, postalCode: '00000', firstName: 'J0hn', birthDate: '31.02.1990' },
    });
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorBody>();
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { path: 'personalData.postalCode', message: 'Ungültige deutsche PLZ' },
        { path: 'personalData.firstName', message: 'Vorname darf keine Zahlen enthalten' },
      ]),
    );
    expect(error.fields!.find((f) => f.path === 'personalData.birthDate')).toBeTruthy();
  });

  it('takes real German addresses: a date in the street name, Mannheim’s squares', async () => {
    // The codes are in public/data/plz.json, the list the Worker checks postal codes against.
    for (const address of [
      { street: 'Straße des 17. Juni', houseNumber: '135', postalCode: '10623', city: 'Berlin' },
      { street: 'L 7', houseNumber: '3-5', postalCode: '68161', city: 'Mannheim' },
    ]) {
      const res = await postOrder(await orderBody({ personalData: { ...PERSON, ...address } }));
      expect(res.status, `${address.street} ${address.houseNumber}`).toBe(201);
      const { orderNumber } = await res.json<{ orderNumber: string }>();
      expect((await findOrder(env.DB, orderNumber))!.personalData).toMatchObject(address);
    }
  });

  it('refuses markup in the street at its field', async () => {
    const body = await orderBody();
    const res = await postOrder({ ...body, personalData: { ...body.personalData, street: '<b>Musterstraße</b>' } });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.fields).toEqual([
      { path: 'personalData.street', message: 'Straßenname enthält nicht erlaubte Zeichen (z. B. < oder >)' },
    ]);
  });

  it('refuses an upload with a wrong token, of the wrong kind, or expired', async () => {
    const body = await orderBody();
    const wrongToken = await postOrder({
      ...body,
      uploads: { ...body.uploads, front: { id: body.uploads.front.id, token: 'A'.repeat(43) } },
    });
    expect(wrongToken.status).toBe(400);
    expect((await wrongToken.json<ErrorBody>()).error.fields).toEqual([
      { path: 'uploads.front', message: 'Diese Datei ist nicht mehr verfügbar. Bitte lade sie erneut hoch.' },
    ]);

    const body2 = await orderBody();
    const swapped = await postOrder({
      ...body2,
      uploads: { ...body2.uploads, front: body2.uploads.back, back: body2.uploads.front },
    });
    expect(swapped.status).toBe(400);

    const body3 = await orderBody();
    await env.DB.prepare("UPDATE uploads SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?")
      .bind(body3.uploads.back.id)
      .run();
    const expired = await postOrder(body3);
    expect(expired.status).toBe(400);
    expect((await expired.json<ErrorBody>()).error.fields?.[0]?.path).toBe('uploads.back');
  });

  it('replays the same key and body with the same order; a different body under the key is a 409', async () => {
    const body = await orderBody();
    const key = crypto.randomUUID();
    const first = await (await postOrder(body, key)).json<{ orderNumber: string; paymentUrl: string }>();
    const again = await postOrder(body, key);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE email = ? AND order_number = ?')
      .bind(body.personalData.email, first.orderNumber)
      .first<number>('n');
    expect(count).toBe(1);

    const conflict = await postOrder({ ...body, plan: 'pro' }, key);
    expect(conflict.status).toBe(409);
    expect((await conflict.json<ErrorBody>()).error.code).toBe('idempotency_conflict');
  });

  it('lets a corrected request reuse the key of a request that failed validation', async () => {
    const body = await orderBody();
    const key = crypto.randomUUID();
    expect((await postOrder({ ...body, plan: 'gold' }, key)).status).toBe(400);
    expect((await postOrder(body, key)).status).toBe(201);
  });

  it('needs an Idempotency-Key', async () => {
    const res = await SELF.fetch(`${BASE}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
  });

  it('moves uploads of an unpaid order to a new order, but never those of a paid one', async () => {
    const body = await orderBody();
    const first = await (await postOrder(body)).json<{ orderNumber: string }>();
    const second = await postOrder({ ...body, plan: 'plus' });
    expect(second.status).toBe(201);
    const old = await env.DB.prepare('SELECT status FROM orders WHERE order_number = ?')
      .bind(first.orderNumber)
      .first<string>('status');
    expect(old).toBe('superseded');

    const paid = await createOrder();
    await payDemo(paid);
    const uploads = await env.DB.prepare('SELECT id, kind FROM uploads WHERE order_number = ? ORDER BY kind')
      .bind(paid.orderNumber)
      .all<{ id: string; kind: string }>();
    expect(uploads.results).toHaveLength(3);
  });
});

describe('POST /api/orders rate limit', () => {
  it('refuses the 31st order of one client in 10 minutes with a German 429, and frees the key it claimed', async () => {
    const ip = `test-${crypto.randomUUID()}`;
    // Invalid bodies count as well and are cheap to send: the limit is counted before anything else.
    for (let i = 0; i < 30; i++) expect((await postOrder({}, crypto.randomUUID(), ip)).status).toBe(400);
    const key = crypto.randomUUID();
    const body = await orderBody();
    const limited = await postOrder(body, key, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await limited.json<ErrorBody>()).error).toEqual({
      code: 'rate_limited',
      message: 'Zu viele Anfragen. Bitte warte einige Minuten und versuche es dann erneut.',
    });
    // The same request from another client (or later) is not blocked by a leftover claim.
    expect((await postOrder(body, key)).status).toBe(201);
  });
});

describe('GET /api/orders/:orderNumber', () => {
  const read = (orderNumber: string, headers: Record<string, string> = {}, query = '') =>
    SELF.fetch(`${BASE}/api/orders/${orderNumber}${query}`, { headers });

  it('shows status, package and total with the status token or the payment session in a header, and nothing without', async () => {
    const order = await createOrder({ plan: 'plus' });
    const byToken = await read(order.orderNumber, { 'X-Status-Token': order.statusToken });
    expect(byToken.status).toBe(200);
    expect(await byToken.json()).toMatchObject({
      status: 'awaiting_payment',
      paid: false,
      plan: 'plus',
      totalCents: 4990,
      requiresSecondPerson: true,
    });

    const sessionId = new URL(order.paymentUrl, BASE).searchParams.get('session_id')!;
    expect((await read(order.orderNumber, { 'X-Payment-Session': sessionId })).status).toBe(200);
    expect((await read(order.orderNumber)).status).toBe(404);
    expect((await read(order.orderNumber, { 'X-Status-Token': 'falsch' })).status).toBe(404);
    expect((await read(order.orderNumber, { 'X-Payment-Session': 'falsch' })).status).toBe(404);
    expect((await read('PK-1-AAAAAA', { 'X-Status-Token': order.statusToken })).status).toBe(404);
  });

  it('no longer accepts the proof in the query string (?token=, ?session_id=), where logs and the history keep it', async () => {
    const order = await createOrder();
    const sessionId = new URL(order.paymentUrl, BASE).searchParams.get('session_id')!;
    for (const query of [
      `?token=${order.statusToken}`,
      `?session_id=${sessionId}`,
      `?token=${order.statusToken}&session_id=${sessionId}`,
    ]) {
      const res = await read(order.orderNumber, {}, query);
      expect(res.status, query).toBe(404);
      expect(await res.text(), query).not.toContain('awaiting_payment');
    }
    // A wrong header is not rescued by a right query string.
    expect((await read(order.orderNumber, { 'X-Status-Token': 'falsch' }, `?token=${order.statusToken}`)).status).toBe(
      404,
    );
  });
});

describe('POST /api/orders/:orderNumber/partner', () => {
  const partner = PARTNER;

  async function submit(orderNumber: string, proof: Record<string, string>, extra: Record<string, unknown> = {}) {
    return SELF.fetch(`${BASE}/api/orders/${orderNumber}/partner`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        originalOrderNumber: orderNumber,
        ...proof,
        extendedData: {
          partnerData: partner,
          additionalInfo: '',
          timestamp: new Date().toISOString(),
          confirmExtendedData: true,
        },
        ...extra,
      }),
    });
  }

  it('stores the second person of a paid Plus order, with their own uploads', async () => {
    const order = await createOrder({ plan: 'plus' });
    await payDemo(order);
    const front = await upload('partner-front');
    const res = await submit(
      order.orderNumber,
      { statusToken: order.statusToken },
      { uploads: { front: { id: front.id, token: front.token } } },
    );
    expect(res.status).toBe(200);
    const row = await env.DB.prepare('SELECT partner_data, partner_submitted_at FROM orders WHERE order_number = ?')
      .bind(order.orderNumber)
      .first<{ partner_data: string }>();
    expect(JSON.parse(row!.partner_data).partnerData.firstName).toBe('Anna');
    expect(
      await env.DB.prepare('SELECT order_number FROM uploads WHERE id = ?')
        .bind(front.id)
        .first<string>('order_number'),
    ).toBe(order.orderNumber);
  });

  it('refuses a form opened for another order, and stores nothing', async () => {
    const order = await createOrder({ plan: 'plus' });
    await payDemo(order);
    const res = await submit(
      order.orderNumber,
      { statusToken: order.statusToken },
      { originalOrderNumber: 'PK-1-ABCDEF' },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('order_mismatch');
    const row = await env.DB.prepare('SELECT partner_data FROM orders WHERE order_number = ?')
      .bind(order.orderNumber)
      .first<{ partner_data: string | null }>();
    expect(row!.partner_data).toBeNull();
  });

  it('mails the personal link with which the second person adds their own ID copy and signature', async () => {
    const order = await createOrder({ plan: 'plus' });
    await payDemo(order);
    expect((await submit(order.orderNumber, { statusToken: order.statusToken })).status).toBe(200);
    const mail = await env.DB.prepare(
      "SELECT to_address, body_text FROM outbox WHERE kind = 'partner_link' AND subject LIKE ?",
    )
      .bind(`%${order.orderNumber}%`)
      .first<{ to_address: string; body_text: string }>();
    expect(mail!.to_address).toBe('lukasz@example.de');
    const token = mail!.body_text.match(/\/zweite-person#bestellung=[^&\s]+&token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    const documents = (body: unknown) =>
      SELF.fetch(`${BASE}/api/orders/${order.orderNumber}/partner-documents`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const [front, back, signature] = await Promise.all([
      upload('partner-front'),
      upload('partner-back'),
      upload('partner-signature'),
    ]);
    const uploads = {
      front: { id: front.id, token: front.token },
      back: { id: back.id, token: back.token },
      signature: { id: signature.id, token: signature.token },
    };
    expect((await documents({ token: order.statusToken, uploads })).status).toBe(404);
    expect((await documents({ token, uploads: { front: uploads.front } })).status).toBe(400);
    expect((await documents({ token, uploads })).status).toBe(200);
    const status = await (
      await SELF.fetch(`${BASE}/api/orders/${order.orderNumber}`, { headers: { 'X-Status-Token': order.statusToken } })
    ).json<{ secondPersonComplete: boolean }>();
    expect(status.secondPersonComplete).toBe(true);
  });

  it('answers a malformed uploads part with 400 at its field, never 500, and still takes a good one', async () => {
    const order = await createOrder({ plan: 'plus' });
    await payDemo(order);
    const front = await upload('partner-front');
    const malformed: [unknown, string][] = [
      [{ front: null }, 'uploads.front'],
      ['front', 'uploads'],
      [{ front: 5 }, 'uploads.front'],
      [{ front: { token: front.token } }, 'uploads.front.id'],
      [{ back: { id: [front.id], token: front.token } }, 'uploads.back.id'],
    ];
    for (const [uploads, path] of malformed) {
      const res = await submit(order.orderNumber, { statusToken: order.statusToken }, { uploads });
      expect(res.status, JSON.stringify(uploads)).toBe(400);
      const { error } = await res.json<{ error: { code: string; fields: { path: string }[] } }>();
      expect(error.code).toBe('validation_failed');
      expect(error.fields.map((field) => field.path)).toEqual([path]);
    }
    const good = { front: { id: front.id, token: front.token } };
    expect((await submit(order.orderNumber, { statusToken: order.statusToken }, { uploads: good })).status).toBe(200);
  });

  it('answers malformed documents of the second person with 400, never 500', async () => {
    const order = await createOrder({ plan: 'plus' });
    await payDemo(order);
    expect((await submit(order.orderNumber, { statusToken: order.statusToken })).status).toBe(200);
    const token = await mailedPartnerToken(order.orderNumber);
    const [front, back, signature] = await Promise.all([
      upload('partner-front'),
      upload('partner-back'),
      upload('partner-signature'),
    ]);
    const ref = (u: { id: string; token: string }) => ({ id: u.id, token: u.token });
    const documents = (body: unknown) =>
      SELF.fetch(`${BASE}/api/orders/${order.orderNumber}/partner-documents`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const body of [
      null,
      { token, uploads: 'front' },
      { token, uploads: { front: null, back: ref(back), signature: ref(signature) } },
      { token, uploads: { front: { id: [front.id], token: front.token }, back: ref(back), signature: ref(signature) } },
      { token: 5, uploads: { front: ref(front), back: ref(back), signature: ref(signature) } },
    ]) {
      expect((await documents(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await documents({ token, uploads: { front: ref(front), back: ref(back), signature: ref(signature) } })).status,
    ).toBe(200);
  });

  it('refuses orders without a second person, unpaid orders and missing proof', async () => {
    const basic = await createOrder({ plan: 'basic' });
    await payDemo(basic);
    expect((await submit(basic.orderNumber, { statusToken: basic.statusToken })).status).toBe(409);
    const unpaid = await createOrder({ plan: 'pro' });
    expect((await submit(unpaid.orderNumber, { statusToken: unpaid.statusToken })).status).toBe(409);
    expect((await submit(unpaid.orderNumber, { statusToken: 'nope' })).status).toBe(404);
  });
});
