// The `orders` table: one row per order, and the guarded transitions that change its status. Everything
// past this module works with the typed `Order`; the JSON columns are parsed in ./order-json.ts and nowhere
// else. The order's history is ./timeline.ts; the queries for the back office's queue and the cron jobs are
// ./order-queue.ts.
import type { ExtraId, PlanId } from '../../src/domain/catalog';
import { localeOf, type Locale } from '../../src/domain/locales';
import type { Language } from '../../src/domain/order-request';
import { canTransition, type OrderStatus } from '../../src/domain/order-lifecycle';
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
import { addTimeline } from './timeline';

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
  customerLanguage: Locale;
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

/** A row of `orders` as D1 returns it; ./order-queue.ts selects these too. */
export interface OrderRow {
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

/** Only registered languages are written; anything else is a bug to stop at, not a language to guess. */
function customerLanguageOf(value: string): Locale {
  const locale = localeOf(value);
  if (locale === value) return locale;
  throw new Error(`orders.customer_language holds an unknown language: ${value}`);
}

export function toOrder(row: OrderRow): Order {
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
function searchNameOf(personalData: Pick<PersonalData, 'firstName' | 'lastName'>): string {
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

/** Empties the personal data of one order (retention). */
export function anonymiseOrder(db: D1Database, orderNumber: string, at: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET personal_data = ?3, email = 'anonymisiert', evidence = '{}', partner_data = NULL,
         search_name = NULL, updated_at = ?2
       WHERE order_number = ?1`,
    )
    .bind(orderNumber, at, ANONYMISED_PERSONAL_DATA_JSON);
}

/**
 * A guard inside a batch: rolls the whole batch back unless the statement right before it changed
 * exactly one row (migration 0006's batch_guards CHECK). Run such a batch with runGuardedBatch.
 */
export function requireOneChange(db: D1Database): D1PreparedStatement {
  return db.prepare('INSERT INTO batch_guards (ok) VALUES (changes() = 1)');
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
