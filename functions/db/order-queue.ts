// Orders waiting for someone: the back office's work queue and its counts ("Heute"), the day's stack to
// print, and what the cron jobs pick up (reminders, the second person's wait, retention). The order row
// itself is ./orders.ts, its history ./timeline.ts. State and plan lists come from the domain (sqlList),
// so a query never retypes which states are postable or which package is handled first.
import type { PlanId } from '../../src/domain/catalog';
import { plansWith } from '../../src/domain/benefits';
import { POSTABLE_IN, type OrderStatus, type TimelineEvent } from '../../src/domain/order-lifecycle';
import { LETTER_NEEDS_HAND } from './letters';
import { toOrder, type Order, type OrderRow } from './orders';
import { sqlList } from './sql-list';

export interface QueueEntry {
  order: Order;
  hasWithdrawal: boolean;
  /** A withdrawal the operator has not answered yet. */
  hasOpenWithdrawal: boolean;
  partnerDocumentsComplete: boolean;
  /** Money to give back or to check: a late payment, a wrong amount, a refund that failed, a job that gave up. */
  needsAttention: boolean;
  /** The customer corrected their data on /status (the printed application uses the new data). */
  corrected: boolean;
}

/** The queue's work filters besides plain statuses (see routes/admin/orders.ts QUEUE_FILTERS). */
export type QueueOnly = 'attention' | 'open_withdrawals' | 'due' | 'overdue';

export interface QueueQuery {
  statuses: readonly OrderStatus[];
  /** Lower case; matched inside the order number, the e-mail and the customer's name (search_name). */
  search: string;
  plan: PlanId | null;
  only: QueueOnly | null;
  /** 'YYYY-MM-DD' in Germany, for 'due' (deadline today or earlier) and 'overdue' (before today). */
  today: string;
  limit: number;
  offset: number;
}

/** SQL: order `o`'s letter is still to be made. */
const POSTABLE_SQL = `o.status IN (${sqlList(POSTABLE_IN)})`;

/**
 * SQL: order `o` is due by the day in parameter `?n` (its deadline that day or earlier), or overdue on it
 * (deadline before it): isOverdue (src/domain/dispatch.ts) in SQL, for orders whose letter is
 * still to be made.
 */
const dueBySql = (n: number) => `(${POSTABLE_SQL} AND o.dispatch_deadline <= ?${n})`;
const overdueOnSql = (n: number) => `(${POSTABLE_SQL} AND o.dispatch_deadline < ?${n})`;

/**
 * SQL: order `o` is of a package with priority handling (Pro): within one deadline such orders come first
 * (as a sort key, DESC), and "Heute" counts down their hand-over (./pro-priority.ts).
 */
export const PRIORITY_HANDLING_SQL = `o.plan IN (${sqlList(plansWith('pro-priority'))})`;

/** Timeline events that leave money to give back or to check. */
const MONEY_TO_CHECK: readonly TimelineEvent[] = ['late_payment', 'payment_amount_mismatch', 'refund_failed'];

/**
 * What needs a person: money to check, a step that gave up, a letter in trouble, a name proof to check,
 * a letter still to be made whose documents are gone from storage (after a restore of the database).
 */
const ATTENTION_SQL = `(EXISTS (SELECT 1 FROM order_timeline t
     WHERE t.order_number = o.order_number AND t.event IN (${sqlList(MONEY_TO_CHECK)}))
   OR (${POSTABLE_SQL} AND EXISTS (SELECT 1 FROM order_timeline t
     WHERE t.order_number = o.order_number AND t.event = 'documents_missing'))
   OR EXISTS (SELECT 1 FROM order_jobs j WHERE j.order_number = o.order_number AND j.status = 'failed')
   OR EXISTS (SELECT 1 FROM letters l WHERE l.order_number = o.order_number
     AND l.state IN (${sqlList(LETTER_NEEDS_HAND)}) AND l.resolved_at IS NULL)
   OR (o.status = 'paid' AND EXISTS (SELECT 1 FROM uploads u WHERE u.order_number = o.order_number
     AND u.review = 'pending' AND u.deleted_at IS NULL)))`;
const OPEN_WITHDRAWAL_SQL = `EXISTS (SELECT 1 FROM withdrawals w
   WHERE w.order_number = o.order_number AND w.handled_at IS NULL)`;

type QueueRow = OrderRow & {
  withdrawals: number;
  open_withdrawals: number;
  partner_docs: number;
  attention: number;
  corrected: number;
};

/** LIKE's wildcards in a search typed by a person are meant literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The back office's work queue, one page of it and the total: orders needing a person first, then
 * open withdrawals, then by dispatch deadline. The search looks at columns (order number, e-mail,
 * search_name), never at the personal data's JSON text.
 */
