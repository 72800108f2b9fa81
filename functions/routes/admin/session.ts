import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { audit, revokeAllSessions, revokeSession } from '../../db/operators';
import { ApiError } from '../../lib/api-error';
import { jsonBodyLimit } from '../../lib/body-limit';
import { clientIp, hashIp } from '../../lib/client-ip';
import { MIN_PASSWORD_LENGTH } from '../../lib/operator-crypto';
import {
  clearSessionCookie,
  newSessionId,
  requireOperator,
  requireSameSiteRequest,
  SESSION_MAX_MS,
  operatorOf,
  setSessionCookie,
} from '../../lib/operator-session';
import { RATE_LIMIT_MESSAGE } from '../../lib/rate-limit';
import { validationError, parseOrThrow, readJson } from '../../lib/validate';
import { changePassword, logIn } from '../../services/back-office/login';

const LoginSchema = v.object({
  email: v.pipe(v.optional(v.string(), ''), v.trim(), v.toLowerCase(), v.minLength(3, 'E-Mail-Adresse erforderlich')),
  password: v.pipe(v.optional(v.string(), ''), v.minLength(1, 'Passwort erforderlich')),
  totp: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.regex(/^\d{6}$/, 'Bitte gib den 6-stelligen Code deiner Authenticator-App ein.'),
  ),
});

const PasswordSchema = v.object({
  currentPassword: v.pipe(v.optional(v.string(), ''), v.minLength(1, 'Bitte gib dein aktuelles Passwort ein.')),
  newPassword: v.pipe(v.optional(v.string(), ''), v.maxLength(200, 'Das neue Passwort ist zu lang.')),
});

const WRONG = 'E-Mail-Adresse, Passwort oder Code ist falsch.';

const ipHashOf = (c: { req: { raw: Request }; env: AppEnv['Bindings'] }) =>
  hashIp(clientIp(c.req.raw.headers), c.env.IP_HASH_SALT);

/** /api/admin/session: log in (password + TOTP), log out, log out everywhere, who am I, change the password. */
export const adminSession = new Hono<AppEnv>()
  .use(requireSameSiteRequest)
  .post('/', bodyLimit(jsonBodyLimit), async (c) => {
    const login = parseOrThrow(LoginSchema, await readJson(c));
    const now = new Date();
    const session = await newSessionId();
    const outcome = await logIn(
      c.env,
      login,
      { hash: session.hash, expiresAt: new Date(now.getTime() + SESSION_MAX_MS).toISOString() },
      await ipHashOf(c),
      now,
    );
    if (outcome.ok) {
      setSessionCookie(c, session.id);
      return c.json({ ok: true, email: outcome.email });
    }
    if (outcome.reason === 'ip_limited')
      throw new ApiError(429, 'rate_limited', RATE_LIMIT_MESSAGE, undefined, {
        'Retry-After': String(outcome.retryAfterSeconds),
      });
    throw new ApiError(401, 'login_failed', WRONG);
  })
  .post('/password', bodyLimit(jsonBodyLimit), requireOperator, async (c) => {
    const input = parseOrThrow(PasswordSchema, await readJson(c));
    const outcome = await changePassword(c.env, operatorOf(c), input, await ipHashOf(c), new Date());
    if (outcome === 'wrong_current')
      throw validationError([{ path: 'currentPassword', message: 'Das aktuelle Passwort ist falsch.' }]);
    if (outcome === 'too_short')
      throw validationError([
        { path: 'newPassword', message: `Das neue Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.` },
      ]);
    if (outcome === 'unchanged')
      throw validationError([
        { path: 'newPassword', message: 'Das neue Passwort muss sich vom aktuellen unterscheiden.' },
      ]);
    return c.json({ ok: true });
  })
  .get('/', requireOperator, (c) => c.json({ email: operatorOf(c).email, minPasswordLength: MIN_PASSWORD_LENGTH }))
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
