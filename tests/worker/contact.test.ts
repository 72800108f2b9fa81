import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { receiveContactMessage } from '../../functions/services/contact/messages';
import { supportReplyDeadline } from '../../src/domain/support';
import { postJson } from './helpers';

const valid = {
  name: 'Erika Mustermann',
  email: 'erika@example.de',
  subject: 'Frage zur Bearbeitung',
  message: 'Wann wird mein Antrag versendet?',
};

interface ErrorBody {
  error: { code: string; message: string; fields?: { path: string; message: string }[] };
}

describe('POST /api/contact', () => {
  it('stores the message and queues one mail to support', async () => {
    const res = await postJson('/api/contact', valid, '203.0.113.1');
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();

    const stored = await env.DB.prepare('SELECT name, email, subject, message FROM contact_messages WHERE id = ?')
      .bind(id)
      .first();
    expect(stored).toEqual(valid);

    const mail = await env.DB.prepare(
      "SELECT to_address, reply_to, subject, body_text, status FROM outbox WHERE kind = 'contact_to_support'",
    ).all<{ to_address: string; reply_to: string; subject: string; body_text: string; status: string }>();
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0]).toMatchObject({
      to_address: env.SUPPORT_EMAIL,
      reply_to: valid.email,
      subject: 'Kontaktanfrage: Frage zur Bearbeitung',
      status: 'pending',
    });
    expect(mail.results[0]?.body_text).toContain(valid.message);
  });

  it.each([
    ['name', { ...valid, name: 'E' }, 'Name ist erforderlich'],
    ['email', { ...valid, email: 'erika@' }, 'Gültige E-Mail-Adresse erforderlich'],
    ['subject', { ...valid, subject: 'Hi' }, 'Betreff ist erforderlich (mindestens 5 Zeichen)'],
    ['message', { ...valid, message: 'Zu kurz' }, 'Nachricht ist erforderlich (mindestens 10 Zeichen)'],
    ['name', { ...valid, name: undefined }, 'Name ist erforderlich'],
  ])('rejects an invalid %s with its German message', async (path, body, message) => {
    const res = await postJson('/api/contact', body, '203.0.113.2');
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorBody>();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toContainEqual({ path, message });
  });

  it('stores the optional order number upper-cased and names it in the mail to support', async () => {
    const body = { ...valid, email: 'mit.nummer@example.de', orderNumber: 'pk-1795330100862-abcdef' };
    const res = await postJson('/api/contact', body, '203.0.113.9');
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    expect(
      await env.DB.prepare('SELECT order_number FROM contact_messages WHERE id = ?').bind(id).first('order_number'),
    ).toBe('PK-1795330100862-ABCDEF');
    const mail = await env.DB.prepare("SELECT body_text FROM outbox WHERE kind = 'contact_to_support' AND reply_to = ?")
      .bind(body.email)
      .first<string>('body_text');
    expect(mail).toContain('Bestellnummer: PK-1795330100862-ABCDEF');
  });

  it('rejects an order number in the wrong format with its German message', async () => {
    const res = await postJson('/api/contact', { ...valid, orderNumber: 'PK-12' }, '203.0.113.10');
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.fields).toContainEqual({
      path: 'orderNumber',
      message: 'Bitte prüfe die Bestellnummer, z. B. PK-1795330100862-ABCDEF, oder lass das Feld leer.',
    });
  });

  it('stores nothing when validation fails', async () => {
    const count = () => env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages').first<number>('n');
    const before = await count();
    const res = await postJson('/api/contact', { ...valid, email: 'kaputt' }, '203.0.113.3');
    expect(res.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('answers a body that is not JSON with a German 400', async () => {
    const res = await postJson('/api/contact', '{kein json', '203.0.113.4');
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.code).toBe('invalid_json');
  });

  it('limits one client to 5 messages per 10 minutes with a German 429', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await postJson('/api/contact', valid, '198.51.100.7')).status).toBe(201);
    }
    const limited = await postJson('/api/contact', valid, '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const { error } = await limited.json<ErrorBody>();
    expect(error.message).toBe('Zu viele Anfragen. Bitte warte einige Minuten und versuche es dann erneut.');

    // Another client is not affected.
    expect((await postJson('/api/contact', valid, '198.51.100.8')).status).toBe(201);
  });

  it('keeps no raw IP in the rate-limit table', async () => {
    await postJson('/api/contact', valid, '192.0.2.55');
    const rows = await env.DB.prepare('SELECT key FROM rate_limits').all<{ key: string }>();
    expect(rows.results.length).toBeGreaterThan(0);
    for (const row of rows.results) {
      expect(row.key).toMatch(/^[0-9a-f]{64}$/);
      expect(row.key).not.toContain('192.0.2.55');
    }
  });
});

