import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { encrypt, importDocumentsKey } from '../../functions/lib/crypto';
import { hashPassword, totpAt } from '../../functions/lib/operator-crypto';
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

function login(body: Record<string, string>, headers: Record<string, string> = ADMIN) {
  return SELF.fetch(`${BASE}/api/admin/session`, {
    method: 'POST',
    headers: { ...headers, 'CF-Connecting-IP': '198.51.100.99' },
    body: JSON.stringify(body),
  });
}

const code = () => totpAt(SECRET, Math.floor(Date.now() / 1000));
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
    expect(await me.json()).toEqual({ email: 'anna@firma.test' });
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

  it('locks the account after 5 failures (429, German) even for the right password', async () => {
    const op = await createOperator('carla@firma.test');
    for (let i = 0; i < 5; i++)
      expect((await login({ email: op.email, password: 'falsch', totp: '123456' })).status).toBe(401);
    const locked = await login({ email: op.email, password: op.password, totp: await code() });
    expect(locked.status).toBe(429);
    expect((await locked.json<{ error: { message: string } }>()).error.message).toContain('Zu viele Fehlversuche');
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
    const a = cookieOf(await login({ email: op.email, password: op.password, totp: await code() }));
    const b = cookieOf(await login({ email: op.email, password: op.password, totp: await code() }));
    const c = cookieOf(await login({ email: op.email, password: op.password, totp: await code() }));

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
