// Limits on the endpoints that take a proof for one order (services/access/proof-attempts.ts): a wrong proof
// counts against the address that sends it, a valid proof spends only its order's own allowance, and
// support hears of an order that draws many wrong proofs. Nothing a stranger sends locks the customer out.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { WRONG_PROOF_ALERT, WRONG_PROOFS_PER_CLIENT } from '../../functions/services/access/proof-attempts';
import { STATUS_LINK_MAILS_PER_HOUR } from '../../functions/services/access/status-links';
import { BASE, PARTNER, PERSON, createOrder, mailedPartnerToken, payDemo } from './fixtures';

const RATE_LIMIT_MESSAGE = MESSAGES.de['errors.rateLimited'];

/** Every call from an address of its own, unless the test is about one address. */
const stranger = () => `test-${crypto.randomUUID()}`;
const WRONG = 'geraten-geraten-geraten-geraten-geraten-ger';

function request(
  path: string,
  ip: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown },
) {
  return SELF.fetch(`${BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip, ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const submission = (orderNumber: string, statusToken: string) => ({
  originalOrderNumber: orderNumber,
  statusToken,
  extendedData: { partnerData: PARTNER, additionalInfo: '', timestamp: new Date().toISOString() },
});

interface Endpoint {
  name: string;
  /** Which proof the endpoint takes: the status link's token, or the second person's link. */
  proof: 'status' | 'partner';
  /** The answer to the customer's valid proof (for the order this file makes for the endpoint). */
  answer: number;
  send: (orderNumber: string, proof: string, ip: string) => Promise<Response>;
}

const statusHeader = (token: string) => ({ 'X-Status-Token': token });

const ENDPOINTS: Endpoint[] = [
  {
    name: 'the status',
    proof: 'status',
    answer: 200,
    send: (n, t, ip) => request(`/api/orders/${n}`, ip, { headers: statusHeader(t) }),
  },
  {
    name: 'reading the data to correct',
    proof: 'status',
    answer: 200,
    send: (n, t, ip) => request(`/api/orders/${n}/personal-data`, ip, { headers: statusHeader(t) }),
  },
  {
    name: 'a correction',
    proof: 'status',
    answer: 400,
    send: (n, t, ip) =>
      request(`/api/orders/${n}/personal-data`, ip, { method: 'PUT', headers: statusHeader(t), body: {} }),
  },
  {
    name: 'the Korrekturoption',
    proof: 'status',
    answer: 409,
    send: (n, t, ip) =>
      request(`/api/orders/${n}/correction`, ip, { method: 'POST', headers: statusHeader(t), body: {} }),
  },
  {
    name: 'the second person’s data',
    proof: 'status',
    answer: 409,
    send: (n, t, ip) => request(`/api/orders/${n}/partner`, ip, { method: 'POST', body: submission(n, t) }),
  },
  {
    name: 'adding a second person',
    proof: 'status',
    answer: 409,
    send: (n, t, ip) =>
      request(`/api/orders/${n}/second-person`, ip, {
        method: 'POST',
        body: { ...submission(n, t), confirmations: { agb: true, noWithdrawal: true } },
      }),
  },
  {
    name: 'a fresh link for the second person',
    proof: 'status',
    answer: 202,
    send: (n, t, ip) => request(`/api/orders/${n}/partner-link`, ip, { method: 'POST', body: { statusToken: t } }),
  },
  {
    name: 'ending the SMS updates',
    proof: 'status',
    answer: 200,
    send: (n, t, ip) => request(`/api/orders/${n}/sms-opt-out`, ip, { method: 'POST', body: { statusToken: t } }),
  },
  {
    name: 'the letter copy',
    proof: 'status',
    // The proof holds; a letter not yet posted has no copy.
    answer: 404,
    send: (n, t, ip) => request(`/api/orders/${n}/letter.pdf`, ip, { headers: statusHeader(t) }),
  },
  {
    name: 'checking the second person’s link',
    proof: 'partner',
    answer: 200,
    send: (n, t, ip) => request(`/api/orders/${n}/partner-link/check`, ip, { method: 'POST', body: { token: t } }),
  },
  {
    name: 'the second person’s documents',
    proof: 'partner',
    // The link holds; the documents are missing.
    answer: 400,
    send: (n, t, ip) =>
      request(`/api/orders/${n}/partner-documents`, ip, { method: 'POST', body: { token: t, uploads: {} } }),
  },
];

/** An order for the endpoint, and the proof its customer holds. */
async function customerOf(endpoint: Endpoint): Promise<{ orderNumber: string; proof: string }> {
  const needsPartner = endpoint.proof === 'partner' || endpoint.name === 'a fresh link for the second person';
  const order = await createOrder({ plan: needsPartner ? 'plus' : 'basic' });
  if (!needsPartner) return { orderNumber: order.orderNumber, proof: order.statusToken };
  await payDemo(order);
  const partner = await request(`/api/orders/${order.orderNumber}/partner`, stranger(), {
    method: 'POST',
    body: submission(order.orderNumber, order.statusToken),
  });
  expect(partner.status).toBe(200);
  const proof = endpoint.proof === 'partner' ? await mailedPartnerToken(order.orderNumber) : order.statusToken;
  return { orderNumber: order.orderNumber, proof };
}

/** More strangers than any per-order limit before this rule allowed (the letter copy's 20 an hour). */
const STRANGERS = 21;

describe('wrong proofs from many addresses', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: ${STRANGERS} strangers with made-up proofs, then the customer’s proof still works`, async () => {
      const customer = await customerOf(endpoint);
      for (let i = 0; i < STRANGERS; i++) {
        expect((await endpoint.send(customer.orderNumber, WRONG, stranger())).status).toBe(404);
      }
      expect((await endpoint.send(customer.orderNumber, customer.proof, stranger())).status).toBe(endpoint.answer);
    });
  }
});