describe('the receipt to the sender of a contact message', () => {
  const receipts = (to: string) =>
    env.DB.prepare(
      "SELECT to_address, reply_to, subject, body_text, status FROM outbox WHERE kind = 'contact_receipt' AND to_address = ?",
    )
      .bind(to)
      .all<{ to_address: string; reply_to: string; subject: string; body_text: string; status: string }>();

  const spam = {
    orderNumber: undefined,
    name: 'Gewinnspiel www.spam.example',
    subject: 'Du hast gewonnen: www.spam.example',
    message: 'Klicke auf www.spam.example und hole dir deinen Preis ab.',
  };

  it('is queued once, in German, with the deadline supportReplyDeadline computes, and nothing the sender wrote', async () => {
    // Friday 27 November 2026, 17:00 German time: 24 hours from receipt in the service hours, Saturday 17:00.
    const friday = new Date('2026-11-27T16:00:00Z');
    expect(supportReplyDeadline(friday, 'standard').toISOString()).toBe('2026-11-28T16:00:00.000Z');
    const to = 'empfang.freitag@example.de';
    const { dueAt } = await receiveContactMessage(env, { ...spam, email: to }, friday, 'de');
    expect(dueAt).toBe('2026-11-28T16:00:00.000Z');

    const { results } = await receipts(to);
    expect(results).toHaveLength(1);
    const [receipt] = results;
    expect(receipt).toMatchObject({
      to_address: to,
      reply_to: env.SUPPORT_EMAIL,
      subject: 'Wir haben deine Nachricht erhalten',
      status: 'pending',
    });
    expect(receipt!.body_text).toContain(
      'deine Nachricht ist am Freitag, 27. November 2026 um 17:00 Uhr bei uns eingegangen.',
    );
    expect(receipt!.body_text).toContain('Wir antworten dir bis spätestens Samstag, 28. November 2026 um 17:00 Uhr.');
    expect(receipt!.body_text).toMatch(/^Hallo,$/m);
    // The form takes any address: the receipt carries none of the sender's words to it.
    for (const text of [receipt!.subject, receipt!.body_text]) expect(text).not.toContain('spam.example');
  });

  it('is queued once, in English, with Monday’s deadline for a message on Saturday afternoon', async () => {
    // Saturday 28 November 2026, 15:00 German time: 1 hour on Saturday, Sunday closed, Monday 15:00.
    const saturday = new Date('2026-11-28T14:00:00Z');
    expect(supportReplyDeadline(saturday, 'standard').toISOString()).toBe('2026-11-30T14:00:00.000Z');
    const to = 'receipt.saturday@example.com';
    await receiveContactMessage(env, { ...spam, email: to }, saturday, 'en');

    const { results } = await receipts(to);
    expect(results).toHaveLength(1);
    expect(results[0]!.subject).toBe('We have received your message');
    expect(results[0]!.body_text).toContain(
      'Your message reached us on Saturday, 28 November 2026 at 15:00 (German time).',
    );
    expect(results[0]!.body_text).toContain(
      'We will reply by Monday, 30 November 2026 at 15:00 (German time) at the latest.',
    );
    expect(results[0]!.body_text).not.toContain('spam.example');
  });

  it('follows the language of the page the form was sent from, with the deadline the message was stored with', async () => {
    const to = 'english.page@example.com';
    const res = await SELF.fetch('https://punktebrief.test/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.61', 'X-Page-Language': 'en' },
      body: JSON.stringify({ ...valid, email: to }),
    });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    const stored = await env.DB.prepare('SELECT created_at, reply_due_at FROM contact_messages WHERE id = ?')
      .bind(id)
      .first<{ created_at: string; reply_due_at: string }>();
    expect(stored!.reply_due_at).toBe(supportReplyDeadline(new Date(stored!.created_at), 'standard').toISOString());

    const { results } = await receipts(to);
    expect(results).toHaveLength(1);
    const due = new Date(stored!.reply_due_at);
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(due);
    expect(results[0]!.subject).toBe('We have received your message');
    expect(results[0]!.body_text).toMatch(
      new RegExp(`We will reply by \\w+, \\d+ \\w+ \\d{4} at ${time} \\(German time\\)`),
    );
    expect(results[0]!.body_text).not.toContain(valid.message);

    // Without the header (every page before English), the receipt is German.
    const german = await postJson('/api/contact', { ...valid, email: 'deutsche.seite@example.de' }, '203.0.113.62');
    expect(german.status).toBe(201);
    expect((await receipts('deutsche.seite@example.de')).results.map((r) => r.subject)).toEqual([
      'Wir haben deine Nachricht erhalten',
    ]);
  });
});
