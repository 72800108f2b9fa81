import type { ContactMessage } from '../../src/domain/contact';

/** The statement that stores one contact message; returned unrun so callers can batch it. */
export function insertContactMessage(
  db: D1Database,
  id: string,
  message: ContactMessage,
  createdAt: string,
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO contact_messages (id, name, email, subject, message, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
    )
    .bind(id, message.name, message.email, message.subject, message.message, createdAt);
}

export interface StoredContactMessage extends ContactMessage {
  id: string;
  createdAt: string;
  handledAt: string | null;
}

/** A contact message in the back office's inbox, matched to the customer's order by e-mail. */
export interface InboxMessage extends StoredContactMessage {
  /** The sender has a paid Pro order (answer within 6 hours instead of 24). */
  isPro: boolean;
  /** The sender's latest paid order (a Pro one first), if any. */
  orderNumber: string | null;
}

export type InboxState = 'open' | 'answered' | 'all';

/**
 * The inbox: open messages oldest first (the next answer due on top), answered ones newest first. A
 * message belongs to an order when the addresses match (case-insensitive); kept simple on purpose,
 * there is no thread or ticket id.
 */
const PAID_ORDER_OF_SENDER = "o.status IN ('paid', 'submitted', 'closed') AND lower(o.email) = lower(m.email)";
const INBOX_COLUMNS = `m.id, m.name, m.email, m.subject, m.message, m.created_at AS createdAt, m.handled_at AS handledAt,
  EXISTS (SELECT 1 FROM orders o WHERE ${PAID_ORDER_OF_SENDER} AND o.plan = 'pro') AS isPro,
  (SELECT o.order_number FROM orders o WHERE ${PAID_ORDER_OF_SENDER}
    ORDER BY o.plan = 'pro' DESC, o.created_at DESC LIMIT 1) AS orderNumber`;
type InboxRow = Omit<InboxMessage, 'isPro'> & { isPro: number };
const toInboxMessage = (row: InboxRow): InboxMessage => ({ ...row, isPro: row.isPro === 1 });

export async function listInbox(db: D1Database, state: InboxState, limit = 100): Promise<InboxMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT ${INBOX_COLUMNS} FROM contact_messages m
       WHERE ?1 = 'all' OR (?1 = 'open' AND m.handled_at IS NULL) OR (?1 = 'answered' AND m.handled_at IS NOT NULL)
       ORDER BY CASE WHEN m.handled_at IS NULL THEN 0 ELSE 1 END,
         CASE WHEN m.handled_at IS NULL THEN m.created_at END ASC, m.created_at DESC
       LIMIT ?2`,
    )
    .bind(state, limit)
    .all<InboxRow>();
  return results.map(toInboxMessage);
}

export async function findInboxMessage(db: D1Database, id: string): Promise<InboxMessage | null> {
  const row = await db
    .prepare(`SELECT ${INBOX_COLUMNS} FROM contact_messages m WHERE m.id = ?1`)
    .bind(id)
    .first<InboxRow>();
  return row ? toInboxMessage(row) : null;
}

/**
 * Marks a message answered; changes no row when it was answered already. Follow it with requireOneChange
 * (db/orders.ts) so that two operators answering at once send one mail.
 */
export function markContactMessageAnswered(db: D1Database, id: string, at: string): D1PreparedStatement {
  return db.prepare('UPDATE contact_messages SET handled_at = ?2 WHERE id = ?1 AND handled_at IS NULL').bind(id, at);
}

export function deleteContactMessagesBefore(db: D1Database, createdBefore: string): D1PreparedStatement {
  return db.prepare('DELETE FROM contact_messages WHERE created_at <= ?1').bind(createdBefore);
}
