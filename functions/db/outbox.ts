export interface MailAttachment {
  /** R2 object key (encrypted like every document). */
  key: string;
  filename: string;
  mime: string;
}

export interface OutgoingMail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface OutboxRow {
  id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  attachments: string | null;
}

/** The statement that queues one mail in the outbox; returned unrun so callers can batch it. */
export function enqueueMail(db: D1Database, id: string, mail: OutgoingMail, now: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO outbox (id, kind, to_address, reply_to, subject, body_text, next_attempt_at, created_at, attachments)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7, ?8)`,
    )
    .bind(id, mail.kind, mail.to, mail.replyTo ?? null, mail.subject, mail.text, now, mail.attachments ? JSON.stringify(mail.attachments) : null);
}

/** Rows due for sending, oldest first. */
export async function dueMails(db: D1Database, now: string, limit = 20): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?1 ORDER BY created_at LIMIT ?2")
    .bind(now, limit)
    .all<OutboxRow>();
  return results;
}

/**
 * Claims a row for one sender by pushing its next attempt past a lease; only the sender whose
 * update changed the row sends it, so two concurrent drains never send the same mail twice.
 */
export async function claimMail(db: D1Database, row: OutboxRow, leaseUntil: string): Promise<boolean> {
  const result = await db
    .prepare("UPDATE outbox SET next_attempt_at = ?3 WHERE id = ?1 AND next_attempt_at = ?2 AND status = 'pending'")
    .bind(row.id, row.next_attempt_at, leaseUntil)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

export function markMailSent(db: D1Database, id: string, now: string): D1PreparedStatement {
  return db.prepare("UPDATE outbox SET status = 'sent', sent_at = ?2, attempts = attempts + 1 WHERE id = ?1").bind(id, now);
}

/** Records a failed attempt; after the last one the mail is marked failed for the operator. */
export function markMailFailed(db: D1Database, id: string, error: string, nextAttemptAt: string | null): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE outbox SET attempts = attempts + 1, last_error = ?2,
         status = CASE WHEN ?3 IS NULL THEN 'failed' ELSE 'pending' END,
         next_attempt_at = COALESCE(?3, next_attempt_at)
       WHERE id = ?1`,
    )
    .bind(id, error.slice(0, 500), nextAttemptAt);
}
