// Who may read and change an order: each attack on a status link, a payment session id or an upload
// token, tried as someone who found an old link would (docs/architecture.md, 'Who may see an order').
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../functions/env';
import { findOrder } from '../../functions/db/orders';
import { markSubmitted, printNow } from '../../functions/services/back-office/order-actions';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { BASE, PERSON, SIGNATURE_PNG, createOrder, upload, type CreatedOrder } from './fixtures';
import { CORRECTION_AFTER_POSTING_DAYS, identityChangeProblems } from '../../src/domain/order-access';

const testEnv = env as unknown as Env;
const DAY_MS = 24 * 3600_000;

const statusOf = (orderNumber: string, headers: Record<string, string>) =>
  SELF.fetch(`${BASE}/api/orders/${orderNumber}`, { headers });

/** `english`: sent from /en/status, whose API client names the page's language. */
const pageHeaders = (english: boolean): Record<string, string> => (english ? { 'X-Page-Language': 'en' } : {});

/** A correction on /status; from an address of its own unless `ip` is given (the per-IP limit is not tested here). */
const correct = (
  orderNumber: string,
  token: string,
  personalData: unknown,
  { english = false, ip = `test-${crypto.randomUUID()}` } = {},
) =>
  SELF.fetch(`${BASE}/api/orders/${orderNumber}/personal-data`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      'X-Status-Token': token,
      'CF-Connecting-IP': ip,
      ...pageHeaders(english),
    },
    body: JSON.stringify(personalData),
  });

const requestCorrection = (orderNumber: string, token: string, body: unknown, { english = false } = {}) =>
  SELF.fetch(`${BASE}/api/orders/${orderNumber}/correction`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Status-Token': token, ...pageHeaders(english) },
    body: JSON.stringify(body),
  });

const post = (path: string, body: unknown = {}, ip = `test-${crypto.randomUUID()}`) =>
  SELF.fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
    body: JSON.stringify(body),
  });

async function mailsOf(orderNumber: string) {
  const { results } = await env.DB.prepare(
    'SELECT kind, to_address, body_text FROM outbox WHERE order_number = ?1 ORDER BY created_at, rowid',
  )
    .bind(orderNumber)
    .all<{ kind: string; to_address: string; body_text: string }>();
  return results;
}

/** The token in the first link of a mail's text that points at `path`. */
function tokenIn(text: string, pattern: RegExp): string {
  const match = text.match(pattern);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
}

/** Moves the whole history of an order (its events, its links, its checkout) back by `ms`. */
async function age(orderNumber: string, ms: number) {
  const shift = (column: string, table: string) =>
    env.DB.prepare(
      `UPDATE ${table} SET ${column} = strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, ?2) WHERE order_number = ?1`,
    ).bind(orderNumber, `-${Math.round(ms / 1000)} seconds`);
  await env.DB.batch([
    shift('at', 'order_timeline'),
    shift('created_at', 'status_tokens'),
    shift('created_at', 'orders'),
  ]);
}

async function paidOrder(overrides: Record<string, unknown> = {}): Promise<CreatedOrder> {
  const order = await createOrder(overrides);
  await applyPaymentOutcome(testEnv, order.orderNumber, 'paid', BASE);
  return order;
}

async function postedOrder(overrides: Record<string, unknown> = {}): Promise<CreatedOrder> {
  const order = await paidOrder(overrides);
  await markSubmitted(testEnv, (await findOrder(env.DB, order.orderNumber))!, { operatorId: 'op' }, new Date());
  return order;
}

async function newDocuments() {
  const [front, back, signature] = await Promise.all([
    upload('front'),
    upload('back'),
    upload('signature', SIGNATURE_PNG),
  ]);
  return {
    front: { id: front.id, token: front.token },
    back: { id: back.id, token: back.token },
    signature: { id: signature.id, token: signature.token },
  };
}

