// The operator's alerts (migration 0021): one row per cause with the time it last alerted.
import { enqueueMail, type OutgoingMail } from './outbox';

/**
 * Claims `cause` for an alert at `at` unless it alerted after `since`: the row is written (or moved on) only
 * then, so the alert mail queued in the same batch (alertMailIfClaimed) goes out once per cause and window.
 */
export function claimAlert(db: D1Database, cause: string, at: string, since: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ops_alerts (cause, sent_at) VALUES (?1, ?2)
       ON CONFLICT (cause) DO UPDATE SET sent_at = excluded.sent_at WHERE ops_alerts.sent_at <= ?3`,
    )
    .bind(cause, at, since);
}

/** The alert's mail, queued only when `cause` was claimed at exactly `at` by the statement before it. */
export function alertMailIfClaimed(
  db: D1Database,
  id: string,
  mail: OutgoingMail,
  cause: string,
  at: string,
): D1PreparedStatement[] {
  return [
    enqueueMail(db, id, mail, at),
    db
      .prepare(
        'DELETE FROM outbox WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM ops_alerts WHERE cause = ?2 AND sent_at = ?3)',
      )
      .bind(id, cause, at),
  ];
}
