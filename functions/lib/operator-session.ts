// The operator's session: an opaque id in a __Host- cookie (HttpOnly, Secure, SameSite=Strict),
// only its hash in D1; 8 hours at most and 30 minutes without activity, and over at once when the
// operator is disabled. State-changing admin
// requests must also carry X-Requested-With, which a cross-site form or image cannot send.
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv, OperatorContext } from '../env';
import { findSession, touchSession } from '../db/operators';
import { ApiError } from './api-error';
import { clientIp, hashIp } from './client-ip';
import { randomToken, sha256Hex } from './crypto';

const SESSION_COOKIE = '__Host-op_session';
export const SESSION_MAX_MS = 8 * 3600_000;
const SESSION_IDLE_MS = 30 * 60_000;
const CSRF_HEADER = 'X-Requested-With';
const CSRF_VALUE = 'punktebrief-admin';

/** The operator of a request that passed requireOperator. */
export function operatorOf(c: Context<AppEnv>): OperatorContext {
  const operator = c.get('operator');
  if (!operator) throw new ApiError(401, 'unauthorized', 'operator.signInRequired');
  return operator;
}

export async function newSessionId(): Promise<{ id: string; hash: string }> {
  const id = randomToken();
  return { id, hash: await sha256Hex(id) };
}

export function setSessionCookie(c: Context<AppEnv>, id: string): void {
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: SESSION_MAX_MS / 1000,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
}

/** Who did it and from where, for the audit log: the operator and a salted hash of their IP. */
export async function actorOf(c: Context<AppEnv>): Promise<{ operatorId: string; ipHash: string }> {
  return {
    operatorId: operatorOf(c).operatorId,
    ipHash: await hashIp(clientIp(c.req.raw.headers), c.env.IP_HASH_SALT),
  };
}

/** Refuses cross-site requests that change state: they cannot set this header without a CORS preflight we never allow. */
export const requireSameSiteRequest = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.header(CSRF_HEADER) !== CSRF_VALUE) {
    throw new ApiError(403, 'csrf', 'operator.requestRefused');
  }
  await next();
});

/** Requires a live operator session and keeps it alive; sets c.var.operator. */
export const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const id = getCookie(c, SESSION_COOKIE);
  const unauthorized = new ApiError(401, 'unauthorized', 'operator.signInRequired');
  if (!id) throw unauthorized;
  const hash = await sha256Hex(id);
  const session = await findSession(c.env.DB, hash);
  const now = new Date();
  if (
    !session ||
    session.revoked_at ||
    session.disabled_at ||
    new Date(session.expires_at) <= now ||
    now.getTime() - new Date(session.last_seen_at).getTime() > SESSION_IDLE_MS
  ) {
    clearSessionCookie(c);
    throw new ApiError(401, 'session_expired', 'operator.sessionExpired');
  }
  await touchSession(c.env.DB, hash, now.toISOString()).run();
  c.set('operator', { operatorId: session.operator_id, email: session.email, sessionHash: hash });
  await next();
});
