// The second person's data and personal link are keys to where the KBA's answer goes: the data is taken
// once, the link is stored, ends with the wait, works once, and a fresh one goes only to the order's address.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, PARTNER, SIGNATURE_PNG, createOrder, mailedPartnerToken, payDemo, upload } from './fixtures';

const json = { 'Content-Type': 'application/json' };

function submitPartner(
  orderNumber: string,
  statusToken: string,
  partner: Record<string, string> = PARTNER,
  pageHeaders: Record<string, string> = {},
) {
  return SELF.fetch(`${BASE}/api/orders/${orderNumber}/partner`, {
    method: 'POST',
    headers: { ...json, ...pageHeaders },
    body: JSON.stringify({
      originalOrderNumber: orderNumber,
      statusToken,
      extendedData: { partnerData: partner, additionalInfo: '', timestamp: new Date().toISOString() },
    }),
  });
}

async function partnerUploads() {
  const [front, back, signature] = await Promise.all([
    upload('partner-front'),
    upload('partner-back'),
    upload('partner-signature', SIGNATURE_PNG),
  ]);
  return Object.fromEntries(
    Object.entries({ front, back, signature }).map(([slot, u]) => [slot, { id: u.id, token: u.token }]),
  );
}

async function sendDocuments(orderNumber: string, token: string) {
  return SELF.fetch(`${BASE}/api/orders/${orderNumber}/partner-documents`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token, uploads: await partnerUploads() }),
  });
}

const check = (orderNumber: string, token: string) =>
  SELF.fetch(`${BASE}/api/orders/${orderNumber}/partner-link/check`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token }),
  });

const resend = (orderNumber: string, statusToken: string | null) =>
  SELF.fetch(`${BASE}/api/orders/${orderNumber}/partner-link`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(statusToken ? { statusToken } : {}),
  });

const errorCode = async (res: Response) => (await res.json<{ error: { code: string } }>()).error.code;

const storedPartnerName = async (orderNumber: string) =>
  JSON.parse(
    (await env.DB.prepare('SELECT partner_data FROM orders WHERE order_number = ?')
      .bind(orderNumber)
      .first<string>('partner_data'))!,
  ).partnerData.lastName as string;

const partnerLinkMails = async (orderNumber: string) =>
  (
    await env.DB.prepare("SELECT to_address FROM outbox WHERE kind = 'partner_link' AND order_number = ?")
      .bind(orderNumber)
      .all<{ to_address: string }>()
  ).results;

async function paidPlusOrder() {
  const order = await createOrder({ plan: 'plus' });
  await payDemo(order);
  return order;
}