describe('reading an order', () => {
  it('the payment session id reads progress only, nothing personal, and only within an hour of checkout', async () => {
    const order = await paidOrder();
    const sessionId = new URL(order.paymentUrl, BASE).searchParams.get('session_id')!;
    const res = await statusOf(order.orderNumber, { 'X-Payment-Session': sessionId });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ status: 'paid', customer: null, email: null, correctable: false });
    for (const personal of [PERSON.lastName, PERSON.birthDate, PERSON.street, PERSON.email, PERSON.birthPlace])
      expect(text).not.toContain(personal);

    await age(order.orderNumber, 61 * 60_000);
    expect((await statusOf(order.orderNumber, { 'X-Payment-Session': sessionId })).status).toBe(404);
  });

  it('the status link shows the customer only masked', async () => {
    const order = await paidOrder();
    const res = await statusOf(order.orderNumber, { 'X-Status-Token': order.statusToken });
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({
      customer: { name: 'Ł. Öztürk-Ğül', place: '50667 Köln' },
      email: 'l•••@example.de',
    });
    for (const personal of [PERSON.birthDate, PERSON.street, PERSON.email, PERSON.firstName])
      expect(text).not.toContain(personal);
    // The full data only for the correction form, with the link, while correcting is allowed.
    const form = await SELF.fetch(`${BASE}/api/orders/${order.orderNumber}/personal-data`, {
      headers: { 'X-Status-Token': order.statusToken },
    });
    expect(await form.json()).toEqual({ personalData: expect.objectContaining({ birthDate: PERSON.birthDate }) });
  });

  it('an old status link ends 60 days after the last event; a fresh one goes to the order’s address only', async () => {
    const order = await postedOrder({ plan: 'basic' });
    await age(order.orderNumber, 59 * DAY_MS);
    expect((await statusOf(order.orderNumber, { 'X-Status-Token': order.statusToken })).status).toBe(200);
    await age(order.orderNumber, 2 * DAY_MS);
    const expired = await statusOf(order.orderNumber, { 'X-Status-Token': order.statusToken });
    expect(expired.status).toBe(410);
    expect((await expired.json<{ error: { code: string } }>()).error.code).toBe('link_expired');

    const asked = await post(`/api/orders/${order.orderNumber}/status-link`);
    expect(asked.status).toBe(202);
    const mail = (await mailsOf(order.orderNumber)).find((m) => m.kind === 'status_link')!;
    expect(mail.to_address).toBe(PERSON.email);
    const fresh = tokenIn(mail.body_text, /\/status#bestellung=[^&]+&token=([\w-]+)/);
    expect((await statusOf(order.orderNumber, { 'X-Status-Token': fresh })).status).toBe(200);
    // The old link stays ended: a fresh link is not a new event of the order.
    expect((await statusOf(order.orderNumber, { 'X-Status-Token': order.statusToken })).status).toBe(410);
    // The same answer for a number that does not exist, and no mail.
    expect((await post('/api/orders/PK-20260101-ZZZZZZ/status-link')).status).toBe(202);
  });

  it('a withdrawal declared by a stranger keeps no link alive: an ended link stays ended, a live one keeps its end', async () => {
    const declare = (orderNumber: string) =>
      post('/api/withdrawals', {
        name: 'Mallory Fremdling',
        email: 'mallory@example.org',
        orderNumber,
        statement: 'Widerruf.',
      });
    const ended = await postedOrder({ plan: 'basic' });
    await age(ended.orderNumber, 61 * DAY_MS);
    expect((await declare(ended.orderNumber)).status).toBe(201);
    expect((await statusOf(ended.orderNumber, { 'X-Status-Token': ended.statusToken })).status).toBe(410);

    const live = await postedOrder({ plan: 'basic' });
    await age(live.orderNumber, 59 * DAY_MS);
    expect((await declare(live.orderNumber)).status).toBe(201);
    expect((await statusOf(live.orderNumber, { 'X-Status-Token': live.statusToken })).status).toBe(200);
    // Two days on, the link has ended as it would have without the declaration.
    await age(live.orderNumber, 2 * DAY_MS);
    expect((await statusOf(live.orderNumber, { 'X-Status-Token': live.statusToken })).status).toBe(410);
  });

  it('a Plus status link lasts as long as the letter copy, 12 months after posting', async () => {
    const order = await postedOrder({ plan: 'plus' });
    await age(order.orderNumber, 300 * DAY_MS);
    expect((await statusOf(order.orderNumber, { 'X-Status-Token': order.statusToken })).status).toBe(200);
  });

  it('fresh links are mailed at most three times an hour per order, so nobody floods a customer’s mailbox', async () => {
    const order = await createOrder();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await post(`/api/orders/${order.orderNumber}/status-link`)).status);
    // The same answer every time: a stranger's requests cannot turn the customer away.
    expect(answers).toEqual([202, 202, 202, 202]);
    expect((await mailsOf(order.orderNumber)).filter((m) => m.kind === 'status_link')).toHaveLength(3);
  });
});