describe('wrong proofs from one address', () => {
  const optOut = (orderNumber: string, token: string, ip: string) =>
    request(`/api/orders/${orderNumber}/sms-opt-out`, ip, { method: 'POST', body: { statusToken: token } });

  it(`are ${WRONG_PROOFS_PER_CLIENT} an hour over all endpoints, then that address gets a German 429; no other`, async () => {
    const order = await createOrder();
    const guesser = stranger();
    // Spread over the status, the letter copy and an e-mail change link: they add up.
    const guesses = [
      () => request(`/api/orders/${order.orderNumber}`, guesser, { headers: statusHeader(WRONG) }),
      () => request(`/api/orders/${order.orderNumber}/letter.pdf`, guesser, { headers: statusHeader(WRONG) }),
      () => request('/api/email-changes/confirm', guesser, { method: 'POST', body: { token: WRONG } }),
    ];
    for (let i = 0; i < WRONG_PROOFS_PER_CLIENT; i++) {
      expect([404, 410]).toContain((await guesses[i % guesses.length]!()).status);
    }
    const refused = await optOut(order.orderNumber, WRONG, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(3600);
    expect((await refused.json<{ error: { message: string } }>()).error.message).toBe(RATE_LIMIT_MESSAGE);
    // Refused before any proof is looked at, so a guess that happened to be right learns nothing either.
    expect((await optOut(order.orderNumber, order.statusToken, guesser)).status).toBe(429);

    // Another address with a wrong proof gets the usual answer, and the customer goes on.
    expect((await optOut(order.orderNumber, WRONG, stranger())).status).toBe(404);
    expect((await optOut(order.orderNumber, order.statusToken, stranger())).status).toBe(200);
  });

  it('a link that has ended is no guess: it does not count against the address', async () => {
    const order = await createOrder();
    const customer = stranger();
    await env.DB.prepare('UPDATE status_tokens SET revoked_at = ?2 WHERE order_number = ?1')
      .bind(order.orderNumber, new Date().toISOString())
      .run();
    for (let i = 0; i < WRONG_PROOFS_PER_CLIENT + 2; i++) {
      expect((await optOut(order.orderNumber, order.statusToken, customer)).status).toBe(410);
    }
  });
});

describe('support hears of an order that draws many wrong proofs', () => {
  const supportMails = async (orderNumber: string) =>
    (
      await env.DB.prepare(
        "SELECT id, to_address, subject, body_text FROM outbox WHERE kind = 'wrong_proofs_to_support' AND order_number = ?1",
      )
        .bind(orderNumber)
        .all<{ id: string; to_address: string; subject: string; body_text: string }>()
    ).results;

  it(`once, at ${WRONG_PROOF_ALERT} in an hour, with the order number and the count and nothing personal`, async () => {
    const order = await createOrder();
    const addresses: string[] = [];
    for (let i = 0; i < WRONG_PROOF_ALERT - 1; i++) {
      addresses.push(stranger());
      await request(`/api/orders/${order.orderNumber}`, addresses.at(-1)!, { headers: statusHeader(WRONG) });
    }
    expect(await supportMails(order.orderNumber)).toHaveLength(0);
    for (let i = 0; i < 6; i++) {
      addresses.push(stranger());
      await request(`/api/orders/${order.orderNumber}/sms-opt-out`, addresses.at(-1)!, {
        method: 'POST',
        body: { statusToken: WRONG },
      });
    }
    const mails = await supportMails(order.orderNumber);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to_address).toBe(env.SUPPORT_EMAIL);
    const text = `${mail!.subject}\n${mail!.body_text}`;
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(`${WRONG_PROOF_ALERT} Anfragen`);
    for (const personal of [PERSON.firstName, PERSON.lastName, PERSON.email, PERSON.street, PERSON.birthDate])
      expect(text).not.toContain(personal);
    for (const address of addresses) expect(text).not.toContain(address);
    // Nor an address's hash (hex SHA-256), nor the proof tried.
    expect(text).not.toMatch(/[0-9a-f]{64}/);
    expect(text).not.toContain(WRONG);
  });

  it('not for an order number that does not exist', async () => {
    const unknown = 'PK-20260101-QQQQQQ';
    for (let i = 0; i < WRONG_PROOF_ALERT + 1; i++) {
      expect((await request(`/api/orders/${unknown}`, stranger(), { headers: statusHeader(WRONG) })).status).toBe(404);
    }
    expect(await supportMails(unknown)).toHaveLength(0);
  });
});

