// The operator's login and password change. What makes the login hold:
// - every attempt is claimed before the password is checked, per account and client address (5, then
//   that address is locked out of the account for 15 minutes; one SQL statement reads and raises the
//   counter, so a parallel burst cannot get past 5) and per IP over all accounts (failures in three
//   windows of growing length: a backoff from 15 minutes to a day). A lock per account alone would let
//   anyone who knows the operator's e-mail lock the operator out from anywhere; password and TOTP are
//   both needed, so many addresses with five tries each still guess in vain;
// - a lock answers like a wrong password, and an unknown, disabled or locked e-mail costs the
//   same PBKDF2 time as a known one: neither the answer nor its timing tells which addresses have accounts;
// - a TOTP code's time step is stored in the same guarded batch that creates the session, so a code
//   is never accepted twice, not even by two logins at the same moment.
import type { Env } from '../../env';
import {
  acceptTotpStep,
  audit,
  claimLoginAttempt,
  clearLoginFailures,
  findOperatorByEmail,
  findOperatorById,
  insertSession,
  releaseLoginHit,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
  updatePasswordHash,
  type OperatorRow,
} from '../../db/operators';
import { requireOneChange, runGuardedBatch } from '../../db/orders';
import { countHit } from '../../db/rate-limits';
import { UnreadableSealed, unsealText } from '../../lib/document-keys';
import {
  DUMMY_PASSWORD_HASH,
  MIN_PASSWORD_LENGTH,
  hashPassword,
  totpStepOf,
  verifyPassword,
} from '../../lib/operator-crypto';

const MAX_FAILED_LOGINS = 5;
const LOCK_MS = 15 * 60_000;

/**
 * Failed logins per IP hash: more than `limit` in a window refuses every further attempt from that IP
 * until the window ends. The longer windows are the backoff for an IP that keeps trying.
 */
const IP_LOGIN_TIERS = [
  { bucket: 'admin_login_15m', limit: 10, windowSeconds: 15 * 60 },
  { bucket: 'admin_login_1h', limit: 20, windowSeconds: 3600 },
  { bucket: 'admin_login_1d', limit: 40, windowSeconds: 86_400 },
] as const;

export interface LoginInput {
  email: string;
  password: string;
  totp: string;
}

export type LoginOutcome =
  | { ok: true; operatorId: string; email: string }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'ip_limited'; retryAfterSeconds: number };

/** The context a TOTP secret is sealed under (scripts/operator-create.mjs seals it so). */
export const totpContext = (operatorId: string) => `totp:${operatorId}`;

async function decryptTotp(env: Env, operator: OperatorRow): Promise<string> {
  try {
    return (await unsealText(env, operator.totp_secret, totpContext(operator.id), operator.key_id)).text;
  } catch (error) {
    // A documents key dropped before the rotation re-sealed this secret: named in the log, never the key.
    if (error instanceof UnreadableSealed) console.error(`totp_unreadable operator=${operator.id} ${error.message}`);
    throw error;
  }
}

/** Counts the attempt in every IP window; the seconds to wait when one of them is over its limit. */
async function claimIpAttempt(env: Env, ipHash: string, now: Date): Promise<number | null> {
  const seconds = Math.floor(now.getTime() / 1000);
  let wait: number | null = null;
  for (const tier of IP_LOGIN_TIERS) {
    const windowStart = seconds - (seconds % tier.windowSeconds);
    if ((await countHit(env.DB, tier.bucket, ipHash, windowStart)) > tier.limit) {
      wait = Math.max(wait ?? 0, windowStart + tier.windowSeconds - seconds);
    }
  }
  return wait;
}

function releaseIpAttempt(env: Env, ipHash: string, now: Date): D1PreparedStatement[] {
  const seconds = Math.floor(now.getTime() / 1000);
  return IP_LOGIN_TIERS.map((tier) =>
    releaseLoginHit(env.DB, tier.bucket, ipHash, seconds - (seconds % tier.windowSeconds)),
  );
}

/**
 * Checks one login. On success the session (`sessionHash`, already hashed by the caller) is written
 * together with the accepted TOTP step, the reset counter and the audit entry; otherwise only the
 * failure is audited. Every outcome but success is meant to be answered with as little detail as
 * possible ('wrong' never says which part was wrong).
 */
