import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import {
  audit,
  findOperatorByEmail,
  insertSession,
  recordFailedLogin,
  resetFailedLogins,
  revokeAllSessions,
  revokeSession,
} from '../../db/operators';
import { ApiError } from '../../lib/api-error';
import { jsonBodyLimit } from '../../lib/body-limit';
import { clientIp, hashIp } from '../../lib/client-ip';
import { decrypt, importDocumentsKey } from '../../lib/crypto';
import { verifyPassword, verifyTotp } from '../../lib/operator-crypto';
import {
  clearSessionCookie,
  newSessionId,
  requireOperator,
  requireSameSiteRequest,
  SESSION_MAX_MS,
  operatorOf,
  setSessionCookie,
} from '../../lib/operator-session';
import { parseOrThrow, readJson } from '../../lib/validate';

const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60_000;

const LoginSchema = v.object({
  email: v.pipe(v.optional(v.string(), ''), v.trim(), v.toLowerCase(), v.minLength(3, 'E-Mail-Adresse erforderlich')),
  password: v.pipe(v.optional(v.string(), ''), v.minLength(1, 'Passwort erforderlich')),
  totp: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.regex(/^\d{6}$/, 'Bitte gib den 6-stelligen Code deiner Authenticator-App ein.'),
  ),
});

const WRONG = 'E-Mail-Adresse, Passwort oder Code ist falsch.';

async function decryptTotp(env: AppEnv['Bindings'], operatorId: string, stored: string): Promise<string> {
  const key = await importDocumentsKey(env.DOCUMENTS_KEY);
  const bytes = Uint8Array.from(atob(stored), (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(await decrypt(key, bytes, `totp:${operatorId}`));
}

/** /api/admin/session: log in (password + TOTP), log out, log out everywhere, who am I. */
export const adminSession = new Hono<AppEnv>()
  .use(requireSameSiteRequest)
  .post('/', bodyLimit(jsonBodyLimit), async (c) => {
    const login = parseOrThrow(LoginSchema, await readJson(c));
    const now = new Date();
    const at = now.toISOString();
    const ipHash = await hashIp(clientIp(c.req.raw.headers), c.env.IP_HASH_SALT);
    const operator = await findOperatorByEmail(c.env.DB, login.email);
    if (!operator) {
      await audit(c.env.DB, { at, operatorId: null, action: 'login_failed', detail: 'unknown e-mail', ipHash }).run();
      throw new ApiError(401, 'login_failed', WRONG);
    }
    if (operator.locked_until && new Date(operator.locked_until) > now) {
      await audit(c.env.DB, { at, operatorId: operator.id, action: 'login_locked', ipHash }).run();
      throw new ApiError(429, 'locked', 'Zu viele Fehlversuche. Bitte warte 15 Minuten und versuche es dann erneut.');
    }
    const ok =
      (await verifyPassword(login.password, operator.password_hash)) &&
      (await verifyTotp(await decryptTotp(c.env, operator.id, operator.totp_secret), login.totp, now));
    if (!ok) {
      const lock =
        operator.failed_attempts + 1 >= MAX_FAILURES ? new Date(now.getTime() + LOCK_MS).toISOString() : null;
      await c.env.DB.batch([
        recordFailedLogin(c.env.DB, operator.id, lock),
        audit(c.env.DB, { at, operatorId: operator.id, action: 'login_failed', ipHash }),
      ]);
      throw new ApiError(401, 'login_failed', WRONG);
    }
    const session = await newSessionId();
    await c.env.DB.batch([
      resetFailedLogins(c.env.DB, operator.id),
      insertSession(c.env.DB, {
        id_hash: session.hash,
        operator_id: operator.id,
        created_at: at,
        last_seen_at: at,
        expires_at: new Date(now.getTime() + SESSION_MAX_MS).toISOString(),
      }),
      audit(c.env.DB, { at, operatorId: operator.id, action: 'login', ipHash }),
    ]);
    setSessionCookie(c, session.id);
    return c.json({ ok: true, email: operator.email });
  })
  .get('/', requireOperator, (c) => c.json({ email: operatorOf(c).email }))
  .delete('/', requireOperator, async (c) => {
    const at = new Date().toISOString();
    const operator = operatorOf(c);
    await c.env.DB.batch([
      revokeSession(c.env.DB, operator.sessionHash, at),
      audit(c.env.DB, { at, operatorId: operator.operatorId, action: 'logout' }),
    ]);
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .post('/logout-all', requireOperator, async (c) => {
    const at = new Date().toISOString();
    const operator = operatorOf(c);
    await c.env.DB.batch([
      revokeAllSessions(c.env.DB, operator.operatorId, at),
      audit(c.env.DB, { at, operatorId: operator.operatorId, action: 'logout_all' }),
    ]);
    clearSessionCookie(c);
    return c.body(null, 204);
  });
