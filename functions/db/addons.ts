// The `order_addons` table (migration 0009): a second person bought after the order's payment. Its
// status changes only through transitionAddon's guarded UPDATE; the partner data reaches the order in
// the same batch as the payment (applyAddonToOrder).
import {
  ADDON_ACCEPTED_IN,
  OPEN_ADDON_STATUSES,
  canTransitionAddon,
  type AddonStatus,
} from '../../src/domain/second-person-addon';
import { parseEvidence, parsePartner, type OrderEvidence, type StoredPartner } from './order-json';
import type { PaymentProviderName } from './orders';

export interface Addon {
  id: string;
  orderNumber: string;
  kind: 'second_person';
  status: AddonStatus;
  priceCents: number;
  /** Null once anonymised with its order. */
  partner: StoredPartner | null;
  evidence: OrderEvidence | null;
  paymentProvider: PaymentProviderName;
  paymentSessionId: string | null;
  paymentUrl: string | null;
  paidAt: string | null;
  createdAt: string;
}

interface AddonRow {
  id: string;
  order_number: string;
  kind: 'second_person';
  status: AddonStatus;
  price_cents: number;
  partner_data: string;
  evidence: string;
  payment_provider: PaymentProviderName;
  payment_session_id: string | null;
  payment_url: string | null;
  paid_at: string | null;
  created_at: string;
}

function toAddon(row: AddonRow): Addon {
  return {
    id: row.id,
    orderNumber: row.order_number,
    kind: row.kind,
    status: row.status,
    priceCents: row.price_cents,
    partner: row.partner_data === '{}' ? null : parsePartner(row.partner_data),
    evidence: parseEvidence(row.evidence),
    paymentProvider: row.payment_provider,
    paymentSessionId: row.payment_session_id,
    paymentUrl: row.payment_url,
    paidAt: row.paid_at,
    createdAt: row.created_at,
  };
}

const inList = (values: readonly string[], first: number) => values.map((_, i) => `?${i + first}`).join(', ');

/**
 * Starts a second person for an order, only while the order can take one (paid, not posted, no second
 * person yet): one changed row or none. The partial UNIQUE index refuses a second open add-on.
 */
export function insertAddon(
  db: D1Database,
  a: {
    id: string;
    orderNumber: string;
    priceCents: number;
    partner: StoredPartner;
    evidence: OrderEvidence;
    paymentProvider: PaymentProviderName;
    at: string;
  },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_addons (id, order_number, kind, status, price_cents, partner_data, evidence,
         payment_provider, created_at, updated_at)
       SELECT ?1, ?2, 'second_person', 'awaiting_payment', ?3, ?4, ?5, ?6, ?7, ?7
       WHERE EXISTS (SELECT 1 FROM orders WHERE order_number = ?2 AND requires_second_person = 0
         AND status IN (${inList(ADDON_ACCEPTED_IN, 8)}))`,
    )
    .bind(
      a.id,
      a.orderNumber,
      a.priceCents,
      JSON.stringify(a.partner),
      JSON.stringify(a.evidence),
      a.paymentProvider,
      a.at,
      ...ADDON_ACCEPTED_IN,
    );
}

/** New data for an add-on whose checkout is still open (the customer came back and sent the form again). */
export function updateOpenAddonPartner(
  db: D1Database,
  id: string,
  partner: StoredPartner,
  evidence: OrderEvidence,
  at: string,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE order_addons SET partner_data = ?2, evidence = ?3, updated_at = ?4
       WHERE id = ?1 AND status = 'awaiting_payment'`,
    )
    .bind(id, JSON.stringify(partner), JSON.stringify(evidence), at);
}

/** Records the checkout once; a second checkout made by a racing request is not stored. */
export function setAddonCheckout(db: D1Database, id: string, sessionId: string, url: string): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE order_addons SET payment_session_id = ?2, payment_url = ?3 WHERE id = ?1 AND payment_session_id IS NULL',
    )
    .bind(id, sessionId, url);
}

export async function findAddon(db: D1Database, id: string): Promise<Addon | null> {
  const row = await db.prepare('SELECT * FROM order_addons WHERE id = ?1').bind(id).first<AddonRow>();
  return row ? toAddon(row) : null;
}

/** The add-on of `orderNumber` paid (or to be paid) through checkout `sessionId`. */
export async function findAddonBySession(
  db: D1Database,
  orderNumber: string,
  sessionId: string,
): Promise<Addon | null> {
  const row = await db
    .prepare('SELECT * FROM order_addons WHERE order_number = ?1 AND payment_session_id = ?2')
    .bind(orderNumber, sessionId)
    .first<AddonRow>();
  return row ? toAddon(row) : null;
}

/** Every add-on of an order, newest first. */
export async function addonsOf(db: D1Database, orderNumber: string): Promise<Addon[]> {
  const { results } = await db
    .prepare('SELECT * FROM order_addons WHERE order_number = ?1 ORDER BY created_at DESC, rowid DESC')
    .bind(orderNumber)
    .all<AddonRow>();
  return results.map(toAddon);
}

/** The open add-on of an order (awaiting payment, processing or paid), if any. */
export async function openAddonOf(db: D1Database, orderNumber: string): Promise<Addon | null> {
  const row = await db
    .prepare(`SELECT * FROM order_addons WHERE order_number = ?1 AND status IN (${inList(OPEN_ADDON_STATUSES, 2)})`)
    .bind(orderNumber, ...OPEN_ADDON_STATUSES)
    .first<AddonRow>();
  return row ? toAddon(row) : null;
}

