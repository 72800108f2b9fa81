// The operator's day: the queue's search, filters and pages, the start page "Heute", the
// order detail's actions and preview, the day's batch with its cover sheet, and the contact inbox.
import { env, SELF } from 'cloudflare:test';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../functions/env';
import { anonymiseOrder, findOrder } from '../../functions/db/orders';
import { encrypt, importDocumentsKey } from '../../functions/lib/crypto';
import { putEncrypted } from '../../functions/services/documents/store';
import { supportReplyDeadline } from '../../src/domain/support';
import { hashPassword, totpAt } from '../../functions/lib/operator-crypto';
import {
  BASE,
  createOrder,
  orderBody,
  payDemo,
  PERSON,
  postOrder,
  SIGNATURE_PNG,
  upload,
  type CreatedOrder,
} from './fixtures';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ADMIN = { 'X-Requested-With': 'punktebrief-admin' };

let cookie = '';

beforeAll(async () => {
  const id = crypto.randomUUID();
  const email = `op-${id}@firma.test`;
  const sealed = await encrypt(
    await importDocumentsKey(env.DOCUMENTS_KEY),
    new TextEncoder().encode(SECRET),
    `totp:${id}`,
  );
  await env.DB.prepare(
    'INSERT INTO operators (id, email, password_hash, totp_secret, created_at) VALUES (?1, ?2, ?3, ?4, ?5)',
  )
    .bind(id, email, await hashPassword('pw-123456789'), btoa(String.fromCharCode(...sealed)), new Date().toISOString())
    .run();
  const res = await SELF.fetch(`${BASE}/api/admin/session`, {
    method: 'POST',
    headers: { ...ADMIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': `op-${id}` },
    body: JSON.stringify({ email, password: 'pw-123456789', totp: await totpAt(SECRET, Date.now() / 1000) }),
  });
  cookie = res.headers.get('Set-Cookie')!.split(';')[0]!;
});

const get = <T>(path: string) =>
  SELF.fetch(`${BASE}${path}`, { headers: { ...ADMIN, Cookie: cookie } }).then(async (r) => {
    expect(r.status, path).toBe(200);
    return r.json<T>();
  });
const post = (path: string, body?: unknown) =>
  SELF.fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { ...ADMIN, Cookie: cookie, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

async function paidOrder(overrides: Record<string, unknown> = {}): Promise<CreatedOrder> {
  const order = await createOrder(overrides);
  await payDemo(order);
  return order;
}

const sql = (query: string, ...binds: unknown[]) =>
  env.DB.prepare(query)
    .bind(...binds)
    .run();

/** Copies of an order under new numbers (queue rows without uploads, for paging). */
async function cloneOrder(orderNumber: string, count: number, prefix: string): Promise<string[]> {
  const numbers = Array.from({ length: count }, (_, i) => `PK-${prefix}${String(i).padStart(3, '0')}-CLONED`);
  for (const number of numbers) {
    await sql(
      `INSERT INTO orders (order_number, status, status_token_hash, plan, extras, total_cents, currency, language, email,
         personal_data, requires_second_person, evidence, payment_provider, payment_session_id, payment_url,
         dispatch_deadline, paid_at, created_at, updated_at, search_name)
       SELECT ?2, status, status_token_hash, plan, extras, total_cents, currency, language, email, personal_data,
         requires_second_person, evidence, payment_provider, NULL, NULL, dispatch_deadline, paid_at, created_at,
         updated_at, search_name FROM orders WHERE order_number = ?1`,
      orderNumber,
      number,
    );
  }
  return numbers;
}

interface QueuePage {
  orders: {
    orderNumber: string;
    name: string;
    plan: string;
    planName: string;
    overdue: boolean;
    withdrawal: string | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}

describe('the queue', () => {
  it('finds an order by number, e-mail or name (Unicode case-insensitive) without searching the JSON', async () => {
    const order = await paidOrder({
      personalData: { ...PERSON, firstName: 'Ödön', lastName: 'Ärmel-Ğül', email: 'oedoen.suche@example.de' },
    });
    for (const q of [order.orderNumber.toLowerCase(), 'OEDOEN.SUCHE@', 'ödön ärmel', 'ÄRMEL-ĞÜL']) {
      const page = await get<QueuePage>(`/api/admin/orders?status=all&q=${encodeURIComponent(q)}`);
      expect(
        page.orders.map((o) => o.orderNumber),
        q,
      ).toEqual([order.orderNumber]);
    }
    expect(
      await env.DB.prepare('SELECT search_name FROM orders WHERE order_number = ?')
        .bind(order.orderNumber)
        .first<string>('search_name'),
    ).toBe('ödön ärmel-ğül');
    // A birth place is in the personal data, not a searchable column; a LIKE wildcard is taken literally.
    expect((await get<QueuePage>('/api/admin/orders?status=all&q=K%C3%B6ln')).orders).toEqual([]);
    expect((await get<QueuePage>('/api/admin/orders?status=all&q=%25')).orders).toEqual([]);
    // An anonymised order is not found by its former name.
    await env.DB.batch([anonymiseOrder(env.DB, order.orderNumber, new Date().toISOString())]);
    expect((await get<QueuePage>('/api/admin/orders?status=all&q=%C3%B6d%C3%B6n')).orders).toEqual([]);
  });

  it('pages through 25 at a time with the total, and filters by package', async () => {
    const order = await paidOrder({
      plan: 'pro',
      personalData: { ...PERSON, lastName: 'Seitenweise', email: 'seiten@example.de' },
    });
    await cloneOrder(order.orderNumber, 29, '9100');
    const first = await get<QueuePage>('/api/admin/orders?status=all&q=seitenweise');
    expect([first.total, first.page, first.pageSize, first.orders.length]).toEqual([30, 1, 25, 25]);
    const second = await get<QueuePage>('/api/admin/orders?status=all&q=seitenweise&page=2');
    expect(second.orders).toHaveLength(5);
    expect(new Set([...first.orders, ...second.orders].map((o) => o.orderNumber)).size).toBe(30);
    expect(first.orders[0]).toMatchObject({ plan: 'pro', planName: 'Pro' });
    expect((await get<QueuePage>('/api/admin/orders?status=all&plan=pro&q=seitenweise')).total).toBe(30);
    expect((await get<QueuePage>('/api/admin/orders?status=all&plan=basic&q=seitenweise')).total).toBe(0);
    // The copies have no documents; they would print as notices in the day's batch below.
    await sql("DELETE FROM orders WHERE order_number LIKE 'PK-9100%-CLONED'");
    await sql("UPDATE orders SET dispatch_deadline = '2999-01-01' WHERE order_number = ?", order.orderNumber);
  });

  it('refuses an unknown filter, package or page with a German 400 instead of guessing', async () => {
    for (const [query, message] of [
      ['status=constructor', 'Unbekannter Filter.'],
      ['status=__proto__', 'Unbekannter Filter.'],
      ['plan=gold', 'Unbekanntes Paket.'],
      ['page=0', 'Ungültige Seitenzahl.'],
      ['page=zwei', 'Ungültige Seitenzahl.'],
      [`q=${'x'.repeat(101)}`, 'Suchbegriff zu lang.'],
      ['status=due&status=open', 'Unbekannter Filter.'],
    ]) {
      const res = await SELF.fetch(`${BASE}/api/admin/orders?${query}`, { headers: { ...ADMIN, Cookie: cookie } });
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json()), query).toContain(message);
    }
    // The other lists with a query check theirs the same way.
    for (const [path, message] of [
      ['/api/admin/records/messages?state=constructor', 'Unbekannter Filter.'],
      ['/api/admin/records/outbox?status=toString', 'Unbekannter Filter.'],
      ['/api/admin/orders/PK-0000-0000/application.pdf?person=dritte', 'Unbekannte Person.'],
    ]) {
      const res = await SELF.fetch(`${BASE}${path}`, { headers: { ...ADMIN, Cookie: cookie } });
      expect(res.status, path).toBe(400);
      expect(JSON.stringify(await res.json()), path).toContain(message);
    }
    expect((await get<{ messages: unknown[] }>('/api/admin/records/messages')).messages).toBeInstanceOf(Array);
    // A single status is a filter too, and no parameters mean the open orders.
    expect((await get<QueuePage>('/api/admin/orders?status=closed&page=1')).page).toBe(1);
    expect((await get<QueuePage>('/api/admin/orders')).page).toBe(1);
  });

  it('lists what is due today and overdue, open withdrawals first; "Heute" counts the same lists', async () => {
    const before = await get<{ due: number; overdue: number; openWithdrawals: number }>('/api/admin/records/today');
    const [late, due, withdrawn] = [
      await paidOrder({ personalData: { ...PERSON, lastName: 'Spät', email: 'spaet@example.de' } }),
      await paidOrder({ personalData: { ...PERSON, lastName: 'Heute', email: 'heute@example.de' } }),
      await paidOrder({ personalData: { ...PERSON, lastName: 'Widerruf', email: 'widerruf@example.de' } }),
    ];
    await sql("UPDATE orders SET dispatch_deadline = '2000-01-03' WHERE order_number = ?", late.orderNumber);
    await sql("UPDATE orders SET dispatch_deadline = '2000-01-04' WHERE order_number = ?", due.orderNumber);
    await sql("UPDATE orders SET dispatch_deadline = '2999-01-01' WHERE order_number = ?", withdrawn.orderNumber);
    const res = await SELF.fetch(`${BASE}/api/withdrawals`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `w-${crypto.randomUUID()}` },
      body: JSON.stringify({
        name: 'Erika Widerruf',
        email: 'widerruf@example.de',
        orderNumber: withdrawn.orderNumber,
      }),
    });
    expect(res.status).toBe(201);

    const overdue = await get<QueuePage>('/api/admin/orders?status=overdue');
    expect(overdue.orders.map((o) => o.orderNumber)).toContain(late.orderNumber);
    expect(overdue.orders.map((o) => o.orderNumber)).toContain(due.orderNumber);
    expect(overdue.orders.every((o) => o.overdue)).toBe(true);
    const open = await get<QueuePage>('/api/admin/orders?status=open');
    expect(open.orders[0]).toMatchObject({ orderNumber: withdrawn.orderNumber, withdrawal: 'open' });
    const withdrawals = await get<QueuePage>('/api/admin/orders?status=withdrawals');
    expect(withdrawals.orders.map((o) => o.orderNumber)).toContain(withdrawn.orderNumber);

    const after = await get<{ due: number; overdue: number; openWithdrawals: number }>('/api/admin/records/today');
    expect(after.due - before.due).toBe(2);
    expect(after.overdue - before.overdue).toBe(2);
    expect(after.openWithdrawals - before.openWithdrawals).toBe(1);

    // Answered, the withdrawal leaves the list and the count.
    expect((await post(`/api/admin/orders/${withdrawn.orderNumber}/withdrawal`)).status).toBe(200);
    const done = await get<{ openWithdrawals: number }>('/api/admin/records/today');
    expect(done.openWithdrawals).toBe(before.openWithdrawals);
  });
});

