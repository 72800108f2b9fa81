import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, createOrder, PERSON } from './fixtures';
import { postJson } from './helpers';
import { operatorCookie } from './operators';
import { germanDateTime } from '../../src/domain/dates';

const ADMIN = { 'X-Requested-With': 'punktebrief-admin' };

interface OutboxRow {
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
}

const mailsOf = async (orderNumber: string) =>
  (
    await env.DB.prepare(
      'SELECT kind, to_address, subject, body_text FROM outbox WHERE order_number = ?1 OR subject LIKE ?2 ORDER BY created_at',
    )
      .bind(orderNumber, `%${orderNumber}%`)
      .all<OutboxRow>()
  ).results;

const withdraw = (orderNumber: string, fields: { name: string; email: string; statement: string }) =>
  postJson('/api/withdrawals', { ...fields, orderNumber }, `w-${crypto.randomUUID()}`);

describe('POST /api/withdrawals', () => {
  it('stores the declaration, notes it on the order and confirms content, date and time by mail', async () => {
    const order = await createOrder();
    const res = await postJson(
      '/api/withdrawals',
      {
        name: 'Łukasz Öztürk',
        email: 'lukasz@example.de',
        orderNumber: order.orderNumber.toLowerCase(),
        statement: '',
      },
      `w-${crypto.randomUUID()}`,
    );
    expect(res.status).toBe(201);
    const body = await res.json<{ id: string; receivedAt: string }>();
    // An instant for the page to format; the mail names it in German time.
    expect(new Date(body.receivedAt).toISOString()).toBe(body.receivedAt);
    const receivedAtText = germanDateTime(new Date(body.receivedAt));
    const row = await env.DB.prepare('SELECT order_number, order_found, statement FROM withdrawals WHERE id = ?')
      .bind(body.id)
      .first();
    expect(row).toEqual({
      order_number: order.orderNumber,
      order_found: 1,
      statement: 'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Erbringung der Dienstleistung.',
    });
    const mail = await env.DB.prepare(
      "SELECT to_address, body_text FROM outbox WHERE kind = 'withdrawal_confirmation' AND subject LIKE ?",
    )
      .bind(`%${order.orderNumber}%`)
      .first<{ to_address: string; body_text: string }>();
    expect(mail!.to_address).toBe('lukasz@example.de');
    expect(mail!.body_text).toContain(receivedAtText);
    expect(mail!.body_text).toContain('Hiermit widerrufe ich');
    const timeline = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM order_timeline WHERE order_number = ? AND event = 'withdrawal_received'",
    )
      .bind(order.orderNumber)
      .first<number>('n');
    expect(timeline).toBe(1);
  });

  it('accepts an unknown order number (the operator checks it) and refuses bad input in German', async () => {
    const unknown = await postJson(
      '/api/withdrawals',
      { name: 'Erika', email: 'e@example.de', orderNumber: 'PK-1700000000000-ABCDEF', statement: 'Widerruf.' },
      `w-${crypto.randomUUID()}`,
    );
    expect(unknown.status).toBe(201);
    const bad = await postJson(
      '/api/withdrawals',
      { name: 'E', email: 'kaputt', orderNumber: '123' },
      `w-${crypto.randomUUID()}`,
    );
    expect(bad.status).toBe(400);
    const { error } = await bad.json<{ error: { fields: { path: string; message: string }[] } }>();
    expect(error.fields.map((f) => f.path)).toEqual(['name', 'email', 'orderNumber']);
    expect(error.fields[0]!.message).toBe('Bitte gib deinen Namen an.');
  });
});

