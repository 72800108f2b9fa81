// The deployed default is production, and a missing secret is a clear 503.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../functions/index';
import { BASE, jpegBytes } from './fixtures';

async function call(path: string, overrides: Record<string, unknown>, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${BASE}${path}`, init), { ...env, ...overrides } as never, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

function uploadInit(): RequestInit {
  const form = new FormData();
  form.set('kind', 'front');
  form.set('file', new File([jpegBytes()], 'ausweis.jpg', { type: 'image/jpeg' }));
  return { method: 'POST', body: form, headers: { 'CF-Connecting-IP': '198.51.100.20' } };
}

describe('production by default', () => {
  it('without a required secret, uploads and orders answer 503 and /api/health names what is missing', async () => {
    const missing = { DOCUMENTS_KEY: undefined, IP_HASH_SALT: undefined };
    const health = await call('/api/health', missing);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, missing: ['DOCUMENTS_KEY', 'IP_HASH_SALT'], dispatch: 'manual' });
    const upload = await call('/api/uploads', missing, uploadInit());
    expect(upload.status).toBe(503);
    expect(((await upload.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'not_configured',
      message: expect.stringMatching(/nicht verfügbar/),
    });
    const order = await call('/api/orders', missing, {
      method: 'POST',
      body: '{}',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(order.status).toBe(503);
    const ok = await call('/api/health', {});
    expect(await ok.json()).toEqual({ ok: true, dispatch: 'manual' });
  });

  it.each(['production', undefined, 'prod'])('ENVIRONMENT=%s serves no development feature', async (environment) => {
    expect((await call('/api/dev/outbox', { ENVIRONMENT: environment })).status).toBe(404);
    expect((await call('/api/payments/demo/PK-1-ABCDEF?session_id=x', { ENVIRONMENT: environment })).status).toBe(404);
    // A print service at a local stand-in's http address takes no letter outside development.
    const standIn = {
      ENVIRONMENT: environment,
      DISPATCH_PROVIDER: 'pingen',
      PINGEN_API_URL: 'http://127.0.0.1:9787/pingen',
      MAIL_API_URL: 'http://127.0.0.1:9787/mail/emails',
      SMS_API_URL: 'http://127.0.0.1:9787/seven',
    };
    const health = await (await call('/api/health', standIn)).json<{ invalid: string[] }>();
    expect(health.invalid).toEqual(
      expect.arrayContaining(['PINGEN_API_URL (not https)', 'MAIL_API_URL (not https)', 'SMS_API_URL (not https)']),
    );
  });
});
