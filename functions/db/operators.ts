export interface OperatorRow {
  id: string;
  email: string;
  password_hash: string;
  totp_secret: string;
  created_at: string;
  /** Set by `npm run operator:disable`: no login, no session. */
  disabled_at: string | null;
  /** The last accepted TOTP time step (Unix seconds / 30); a code is never accepted twice. */
  last_totp_step: number | null;
  /** Id of the documents key that sealed totp_secret (migration 0020); null: sealed before ids were kept. */
  key_id: string | null;
}

export interface SessionRow {
  id_hash: string;
  operator_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export function findOperatorByEmail(db: D1Database, email: string): Promise<OperatorRow | null> {
  return db.prepare('SELECT * FROM operators WHERE email = ?1').bind(email.trim().toLowerCase()).first<OperatorRow>();
}

/**
 * Claims one login attempt for an operator from one client address (`ipHash`) before the password is
 * checked: the pair's counter and lock are read and raised in this one statement, so a parallel burst
 * cannot get more than `maxAttempts` checks past it. The attempt that reaches `maxAttempts` locks that
 * address out of the account until `lockUntil`; a lock that has ended starts the count again at 1. Other
 * addresses keep their own count. A successful login clears the pair (clearLoginFailures). Returns the
 * attempt's number, or null while the address is locked out and nothing may be checked.
 */
export async function claimLoginAttempt(
  db: D1Database,
  attempt: { operatorId: string; ipHash: string; now: string; lockUntil: string; maxAttempts: number },
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO operator_login_failures (operator_id, ip_hash, failed_attempts, locked_until, last_attempt_at)
       VALUES (?1, ?2, 1, CASE WHEN ?5 <= 1 THEN ?4 END, ?3)
       ON CONFLICT (operator_id, ip_hash) DO UPDATE SET
         failed_attempts = CASE WHEN locked_until <= ?3 THEN 1 ELSE failed_attempts + 1 END,
         locked_until = CASE
           WHEN (CASE WHEN locked_until <= ?3 THEN 1 ELSE failed_attempts + 1 END) >= ?5 THEN ?4
           WHEN locked_until <= ?3 THEN NULL
           ELSE locked_until END,
         last_attempt_at = ?3
       WHERE (locked_until IS NULL AND failed_attempts < ?5) OR locked_until <= ?3
       RETURNING failed_attempts`,
    )
    .bind(attempt.operatorId, attempt.ipHash, attempt.now, attempt.lockUntil, attempt.maxAttempts)
    .first<{ failed_attempts: number }>();
  return row ? row.failed_attempts : null;
}

/** After a successful login: the address's failures for the account are forgotten (other addresses' stay). */
export function clearLoginFailures(db: D1Database, operatorId: string, ipHash: string): D1PreparedStatement {
  return db
    .prepare('DELETE FROM operator_login_failures WHERE operator_id = ?1 AND ip_hash = ?2')
    .bind(operatorId, ipHash);
}

/** Deletes the failure counts idle since before `before` whose lock (if any) has ended by then. */
export async function deleteIdleLoginFailures(db: D1Database, before: string): Promise<number> {
  const result = await db
    .prepare(
      'DELETE FROM operator_login_failures WHERE last_attempt_at < ?1 AND (locked_until IS NULL OR locked_until < ?1)',
    )
    .bind(before)
    .run();
  return result.meta.changes ?? 0;
}

/**
 * Raises the operator's last accepted TOTP step to `step`; changes no row when that step (or a later
 * one) was accepted already. Put requireOneChange (db/orders.ts) right after it in the login's batch,
 * so a replayed code rolls the whole login back.
 */
export function acceptTotpStep(db: D1Database, id: string, step: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE operators SET last_totp_step = ?2
       WHERE id = ?1 AND disabled_at IS NULL AND (last_totp_step IS NULL OR last_totp_step < ?2)`,
    )
    .bind(id, step);
}

/** A sealed value as the key rotation reads it: its row, the base64 value and the key id it records. */
export interface SealedRow {
  id: string;
  value: string;
  keyId: string | null;
}

/** Operators' TOTP secrets after `afterId` in id order, `limit` of them (the key rotation's page). */
export async function totpSecretsAfter(db: D1Database, afterId: string, limit: number): Promise<SealedRow[]> {
  const { results } = await db
    .prepare('SELECT id, totp_secret AS value, key_id AS keyId FROM operators WHERE id > ?1 ORDER BY id LIMIT ?2')
    .bind(afterId, limit)
    .all<SealedRow>();
  return results;
}

