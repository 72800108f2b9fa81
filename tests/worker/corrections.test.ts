// Every customer corrects their own data on /status until the application
// is posted; the printed application uses the new data.
import { env, SELF } from 'cloudflare:test';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../functions/env';
import { findOrder } from '../../functions/db/orders';
import { listQueue } from '../../functions/db/order-queue';
import { buildApplication } from '../../functions/services/applications/build';
import { markSubmitted } from '../../functions/services/back-office/order-actions';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { deleteDueDocuments } from '../../functions/jobs/retention';
import { BASE, PERSON, SIGNATURE_PNG, createOrder, upload } from './fixtures';

const testEnv = env as unknown as Env;

function correct(orderNumber: string, token: string, personalData: unknown) {
  return SELF.fetch(`${BASE}/api/orders/${orderNumber}/personal-data`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Status-Token': token },
    body: JSON.stringify(personalData),
  });
}

describe('correcting personal data on /status', () => {
  it('before posting: the data, the timeline, a mail and the printed application change', async () => {
    const { orderNumber, statusToken } = await createOrder();
    await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE);
    const res = await correct(orderNumber, statusToken, { ...PERSON, lastName: 'Öztürk-Gül', street: 'Domstraße' });
    expect(res.status).toBe(200);
    const order = (await findOrder(env.DB, orderNumber))!;
    expect(order.personalData.lastName).toBe('Öztürk-Gül');
    const events = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM order_timeline WHERE order_number = ?1 AND event = 'personal_data_corrected'",
    )
      .bind(orderNumber)
      .first<number>('n');
    expect(events).toBe(1);
    const mail = await env.DB.prepare(
      "SELECT to_address FROM outbox WHERE kind = 'personal_data_corrected' AND order_number = ?1",
    )
      .bind(orderNumber)
      .first<string>('to_address');
    expect(mail).toBe(PERSON.email);
    // The operator sees the change in the queue.
    const [entry] = await listQueue(env.DB, ['paid'], orderNumber.toLowerCase());
    expect(entry).toMatchObject({ corrected: true });
    const pdf = await buildApplication(testEnv, order, 'main', new Date(), { letterOnly: true });
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Öztürk-Gül');
    expect(text).not.toContain('Öztürk-Ğül');
  });

  it('refuses invalid data with the step-1 messages, a wrong token, and any change after posting', async () => {
    const { orderNumber, statusToken } = await createOrder();
    const invalid = await correct(orderNumber, statusToken, { ...PERSON, postalCode: '1234' });
    expect(invalid.status).toBe(400);
    const { error } = await invalid.json<{ error: { fields: { path: string; message: string }[] } }>();
    expect(error.fields).toEqual([{ path: 'postalCode', message: 'Ungültige deutsche PLZ' }]);
    expect((await correct(orderNumber, 'falsch', PERSON)).status).toBe(404);
    await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE);
    await markSubmitted(testEnv, (await findOrder(env.DB, orderNumber))!, { operatorId: 'op' }, new Date());
    const late = await correct(orderNumber, statusToken, { ...PERSON, lastName: 'Öztürk-Gül' });
    expect(late.status).toBe(409);
    expect((await findOrder(env.DB, orderNumber))!.personalData.lastName).toBe(PERSON.lastName);
  });
});

describe('the Korrekturoption: one correction after posting', () => {
  async function postedOrder(overrides: Record<string, unknown>) {
    const order = await createOrder(overrides);
    await applyPaymentOutcome(testEnv, order.orderNumber, 'paid', BASE);
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

  const requestCorrection = (orderNumber: string, token: string, body: unknown) =>
    SELF.fetch(`${BASE}/api/orders/${orderNumber}/correction`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Status-Token': token },
      body: JSON.stringify(body),
    });

  it('prints and posts a corrected application with the new ID copy, then deletes it; a second one is refused', async () => {
    const { orderNumber, statusToken } = await postedOrder({ plan: 'basic', extras: ['correction'] });
    const uploads = await newDocuments();
    const res = await requestCorrection(orderNumber, statusToken, {
      personalData: { ...PERSON, lastName: 'Öztürk-Gül' },
      uploads,
    });
    expect(res.status).toBe(201);
    let order = (await findOrder(env.DB, orderNumber))!;
    expect(order.status).toBe('correction_requested');
    expect(order.personalData.lastName).toBe('Öztürk-Gül');
    // The retention run keeps the new documents until the corrected application is posted.
    await deleteDueDocuments(testEnv, new Date());
    const { text } = await extractText(await buildApplication(testEnv, order, 'main', new Date()), {
      mergePages: true,
    });
    expect(text).toContain('Öztürk-Gül');
    expect(await markSubmitted(testEnv, order, { operatorId: 'op' }, new Date())).toBe(3);
    order = (await findOrder(env.DB, orderNumber))!;
    expect(order.status).toBe('submitted');
    const again = await requestCorrection(orderNumber, statusToken, {
      personalData: PERSON,
      uploads: await newDocuments(),
    });
    expect(again.status).toBe(409);
    expect((await again.json<{ error: { message: string } }>()).error.message).toBe(
      'Du hast deine Korrektur nach dem Versand bereits genutzt.',
    );
  });

  it('is included in Plus and refused for Basic without the option', async () => {
    const basic = await postedOrder({ plan: 'basic' });
    const refused = await requestCorrection(basic.orderNumber, basic.statusToken, {
      personalData: PERSON,
      uploads: await newDocuments(),
    });
    expect(refused.status).toBe(409);
    const plus = await postedOrder({ plan: 'plus' });
    const accepted = await requestCorrection(plus.orderNumber, plus.statusToken, {
      personalData: PERSON,
      uploads: await newDocuments(),
    });
    expect(accepted.status).toBe(201);
  });

  it('answers a body that is no correction (null, text, malformed files) with 400, never 500', async () => {
    const { orderNumber, statusToken } = await postedOrder({ plan: 'basic', extras: ['correction'] });
    const uploads = await newDocuments();
    for (const body of [null, 'Korrektur', [PERSON], { personalData: PERSON, uploads: { ...uploads, front: null } }])
      expect((await requestCorrection(orderNumber, statusToken, body)).status, JSON.stringify(body)).toBe(400);
    expect((await requestCorrection(orderNumber, statusToken, { personalData: PERSON, uploads })).status).toBe(201);
  });
});