describe('a valid proof', () => {
  it('is still limited by its own heavy use: 10 SMS opt-outs an hour per order, then a German 429', async () => {
    const order = await createOrder();
    const optOut = (orderNumber: string, token: string) =>
      request(`/api/orders/${orderNumber}/sms-opt-out`, stranger(), { method: 'POST', body: { statusToken: token } });
    for (let i = 0; i < 10; i++) expect((await optOut(order.orderNumber, order.statusToken)).status).toBe(200);
    const limited = await optOut(order.orderNumber, order.statusToken);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await limited.json<{ error: { message: string } }>()).error.message).toBe(RATE_LIMIT_MESSAGE);
    // Another order's allowance is its own.
    const other = await createOrder();
    expect((await optOut(other.orderNumber, other.statusToken)).status).toBe(200);
  });
});

describe('a fresh status link (no proof, mailed to the order’s own address)', () => {
  const ask = (orderNumber: string, ip: string) =>
    request(`/api/orders/${orderNumber}/status-link`, ip, { method: 'POST', body: {} });
  const statusLinkMails = async (orderNumber: string) =>
    env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'status_link' AND order_number = ?1")
      .bind(orderNumber)
      .first<number>('n');

  it(`answers everyone the same 202 and mails at most ${STATUS_LINK_MAILS_PER_HOUR} an hour per order`, async () => {
    const order = await createOrder();
    for (let i = 0; i < STATUS_LINK_MAILS_PER_HOUR + 3; i++)
      expect((await ask(order.orderNumber, stranger())).status).toBe(202);
    expect(await statusLinkMails(order.orderNumber)).toBe(STATUS_LINK_MAILS_PER_HOUR);
  });

  it('is limited per address: 10 an hour, then a German 429 for that address only', async () => {
    const order = await createOrder();
    const asker = stranger();
    for (let i = 0; i < 10; i++) expect((await ask(order.orderNumber, asker)).status).toBe(202);
    const limited = await ask(order.orderNumber, asker);
    expect(limited.status).toBe(429);
    expect((await limited.json<{ error: { message: string } }>()).error.message).toBe(RATE_LIMIT_MESSAGE);
    expect((await ask(order.orderNumber, stranger())).status).toBe(202);
  });
});
