// The Worker's refusals name their messages by key (functions/lib/refusal.ts); the one error handler
// (functions/index.ts) says them in the language of the page that asked, X-Page-Language, German when a
// request names none or one the site does not speak. A field error is said the same way as the message.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../functions/lib/refusal';

interface ErrorBody {
  error: { code: string; message: string; fields?: { path: string; message: string }[] };
}

const stranger = () => `test-${crypto.randomUUID()}`;

/** A contact message with too short a name and subject, from a page in `language` (none: no header). */
async function brokenContact(language?: string): Promise<{ status: number; body: ErrorBody }> {
  const res = await SELF.fetch('https://punktebrief.test/api/contact', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': stranger(),
      ...(language ? { 'X-Page-Language': language } : {}),
    },
    body: JSON.stringify({ name: 'E', email: 'erika@example.de', subject: 'Hi', message: 'Wann kommt mein Brief?' }),
  });
  return { status: res.status, body: await res.json<ErrorBody>() };
}

/** The preview of an upload that does not exist, from a page in `language`: a service's refusal (404). */
async function missingUpload(language?: string): Promise<{ status: number; body: ErrorBody }> {
  const res = await SELF.fetch(`https://punktebrief.test/api/uploads/${crypto.randomUUID()}/preview`, {
    headers: { 'X-Upload-Token': 'x'.repeat(43), ...(language ? { 'X-Page-Language': language } : {}) },
  });
  return { status: res.status, body: await res.json<ErrorBody>() };
}

describe('a refusal in the language of the page that asked', () => {
  it('says a service’s refusal in English to an English page and in German to a German one', async () => {
    const english = await missingUpload('en');
    expect(english).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'File not found.' } } });
    const german = await missingUpload('de');
    expect(german).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'Datei nicht gefunden.' } } });
  });

  it('says each field error in the page’s language too, its filled-in values kept', async () => {
    const english = await brokenContact('en');
    expect(english.status).toBe(400);
    expect(english.body.error).toEqual({
      code: 'validation_failed',
      message: 'Please check your entries.',
      fields: [
        { path: 'name', message: 'Please enter your name' },
        { path: 'subject', message: 'Please enter a subject (at least 5 characters)' },
      ],
    });
    const german = await brokenContact('de');
    expect(german.status).toBe(400);
    expect(german.body.error).toEqual({
      code: 'validation_failed',
      message: 'Bitte überprüfe deine Eingaben.',
      fields: [
        { path: 'name', message: 'Name ist erforderlich' },
        { path: 'subject', message: 'Betreff ist erforderlich (mindestens 5 Zeichen)' },
      ],
    });
  });

  it('is German when the request names no language or one the site does not speak', async () => {
    expect((await brokenContact()).body).toEqual((await brokenContact('de')).body);
    expect((await brokenContact('fr')).body).toEqual((await brokenContact('de')).body);
    expect((await missingUpload('fr')).body.error.message).toBe('Datei nicht gefunden.');
  });

  it('answers a body that is not JSON with the same 400 in the page’s language', async () => {
    const send = (language: string) =>
      SELF.fetch('https://punktebrief.test/api/withdrawals', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': stranger(), 'X-Page-Language': language },
        body: '{"name": ',
      });
    const english = await send('en');
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      error: { code: 'invalid_json', message: 'Invalid request: the data could not be read.' },
    });
    expect((await (await send('de')).json<ErrorBody>()).error.message).toBe(
      'Ungültige Anfrage: Die Daten konnten nicht gelesen werden.',
    );
  });

  it('names its message by a key every language of the catalogue has: any other is a type error', () => {
    // The catalogue's English is typed against the German keys (src/domain/messages.ts), and a refusal takes
    // a key of the catalogue, so a refusal can name no text one language lacks.
    // @ts-expect-error 'errors.noSuchKey' is not a key of the catalogue
    expect(() => new Refusal('conflict', 'no_such_refusal', 'errors.noSuchKey')).toThrow();
    expect(new Refusal('conflict', 'order_closed', 'errors.orderClosed').message).toMatch(/^Für diese Bestellung/);
  });
});
