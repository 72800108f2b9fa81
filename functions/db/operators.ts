export interface OperatorRow {
  id: string;
  email: string;
  password_hash: string;
  totp_secret: string;
  failed_attempts: number;
  locked_until: string | null;
  created_at: string;
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

export function recordFailedLogin(db: D1Database, id: string, lockUntil: string | null): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE operators SET failed_attempts = failed_attempts + 1, locked_until = COALESCE(?2, locked_until) WHERE id = ?1',
    )
    .bind(id, lockUntil);
}

export function resetFailedLogins(db: D1Database, id: string): D1PreparedStatement {
  return db.prepare('UPDATE operators SET failed_attempts = 0, locked_until = NULL WHERE id = ?1').bind(id);
}

export function insertSession(db: D1Database, s: Omit<SessionRow, 'revoked_at'>): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO operator_sessions (id_hash, operator_id, created_at, last_seen_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)',
    )
    .bind(s.id_hash, s.operator_id, s.created_at, s.last_seen_at, s.expires_at);
}

export function findSession(db: D1Database, idHash: string): Promise<(SessionRow & { email: string }) | null> {
  return db
    .prepare(
      'SELECT s.*, o.email FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE s.id_hash = ?1',
    )
    .bind(idHash)
    .first<SessionRow & { email: string }>();
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
    .prepare('DELETE FROM audit_log WHERE (order_number IS NULL AND at <= ?1) OR at <= ?2')
    .bind(noOrderBefore, allBefore);
}
