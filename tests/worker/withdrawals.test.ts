import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createOrder } from './fixtures';
import { postJson } from './helpers';

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
    const body = await res.json<{ id: string; receivedAtText: string }>();
    expect(body.receivedAtText).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/);
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
    expect(mail!.body_text).toContain(body.receivedAtText);
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
