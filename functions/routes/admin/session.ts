import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { MESSAGES } from '../../../src/domain/messages';
import type { AppEnv } from '../../env';
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
import { validationError, validJson } from '../../lib/validate';
import { changePassword, logIn, logOut, logOutEverywhere } from '../../services/back-office/login';

const m = MESSAGES.de;

export const LoginSchema = v.object({
  email: v.pipe(v.optional(v.string(), ''), v.trim(), v.toLowerCase(), v.minLength(3, m['operator.emailRequired'])),
  password: v.pipe(v.optional(v.string(), ''), v.minLength(1, m['operator.passwordRequired'])),
  totp: v.pipe(v.optional(v.string(), ''), v.trim(), v.regex(/^\d{6}$/, m['operator.totpFormat'])),
});

export const PasswordSchema = v.object({
  currentPassword: v.pipe(v.optional(v.string(), ''), v.minLength(1, m['operator.currentPasswordRequired'])),
  newPassword: v.pipe(v.optional(v.string(), ''), v.maxLength(200, m['operator.newPasswordTooLong'])),
});

const ipHashOf = (c: { req: { raw: Request }; env: AppEnv['Bindings'] }) =>
  hashIp(clientIp(c.req.raw.headers), c.env.IP_HASH_SALT);

/** /api/admin/session: log in (password + TOTP), log out, log out everywhere, who am I, change the password. */
export const adminSession = new Hono<AppEnv>()
  .use(requireSameSiteRequest)
  .post('/', bodyLimit(jsonBodyLimit), validJson(LoginSchema), async (c) => {
    const now = new Date();
    const session = await newSessionId();
    const outcome = await logIn(
      c.env,
      c.req.valid('json'),
      { hash: session.hash, expiresAt: new Date(now.getTime() + SESSION_MAX_MS).toISOString() },
      await ipHashOf(c),
      now,
    );
    if (outcome.ok) {
      setSessionCookie(c, session.id);
      return c.json({ ok: true, email: outcome.email });
    }
    if (outcome.reason === 'ip_limited')
      throw new ApiError(429, 'rate_limited', 'errors.rateLimited', {
        headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
      });
    throw new ApiError(401, 'login_failed', 'operator.loginFailed');
  })
  .post('/password', bodyLimit(jsonBodyLimit), requireOperator, validJson(PasswordSchema), async (c) => {
    const outcome = await changePassword(c.env, operatorOf(c), c.req.valid('json'), await ipHashOf(c), new Date());
    if (outcome === 'wrong_current')
      throw validationError([{ path: 'currentPassword', key: 'operator.currentPasswordWrong' }]);
    if (outcome === 'too_short')
      throw validationError([
        { path: 'newPassword', key: 'operator.newPasswordTooShort', params: { min: MIN_PASSWORD_LENGTH } },
      ]);
    if (outcome === 'unchanged') throw validationError([{ path: 'newPassword', key: 'operator.newPasswordUnchanged' }]);
    return c.json({ ok: true });
  })
  .get('/', requireOperator, (c) => c.json({ email: operatorOf(c).email, minPasswordLength: MIN_PASSWORD_LENGTH }))
  .delete('/', requireOperator, async (c) => {
    await logOut(c.env, operatorOf(c), new Date());
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .post('/logout-all', requireOperator, async (c) => {
    await logOutEverywhere(c.env, operatorOf(c), new Date());
    clearSessionCookie(c);
    return c.body(null, 204);
  });