/**
 * The add-on's guarded status change, for a batch followed by requireOneChange. With `orderIn`, the
 * order must also be in one of those states and still without a second person (checked in the same
 * statement, so a posting or withdrawal committed a moment earlier is seen).
 */
export function transitionAddon(
  db: D1Database,
  id: string,
  from: readonly AddonStatus[],
  to: AddonStatus,
  at: string,
  options: { orderIn?: readonly string[]; paidAt?: string } = {},
): D1PreparedStatement {
  const forbidden = from.filter((source) => !canTransitionAddon(source, to));
  if (forbidden.length || from.length === 0)
    throw new Error(`add-on transition [${forbidden.join(', ')}] → ${to} is not allowed`);
  const orderIn = options.orderIn ?? [];
  const orderGuard = orderIn.length
    ? ` AND EXISTS (SELECT 1 FROM orders o WHERE o.order_number = order_addons.order_number
         AND o.requires_second_person = 0 AND o.status IN (${inList(orderIn, 5 + from.length)}))`
    : '';
  return db
    .prepare(
      `UPDATE order_addons SET status = ?2, updated_at = ?3, paid_at = COALESCE(?4, paid_at)
       WHERE id = ?1 AND status IN (${inList(from, 5)})${orderGuard}`,
    )
    .bind(id, to, at, options.paidAt ?? null, ...from, ...orderIn);
}

/** The paid add-on's effect on its order: the second person joins it (as if Duo+ had been bought). */
export function applyAddonToOrder(
  db: D1Database,
  addon: Addon,
  partner: StoredPartner,
  at: string,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET requires_second_person = 1, partner_data = ?2, partner_submitted_at = ?3, updated_at = ?3
       WHERE order_number = ?1`,
    )
    .bind(addon.orderNumber, JSON.stringify(partner), at);
}

/**
 * The order is withdrawn: every add-on paid by then is refunded with it. Decided inside the
 * withdrawal's batch, not from an earlier read, so an add-on paid a moment before is not missed (one
 * paid a moment after finds the order withdrawn and is refunded by its own payment path). The job id
 * is jobId('refund', order, addon id) of db/jobs.ts.
 */
export function refundPaidAddonsOf(db: D1Database, orderNumber: string, at: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO order_jobs (id, order_number, kind, payload, next_attempt_at, created_at)
         SELECT 'refund:' || order_number || ':' || id, order_number, 'refund',
           json_object('addonId', id, 'reason', 'withdrawal'), ?2, ?2
         FROM order_addons WHERE order_number = ?1 AND status = 'paid'
         ON CONFLICT (id) DO NOTHING`,
      )
      .bind(orderNumber, at),
    db
      .prepare(
        "UPDATE order_addons SET status = 'refunded', updated_at = ?2 WHERE order_number = ?1 AND status = 'paid'",
      )
      .bind(orderNumber, at),
  ];
}

/**
 * The order is withdrawn: a second person's checkout still open is closed (job expire_checkout, id as
 * jobId('expire_checkout', order, add-on id)) and the add-on expires; money arriving anyway is refunded.
 */
export function closeOpenAddonsOf(db: D1Database, orderNumber: string, at: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO order_jobs (id, order_number, kind, payload, next_attempt_at, created_at)
         SELECT 'expire_checkout:' || order_number || ':' || id, order_number, 'expire_checkout',
           json_object('sessionId', payment_session_id, 'provider', payment_provider), ?2, ?2
         FROM order_addons WHERE order_number = ?1 AND status = 'awaiting_payment' AND payment_session_id IS NOT NULL
         ON CONFLICT (id) DO NOTHING`,
      )
      .bind(orderNumber, at),
    db
      .prepare(
        "UPDATE order_addons SET status = 'expired', updated_at = ?2 WHERE order_number = ?1 AND status = 'awaiting_payment'",
      )
      .bind(orderNumber, at),
  ];
}

/** The add-ons of many orders at once (retention deletes their contract confirmations with the orders'). */
export async function addonIdsOfOrders(
  db: D1Database,
  orderNumbers: string[],
): Promise<{ orderNumber: string; id: string }[]> {
  if (!orderNumbers.length) return [];
  const { results } = await db
    .prepare('SELECT order_number, id FROM order_addons WHERE order_number IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(orderNumbers))
    .all<{ order_number: string; id: string }>();
  return results.map((row) => ({ orderNumber: row.order_number, id: row.id }));
}

/**
 * Retention: a second person who never joined the order (checkout not paid, expired or refunded) is
 * forgotten once the add-on has not changed since `unchangedSince`; the amounts stay.
 */
export function forgetUnusedAddonPartners(db: D1Database, unchangedSince: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE order_addons SET partner_data = '{}'
       WHERE status IN ('awaiting_payment', 'expired', 'refunded') AND updated_at <= ?1 AND partner_data != '{}'`,
    )
    .bind(unchangedSince);
}

/** Retention: the add-on keeps its amounts (invoices), not the second person's data or the evidence. */
export function anonymiseAddonsOf(db: D1Database, orderNumber: string, at: string): D1PreparedStatement {
  return db
    .prepare("UPDATE order_addons SET partner_data = '{}', evidence = '{}', updated_at = ?2 WHERE order_number = ?1")
    .bind(orderNumber, at);
}
