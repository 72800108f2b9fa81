// Pro orders whose letter is not with the print service yet (src/domain/priority.ts: within 2 hours of
// the payment): what the back office's "Heute" counts down.
import { PRIORITY_HANDLING_SQL } from './order-queue';

export interface ProOrderAwaitingHandOver {
  orderNumber: string;
  /** ISO 8601 UTC. */
  paidAt: string;
  /** 'paid': no letter yet; 'printed': its letter is made but not handed over (or the hand-over failed). */
  status: string;
}

/**
 * Paid Pro orders without a letter yet, and Pro orders whose letter waits for the print service or
 * failed to reach it and nobody has taken care of it; the earliest payment first. Letters printed by
 * hand (channel 'manual') are at our own printer and count as handed over. Only the order's first
letter counts.
 */
export async function proOrdersAwaitingHandOver(db: D1Database, limit = 200): Promise<ProOrderAwaitingHandOver[]> {
  const { results } = await db
    .prepare(
      `SELECT o.order_number AS orderNumber, o.paid_at AS paidAt, o.status AS status FROM orders o
       WHERE ${PRIORITY_HANDLING_SQL} AND o.paid_at IS NOT NULL
         AND (o.status = 'paid'
           OR (o.status = 'printed' AND EXISTS (SELECT 1 FROM letters l WHERE l.order_number = o.order_number
                 AND l.channel != 'manual' AND l.resolved_at IS NULL AND l.state IN ('stored', 'failed'))))
         -- The promise is about the first letter: a correction's letter later has no such deadline.
         AND NOT EXISTS (SELECT 1 FROM letters h WHERE h.order_number = o.order_number
           AND (h.channel = 'manual' OR h.handed_over_at IS NOT NULL OR h.sent_at IS NOT NULL))
       ORDER BY o.paid_at LIMIT ?1`,
    )
    .bind(limit)
    .all<ProOrderAwaitingHandOver>();
  return results;
}
