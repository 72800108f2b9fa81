// The `contact_messages` table: messages from the contact form on /hilfe with the answer deadline they
// got when they arrived (migration 0013), and the facts about the sender's orders that decide it.
import type { ContactMessage } from '../../src/domain/contact';
import { plansWith } from '../../src/domain/benefits';
import type { PlanId } from '../../src/domain/catalog';
import { PAID_OR_LATER } from '../../src/domain/order-lifecycle';
import type { SupportTier } from '../../src/domain/support';
import { sqlList } from './sql-list';

/** The answer deadline decided on receipt (services/contact/messages.ts). */
export interface ReplyDeadline {
  tier: SupportTier;
  /** ISO 8601 UTC. */
  dueAt: string;
}

/** The statement that stores one contact message; returned unrun so callers can batch it. */
export function insertContactMessage(
  db: D1Database,
  id: string,
  message: ContactMessage,
  createdAt: string,
  reply: ReplyDeadline,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO contact_messages (id, name, email, order_number, subject, message, created_at, reply_tier, reply_due_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(
      id,
      message.name,
      message.email,
      message.orderNumber ?? null,
      message.subject,
      message.message,
      createdAt,
      reply.tier,
      reply.dueAt,
    );
}

/** Paid and not given back: every state from the confirmed payment on (SEPA on its way does not count yet). */
const PAID = `o.status IN (${sqlList(PAID_OR_LATER.filter((status) => status !== 'payment_processing'))})`;

/** SQL: order `o` is of a package with priority support. */
const PRIORITY_SUPPORT = `o.plan IN (${sqlList(plansWith('priority-support'))})`;

/** What the sender's address and the order number typed into the form say about the sender's orders. */
export interface SenderOrders {
  /** The order the form names, if it exists. */
  given: { plan: PlanId; paid: boolean; sameEmail: boolean } | null;
  /** A paid order with priority support (Pro) has the sender's e-mail address (case-insensitive). */
  hasPaidPro: boolean;
}

export async function senderOrders(
  db: D1Database,
  email: string,
  givenOrderNumber: string | null,
): Promise<SenderOrders> {
  const [given, pro] = await db.batch<{ plan: PlanId; paid: number; sameEmail: number } | { hasPaidPro: number }>([
    db
      .prepare(
        `SELECT o.plan, ${PAID} AS paid, lower(o.email) = lower(?2) AS sameEmail FROM orders o WHERE o.order_number = ?1`,
      )
      .bind(givenOrderNumber, email),
    db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM orders o WHERE lower(o.email) = lower(?1) AND ${PRIORITY_SUPPORT} AND ${PAID}) AS hasPaidPro`,
      )
      .bind(email),
  ]);
  const row = given?.results[0] as { plan: PlanId; paid: number; sameEmail: number } | undefined;
  return {
    given: row ? { plan: row.plan, paid: row.paid === 1, sameEmail: row.sameEmail === 1 } : null,
    hasPaidPro: (pro?.results[0] as { hasPaidPro: number } | undefined)?.hasPaidPro === 1,
  };
}

interface StoredContactMessage extends Omit<ContactMessage, 'orderNumber'> {
  id: string;
  /** The order number the sender typed into the form, if any (it may name no order). */
  givenOrderNumber: string | null;
  createdAt: string;
  handledAt: string | null;
  /** Decided on receipt: 'priority' for a paid Pro order's own address (6 service hours). */
  tier: SupportTier;
  /** When the answer is due (ISO 8601 UTC). */
  replyDueAt: string;
}

/** A contact message in the back office's inbox, matched to the customer's order. */
export interface InboxMessage extends StoredContactMessage {
  /** The order the sender gave by its number, if it exists; else the sender's latest paid order (a Pro one first). */
  orderNumber: string | null;
  /** The sender wrote from that order's e-mail address (false: someone else typed its number). */
  senderIsOrderEmail: boolean;
}

export type InboxState = 'open' | 'answered' | 'all';

/**
 * The inbox: open messages by their answer deadline, the next one due first, then answered ones newest
 * first. A message is shown with the order whose number the sender gave in the form; without one, or
 * when it names no order, with the sender's paid orders by e-mail (case-insensitive). Kept simple on
 * purpose, there is no thread or ticket id.
 */
const PAID_ORDER_OF_SENDER = `${PAID} AND lower(o.email) = lower(m.email)`;
const INBOX_COLUMNS = `m.id, m.name, m.email, m.subject, m.message, m.created_at AS createdAt, m.handled_at AS handledAt,
  m.order_number AS givenOrderNumber, m.reply_tier AS tier, m.reply_due_at AS replyDueAt,
  coalesce(
    (SELECT o.order_number FROM orders o WHERE o.order_number = m.order_number),
    (SELECT o.order_number FROM orders o WHERE ${PAID_ORDER_OF_SENDER}
      ORDER BY ${PRIORITY_SUPPORT} DESC, o.created_at DESC LIMIT 1)
  ) AS orderNumber,
  coalesce((SELECT lower(o.email) = lower(m.email) FROM orders o WHERE o.order_number = m.order_number), 1)
    AS senderIsOrderEmail`;
type InboxRow = Omit<InboxMessage, 'senderIsOrderEmail'> & { senderIsOrderEmail: number };
const toInboxMessage = (row: InboxRow): InboxMessage => ({ ...row, senderIsOrderEmail: row.senderIsOrderEmail === 1 });

export async function listInbox(db: D1Database, state: InboxState, limit = 100): Promise<InboxMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT ${INBOX_COLUMNS} FROM contact_messages m
       WHERE ?1 = 'all' OR (?1 = 'open' AND m.handled_at IS NULL) OR (?1 = 'answered' AND m.handled_at IS NOT NULL)
       ORDER BY CASE WHEN m.handled_at IS NULL THEN 0 ELSE 1 END,
         CASE WHEN m.handled_at IS NULL THEN m.reply_due_at END ASC, m.created_at DESC
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