export async function logIn(
  env: Env,
  input: LoginInput,
  session: { hash: string; expiresAt: string },
  ipHash: string,
  now: Date,
): Promise<LoginOutcome> {
  const at = now.toISOString();
  const failed = (operatorId: string | null, detail: string | null = null, action = 'login_failed') =>
    audit(env.DB, { at, operatorId, action, detail, ipHash }).run();

  const wait = await claimIpAttempt(env, ipHash, now);
  if (wait !== null) {
    await failed(null, null, 'login_rate_limited');
    return { ok: false, reason: 'ip_limited', retryAfterSeconds: wait };
  }

  const operator = await findOperatorByEmail(env.DB, input.email);
  if (!operator || operator.disabled_at) {
    await verifyPassword(input.password, DUMMY_PASSWORD_HASH);
    await failed(operator?.id ?? null, operator ? 'disabled' : 'unknown e-mail');
    return { ok: false, reason: 'wrong' };
  }
  const attempt = await claimLoginAttempt(env.DB, {
    operatorId: operator.id,
    ipHash,
    now: at,
    lockUntil: new Date(now.getTime() + LOCK_MS).toISOString(),
    maxAttempts: MAX_FAILED_LOGINS,
  });
  if (attempt === null) {
    // Told apart from a wrong password only in the audit log: a 'locked' answer would confirm the account.
    await verifyPassword(input.password, DUMMY_PASSWORD_HASH);
    await failed(operator.id, null, 'login_locked');
    return { ok: false, reason: 'wrong' };
  }

  const passwordOk = await verifyPassword(input.password, operator.password_hash);
  const step = passwordOk ? await totpStepOf(await decryptTotp(env, operator), input.totp, now) : null;
  if (step === null) {
    await failed(operator.id, passwordOk ? 'code' : null);
    return { ok: false, reason: 'wrong' };
  }

  const committed = await runGuardedBatch(env.DB, [
    acceptTotpStep(env.DB, operator.id, step),
    requireOneChange(env.DB),
    clearLoginFailures(env.DB, operator.id, ipHash),
    insertSession(env.DB, {
      id_hash: session.hash,
      operator_id: operator.id,
      created_at: at,
      last_seen_at: at,
      expires_at: session.expiresAt,
    }),
    audit(env.DB, { at, operatorId: operator.id, action: 'login', ipHash }),
    ...releaseIpAttempt(env, ipHash, now),
  ]);
  if (!committed) {
    // The code was used before (or the account was disabled a moment ago): a failed attempt.
    await failed(operator.id, 'code used before');
    return { ok: false, reason: 'wrong' };
  }
  return { ok: true, operatorId: operator.id, email: operator.email };
}

export type PasswordChangeOutcome = 'changed' | 'wrong_current' | 'too_short' | 'unchanged';

/**
 * The signed-in operator chooses a new password: the current one must be right, the new one at least
 * MIN_PASSWORD_LENGTH characters and different. Every other session of the operator ends.
 */
export async function changePassword(
  env: Env,
  operator: { operatorId: string; sessionHash: string },
  input: { currentPassword: string; newPassword: string },
  ipHash: string,
  now: Date,
): Promise<PasswordChangeOutcome> {
  const at = now.toISOString();
  const row = await findOperatorById(env.DB, operator.operatorId);
  if (!row || !(await verifyPassword(input.currentPassword, row.password_hash))) {
    await audit(env.DB, { at, operatorId: operator.operatorId, action: 'password_change_failed', ipHash }).run();
    return 'wrong_current';
  }
  if ([...input.newPassword].length < MIN_PASSWORD_LENGTH) return 'too_short';
  if (input.newPassword === input.currentPassword) return 'unchanged';
  await env.DB.batch([
    updatePasswordHash(env.DB, operator.operatorId, await hashPassword(input.newPassword)),
    revokeOtherSessions(env.DB, operator.operatorId, operator.sessionHash, at),
    audit(env.DB, { at, operatorId: operator.operatorId, action: 'password_changed', ipHash }),
  ]);
  return 'changed';
}

/** Ends the operator's current session, audited. */
export async function logOut(env: Env, operator: { operatorId: string; sessionHash: string }, now: Date) {
  const at = now.toISOString();
  await env.DB.batch([
    revokeSession(env.DB, operator.sessionHash, at),
    audit(env.DB, { at, operatorId: operator.operatorId, action: 'logout' }),
  ]);
}

/** Ends every session of the operator (a lost laptop), audited. */
export async function logOutEverywhere(env: Env, operator: { operatorId: string }, now: Date) {
  const at = now.toISOString();
  await env.DB.batch([
    revokeAllSessions(env.DB, operator.operatorId, at),
    audit(env.DB, { at, operatorId: operator.operatorId, action: 'logout_all' }),
  ]);
}