/** Stores a TOTP secret re-sealed with the current key, unless the row changed since it was read. */
export function resealTotpSecret(db: D1Database, row: SealedRow, value: string, keyId: string): D1PreparedStatement {
  return db
    .prepare('UPDATE operators SET totp_secret = ?3, key_id = ?4 WHERE id = ?1 AND totp_secret = ?2')
    .bind(row.id, row.value, value, keyId);
}

export function findOperatorById(db: D1Database, id: string): Promise<OperatorRow | null> {
  return db.prepare('SELECT * FROM operators WHERE id = ?1').bind(id).first<OperatorRow>();
}

export function updatePasswordHash(db: D1Database, id: string, passwordHash: string): D1PreparedStatement {
  return db.prepare('UPDATE operators SET password_hash = ?2 WHERE id = ?1').bind(id, passwordHash);
}

/** Every live session of the operator but `keepHash` ends (after a password change). */
export function revokeOtherSessions(
  db: D1Database,
  operatorId: string,
  keepHash: string,
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE operator_sessions SET revoked_at = ?3 WHERE operator_id = ?1 AND id_hash != ?2 AND revoked_at IS NULL',
    )
    .bind(operatorId, keepHash, now);
}

/**
 * Gives back an IP's claimed login attempt after the login succeeded, so the per-IP limit counts
 * failures only (the claim is lib/rate-limit's countHit on the same rows, made before the check).
 */
export function releaseLoginHit(db: D1Database, bucket: string, key: string, windowStart: number): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE rate_limits SET count = count - 1 WHERE bucket = ?1 AND key = ?2 AND window_start = ?3 AND count > 0',
    )
    .bind(bucket, key, windowStart);
}

export function insertSession(db: D1Database, s: Omit<SessionRow, 'revoked_at'>): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO operator_sessions (id_hash, operator_id, created_at, last_seen_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)',
    )
    .bind(s.id_hash, s.operator_id, s.created_at, s.last_seen_at, s.expires_at);
}

/** A session with its operator's e-mail and whether the operator was disabled (then it counts as ended). */
export function findSession(
  db: D1Database,
  idHash: string,
): Promise<(SessionRow & { email: string; disabled_at: string | null }) | null> {
  return db
    .prepare(
      `SELECT s.*, o.email, o.disabled_at FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
       WHERE s.id_hash = ?1`,
    )
    .bind(idHash)
    .first<SessionRow & { email: string; disabled_at: string | null }>();
}

export function touchSession(db: D1Database, idHash: string, now: string): D1PreparedStatement {
  return db.prepare('UPDATE operator_sessions SET last_seen_at = ?2 WHERE id_hash = ?1').bind(idHash, now);
}

export function revokeSession(db: D1Database, idHash: string, now: string): D1PreparedStatement {
  return db
    .prepare('UPDATE operator_sessions SET revoked_at = ?2 WHERE id_hash = ?1 AND revoked_at IS NULL')
    .bind(idHash, now);
}

export function revokeAllSessions(db: D1Database, operatorId: string, now: string): D1PreparedStatement {
  return db
    .prepare('UPDATE operator_sessions SET revoked_at = ?2 WHERE operator_id = ?1 AND revoked_at IS NULL')
    .bind(operatorId, now);
}

export function audit(
  db: D1Database,
  entry: {
    at: string;
    operatorId: string | null;
    action: string;
    orderNumber?: string | null;
    detail?: string | null;
    ipHash?: string | null;
  },
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO audit_log (at, operator_id, action, order_number, detail, ip_hash) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
    )
    .bind(
      entry.at,
      entry.operatorId,
      entry.action,
      entry.orderNumber ?? null,
      entry.detail ?? null,
      entry.ipHash ?? null,
    );
}

export interface AuditEntry {
  at: string;
  action: string;
  orderNumber: string | null;
  detail: string | null;
  /** The operator's e-mail; null for entries without an operator (e.g. a failed login). */
  operator: string | null;
}

/** The newest audit entries with the operator's e-mail. */
export async function listAudit(db: D1Database, limit = 200): Promise<AuditEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT a.at, a.action, a.order_number AS orderNumber, a.detail, o.email AS operator
       FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id ORDER BY a.id DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<AuditEntry>();
  return results;
}

/** Security logs without an order are kept `noOrderBefore`; those about an order as long as the order data. */
export function deleteOldAudit(db: D1Database, noOrderBefore: string, allBefore: string): D1PreparedStatement {
  return db
    .prepare('DELETE FROM audit_log WHERE (order_number IS NULL AND at <= ?1) OR at < ?2')
    .bind(noOrderBefore, allBefore);
}
