// The `order_timeline` table: what happened to an order, one row per event, in the order it happened.
// Entries are only added, never changed; a job that may run twice writes its entry with addTimelineOnce,
// and a batch that must not repeat an effect guards itself with requireNoEvent.
import type { TimelineEvent } from '../../src/domain/order-lifecycle';

export interface TimelineEntry {
  at: string;
  event: TimelineEvent;
  detail: string | null;
}

/** A timeline entry; `detail` is short and never personal data. */
export function addTimeline(
  db: D1Database,
  orderNumber: string,
  at: string,
  event: TimelineEvent,
  detail: string | null = null,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO order_timeline (order_number, at, event, detail) VALUES (?1, ?2, ?3, ?4)')
    .bind(orderNumber, at, event, detail);
}

/** A timeline entry that an order gets at most once (for effects a job may retry). */
export function addTimelineOnce(
  db: D1Database,
  orderNumber: string,
  at: string,
  event: TimelineEvent,
  detail: string | null = null,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_timeline (order_number, at, event, detail) SELECT ?1, ?2, ?3, ?4
       WHERE NOT EXISTS (SELECT 1 FROM order_timeline WHERE order_number = ?1 AND event = ?3)`,
    )
    .bind(orderNumber, at, event, detail);
}

export async function timelineOf(db: D1Database, orderNumber: string): Promise<TimelineEntry[]> {
  const { results } = await db
    .prepare('SELECT at, event, detail FROM order_timeline WHERE order_number = ?1 ORDER BY id')
    .bind(orderNumber)
    .all<TimelineEntry>();
  return results;
}

/** A batch guard: rolls the whole batch back when the order's timeline already records `event`. */
export function requireNoEvent(db: D1Database, orderNumber: string, event: TimelineEvent): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO batch_guards (ok)
       SELECT NOT EXISTS (SELECT 1 FROM order_timeline WHERE order_number = ?1 AND event = ?2)`,
    )
    .bind(orderNumber, event);
}
