import type { PlanId } from '../../src/domain/catalog';

import type { OrderStatus } from '../../src/domain/order-status';

export type { OrderStatus };

export interface OrderRow {
  order_number: string;
  status: OrderStatus;
  status_token_hash: string;
  plan: PlanId;
  extras: string;
  total_cents: number;
  currency: string;
  language: 'de' | 'en';
  email: string;
  personal_data: string;
  requires_second_person: number;
  evidence: string;
  payment_provider: 'stripe' | 'demo';
  payment_session_id: string | null;
  payment_url: string | null;
  dispatch_deadline: string | null;
  paid_at: string | null;
  partner_data: string | null;
  partner_submitted_at: string | null;
  created_at: string;
  updated_at: string;
}

export type NewOrder = Omit<OrderRow, 'dispatch_deadline' | 'paid_at' | 'partner_data' | 'partner_submitted_at' | 'updated_at'>;

export function insertOrder(db: D1Database, o: NewOrder): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO orders (order_number, status, status_token_hash, plan, extras, total_cents, currency, language, email,
         personal_data, requires_second_person, evidence, payment_provider, payment_session_id, payment_url, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?16)`,
    )
    .bind(
      o.order_number, o.status, o.status_token_hash, o.plan, o.extras, o.total_cents, o.currency, o.language, o.email,
      o.personal_data, o.requires_second_person, o.evidence, o.payment_provider, o.payment_session_id, o.payment_url, o.created_at,
    );
}

export function findOrder(db: D1Database, orderNumber: string): Promise<OrderRow | null> {
  return db.prepare('SELECT * FROM orders WHERE order_number = ?1').bind(orderNumber).first<OrderRow>();
}

export function addTimeline(db: D1Database, orderNumber: string, at: string, event: string, detail: string | null = null): D1PreparedStatement {
  return db
    .prepare('INSERT INTO order_timeline (order_number, at, event, detail) VALUES (?1, ?2, ?3, ?4)')
    .bind(orderNumber, at, event, detail);
}

export async function timelineOf(db: D1Database, orderNumber: string): Promise<{ at: string; event: string; detail: string | null }[]> {
  const { results } = await db
    .prepare('SELECT at, event, detail FROM order_timeline WHERE order_number = ?1 ORDER BY id')
    .bind(orderNumber)
    .all<{ at: string; event: string; detail: string | null }>();
  return results;
}

/**
 * Moves an order to `to` only from one of `from`, and writes the timeline entry in the same
 * transaction only when the row changed; returns whether it did. Duplicate or out-of-order
 * payment events therefore change nothing twice and never move an order backwards.
 */
export async function transitionOrder(
  db: D1Database,
  orderNumber: string,
  from: OrderStatus[],
  to: OrderStatus,
  at: string,
  detail: string | null = null,
): Promise<boolean> {
  const placeholders = from.map((_, i) => `?${i + 4}`).join(', ');
  const [update] = await db.batch([
    db
      .prepare(`UPDATE orders SET status = ?2, updated_at = ?3 WHERE order_number = ?1 AND status IN (${placeholders})`)
      .bind(orderNumber, to, at, ...from),
    db
      .prepare('INSERT INTO order_timeline (order_number, at, event, detail) SELECT ?1, ?2, ?3, ?4 WHERE changes() = 1')
      .bind(orderNumber, at, to, detail),
  ]);
  return (update?.meta.changes ?? 0) === 1;
}
