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
      `INSERT INTO contact_messages (id, name, email, order_number, subject, message, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(id, message.name, message.email, message.orderNumber ?? null, message.subject, message.message, createdAt);
}

export interface StoredContactMessage extends Omit<ContactMessage, 'orderNumber'> {
  id: string;
  /** The order number the sender typed into the form, if any (it may name no order). */
  givenOrderNumber: string | null;
  createdAt: string;
  handledAt: string | null;
}

/** A contact message in the back office's inbox, matched to the customer's order. */
export interface InboxMessage extends StoredContactMessage {
  /** The given order or a paid order of the sender's e-mail is a paid Pro order (answer within 6 hours, not 24). */
  isPro: boolean;
  /** The order the sender gave by its number, if it exists; else the sender's latest paid order (a Pro one first). */
  orderNumber: string | null;
}

export type InboxState = 'open' | 'answered' | 'all';

/**
 * The inbox: open messages oldest first, answered ones newest first (the service sorts open ones by
 * their deadline). A message belongs to the order whose number the sender gave in the form; without
 * one, or when it names no order, to the sender's paid orders by e-mail (case-insensitive). Kept simple
 * on purpose, there is no thread or ticket id.
 */
const PAID = "o.status IN ('paid', 'submitted', 'closed')";
const PAID_ORDER_OF_SENDER = `${PAID} AND lower(o.email) = lower(m.email)`;
const INBOX_COLUMNS = `m.id, m.name, m.email, m.subject, m.message, m.created_at AS createdAt, m.handled_at AS handledAt,
  m.order_number AS givenOrderNumber,
  EXISTS (SELECT 1 FROM orders o WHERE ${PAID} AND o.plan = 'pro'
    AND (o.order_number = m.order_number OR lower(o.email) = lower(m.email))) AS isPro,
  coalesce(
    (SELECT o.order_number FROM orders o WHERE o.order_number = m.order_number),
    (SELECT o.order_number FROM orders o WHERE ${PAID_ORDER_OF_SENDER}
      ORDER BY o.plan = 'pro' DESC, o.created_at DESC LIMIT 1)
  ) AS orderNumber`;
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
