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

  it('names a print service cut-off that leaves no time after the site’s, or malformed, without a secret', async () => {
    const health = async (vars: Record<string, string>) => {
      const res = await worker.fetch(
        new Request('https://punktebrief.test/api/health'),
        { ...env, ...vars } as unknown as Env,
        createExecutionContext(),
      );
      return res.json<{ invalid?: string[] }>();
    };
    const pingen = {
      DISPATCH_PROVIDER: 'pingen',
      DISPATCH_WEBHOOK_SECRET: 'x',
      PINGEN_CLIENT_ID: 'id',
      PINGEN_CLIENT_SECRET: 'secret',
      PINGEN_ORGANISATION_ID: 'org',
      ENVIRONMENT: 'development',
    };
    expect((await health({ ...pingen, PRINT_SERVICE_CUTOFF: '13:00' })).invalid).toEqual([
      "PRINT_SERVICE_CUTOFF (13:00: must be at least 15 minutes after the site's cut-off 14:00)",
    ]);
    expect((await health({ ...pingen, PRINT_SERVICE_CUTOFF: '16:00' })).invalid).toBeUndefined();
    expect((await health({ ...pingen, PRINT_SERVICE_CUTOFF: '4 pm' })).invalid).toEqual([
      'PRINT_SERVICE_CUTOFF (HH:MM)',
    ]);
    // Printed by hand, the print service's cut-off does not matter.
    expect((await health({ PRINT_SERVICE_CUTOFF: '13:00' })).invalid).toBeUndefined();
  });

  it('in production, names the settings a benefit on sale lacks (names only), like the deploy check', async () => {
    // With Cloudflare Access in front of the back office (without it, a warning: admin-session.test.ts).
    const access = { CF_ACCESS_TEAM_DOMAIN: 'firma.cloudflareaccess.com', CF_ACCESS_AUD: 'aud-tag' };
    const health = async (vars: Record<string, string | undefined>) => {
      const res = await worker.fetch(
        new Request('https://punktebrief.test/api/health'),
        { ...env, ENVIRONMENT: 'production', ...access, ...vars } as unknown as Env,
        createExecutionContext(),
      );
      return res.json<{ ok: boolean; unconfigured?: { benefit: string; settings: string[] }[] }>();
    };
    const noSms = { SMS_PROVIDER: undefined, SMS_API_KEY: undefined };
    const sms = { SMS_PROVIDER: 'seven', SMS_API_KEY: 'key-value' };
    // Pro's SMS would wait in the outbox: reported, yet the Worker stays up (ok is about required secrets).
    const bare = await health(noSms);
    expect(bare.ok).toBe(true);
    expect(bare.unconfigured).toEqual([{ benefit: 'status-sms', settings: ['SMS_PROVIDER', 'SMS_API_KEY'] }]);
    expect((await health({ ...noSms, SMS_PROVIDER: 'none' })).unconfigured).toEqual([
      { benefit: 'status-sms', settings: ['SMS_PROVIDER', 'SMS_API_KEY'] },
    ]);
    expect((await health({ SMS_PROVIDER: 'seven', SMS_API_KEY: undefined })).unconfigured).toEqual([
      { benefit: 'status-sms', settings: ['SMS_API_KEY'] },
    ]);
    const configured = await health(sms);
    expect(configured.unconfigured).toBeUndefined();
    expect(configured).toEqual({ ok: true, dispatch: 'manual' });

    // The print service's settings matter only when letters go through it; printed by hand needs none.
    const pingen = {
      PINGEN_CLIENT_ID: undefined,
      PINGEN_CLIENT_SECRET: undefined,
      PINGEN_ORGANISATION_ID: undefined,
      DISPATCH_WEBHOOK_SECRET: undefined,
    };
    expect((await health({ ...sms, ...pingen, DISPATCH_PROVIDER: 'manual' })).unconfigured).toBeUndefined();
    expect((await health({ ...sms, ...pingen, DISPATCH_PROVIDER: 'pingen' })).unconfigured).toEqual([
      {
        benefit: 'kba-post',
        settings: ['PINGEN_CLIENT_ID', 'PINGEN_CLIENT_SECRET', 'PINGEN_ORGANISATION_ID', 'DISPATCH_WEBHOOK_SECRET'],
      },
    ]);
    // Names only: a secret that is set is never echoed.
    const half = await health({ ...sms, ...pingen, DISPATCH_PROVIDER: 'pingen', PINGEN_CLIENT_ID: 'client-7f3a' });
    expect(half.unconfigured?.[0]?.settings).not.toContain('PINGEN_CLIENT_ID');
    expect(JSON.stringify(half)).not.toContain('client-7f3a');
    const printService = {
      PINGEN_CLIENT_ID: 'id',
      PINGEN_CLIENT_SECRET: 'secret',
      PINGEN_ORGANISATION_ID: 'org',
      DISPATCH_WEBHOOK_SECRET: 'hook',
    };
    expect((await health({ ...sms, ...printService, DISPATCH_PROVIDER: 'pingen' })).unconfigured).toBeUndefined();
  });

  it('names no unconfigured benefit in development or tests, where the outbox is the point', async () => {
    const res = await worker.fetch(
      new Request('https://punktebrief.test/api/health'),
      { ...env, ENVIRONMENT: 'development', SMS_PROVIDER: undefined, SMS_API_KEY: undefined } as unknown as Env,
      createExecutionContext(),
    );
    expect(await res.json()).toEqual({ ok: true, dispatch: 'manual' });
  });

  it('answers unknown API paths with the one error shape', async () => {
    const res = await SELF.fetch('https://punktebrief.test/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Nicht gefunden.' } });
  });
});