describe("a withdrawal sent with another address than the order's", () => {
  const STRANGER = {
    name: 'Mallory Fremdling',
    email: 'mallory@example.org',
    statement: 'Ihr Konto ist gesperrt, melden Sie sich unter https://boese.example an.',
  };

  it("confirms receipt to the order's address without the stranger's name or text; support gets everything", async () => {
    const order = await createOrder();
    const res = await withdraw(order.orderNumber, STRANGER);
    expect(res.status).toBe(201);
    const receivedAtText = germanDateTime(new Date((await res.json<{ receivedAt: string }>()).receivedAt));

    const mails = await mailsOf(order.orderNumber);
    const toCustomer = mails.filter((m) => m.to_address !== env.SUPPORT_EMAIL);
    expect(toCustomer.map((m) => [m.kind, m.to_address])).toEqual([['withdrawal_confirmation', PERSON.email]]);
    const confirmation = toCustomer[0]!;
    expect(confirmation.body_text).toContain(order.orderNumber);
    expect(confirmation.body_text).toContain(receivedAtText);
    for (const typed of [STRANGER.name, 'Mallory', STRANGER.email, 'boese.example', 'Konto ist gesperrt'])
      expect(`${confirmation.subject}\n${confirmation.body_text}`).not.toContain(typed);
    // Nothing at all goes to the address the stranger typed.
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE to_address = ?')
        .bind(STRANGER.email)
        .first<number>('n'),
    ).toBe(0);

    const support = mails.find((m) => m.kind === 'withdrawal_to_support')!;
    for (const typed of [STRANGER.name, STRANGER.email, STRANGER.statement]) expect(support.body_text).toContain(typed);
  });

  it("flags the withdrawal in the back office when its address differs, not when it is the order's in other case", async () => {
    const [differs, same] = [await createOrder(), await createOrder()];
    expect((await withdraw(differs.orderNumber, STRANGER)).status).toBe(201);
    const own = { name: PERSON.firstName, email: PERSON.email.toUpperCase(), statement: 'Ich widerrufe selbst.' };
    expect((await withdraw(same.orderNumber, own)).status).toBe(201);

    const cookie = await operatorCookie();
    const detail = async (orderNumber: string) => {
      const res = await SELF.fetch(`${BASE}/api/admin/orders/${orderNumber}`, {
        headers: { ...ADMIN, Cookie: cookie },
      });
      expect(res.status).toBe(200);
      return res.json<{ withdrawals: { email: string; emailDiffers: boolean }[] }>();
    };
    expect((await detail(differs.orderNumber)).withdrawals).toMatchObject([
      { email: STRANGER.email, emailDiffers: true },
    ]);
    expect((await detail(same.orderNumber)).withdrawals).toMatchObject([{ emailDiffers: false }]);

    // The order's own address (in any case) gets the declaration with its content (§ 356a BGB).
    const confirmation = (await mailsOf(same.orderNumber)).find((m) => m.kind === 'withdrawal_confirmation')!;
    expect(confirmation.to_address).toBe(PERSON.email);
    expect(confirmation.body_text).toContain('Ich widerrufe selbst.');
  });
});

describe('withdrawals per order number and day', () => {
  const fromStranger = (i: number) => ({ name: 'Mallory Fremdling', email: `mallory-${i}@example.org`, statement: '' });

  it('refuses the 4th from other addresses than the order’s with the same 429, whether or not the order exists', async () => {
    const order = await createOrder();
    const unknown = 'PK-1700000000000-WWWWWW';
    const answers: Record<string, Response[]> = { [order.orderNumber]: [], [unknown]: [] };
    for (const orderNumber of [order.orderNumber, unknown])
      for (let i = 0; i < 4; i++) answers[orderNumber]!.push(await withdraw(orderNumber, fromStranger(i)));
    const known = answers[order.orderNumber]!;
    const none = answers[unknown]!;
    expect(known.map((r) => r.status)).toEqual([201, 201, 201, 429]);
    expect(none.map((r) => r.status)).toEqual([201, 201, 201, 429]);
    expect(await known[3]!.text()).toBe(await none[3]!.text());
    expect(Number(known[3]!.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Not stored, not mailed: the order has the three declarations that were taken.
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE order_number = ?1')
        .bind(order.orderNumber)
        .first<number>('n'),
    ).toBe(3);

    // The strangers did not use up the customer's own declarations.
    const own = { name: PERSON.firstName, email: PERSON.email, statement: '' };
    expect((await withdraw(order.orderNumber, own)).status).toBe(201);
  });
});