export async function queuePage(db: D1Database, q: QueueQuery): Promise<{ entries: QueueEntry[]; total: number }> {
  const statusList = q.statuses.map((_, i) => `?${i + 6}`).join(', ');
  const where = `o.status IN (${statusList})
    AND (?1 = '' OR lower(o.order_number) LIKE ?2 ESCAPE '\\' OR lower(o.email) LIKE ?2 ESCAPE '\\'
         OR o.search_name LIKE ?2 ESCAPE '\\')
    AND (?3 IS NULL OR o.plan = ?3)
    AND (?4 IS NULL
         OR (?4 = 'attention' AND ${ATTENTION_SQL})
         OR (?4 = 'open_withdrawals' AND ${OPEN_WITHDRAWAL_SQL})
         OR (?4 = 'due' AND ${dueBySql(5)})
         OR (?4 = 'overdue' AND ${overdueOnSql(5)}))`;
  const binds = [q.search, likePattern(q.search), q.plan, q.only, q.today, ...q.statuses];
  const limit = Math.max(1, Math.min(Math.floor(q.limit), 200));
  const offset = Math.max(0, Math.floor(q.offset));
  const [page, count] = await db.batch<QueueRow | { total: number }>([
    db
      .prepare(
        `SELECT o.*,
           (SELECT COUNT(*) FROM withdrawals w WHERE w.order_number = o.order_number) AS withdrawals,
           ${OPEN_WITHDRAWAL_SQL} AS open_withdrawals,
           (SELECT COUNT(*) FROM order_timeline t
             WHERE t.order_number = o.order_number AND t.event = 'partner_documents_complete') AS partner_docs,
           ${ATTENTION_SQL} AS attention,
           EXISTS (SELECT 1 FROM order_timeline c
             WHERE c.order_number = o.order_number AND c.event = 'personal_data_corrected') AS corrected
         FROM orders o
         WHERE ${where}
         ORDER BY attention DESC, open_withdrawals DESC, o.dispatch_deadline IS NULL, o.dispatch_deadline,
           ${PRIORITY_HANDLING_SQL} DESC, o.created_at
         LIMIT ${limit} OFFSET ${offset}`,
      )
      .bind(...binds),
    db.prepare(`SELECT COUNT(*) AS total FROM orders o WHERE ${where}`).bind(...binds),
  ]);
  const rows = (page?.results ?? []) as QueueRow[];
  return {
    entries: rows.map((row) => ({
      order: toOrder(row),
      hasWithdrawal: row.withdrawals > 0,
      hasOpenWithdrawal: row.open_withdrawals === 1,
      partnerDocumentsComplete: row.partner_docs > 0,
      needsAttention: row.attention === 1,
      corrected: row.corrected === 1,
    })),
    total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0,
  };
}

/** The first 200 entries of the queue in `statuses` matching `query`; optionally only those needing a person. */
export async function listQueue(
  db: D1Database,
  statuses: readonly OrderStatus[],
  query: string,
  onlyNeedingAttention = false,
): Promise<QueueEntry[]> {
  const only = onlyNeedingAttention ? 'attention' : null;
  return (await queuePage(db, { statuses, search: query, plan: null, only, today: '', limit: 200, offset: 0 })).entries;
}

/** The numbers of the back office's start page ("Heute"), each the size of one filtered queue. */
export interface QueueCounts {
  /** Paid, dispatch deadline today or earlier: what the day's batch prints. */
  due: number;
  /** Of those, the ones whose deadline has passed. */
  overdue: number;
  /** Orders with a withdrawal not answered yet. */
  openWithdrawals: number;
  /** Withdrawals naming no order of ours that are not answered yet (support has them by mail). */
  unmatchedWithdrawals: number;
  attention: number;
  /** Corrections after posting waiting for a corrected application (Korrekturoption). */
  corrections: number;
}