describe("the second person's data", () => {
  it('is taken once: a status link cannot overwrite the name and address afterwards', async () => {
    const order = await paidPlusOrder();
    expect((await submitPartner(order.orderNumber, order.statusToken)).status).toBe(200);
    const again = await submitPartner(order.orderNumber, order.statusToken, { ...PARTNER, lastName: 'Fremd' });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('partner_submitted');
    expect(await storedPartnerName(order.orderNumber)).toBe('Schmidt');
    expect(await partnerLinkMails(order.orderNumber)).toHaveLength(1);
  });

  it('is refused in English on the English extended wizard, with the way to change it', async () => {
    // An address of its own: the requests of this file share the partner limit per address.
    const english = { 'X-Page-Language': 'en', 'CF-Connecting-IP': '203.0.113.77' };
    const order = await paidPlusOrder();
    expect((await submitPartner(order.orderNumber, order.statusToken)).status).toBe(200);
    const again = await submitPartner(order.orderNumber, order.statusToken, PARTNER, english);
    expect((await again.json<{ error: { message: string } }>()).error.message).toBe(
      'We already have the second person’s details. Only our support can change them: write to us with the contact form and your order number, and we will reply to the order’s email address.',
    );
    const single = await createOrder({ plan: 'basic' });
    await payDemo(single);
    const none = await submitPartner(single.orderNumber, single.statusToken, PARTNER, english);
    expect((await none.json<{ error: { message: string } }>()).error.message).toBe(
      'This order does not include an application for a second person.',
    );
  });

  it('sent twice at the same moment is stored once, with one link mailed', async () => {
    const order = await paidPlusOrder();
    const answers = await Promise.all([
      submitPartner(order.orderNumber, order.statusToken),
      submitPartner(order.orderNumber, order.statusToken, { ...PARTNER, lastName: 'Zweiter' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? 'Schmidt' : 'Zweiter';
    expect(await storedPartnerName(order.orderNumber)).toBe(winner);
    expect(await partnerLinkMails(order.orderNumber)).toHaveLength(1);
  });
});

describe("the second person's personal link", () => {
  it('is stored hashed, never as the token, and says until when it works', async () => {
    const order = await paidPlusOrder();
    await submitPartner(order.orderNumber, order.statusToken);
    const token = await mailedPartnerToken(order.orderNumber);
    const stored = await env.DB.prepare('SELECT token_hash, expires_at FROM partner_links WHERE order_number = ?')
      .bind(order.orderNumber)
      .first<{ token_hash: string; expires_at: string }>();
    expect(stored!.token_hash).not.toContain(token);
    const state = await check(order.orderNumber, token);
    expect(state.status).toBe(200);
    const { validUntil } = await state.json<{ validUntil: string }>();
    const days = (new Date(validUntil).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(58);
    expect(days).toBeLessThan(61);
    expect((await check(order.orderNumber, 'erfunden')).status).toBe(404);
  });

  it('works once: documents sent again, or twice at the same moment, are stored once', async () => {
    const order = await paidPlusOrder();
    await submitPartner(order.orderNumber, order.statusToken);
    const token = await mailedPartnerToken(order.orderNumber);
    const answers = await Promise.all([
      sendDocuments(order.orderNumber, token),
      sendDocuments(order.orderNumber, token),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const later = await sendDocuments(order.orderNumber, token);
    expect(later.status).toBe(409);
    expect(await errorCode(later)).toBe('link_used');
    const attached = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM uploads WHERE order_number = ? AND kind LIKE 'partner-%'",
    )
      .bind(order.orderNumber)
      .first<number>('n');
    expect(attached).toBe(3);
    expect((await check(order.orderNumber, token)).status).toBe(409);
  });

  it("opens only its own order: with another order's number it reads nothing and attaches nothing", async () => {
    const mine = await paidPlusOrder();
    const other = await paidPlusOrder();
    await submitPartner(mine.orderNumber, mine.statusToken);
    await submitPartner(other.orderNumber, other.statusToken);
    const myToken = await mailedPartnerToken(mine.orderNumber);
    const wrongOrder = await check(other.orderNumber, myToken);
    expect(wrongOrder.status).toBe(404);
    expect(JSON.stringify(await wrongOrder.json())).not.toContain('validUntil');
    expect((await sendDocuments(other.orderNumber, myToken)).status).toBe(404);
    const attached = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM uploads WHERE order_number = ? AND kind LIKE 'partner-%'",
    )
      .bind(other.orderNumber)
      .first<number>('n');
    expect(attached).toBe(0);
    // The other order's own link still works: the attempt used up nothing.
    expect((await check(other.orderNumber, await mailedPartnerToken(other.orderNumber))).status).toBe(200);
  });

  it('ends with the wait for the documents', async () => {
    const order = await paidPlusOrder();
    await submitPartner(order.orderNumber, order.statusToken);
    const token = await mailedPartnerToken(order.orderNumber);
    await env.DB.prepare('UPDATE partner_links SET expires_at = ? WHERE order_number = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), order.orderNumber)
      .run();
    const late = await sendDocuments(order.orderNumber, token);
    expect(late.status).toBe(410);
    expect(await errorCode(late)).toBe('link_expired');
    expect((await check(order.orderNumber, token)).status).toBe(410);
  });

  it('a fresh one goes to the order’s own address only, with the status link as proof, and ends the older one', async () => {
    const order = await paidPlusOrder();
    await submitPartner(order.orderNumber, order.statusToken);
    const first = await mailedPartnerToken(order.orderNumber);
    const other = await paidPlusOrder();
    expect((await resend(order.orderNumber, null)).status).toBe(404);
    expect((await resend(order.orderNumber, other.statusToken)).status).toBe(404);
    expect((await resend(order.orderNumber, order.statusToken)).status).toBe(202);
    const mails = await partnerLinkMails(order.orderNumber);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.to_address === 'lukasz@example.de')).toBe(true);
    const fresh = await mailedPartnerToken(order.orderNumber);
    expect(fresh).not.toBe(first);
    expect((await sendDocuments(order.orderNumber, first)).status).toBe(410);
    expect((await sendDocuments(order.orderNumber, fresh)).status).toBe(200);
    // Once the documents are in, no link is mailed any more.
    const done = await resend(order.orderNumber, order.statusToken);
    expect(done.status).toBe(409);
    expect(await partnerLinkMails(order.orderNumber)).toHaveLength(2);
  });

  it('is not mailed before the second person’s data is in, and not for an order without one', async () => {
    const order = await paidPlusOrder();
    expect(await errorCode(await resend(order.orderNumber, order.statusToken))).toBe('partner_missing');
    const basic = await createOrder({ plan: 'basic' });
    await payDemo(basic);
    expect((await resend(basic.orderNumber, basic.statusToken)).status).toBe(409);
  });

  it('a fresh one is mailed at most three times an hour per order', async () => {
    const order = await paidPlusOrder();
    await submitPartner(order.orderNumber, order.statusToken);
    for (let i = 0; i < 3; i++) expect((await resend(order.orderNumber, order.statusToken)).status).toBe(202);
    const limited = await resend(order.orderNumber, order.statusToken);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await partnerLinkMails(order.orderNumber)).toHaveLength(4);
  });
});

describe('the mail with the second person’s link', () => {
  const partnerMailText = async (orderNumber: string) =>
    (await env.DB.prepare("SELECT body_text FROM outbox WHERE kind = 'partner_link' AND order_number = ?")
      .bind(orderNumber)
      .first<string>('body_text'))!;

  it('carries the information the second person is owed under Art. 14 DSGVO, with the Datenschutzerklärung', async () => {
    const order = await paidPlusOrder();
    expect((await submitPartner(order.orderNumber, order.statusToken)).status).toBe(200);
    const text = await partnerMailText(order.orderNumber);
    for (const part of [
      'Bitte gib der zweiten Person mit dem Link auch die folgenden Datenschutzhinweise weiter',
      'Datenschutzhinweise für die zweite Person (Art. 14 DSGVO)',
      // Who processes their data, for what, on which basis, from whom, to whom, how long, their rights.
      'Verantwortlich: ',
      'E-Mail: support@punktebrief.de',
      'Wofür: Wir stellen den Antrag auf Auskunft aus dem Fahreignungsregister',
      'Art. 6 Abs. 1 lit. f DSGVO',
      'Art. 6 Abs. 1 lit. b DSGVO',
      'haben wir von der Person, die bestellt hat',
      'Empfänger: das KBA',
      'Ausweiskopie und Unterschrift löschen wir unmittelbar, nachdem der Antrag bei der Post eingeliefert ist',
      'spätestens 60 Tage nach der Zahlung',
      'Widerspruch gegen die Verarbeitung',
      'Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO)',
      `Alles Weitere steht in unserer Datenschutzerklärung: ${BASE}/datenschutz`,
    ])
      expect(text).toContain(part);
    // The information comes after the link it goes with.
    expect(text.indexOf('Art. 14 DSGVO')).toBeGreaterThan(text.indexOf('/zweite-person#bestellung='));
  });

  it('links the English privacy policy in an English mail', async () => {
    const order = await createOrder({ plan: 'plus', customerLanguage: 'en' });
    await payDemo(order);
    expect((await submitPartner(order.orderNumber, order.statusToken)).status).toBe(200);
    const text = await partnerMailText(order.orderNumber);
    expect(text).toContain('Privacy information for the second person (Art. 14 GDPR)');
    expect(text).toContain(`You will find everything else in our privacy policy: ${BASE}/en/privacy`);
  });

  it("links the English twin of the second person's page in an English mail, and the German page in a German one", async () => {
    const english = await createOrder({ plan: 'plus', customerLanguage: 'en' });
    await payDemo(english);
    expect((await submitPartner(english.orderNumber, english.statusToken)).status).toBe(200);
    const englishText = await partnerMailText(english.orderNumber);
    expect(englishText).toContain(`${BASE}/en/second-person#bestellung=${english.orderNumber}&token=`);
    expect(englishText).not.toContain('(page in German)');
    const german = await createOrder({ plan: 'plus' });
    await payDemo(german);
    expect((await submitPartner(german.orderNumber, german.statusToken)).status).toBe(200);
    expect(await partnerMailText(german.orderNumber)).toContain(
      `${BASE}/zweite-person#bestellung=${german.orderNumber}&token=`,
    );
  });
});
