import { createExecutionContext, env, SELF } from 'cloudflare:test';
import type { Env } from '../../functions/env';
import worker from '../../functions/index';
import { describe, expect, it } from 'vitest';

describe('GET /api/health', () => {
  it('answers ok as JSON and is not cached', async () => {
    const res = await SELF.fetch('https://punktebrief.test/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, dispatch: 'manual' });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('names a print service cut-off earlier than the site promises, or malformed, without its value', async () => {
    const health = async (vars: Record<string, string>) => {
      const res = await worker.fetch(
        new Request('https://punktebrief.test/api/health'),
        { ...env, ...vars } as unknown as Env,
        createExecutionContext(),
      );
      return res.json<{ invalid?: string[] }>();
    };
    const demo = { DISPATCH_PROVIDER: 'demo', DISPATCH_WEBHOOK_SECRET: 'x', ENVIRONMENT: 'development' };
    expect((await health({ ...demo, PRINT_SERVICE_CUTOFF: '13:00' })).invalid).toEqual([
      "PRINT_SERVICE_CUTOFF (earlier than the site's cut-off 14:00)",
    ]);
    expect((await health({ ...demo, PRINT_SERVICE_CUTOFF: '16:00' })).invalid).toBeUndefined();
    expect((await health({ ...demo, PRINT_SERVICE_CUTOFF: '4 pm' })).invalid).toEqual(['PRINT_SERVICE_CUTOFF (HH:MM)']);
    // Printed by hand, the print service's cut-off does not matter.
    expect((await health({ PRINT_SERVICE_CUTOFF: '13:00' })).invalid).toBeUndefined();
  });

  it('answers unknown API paths with the one error shape', async () => {
    const res = await SELF.fetch('https://punktebrief.test/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Nicht gefunden.' } });
  });
});