describe('changes that cannot take the order away', () => {
  it('a new e-mail takes effect only once the new address confirms; the old address is told and can undo it', async () => {
    const order = await paidOrder();
    const res = await correct(order.orderNumber, order.statusToken, { ...PERSON, email: 'neu@example.de' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ emailConfirmationSent: true });
    expect((await findOrder(env.DB, order.orderNumber))!.email).toBe(PERSON.email);
    let mails = await mailsOf(order.orderNumber);
    const confirm = mails.find((m) => m.kind === 'email_change_confirm')!;
    expect(confirm.to_address).toBe('neu@example.de');
    expect(mails.find((m) => m.kind === 'email_change_requested')!.to_address).toBe(PERSON.email);
    // Nothing else goes to the new address before it confirms.
    expect(mails.filter((m) => m.to_address === 'neu@example.de')).toHaveLength(1);

    const confirmToken = tokenIn(confirm.body_text, /#bestaetigen=([\w-]+)/);
    expect((await post('/api/email-changes/confirm', { token: confirmToken })).status).toBe(200);
    expect((await findOrder(env.DB, order.orderNumber))!.email).toBe('neu@example.de');
    // Every earlier link ended with the change; a confirmation link works once.
    expect((await statusOf(order.orderNumber, { 'X-Status-Token': order.statusToken })).status).toBe(410);
    expect((await post('/api/email-changes/confirm', { token: confirmToken })).status).toBe(410);

    mails = await mailsOf(order.orderNumber);
    const changed = mails.find((m) => m.kind === 'email_changed')!;
    expect(changed.to_address).toBe(PERSON.email);
    const undo = tokenIn(changed.body_text, /#rueckgaengig=([\w-]+)/);
    expect((await post('/api/email-changes/undo', { token: undo })).status).toBe(200);
    expect((await findOrder(env.DB, order.orderNumber))!.email).toBe(PERSON.email);
    const back = (await mailsOf(order.orderNumber)).filter((m) => m.kind === 'email_in_effect').at(-1)!;
    expect(back.to_address).toBe(PERSON.email);
  });

  it("links the change page in the order's language: its English or Turkish twin for an order placed in one", async () => {
    for (const [customerLanguage, path] of [
      ['de', '/email-aenderung'],
      ['en', '/en/email-change'],
      ['tr', '/tr/e-posta-degisikligi'],
    ] as const) {
      const order = await paidOrder({ customerLanguage });
      expect((await correct(order.orderNumber, order.statusToken, { ...PERSON, email: 'neu@example.de' })).status).toBe(
        200,
      );
      const confirm = (await mailsOf(order.orderNumber)).find((m) => m.kind === 'email_change_confirm')!;
      expect(confirm.body_text).toContain(`${BASE}${path}#bestaetigen=`);
      expect(confirm.body_text).not.toContain('(page in German)');
    }
  });

  it('a confirmation link ends after 48 hours', async () => {
    const order = await paidOrder();
    await correct(order.orderNumber, order.statusToken, { ...PERSON, email: 'spaet@example.de' });
    const confirm = (await mailsOf(order.orderNumber)).find((m) => m.kind === 'email_change_confirm')!;
    await env.DB.prepare(
      "UPDATE email_changes SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '-49 hours') WHERE order_number = ?1",
    )
      .bind(order.orderNumber)
      .run();
    const late = await post('/api/email-changes/confirm', {
      token: tokenIn(confirm.body_text, /#bestaetigen=([\w-]+)/),
    });
    expect(late.status).toBe(410);
    expect((await findOrder(env.DB, order.orderNumber))!.email).toBe(PERSON.email);
  });

  it('an address change is told to the order’s e-mail, with the address the answer now goes to', async () => {
    const order = await paidOrder();
    expect((await correct(order.orderNumber, order.statusToken, { ...PERSON, street: 'Ringstraße' })).status).toBe(200);
    const notice = (await mailsOf(order.orderNumber)).find((m) => m.kind === 'personal_data_corrected')!;
    expect(notice.to_address).toBe(PERSON.email);
    expect(notice.body_text).toContain('Ringstraße 12a, 50667 Köln');
    // The old value is kept, encrypted.
    const change = await env.DB.prepare('SELECT fields, old_values FROM personal_data_changes WHERE order_number = ?1')
      .bind(order.orderNumber)
      .first<{ fields: string; old_values: string }>();
    expect(change?.fields).toBe('street');
    expect(change?.old_values).not.toContain('Musterstraße');
  });

  it('before posting, a different person is refused; a typing error is corrected', async () => {
    const order = await paidOrder();
    const other = await correct(order.orderNumber, order.statusToken, {
      ...PERSON,
      firstName: 'Anna',
      lastName: 'Schmidt',
      birthDate: '02.05.1988',
    });
    expect(other.status).toBe(422);
    const { error } = await other.json<{ error: { fields: { path: string }[] } }>();
    expect(error.fields.map((f) => f.path)).toEqual(['firstName', 'lastName', 'birthDate']);
    expect((await findOrder(env.DB, order.orderNumber))!.personalData.lastName).toBe(PERSON.lastName);
    // One letter or digit wrong, an umlaut written out: the same person.
    const typo = await correct(order.orderNumber, order.statusToken, {
      ...PERSON,
      firstName: 'Lukasz',
      birthDate: '14.03.1986',
      birthPlace: 'Koeln',
    });
    expect(typo.status).toBe(200);
  });

  it('many small corrections in a row cannot add up to another person: each is held against the data as ordered', async () => {
    const order = await paidOrder();
    // Each step alone is a typo of the step before it (one letter, one digit): a walk from Köln to Bonn
    // and from 1985 to 1997.
    const steps = [
      { birthPlace: 'Koln' },
      { birthPlace: 'Kolm' },
      { birthPlace: 'Bolm' },
      { birthPlace: 'Bonm' },
      { birthPlace: 'Bonn' },
      { birthDate: '14.03.1986' },
      { birthDate: '14.03.1996' },
      { birthDate: '14.03.1997' },
    ];
    let data: Record<string, unknown> = { ...PERSON };
    const answers: number[] = [];
    for (const step of steps) {
      const next = { ...data, ...step };
      const res = await correct(order.orderNumber, order.statusToken, next);
      answers.push(res.status);
      if (res.status === 200) data = next;
    }
    expect(answers).toContain(422);
    const stored = (await findOrder(env.DB, order.orderNumber))!.personalData;
    // However many steps: still a typo of the person who ordered.
    expect(identityChangeProblems(PERSON, stored)).toEqual([]);
    expect(stored.birthPlace).not.toBe('Bonn');
    expect(stored.birthDate).not.toBe('14.03.1997');
    // Back to the data as ordered is always a correction.
    expect((await correct(order.orderNumber, order.statusToken, { ...PERSON })).status).toBe(200);
  });

  it('after posting, the Korrekturoption refuses a different person and a closed or late order', async () => {
    const order = await postedOrder({ plan: 'plus' });
    const other = await requestCorrection(order.orderNumber, order.statusToken, {
      personalData: { ...PERSON, firstName: 'Anna', lastName: 'Schmidt', birthPlace: 'Bonn' },
      uploads: await newDocuments(),
    });
    expect(other.status).toBe(422);
    expect((await findOrder(env.DB, order.orderNumber))!.status).toBe('submitted');

    await age(order.orderNumber, 22 * DAY_MS);
    const late = await requestCorrection(order.orderNumber, order.statusToken, {
      personalData: PERSON,
      uploads: await newDocuments(),
    });
    expect(late.status).toBe(409);
    expect((await late.json<{ error: { code: string } }>()).error.code).toBe('correction_period_over');

    const closed = await postedOrder({ plan: 'plus' });
    await env.DB.prepare("UPDATE orders SET status = 'closed' WHERE order_number = ?1").bind(closed.orderNumber).run();
    const refused = await requestCorrection(closed.orderNumber, closed.statusToken, {
      personalData: PERSON,
      uploads: await newDocuments(),
    });
    expect(refused.status).toBe(409);
    expect((await findOrder(env.DB, closed.orderNumber))!.status).toBe('closed');
  });
});

describe('single-use documents and the printer', () => {
  it('an upload attached to one order cannot be attached to another order’s correction', async () => {
    const victimDocs = await newDocuments();
    const victim = await paidOrder({ uploads: victimDocs });
    const attacker = await postedOrder({ plan: 'plus' });
    const res = await requestCorrection(attacker.orderNumber, attacker.statusToken, {
      personalData: PERSON,
      uploads: victimDocs,
    });
    expect(res.status).toBe(400);
    const { error } = await res.json<{ error: { fields: { message: string }[] } }>();
    expect(error.fields[0]!.message).toContain('gehört bereits zu einer Bestellung');
    const owners = await env.DB.prepare('SELECT DISTINCT order_number FROM uploads WHERE id IN (?1, ?2, ?3)')
      .bind(victimDocs.front.id, victimDocs.back.id, victimDocs.signature.id)
      .all<{ order_number: string }>();
    expect(owners.results).toEqual([{ order_number: victim.orderNumber }]);
  });

  it('a correction after the application was printed is refused; the customer is told it is on its way', async () => {
    const order = await paidOrder({ plan: 'plus' });
    await printNow(testEnv, [(await findOrder(env.DB, order.orderNumber))!], new Date());
    const res = await correct(order.orderNumber, order.statusToken, { ...PERSON, street: 'Ringstraße' });
    expect(res.status).toBe(409);
    expect((await res.json<{ error: { code: string; message: string } }>()).error).toMatchObject({
      code: 'already_printed',
      message: expect.stringContaining('Korrekturoption'),
    });
    expect((await findOrder(env.DB, order.orderNumber))!.personalData.street).toBe(PERSON.street);
    const view = await (await statusOf(order.orderNumber, { 'X-Status-Token': order.statusToken })).json();
    expect(view).toMatchObject({ printed: true, correctable: false });
  });

  it('a correction racing the print either lands before it or is refused, never after it', async () => {
    const order = await paidOrder();
    const [, corrected] = await Promise.all([
      printNow(testEnv, [(await findOrder(env.DB, order.orderNumber))!], new Date()),
      correct(order.orderNumber, order.statusToken, { ...PERSON, street: 'Ringstraße' }),
    ]);
    const after = (await findOrder(env.DB, order.orderNumber))!;
    if (corrected.status === 200) expect(after.personalDataChangedAt! <= after.printedAt!).toBe(true);
    else expect(after.personalData.street).toBe(PERSON.street);
  });
});

describe('refusals on /en/status are English, fields included', () => {
  type Refused = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

  it('a different person, a late correction and a printed application', async () => {
    const order = await paidOrder({ plan: 'plus', customerLanguage: 'en' });
    const other = { ...PERSON, firstName: 'Anna', lastName: 'Schmidt' };
    const refused = await (
      await correct(order.orderNumber, order.statusToken, other, { english: true })
    ).json<Refused>();
    expect(refused.error.message).toMatch(/^Here you can only fix typing errors, not change the person\./);
    expect(refused.error.fields).toEqual([
      { path: 'firstName', message: refused.error.message },
      { path: 'lastName', message: refused.error.message },
    ]);
    // A field the form's rules refuse is English too: the server checks with the German schema.
    const invalid = await (
      await correct(order.orderNumber, order.statusToken, { ...PERSON, postalCode: '1234' }, { english: true })
    ).json<Refused>();
    expect(invalid.error.fields).toContainEqual({ path: 'postalCode', message: 'Not a valid German postcode' });

    await printNow(testEnv, [(await findOrder(env.DB, order.orderNumber))!], new Date());
    const printed = await (
      await correct(order.orderNumber, order.statusToken, { ...PERSON, street: 'Ringstraße' }, { english: true })
    ).json<Refused>();
    expect(printed.error).toMatchObject({
      code: 'already_printed',
      message: expect.stringMatching(
        /printed .* after posting, you can make one correction with your correction option/,
      ),
    });

    const posted = await postedOrder({ plan: 'plus', customerLanguage: 'en' });
    await age(posted.orderNumber, 22 * DAY_MS);
    const late = await requestCorrection(
      posted.orderNumber,
      posted.statusToken,
      { personalData: PERSON, uploads: await newDocuments() },
      { english: true },
    );
    expect((await late.json<Refused>()).error).toMatchObject({
      code: 'correction_period_over',
      message: `A correction after posting is possible up to ${CORRECTION_AFTER_POSTING_DAYS} days after posting; this period is over. Please write to us and we will help you.`,
    });
  });

  it('stay German for the German page, word for word', async () => {
    const posted = await postedOrder({ plan: 'plus' });
    await age(posted.orderNumber, 22 * DAY_MS);
    const late = await requestCorrection(posted.orderNumber, posted.statusToken, {
      personalData: PERSON,
      uploads: await newDocuments(),
    });
    expect((await late.json<Refused>()).error.message).toBe(
      `Eine Korrektur nach dem Versand ist bis ${CORRECTION_AFTER_POSTING_DAYS} Tage nach dem Versand möglich; diese Frist ist vorbei. Bitte schreib uns, wir helfen dir weiter.`,
    );
  });
});