describe('the order detail', () => {
  it('names an image it cannot draw in words (422) instead of failing the request', async () => {
    // A PNG with a header and no image data, stored before the upload refused such files: a valid
    // signature is uploaded and its stored bytes replaced.
    const headerOnly = new Uint8Array(45);
    headerOnly.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    headerOnly.set([0, 0, 1, 0x90, 0, 0, 0, 0x96, 8, 6, 0, 0, 0], 16);
    headerOnly.set([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], 33);
    const body = await orderBody();
    const signature = await upload('signature', SIGNATURE_PNG);
    const objectKey = await env.DB.prepare('SELECT object_key FROM uploads WHERE id = ?1')
      .bind(signature.id)
      .first<string>('object_key');
    await putEncrypted(env as unknown as Env, objectKey!, headerOnly);
    const created = await postOrder({ ...body, uploads: { ...body.uploads, signature } });
    expect(created.status).toBe(201);
    const order = await created.json<CreatedOrder>();
    await payDemo(order);

    const preview = await SELF.fetch(`${BASE}/api/admin/orders/${order.orderNumber}/application.pdf`, {
      headers: { Cookie: cookie },
    });
    expect(preview.status).toBe(422);
    expect((await preview.json<{ error: { message: string } }>()).error.message).toBe(
      'Ein Bild dieses Antrags lässt sich nicht lesen: PNG ohne Bilddaten. Bitte Ausweis oder Unterschrift neu anfordern.',
    );
  });

  it('offers only what the state allows; the preview is the application PDF inline, audited', async () => {
    const order = await paidOrder({ customerLanguage: 'en' });
    const detail = await get<{ actions: string[]; planName: string; secondPerson: string; status: string }>(
      `/api/admin/orders/${order.orderNumber}`,
    );
    // The back office stays German and shows the language the customer ordered in beside the reply's.
    expect(detail).toMatchObject({
      status: 'paid',
      planName: 'Basic',
      secondPerson: 'none',
      language: 'de',
      customerLanguage: 'en',
    });
    expect(detail.actions).toEqual(['print', 'mark_submitted']);

    const preview = await SELF.fetch(`${BASE}/api/admin/orders/${order.orderNumber}/application.pdf`, {
      headers: { Cookie: cookie },
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('Content-Disposition')).toMatch(/^inline; filename="Antrag-PK-/);
    await preview.arrayBuffer();
    // A GET only shows: the order is not printed by looking at its application.
    expect((await findOrder(env.DB, order.orderNumber))!.status).toBe('paid');
    // Printing is a POST, and like every change it needs the back office's own header.
    const forged = await SELF.fetch(`${BASE}/api/admin/orders/${order.orderNumber}/application.pdf`, {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(forged.status).toBe(403);
    expect((await findOrder(env.DB, order.orderNumber))!.status).toBe('paid');
    const printed = await post(`/api/admin/orders/${order.orderNumber}/application.pdf`);
    expect(printed.status).toBe(200);
    expect(printed.headers.get('Content-Disposition')).toMatch(/^attachment; filename="Antrag-PK-/);
    await printed.arrayBuffer();
    expect((await findOrder(env.DB, order.orderNumber))!.status).toBe('printed');
    const audits = await env.DB.prepare(
      "SELECT detail FROM audit_log WHERE order_number = ? AND action = 'application_generated'",
    )
      .bind(order.orderNumber)
      .all<{ detail: string }>();
    // The preview and the print, each audited as what it was.
    expect(audits.results.map((a) => a.detail)).toEqual(['main (Vorschau)', 'main']);

    expect((await post(`/api/admin/orders/${order.orderNumber}/submitted`)).status).toBe(200);
    const posted = await get<{ actions: string[] }>(`/api/admin/orders/${order.orderNumber}`);
    expect(posted.actions).toEqual([]);
  });
});

describe('the day’s batch', () => {
  it('starts with a cover sheet listing the due orders in the batch’s order; the checklist lists the same', async () => {
    const orders = [await paidOrder(), await paidOrder({ plan: 'pro' })];
    await sql("UPDATE orders SET dispatch_deadline = '2000-02-01' WHERE order_number = ?", orders[1]!.orderNumber);
    await sql("UPDATE orders SET dispatch_deadline = '2000-02-02' WHERE order_number = ?", orders[0]!.orderNumber);
    const checklist = await get<{ orders: { orderNumber: string; applications: number }[] }>('/api/admin/orders/batch');
    const numbers = checklist.orders.map((o) => o.orderNumber);
    expect(numbers.indexOf(orders[1]!.orderNumber)).toBeLessThan(numbers.indexOf(orders[0]!.orderNumber));

    // Looking is not printing: there is no GET of the batch, and the orders stay unprinted.
    const looked = await SELF.fetch(`${BASE}/api/admin/orders/daily-batch.pdf`, { headers: { Cookie: cookie } });
    expect(looked.status).toBe(404);
    expect((await findOrder(env.DB, orders[0]!.orderNumber))!.status).toBe('paid');
    const res = await post('/api/admin/orders/daily-batch.pdf');
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const pdf = await getDocumentProxy(bytes.slice()); // pdf.js takes over the buffer it is given
    const { text } = await extractText(pdf, { mergePages: false });
    const cover = text[0]!;
    expect(cover).toContain('Tagesstapel vom');
    expect(cover).toContain(`${checklist.orders.length} Bestellungen`);
    expect(cover.indexOf(orders[1]!.orderNumber)).toBeGreaterThan(-1);
    expect(cover.indexOf(orders[1]!.orderNumber)).toBeLessThan(cover.indexOf(orders[0]!.orderNumber));
    // After the cover sheet, each application: letter, ID front, ID back.
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1 + 3 * checklist.orders.length);
  });
});

describe('the contact inbox', () => {
  async function contact(email: string, subject: string, orderNumber?: string) {
    const res = await SELF.fetch(`${BASE}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `c-${crypto.randomUUID()}` },
      body: JSON.stringify({
        name: 'Erika Frage',
        email,
        subject,
        message: 'Wann kommt mein Brief vom KBA?',
        ...(orderNumber === undefined ? {} : { orderNumber }),
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json<{ id: string }>()).id;
  }

  it('shows answer deadlines (24 h, 6 service hours for Pro customers matched by e-mail) and answers by mail, once', async () => {
    const pro = await paidOrder({ plan: 'pro', personalData: { ...PERSON, email: 'pro.kunde@example.de' } });
    const proId = await contact('Pro.Kunde@example.de', 'Frage zum Pro-Paket');
    const plainId = await contact('jemand@example.de', 'Allgemeine Frage');

    const { messages } = await get<{
      messages: {
        id: string;
        tier: string;
        orderNumber: string | null;
        createdAt: string;
        answerBy: string;
        timeLeft: string | null;
      }[];
    }>('/api/admin/records/messages?state=open');
    const proMessage = messages.find((m) => m.id === proId)!;
    const plainMessage = messages.find((m) => m.id === plainId)!;
    expect(proMessage).toMatchObject({ tier: 'priority', orderNumber: pro.orderNumber });
    expect(proMessage.answerBy).toBe(supportReplyDeadline(new Date(proMessage.createdAt), 'priority').toISOString());
    expect(proMessage.timeLeft).toMatch(/^noch /);
    expect(plainMessage).toMatchObject({ tier: 'standard', orderNumber: null });
    expect(plainMessage.answerBy).toBe(
      supportReplyDeadline(new Date(plainMessage.createdAt), 'standard').toISOString(),
    );
    const today = await get<{ openMessages: { id: string }[] }>('/api/admin/records/today');
    expect(today.openMessages.map((m) => m.id)).toEqual(expect.arrayContaining([proId, plainId]));

    expect((await post(`/api/admin/records/messages/${proId}/answer`, { text: 'kurz' })).status).toBe(400);
    const answer = 'Dein Antrag ist unterwegs; das KBA antwortet in 5–14 Werktagen per Post.';
    expect((await post(`/api/admin/records/messages/${proId}/answer`, { text: answer })).status).toBe(200);
    expect((await post(`/api/admin/records/messages/${proId}/answer`, { text: answer })).status).toBe(409);
    expect((await post('/api/admin/records/messages/nope/answer', { text: answer })).status).toBe(404);

    const mails = await env.DB.prepare(
      "SELECT to_address, reply_to, subject, body_text, order_number FROM outbox WHERE kind = 'contact_answer'",
    ).all<Record<string, string>>();
    expect(mails.results).toEqual([
      expect.objectContaining({
        to_address: 'Pro.Kunde@example.de',
        reply_to: env.SUPPORT_EMAIL,
        subject: 'Re: Frage zum Pro-Paket',
        order_number: pro.orderNumber,
      }),
    ]);
    expect(mails.results[0]!.body_text).toContain(answer);
    expect(mails.results[0]!.body_text).toContain('> Wann kommt mein Brief vom KBA?');
    expect(
      await env.DB.prepare('SELECT handled_at FROM contact_messages WHERE id = ?').bind(proId).first('handled_at'),
    ).toBeTruthy();
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'contact_answered' AND detail = ?")
        .bind(proId)
        .first('n'),
    ).toBe(1);
    const open = await get<{ messages: { id: string }[] }>('/api/admin/records/messages?state=open');
    expect(open.messages.map((m) => m.id)).not.toContain(proId);
    const answered = await get<{ messages: { id: string; handledAt: string | null }[] }>(
      '/api/admin/records/messages?state=answered',
    );
    expect(answered.messages.find((m) => m.id === proId)?.handledAt).toBeTruthy();
  });

  it('matches a message to the order number given in the form first, else to the e-mail, and sorts by deadline', async () => {
    const basic = await paidOrder({ personalData: { ...PERSON, email: 'basis.kunde@example.de' } });
    const earlierStandard = await contact('jemand.frueher@example.de', 'Frage ohne Bestellung');
    const pro = await paidOrder({ plan: 'pro', personalData: { ...PERSON, email: 'nummer.pro@example.de' } });
    // Written from another address, but naming the Pro order: shown with it, but the number alone buys no
    // priority (anyone could type it), so the standard deadline.
    const byNumber = await contact(
      'andere.adresse@example.de',
      'Frage mit Bestellnummer',
      pro.orderNumber.toLowerCase(),
    );
    // The number wins over the e-mail for what is shown: this sender's own order is a different one.
    const numberOverMail = await contact('basis.kunde@example.de', 'Frage zur Pro-Bestellung', pro.orderNumber);
    // A number that names no order: the e-mail decides as before, and the number is kept for the operator.
    const unknownNumber = await contact('basis.kunde@example.de', 'Frage mit falscher Nummer', 'PK-1-ABCDEF');
    // From the Pro order's own address: priority.
    const ownAddress = await contact('nummer.pro@example.de', 'Frage von der eigenen Adresse', pro.orderNumber);

    const { messages } = await get<{
      messages: {
        id: string;
        tier: string;
        orderNumber: string | null;
        givenOrderNumber: string | null;
        senderIsOrderEmail: boolean;
        answerBy: string;
      }[];
    }>('/api/admin/records/messages?state=open');
    const find = (id: string) => messages.find((m) => m.id === id)!;
    expect(find(byNumber)).toMatchObject({
      orderNumber: pro.orderNumber,
      givenOrderNumber: pro.orderNumber,
      senderIsOrderEmail: false,
      tier: 'standard',
    });
    expect(find(numberOverMail)).toMatchObject({
      orderNumber: pro.orderNumber,
      senderIsOrderEmail: false,
      tier: 'standard',
    });
    expect(find(unknownNumber)).toMatchObject({
      orderNumber: basic.orderNumber,
      givenOrderNumber: 'PK-1-ABCDEF',
      senderIsOrderEmail: true,
      tier: 'standard',
    });
    expect(find(ownAddress)).toMatchObject({
      orderNumber: pro.orderNumber,
      senderIsOrderEmail: true,
      tier: 'priority',
    });
    // Open messages come in the order of their deadlines, a later Pro message before an earlier standard one.
    const deadlines = messages.map((m) => m.answerBy);
    expect(deadlines).toEqual([...deadlines].sort());
    expect(messages.findIndex((m) => m.id === ownAddress)).toBeLessThan(
      messages.findIndex((m) => m.id === earlierStandard),
    );

    const stored = await env.DB.prepare('SELECT order_number FROM contact_messages WHERE id = ?')
      .bind(byNumber)
      .first('order_number');
    expect(stored).toBe(pro.orderNumber);
  });
});
