import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('GET /api/health', () => {
  it('answers ok as JSON and is not cached', async () => {
    const res = await SELF.fetch('https://punktebrief.test/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, dispatch: 'manual' });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('answers unknown API paths with the one error shape', async () => {
    const res = await SELF.fetch('https://punktebrief.test/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Nicht gefunden.' } });
  });
});
