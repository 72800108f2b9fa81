import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/env';
import worker from '../../functions/index';
import { encrypt, importDocumentsKey } from '../../functions/lib/crypto';
import { hashPassword, PBKDF2_ITERATIONS, totpAt } from '../../functions/lib/operator-crypto';
import { BASE } from './fixtures';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ADMIN = { 'Content-Type': 'application/json', 'X-Requested-With': 'punktebrief-admin' };

async function createOperator(email: string, password = 'richtig-geheim-123') {
  const id = crypto.randomUUID();
  const sealed = await encrypt(
    await importDocumentsKey(env.DOCUMENTS_KEY),
    new TextEncoder().encode(SECRET),
    `totp:${id}`,
  );
  await env.DB.prepare(
    'INSERT INTO operators (id, email, password_hash, totp_secret, created_at) VALUES (?1, ?2, ?3, ?4, ?5)',
  )
    .bind(id, email, await hashPassword(password), btoa(String.fromCharCode(...sealed)), new Date().toISOString())
    .run();
  return { id, email, password };
}

function login(body: Record<string, string>, headers: Record<string, string> = ADMIN, ip = '198.51.100.99') {
  return SELF.fetch(`${BASE}/api/admin/session`, {
    method: 'POST',
    headers: { ...headers, 'CF-Connecting-IP': ip },
    body: JSON.stringify(body),
  });
}

/** The code of the current 30-second step, or of a neighbouring one (-1, +1): each is accepted once. */
const code = (step = 0) => totpAt(SECRET, Math.floor(Date.now() / 1000) + step * 30);
/** Every request from its own address, so the per-IP limit stays out of tests about the account. */
const anyIp = () => `203.0.113.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`;
const cookieOf = (res: Response) => res.headers.get('Set-Cookie')?.split(';')[0] ?? '';

