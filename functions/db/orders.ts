// The `orders` table and its timeline. Everything past this module works with the typed `Order`;
// the JSON columns are parsed in ./order-json.ts and nowhere else.
import type { ExtraId, PlanId } from '../../src/domain/catalog';
import { LANGUAGES, type Language } from '../../src/domain/order-request';
import { canTransition, type OrderStatus, type TimelineEvent } from '../../src/domain/order-lifecycle';
import type { PersonalData } from '../../src/domain/personal-data';
import {
  ANONYMISED_PERSONAL_DATA_JSON,
  parseEvidence,
  parseExtras,
  parsePartner,
  parsePersonalData,
  type OrderEvidence,
  type StoredPartner,
} from './order-json';

export type { OrderStatus };
export type { OrderEvidence, StoredPartner };

export type PaymentProviderName = 'stripe' | 'demo';

/** An order as the rest of the Worker sees it. */
export interface Order {
  orderNumber: string;
  status: OrderStatus;
  statusTokenHash: string;
  plan: PlanId;
  /** Extras actually charged (normalized for the plan). */
  extras: ExtraId[];
  totalCents: number;
  currency: string;
  /** Language of the KBA's reply. */
  language: Language;
  /** The language the customer ordered in: the site, mails, SMS and /status speak it to them. */
  customerLanguage: Language;
  email: string;
  personalData: PersonalData;
  /** True after the retention period: personalData is then empty. */
  anonymised: boolean;
  requiresSecondPerson: boolean;
  /** Null once anonymised. */
  evidence: OrderEvidence | null;
  paymentProvider: PaymentProviderName;
  paymentSessionId: string | null;
  paymentUrl: string | null;
  /** 'YYYY-MM-DD' in NRW business days, set when paid. */
  dispatchDeadline: string | null;
  paidAt: string | null;
  /** The second person, once their data was submitted. */
  partner: StoredPartner | null;
  partnerSubmittedAt: string | null;
  /** When the application was last printed (single PDF or daily batch); corrections wait for the next letter. */
  printedAt: string | null;
  /** When the personal data was last corrected. */
  personalDataChangedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

interface OrderRow {
  order_number: string;
  status: OrderStatus;
  status_token_hash: string;
  plan: PlanId;
  extras: string;
  total_cents: number;
  currency: string;
  language: Language;
  customer_language: string;
  email: string;
  personal_data: string;
  requires_second_person: number;
  evidence: string;
  payment_provider: PaymentProviderName;
  payment_session_id: string | null;
  payment_url: string | null;
  dispatch_deadline: string | null;
  paid_at: string | null;
  partner_data: string | null;
  partner_submitted_at: string | null;
  printed_at: string | null;
  personal_data_changed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The column's CHECK allows only these; anything else is a bug to stop at, not a language to guess. */
function customerLanguageOf(value: string): Language {
  if ((LANGUAGES as readonly string[]).includes(value)) return value as Language;
  throw new Error(`orders.customer_language holds an unknown language: ${value}`);
}

function toOrder(row: OrderRow): Order {
  const { personalData, anonymised } = parsePersonalData(row.personal_data);
  return {
    orderNumber: row.order_number,
    status: row.status,
    statusTokenHash: row.status_token_hash,
    plan: row.plan,
    extras: parseExtras(row.extras),
    totalCents: row.total_cents,
    currency: row.currency,
    language: row.language,
    customerLanguage: customerLanguageOf(row.customer_language),
    email: row.email,
    personalData,
    anonymised,
    requiresSecondPerson: row.requires_second_person === 1,
    evidence: parseEvidence(row.evidence),
    paymentProvider: row.payment_provider,
    paymentSessionId: row.payment_session_id,
    paymentUrl: row.payment_url,
    dispatchDeadline: row.dispatch_deadline,
    paidAt: row.paid_at,
    partner: parsePartner(row.partner_data),
    partnerSubmittedAt: row.partner_submitted_at,
    printedAt: row.printed_at,
    personalDataChangedAt: row.personal_data_changed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type NewOrder = Pick<
  Order,
  | 'orderNumber'
  | 'status'
  | 'statusTokenHash'
  | 'plan'
  | 'extras'
  | 'totalCents'
  | 'currency'
  | 'language'
  | 'customerLanguage'
  | 'email'
  | 'personalData'
  | 'requiresSecondPerson'
  | 'paymentProvider'
  | 'paymentSessionId'
  | 'paymentUrl'
  | 'createdAt'
> & { evidence: OrderEvidence };

/** What the queue's search finds a customer by besides number and e-mail: 'first last' in lower case. */
export function searchNameOf(personalData: Pick<PersonalData, 'firstName' | 'lastName'>): string {
  return `${personalData.firstName} ${personalData.lastName}`.trim().toLowerCase();
}

export function insertOrder(db: D1Database, o: NewOrder): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO orders (order_number, status, status_token_hash, plan, extras, total_cents, currency, language,
         email, personal_data, requires_second_person, evidence, payment_provider, payment_session_id, payment_url,
         created_at, updated_at, search_name, customer_language)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?16, ?17, ?18)`,
    )
    .bind(
      o.orderNumber,
      o.status,
      o.statusTokenHash,
      o.plan,
      JSON.stringify(o.extras),
      o.totalCents,
      o.currency,
      o.language,
      o.email,
      JSON.stringify(o.personalData),
      o.requiresSecondPerson ? 1 : 0,
      JSON.stringify(o.evidence),
      o.paymentProvider,
      o.paymentSessionId,
      o.paymentUrl,
      o.createdAt,
      searchNameOf(o.personalData),
      o.customerLanguage,
    );
}

export async function findOrder(db: D1Database, orderNumber: string): Promise<Order | null> {
  const row = await db.prepare('SELECT * FROM orders WHERE order_number = ?1').bind(orderNumber).first<OrderRow>();
  return row ? toOrder(row) : null;
}

/** Several orders in one round trip, in the order asked for (unknown numbers left out). */
export async function findOrders(db: D1Database, orderNumbers: readonly string[]): Promise<Order[]> {
  if (!orderNumbers.length) return [];
  const results = await db.batch<OrderRow>(
    orderNumbers.map((n) => db.prepare('SELECT * FROM orders WHERE order_number = ?1').bind(n)),
  );
  return results.flatMap((r) => r.results.map(toOrder));
}

/**
 * Replaces the customer's personal data (a correction) while the order is in one of `inStatuses` and,
 * with `unprintedOnly`, its application has not been printed; the e-mail and search name follow it.
 * Put requireOneChange after it to make it a guarded step.
 */
export function setPersonalData(
  db: D1Database,
  orderNumber: string,
  personalData: PersonalData,
  at: string,
  inStatuses: readonly OrderStatus[],
  { unprintedOnly = false }: { unprintedOnly?: boolean } = {},
): D1PreparedStatement {
  const placeholders = inStatuses.map((_, i) => `?${i + 7}`).join(', ');
  return db
    .prepare(
      `UPDATE orders SET personal_data = ?2, email = ?3, search_name = ?4, updated_at = ?5, personal_data_changed_at = ?5
       WHERE order_number = ?1 AND status IN (${placeholders}) AND (?6 = 0 OR printed_at IS NULL)`,
    )
    .bind(
      orderNumber,
      JSON.stringify(personalData),
      personalData.email,
      searchNameOf(personalData),
      at,
      unprintedOnly ? 1 : 0,
      ...inStatuses,
    );
}

/** Records that the application of these orders was printed now (single PDF, daily batch or print service). */
export function markPrinted(db: D1Database, orderNumbers: readonly string[], at: string): D1PreparedStatement[] {
  return orderNumbers.map((orderNumber) =>
    db.prepare('UPDATE orders SET printed_at = ?2 WHERE order_number = ?1').bind(orderNumber, at),
  );
}

/** Records when the money came in and by which day the application must be posted. */
export function setPaid(
  db: D1Database,
  orderNumber: string,
  paidAt: string,
  dispatchDeadline: string,
): D1PreparedStatement {
  return db
    .prepare('UPDATE orders SET paid_at = ?2, dispatch_deadline = ?3 WHERE order_number = ?1')
    .bind(orderNumber, paidAt, dispatchDeadline);
}

/** A new deadline for the next letter: the second person's, counted from when their documents came. */
export function setDispatchDeadline(db: D1Database, orderNumber: string, deadline: string): D1PreparedStatement {
  return db.prepare('UPDATE orders SET dispatch_deadline = ?2 WHERE order_number = ?1').bind(orderNumber, deadline);
}

/** Stores the second person once: no row changes when they are already in (guard it with requireOneChange). */
export function setPartnerOnce(
  db: D1Database,
  orderNumber: string,
  partner: StoredPartner,
  at: string,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET partner_data = ?2, partner_submitted_at = ?3, updated_at = ?3
       WHERE order_number = ?1 AND partner_submitted_at IS NULL`,
    )
    .bind(orderNumber, JSON.stringify(partner), at);
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

/** Empties the personal data of one order (retention, spec §9). */
export function anonymiseOrder(db: D1Database, orderNumber: string, at: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET personal_data = ?3, email = 'anonymisiert', evidence = '{}', partner_data = NULL,
         search_name = NULL, updated_at = ?2
       WHERE order_number = ?1`,
    )
    .bind(orderNumber, at, ANONYMISED_PERSONAL_DATA_JSON);
}

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

/**
 * What needs a person: money to check, a step that gave up, a letter in trouble, a name proof to check,
 * a letter still to be made whose documents are gone from storage (after a restore of the database).
 */
const ATTENTION_SQL = `(EXISTS (SELECT 1 FROM order_timeline t
     WHERE t.order_number = o.order_number AND t.event IN ('late_payment', 'payment_amount_mismatch', 'refund_failed'))
   OR (o.status IN ('paid', 'correction_requested', 'second_person_due') AND EXISTS (SELECT 1 FROM order_timeline t
     WHERE t.order_number = o.order_number AND t.event = 'documents_missing'))
   OR EXISTS (SELECT 1 FROM order_jobs j WHERE j.order_number = o.order_number AND j.status = 'failed')
   OR EXISTS (SELECT 1 FROM letters l WHERE l.order_number = o.order_number
     AND l.state IN ('undeliverable', 'rejected', 'issue', 'failed') AND l.resolved_at IS NULL)
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
         OR (?4 = 'due' AND o.status IN ('paid', 'correction_requested', 'second_person_due') AND o.dispatch_deadline <= ?5)
         OR (?4 = 'overdue' AND o.status IN ('paid', 'correction_requested', 'second_person_due') AND o.dispatch_deadline < ?5))`;
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
           o.plan = 'pro' DESC, o.created_at
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
         (SELECT COUNT(*) FROM orders WHERE status IN ('paid', 'correction_requested', 'second_person_due') AND dispatch_deadline <= ?1) AS due,
         (SELECT COUNT(*) FROM orders WHERE status IN ('paid', 'correction_requested', 'second_person_due') AND dispatch_deadline < ?1)
           AS overdue,
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
      // Within the same deadline, Pro orders come first (priority handling, spec §9).
      `SELECT * FROM orders WHERE status IN ('paid', 'correction_requested', 'second_person_due') AND dispatch_deadline <= ?1
       ORDER BY dispatch_deadline, plan = 'pro' DESC, paid_at LIMIT ?2`,
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

/** Paid (or later) orders of `plan` paid no later than `paidBefore` that have no `event` yet, and whose rest a withdrawal did not end. */
export async function paidOrdersWithout(
  db: D1Database,
  event: TimelineEvent,
  plan: PlanId,
  paidBefore: string,
  limit = 200,
): Promise<Order[]> {
  const { results } = await db
    .prepare(
      `SELECT o.* FROM orders o WHERE o.plan = ?3 AND o.paid_at IS NOT NULL AND o.paid_at <= ?1
         AND o.status IN ('paid', 'submitted', 'closed')
         AND NOT EXISTS (SELECT 1 FROM order_timeline s WHERE s.order_number = o.order_number
                           AND s.event IN (?2, 'withdrawn_after_posting'))
       LIMIT ?4`,
    )
    .bind(paidBefore, event, plan, limit)
    .all<OrderRow>();
  return results.map(toOrder);
}

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

/**
 * A guard inside a batch: rolls the whole batch back unless the statement right before it changed
 * exactly one row (migration 0006's batch_guards CHECK). Run such a batch with runGuardedBatch.
 */
export function requireOneChange(db: D1Database): D1PreparedStatement {
  return db.prepare('INSERT INTO batch_guards (ok) VALUES (changes() = 1)');
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

/** D1's error when a batch's guard row broke its CHECK (migration 0006): the transition did not apply. */
function isGuardFailure(error: unknown): boolean {
  return error instanceof Error && error.message.includes('transition_applies');
}

/**
 * The statements of one guarded transition: the UPDATE from one of `from` to `to`, a guard that rolls
 * the whole batch back unless exactly that order changed, and the timeline entry. Every statement
 * after them in the same batch (effects, jobs, mails) is therefore written only with the transition.
 * Run the batch with runGuardedBatch. Throws on a pair the domain's transition table forbids.
 */
export function transitionStatements(
  db: D1Database,
  orderNumber: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  at: string,
  detail: string | null = null,
): D1PreparedStatement[] {
  const forbidden = from.filter((source) => !canTransition(source, to));
  if (forbidden.length || from.length === 0)
    throw new Error(`transition [${forbidden.join(', ')}] → ${to} is not allowed`);
  const placeholders = from.map((_, i) => `?${i + 4}`).join(', ');
  return [
    db
      .prepare(`UPDATE orders SET status = ?2, updated_at = ?3 WHERE order_number = ?1 AND status IN (${placeholders})`)
      .bind(orderNumber, to, at, ...from),
    requireOneChange(db),
    addTimeline(db, orderNumber, at, to, detail),
  ];
}

/** Runs a batch with guarded transitions: true when it committed, false when a guard stopped it (nothing written). */
export async function runGuardedBatch(db: D1Database, statements: D1PreparedStatement[]): Promise<boolean> {
  try {
    await db.batch([...statements, db.prepare('DELETE FROM batch_guards')]);
    return true;
  } catch (error) {
    if (isGuardFailure(error)) return false;
    throw error;
  }
}

/**
 * The one way an order changes status: from one of `from` to `to` (each pair must be in the domain's
 * transition table), with its timeline entry and `effects` in the same transaction. Returns whether it
 * happened; a duplicate or out-of-order event changes nothing and writes none of the effects.
 */
export function transitionOrder(
  db: D1Database,
  orderNumber: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  at: string,
  options: { detail?: string | null; effects?: D1PreparedStatement[] } = {},
): Promise<boolean> {
  const statements = transitionStatements(db, orderNumber, from, to, at, options.detail ?? null);
  return runGuardedBatch(db, [...statements, ...(options.effects ?? [])]);
}