export async function queueCounts(db: D1Database, today: string): Promise<QueueCounts> {
  const row = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM orders o WHERE ${dueBySql(1)}) AS due,
         (SELECT COUNT(*) FROM orders o WHERE ${overdueOnSql(1)}) AS overdue,
         (SELECT COUNT(*) FROM orders WHERE status = 'correction_requested') AS corrections,
         (SELECT COUNT(*) FROM orders o WHERE ${OPEN_WITHDRAWAL_SQL}) AS openWithdrawals,
         (SELECT COUNT(*) FROM withdrawals WHERE order_found = 0 AND handled_at IS NULL) AS unmatchedWithdrawals,
         (SELECT COUNT(*) FROM orders o WHERE ${ATTENTION_SQL}) AS attention`,
    )
    .bind(today)
    .first<QueueCounts>();
  return row ?? { due: 0, overdue: 0, openWithdrawals: 0, unmatchedWithdrawals: 0, attention: 0, corrections: 0 };
}

/** Paid orders due on `today` ('YYYY-MM-DD') or earlier, in deadline order: the day's stack. */
export async function ordersDueBy(db: D1Database, today: string, limit = 100): Promise<Order[]> {
  const { results } = await db
    .prepare(
      // Within the same deadline, the packages with priority handling come first.
      `SELECT o.* FROM orders o WHERE ${dueBySql(1)}
       ORDER BY o.dispatch_deadline, ${PRIORITY_HANDLING_SQL} DESC, o.paid_at LIMIT ?2`,
    )
    .bind(today, limit)
    .all<OrderRow>();
  return results.map(toOrder);
}

/**
 * SQL: order `o` still awaits its second person's documents: it has one, in no letter yet, and the wait
 * has not ended (services/second-person/letter.ts says the same in code).
 */
const SECOND_PERSON_AWAITED_SQL = `(o.requires_second_person = 1
  AND NOT EXISTS (SELECT 1 FROM letters l WHERE l.order_number = o.order_number
                  AND (',' || l.applicants || ',') LIKE '%,partner,%')
  AND NOT EXISTS (SELECT 1 FROM order_timeline x WHERE x.order_number = o.order_number
                  AND x.event = 'second_person_lapsed'))`;

/** Posted orders still awaiting the second person's documents, paid for before `paidBefore`, without `event` yet. */
export async function ordersAwaitingSecondPerson(
  db: D1Database,
  event: TimelineEvent,
  paidBefore: string,
  limit = 200,
): Promise<Order[]> {
  const { results } = await db
    .prepare(
      `SELECT o.* FROM orders o
       WHERE o.status = 'submitted' AND ${SECOND_PERSON_AWAITED_SQL}
         AND max(o.paid_at, coalesce((SELECT max(a.at) FROM order_timeline a WHERE a.order_number = o.order_number
                                      AND a.event = 'second_person_added'), '')) <= ?1
         AND NOT EXISTS (SELECT 1 FROM order_timeline s WHERE s.order_number = o.order_number AND s.event = ?2)
       LIMIT ?3`,
    )
    .bind(paidBefore, event, limit)
    .all<OrderRow>();
  return results.map(toOrder);
}

/** Posted (not closed) orders posted before `postedBefore` without `event`, none still awaiting a second person. */
export async function postedOrdersWithout(
  db: D1Database,
  event: TimelineEvent,
  postedBefore: string,
  limit = 200,
): Promise<Order[]> {
  const { results } = await db
    .prepare(
      `SELECT o.* FROM orders o JOIN order_timeline t ON t.order_number = o.order_number AND t.event = 'submitted'
       WHERE o.status = 'submitted' AND t.at <= ?1 AND NOT ${SECOND_PERSON_AWAITED_SQL}
         AND NOT EXISTS (SELECT 1 FROM order_timeline s WHERE s.order_number = o.order_number AND s.event = ?2)
       LIMIT ?3`,
    )
    .bind(postedBefore, event, limit)
    .all<OrderRow>();
  return results.map(toOrder);
}

/**
 * Paid (or later) orders of one of `plans` paid no later than `paidBefore` that have no `event` yet, and
 * whose rest a withdrawal did not end.
 */
export async function paidOrdersWithout(
  db: D1Database,
  event: TimelineEvent,
  plans: readonly PlanId[],
  paidBefore: string,
  limit = 200,
): Promise<Order[]> {
  if (plans.length === 0) return [];
  const planList = plans.map((_, i) => `?${i + 4}`).join(', ');
  const { results } = await db
    .prepare(
      `SELECT o.* FROM orders o WHERE o.plan IN (${planList}) AND o.paid_at IS NOT NULL AND o.paid_at <= ?1
         AND o.status IN ('paid', 'submitted', 'closed')
         AND NOT EXISTS (SELECT 1 FROM order_timeline s WHERE s.order_number = o.order_number
                           AND s.event IN (?2, 'withdrawn_after_posting'))
       LIMIT ?3`,
    )
    .bind(paidBefore, event, limit, ...plans)
    .all<OrderRow>();
  return results.map(toOrder);
}

/**
 * Orders whose letter copy was last stored no later than `archivedBefore` and not deleted since. A
 * corrected application is posted (and its copy stored under the same key) again: the latest posting
 * counts, and an earlier deletion does not stop the next one. Compared by event id, not time.
 */
export async function letterCopiesArchivedBefore(
  db: D1Database,
  archivedBefore: string,
  limit = 500,
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT order_number FROM order_timeline
       WHERE event IN ('letter_archived', 'letter_deleted')
       GROUP BY order_number
       HAVING MAX(CASE WHEN event = 'letter_archived' THEN id END) > MAX(CASE WHEN event = 'letter_deleted' THEN id ELSE 0 END)
         AND MAX(CASE WHEN event = 'letter_archived' THEN at END) <= ?1
       LIMIT ?2`,
    )
    .bind(archivedBefore, limit)
    .all<{ order_number: string }>();
  return results.map((row) => row.order_number);
}

/** Numbers of the orders made before `createdBefore` (strictly) whose personal data is still there. */
export async function ordersToAnonymise(db: D1Database, createdBefore: string, limit = 500): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT order_number FROM orders WHERE created_at < ?1 AND email != 'anonymisiert' LIMIT ?2")
    .bind(createdBefore, limit)
    .all<{ order_number: string }>();
  return results.map((row) => row.order_number);
}
