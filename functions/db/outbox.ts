export interface OutgoingMail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** The statement that queues one mail in the outbox; returned unrun so callers can batch it. */
export function enqueueMail(db: D1Database, id: string, mail: OutgoingMail, now: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO outbox (id, kind, to_address, reply_to, subject, body_text, next_attempt_at, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)`,
    )
    .bind(id, mail.kind, mail.to, mail.replyTo ?? null, mail.subject, mail.text, now);
}