describe('operator login', () => {
  it('logs in with password and TOTP: a __Host- cookie, HttpOnly, Secure, SameSite=Strict; audited', async () => {
    const op = await createOperator('anna@firma.test');
    const res = await login({ email: op.email, password: op.password, totp: await code() });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('Set-Cookie')!;
    expect(setCookie).toMatch(/^__Host-op_session=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const me = await SELF.fetch(`${BASE}/api/admin/session`, { headers: { Cookie: cookieOf(res) } });
    expect(await me.json()).toEqual({ email: 'anna@firma.test', minPasswordLength: 12 });
    const audits = await env.DB.prepare('SELECT action FROM audit_log WHERE operator_id = ? ORDER BY id')
      .bind(op.id)
      .all<{ action: string }>();
    expect(audits.results.map((a) => a.action)).toEqual(['login']);
  });

  it('refuses a wrong password and a wrong TOTP with the same German message', async () => {
    const op = await createOperator('bert@firma.test');
    for (const body of [
      { email: op.email, password: 'falsch', totp: await code() },
      { email: op.email, password: op.password, totp: '000000' },
      { email: 'niemand@firma.test', password: op.password, totp: await code() },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect((await res.json<{ error: { message: string } }>()).error.message).toBe(
        'E-Mail-Adresse, Passwort oder Code ist falsch.',
      );
    }
  });

  it('locks the address out of the account after 5 failures, even for the right password, answered like a wrong password', async () => {
    const op = await createOperator('carla@firma.test');
    for (let i = 0; i < 5; i++)
      expect((await login({ email: op.email, password: 'falsch', totp: '123456' })).status).toBe(401);
    const locked = await login({ email: op.email, password: op.password, totp: await code() });
    expect(locked.status).toBe(401);
    expect((await locked.json<{ error: { message: string } }>()).error.message).toBe(
      'E-Mail-Adresse, Passwort oder Code ist falsch.',
    );
    expect((await failuresOf(op.id, '198.51.100.99'))?.locked_until).not.toBeNull();
  });

  it('a stranger’s five failures from address A lock A only: the operator at address B logs in', async () => {
    const op = await createOperator('fremd@firma.test');
    const a = '192.0.2.41';
    const b = '192.0.2.42';
    for (let i = 0; i < 5; i++)
      expect((await login({ email: op.email, password: 'falsch', totp: '123456' }, ADMIN, a)).status).toBe(401);
    expect((await login({ email: op.email, password: op.password, totp: await code(-1) }, ADMIN, b)).status).toBe(200);
    // A stays locked, even with the right password and a code not used yet; B's login did not lift it.
    const fromA = await login({ email: op.email, password: op.password, totp: await code(0) }, ADMIN, a);
    expect(fromA.status).toBe(401);
    expect((await fromA.json<{ error: { message: string } }>()).error.message).toBe(
      'E-Mail-Adresse, Passwort oder Code ist falsch.',
    );
    expect((await failuresOf(op.id, a))?.locked_until).not.toBeNull();
    expect(await failuresOf(op.id, b)).toBeNull();
  });

  it('refuses cross-site requests (no X-Requested-With) and admin calls without a session', async () => {
    const op = await createOperator('dora@firma.test');
    expect(
      (
        await login(
          { email: op.email, password: op.password, totp: await code() },
          { 'Content-Type': 'application/json' },
        )
      ).status,
    ).toBe(403);
    expect((await SELF.fetch(`${BASE}/api/admin/session`)).status).toBe(401);
  });

  it('ends sessions: idle timeout, logout, and logout everywhere', async () => {
    const op = await createOperator('emil@firma.test');
    // Three logins need three codes: a code is accepted once (the previous, current and next step).
    const a = cookieOf(await login({ email: op.email, password: op.password, totp: await code(-1) }));
    const b = cookieOf(await login({ email: op.email, password: op.password, totp: await code(0) }));
    const c = cookieOf(await login({ email: op.email, password: op.password, totp: await code(1) }));
    expect([a, b, c].every((cookie) => cookie.startsWith('__Host-op_session='))).toBe(true);

    await env.DB.prepare(
      "UPDATE operator_sessions SET last_seen_at = '2000-01-01T00:00:00.000Z' WHERE operator_id = ? AND revoked_at IS NULL AND id_hash = (SELECT id_hash FROM operator_sessions WHERE operator_id = ? ORDER BY created_at LIMIT 1)",
    )
      .bind(op.id, op.id)
      .run();
    const idle = await SELF.fetch(`${BASE}/api/admin/session`, { headers: { Cookie: a } });
    expect(idle.status).toBe(401);
    expect((await idle.json<{ error: { message: string } }>()).error.message).toBe(
      'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    );

    expect(
      (await SELF.fetch(`${BASE}/api/admin/session`, { method: 'DELETE', headers: { ...ADMIN, Cookie: b } })).status,
    ).toBe(204);
    expect((await SELF.fetch(`${BASE}/api/admin/session`, { headers: { Cookie: b } })).status).toBe(401);

    expect((await SELF.fetch(`${BASE}/api/admin/session`, { headers: { Cookie: c } })).status).toBe(200);
    expect(
      (await SELF.fetch(`${BASE}/api/admin/session/logout-all`, { method: 'POST', headers: { ...ADMIN, Cookie: c } }))
        .status,
    ).toBe(204);
    expect((await SELF.fetch(`${BASE}/api/admin/session`, { headers: { Cookie: c } })).status).toBe(401);
  });
});

/** The salted hash an address is counted under (functions/lib/client-ip.ts). */
async function ipHashOf(ip: string): Promise<string> {
  const salted = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`test-ip-hash-salt:${ip}`));
  return [...new Uint8Array(salted)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The failed logins of one address for one account (null: none counted). */
const failuresOf = async (operatorId: string, ip: string) =>
  env.DB.prepare(
    'SELECT failed_attempts, locked_until FROM operator_login_failures WHERE operator_id = ?1 AND ip_hash = ?2',
  )
    .bind(operatorId, await ipHashOf(ip))
    .first<{ failed_attempts: number; locked_until: string | null }>();

afterEach(() => vi.restoreAllMocks());

describe('login hardening', () => {
  it('a parallel burst of wrong passwords from one address gets exactly 5 checks past its counter, then the lock', async () => {
    const op = await createOperator('burst@firma.test');
    const ip = '192.0.2.51';
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        login({ email: op.email, password: 'falsch', totp: '123456' }, ADMIN, ip).then((r) => r.status),
      ),
    );
    // The address's own limit lets 10 through; the lock answers those like a wrong password (no
    // enumeration), and the audit log tells them apart.
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    const actions = await env.DB.prepare(
      'SELECT action, COUNT(*) AS n FROM audit_log WHERE operator_id = ? GROUP BY action',
    )
      .bind(op.id)
      .all<{ action: string; n: number }>();
    expect(Object.fromEntries(actions.results.map((r) => [r.action, r.n]))).toEqual({
      login_failed: 5,
      login_locked: 5,
    });
    expect((await failuresOf(op.id, ip))?.failed_attempts).toBe(5);
    // The operator elsewhere is not locked out.
    expect((await login({ email: op.email, password: op.password, totp: await code() }, ADMIN, anyIp())).status).toBe(
      200,
    );
  });

  it('answers a known and an unknown e-mail alike beyond the lock: status, body, headers and PBKDF2 work', async () => {
    const op = await createOperator('enum@firma.test');
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    // Seven attempts per series, each series from its own address: under the per-IP limit of 10.
    const series = async (email: string, ip: string) => {
      const answers = [];
      for (let i = 0; i < 7; i++) {
        derive.mockClear();
        const res = await login({ email, password: 'falsch', totp: '123456' }, ADMIN, ip);
        const headers = [...res.headers].filter(([name]) => name !== 'date');
        const pbkdf2 = derive.mock.calls.filter(([algorithm]) => (algorithm as { name: string }).name === 'PBKDF2');
        answers.push({ status: res.status, body: await res.text(), headers, pbkdf2: pbkdf2.length });
      }
      return answers;
    };
    const known = await series(op.email, '198.51.100.21');
    const unknown = await series('niemand-enum@firma.test', '198.51.100.22');
    expect(known).toEqual(unknown);
    expect(known.every((a) => a.status === 401 && a.pbkdf2 === 1)).toBe(true);
    // The address is locked out all the same: the right password does not get in from there now.
    expect((await failuresOf(op.id, '198.51.100.21'))?.locked_until).not.toBeNull();
    expect(
      (await login({ email: op.email, password: op.password, totp: await code() }, ADMIN, '198.51.100.21')).status,
    ).toBe(401);
  });

  it('starts counting again at 1 when a lock has ended, and the right login then passes', async () => {
    const op = await createOperator('ended@firma.test');
    const ip = '192.0.2.61';
    await env.DB.prepare(
      `INSERT INTO operator_login_failures (operator_id, ip_hash, failed_attempts, locked_until, last_attempt_at)
       VALUES (?1, ?2, 5, '2000-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z')`,
    )
      .bind(op.id, await ipHashOf(ip))
      .run();
    expect((await login({ email: op.email, password: 'falsch', totp: '123456' }, ADMIN, ip)).status).toBe(401);
    expect(await failuresOf(op.id, ip)).toEqual({ failed_attempts: 1, locked_until: null });
    // Four more are allowed before the next lock: the old five do not count any more.
    for (let i = 0; i < 3; i++)
      expect((await login({ email: op.email, password: 'falsch', totp: '123456' }, ADMIN, ip)).status).toBe(401);
    expect((await login({ email: op.email, password: op.password, totp: await code() }, ADMIN, ip)).status).toBe(200);
    expect(await failuresOf(op.id, ip)).toBeNull();
  });

  it('limits failed logins per IP across accounts, counts successes not, and backs off to longer windows', async () => {
    const ip = '192.0.2.77';
    const ops = [await createOperator('ip-a@firma.test'), await createOperator('ip-b@firma.test')];
    for (let i = 0; i < 9; i++)
      expect((await login({ email: `niemand-${i}@firma.test`, password: 'x', totp: '123456' }, ADMIN, ip)).status).toBe(
        401,
      );
    // Two successful logins in between do not use up the IP's allowance.
    for (const op of ops)
      expect((await login({ email: op.email, password: op.password, totp: await code() }, ADMIN, ip)).status).toBe(200);
    expect((await login({ email: 'niemand-9@firma.test', password: 'x', totp: '123456' }, ADMIN, ip)).status).toBe(401);
    const limited = await login({ email: ops[0]!.email, password: ops[0]!.password, totp: await code(1) }, ADMIN, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
    // Another address is not affected.
    expect(
      (await login({ email: ops[0]!.email, password: ops[0]!.password, totp: await code(1) }, ADMIN, anyIp())).status,
    ).toBe(200);

    // An IP that already failed 20 times this hour waits for the hour's window, not for 15 minutes.
    const other = '192.0.2.78';
    const key = await ipHashOf(other);
    const now = Math.floor(Date.now() / 1000);
    await env.DB.prepare('INSERT INTO rate_limits (bucket, key, window_start, count) VALUES (?1, ?2, ?3, 20)')
      .bind('admin_login_1h', key, now - (now % 3600))
      .run();
    const backedOff = await login({ email: 'niemand@firma.test', password: 'x', totp: '123456' }, ADMIN, other);
    expect(backedOff.status).toBe(429);
    expect(Number(backedOff.headers.get('Retry-After'))).toBe(3600 - (now % 3600));
  });

  it('an unknown e-mail costs the same PBKDF2 work as a known one with a wrong password', async () => {
    const op = await createOperator('timing@firma.test');
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    const iterationsOf = () =>
      derive.mock.calls.map(([algorithm]) => (algorithm as { iterations?: number }).iterations).filter(Boolean);
    expect((await login({ email: op.email, password: 'falsch', totp: '123456' }, ADMIN, anyIp())).status).toBe(401);
    const known = iterationsOf();
    derive.mockClear();
    expect(
      (await login({ email: 'unbekannt@firma.test', password: 'falsch', totp: '123456' }, ADMIN, anyIp())).status,
    ).toBe(401);
    expect(iterationsOf()).toEqual(known);
    expect(known).toEqual([PBKDF2_ITERATIONS]);
  });

  it('never accepts a TOTP code twice: not after logout, not in two parallel logins', async () => {
    const op = await createOperator('replay@firma.test');
    const totp = await code();
    const first = await login({ email: op.email, password: op.password, totp }, ADMIN, anyIp());
    expect(first.status).toBe(200);
    await SELF.fetch(`${BASE}/api/admin/session`, { method: 'DELETE', headers: { ...ADMIN, Cookie: cookieOf(first) } });
    const again = await login({ email: op.email, password: op.password, totp }, ADMIN, anyIp());
    expect(again.status).toBe(401);
    // An older code than the one accepted is refused as well.
    expect((await login({ email: op.email, password: op.password, totp: await code(-1) }, ADMIN, anyIp())).status).toBe(
      401,
    );

    const op2 = await createOperator('replay-2@firma.test');
    const next = await code(1);
    const parallel = await Promise.all(
      [0, 1, 2].map(() => login({ email: op2.email, password: op2.password, totp: next }, ADMIN, anyIp())),
    );
    expect(parallel.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM operator_sessions WHERE operator_id = ?')
        .bind(op2.id)
        .first<number>('n'),
    ).toBe(1);
  });

  it('a disabled operator cannot log in, and their open sessions end at once', async () => {
    const op = await createOperator('weg@firma.test');
    const cookie = cookieOf(
      await login({ email: op.email, password: op.password, totp: await code() }, ADMIN, anyIp()),
    );
    expect((await SELF.fetch(`${BASE}/api/admin/session`, { headers: { Cookie: cookie } })).status).toBe(200);
    await env.DB.prepare('UPDATE operators SET disabled_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), op.id)
      .run();
    expect((await SELF.fetch(`${BASE}/api/admin/session`, { headers: { Cookie: cookie } })).status).toBe(401);
    const res = await login({ email: op.email, password: op.password, totp: await code(1) }, ADMIN, anyIp());
    expect(res.status).toBe(401);
    expect((await res.json<{ error: { message: string } }>()).error.message).toBe(
      'E-Mail-Adresse, Passwort oder Code ist falsch.',
    );
  });
});

describe('changing the password', () => {
  const change = (cookie: string, body: Record<string, string>) =>
    SELF.fetch(`${BASE}/api/admin/session/password`, {
      method: 'POST',
      headers: { ...ADMIN, Cookie: cookie },
      body: JSON.stringify(body),
    });

  it('needs the current password and at least 12 characters; ends the other sessions, keeps this one', async () => {
    const op = await createOperator('neu@firma.test');
    const here = cookieOf(
      await login({ email: op.email, password: op.password, totp: await code(-1) }, ADMIN, anyIp()),
    );
    const elsewhere = cookieOf(
      await login({ email: op.email, password: op.password, totp: await code(0) }, ADMIN, anyIp()),
    );

    const short = await change(here, { currentPassword: op.password, newPassword: 'kurz' });
    expect(short.status).toBe(400);
    expect((await short.json<{ error: { fields: unknown[] } }>()).error.fields).toEqual([
      { path: 'newPassword', message: 'Das neue Passwort muss mindestens 12 Zeichen lang sein.' },
    ]);
    const wrong = await change(here, { currentPassword: 'falsch', newPassword: 'ein-neues-langes-passwort' });
    expect((await wrong.json<{ error: { fields: unknown[] } }>()).error.fields).toEqual([
      { path: 'currentPassword', message: 'Das aktuelle Passwort ist falsch.' },
    ]);
    expect(
      (await SELF.fetch(`${BASE}/api/admin/session/password`, { method: 'POST', headers: { Cookie: here } })).status,
    ).toBe(403);

    expect(
      (await change(here, { currentPassword: op.password, newPassword: 'ein-neues-langes-passwort' })).status,
    ).toBe(200);
    expect((await SELF.fetch(`${BASE}/api/admin/session`, { headers: { Cookie: here } })).status).toBe(200);
    expect((await SELF.fetch(`${BASE}/api/admin/session`, { headers: { Cookie: elsewhere } })).status).toBe(401);
    expect((await login({ email: op.email, password: op.password, totp: await code(1) }, ADMIN, anyIp())).status).toBe(
      401,
    );
    expect(
      (await login({ email: op.email, password: 'ein-neues-langes-passwort', totp: await code(1) }, ADMIN, anyIp()))
        .status,
    ).toBe(200);
  });
});

describe('GET /api/health and Cloudflare Access', () => {
  const health = async (vars: Record<string, string | undefined>) => {
    const res = await worker.fetch(
      new Request(`${BASE}/api/health`),
      { ...env, SMS_PROVIDER: 'seven', SMS_API_KEY: 'key', ...vars } as unknown as Env,
      createExecutionContext(),
    );
    return { status: res.status, body: await res.json<{ ok: boolean; warnings?: string[]; invalid?: string[] }>() };
  };
  const noAccess = { CF_ACCESS_TEAM_DOMAIN: undefined, CF_ACCESS_AUD: undefined };

  it('warns in production when the back office has no Cloudflare Access, and stays ok', async () => {
    const bare = await health({ ENVIRONMENT: 'production', ...noAccess });
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual({
      ok: true,
      dispatch: 'manual',
      warnings: [
        'CF_ACCESS_TEAM_DOMAIN, CF_ACCESS_AUD (unset: the back office is protected by password and TOTP only)',
      ],
    });
    const access = { CF_ACCESS_TEAM_DOMAIN: 'firma.cloudflareaccess.com', CF_ACCESS_AUD: 'aud-tag' };
    expect((await health({ ENVIRONMENT: 'production', ...access })).body).toEqual({ ok: true, dispatch: 'manual' });
    // A team domain without its audience refuses every admin request: named as unusable, not as a warning.
    const half = await health({ ENVIRONMENT: 'production', ...access, CF_ACCESS_AUD: undefined });
    expect(half.body.warnings).toBeUndefined();
    expect(half.body.invalid).toEqual(['CF_ACCESS_AUD (unset: the back office refuses every request)']);
  });

  it('does not warn in development, where the back office runs on this machine', async () => {
    expect((await health({ ENVIRONMENT: 'development', ...noAccess })).body).toEqual({ ok: true, dispatch: 'manual' });
  });
});
