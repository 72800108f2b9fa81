// Shared by browser and Worker: the life of an order (docs/architecture.md, 'Order lifecycle'). The states, the only
// transitions allowed between them, the events its timeline records, and their words (in the catalogue,
// src/domain/catalogue/status.ts). The Worker changes a status only through a guarded transition that
// checks this table; /status, the payment return and the back office show these labels. The labels are
// looked up as `status.state.<status>` and `status.event.<event>`, so a state or event without words in
// the catalogue is a type error, not "Aktualisierung der Bestellung".
import { DEFAULT_LOCALE, type Locale } from './locales';
import { MESSAGES } from './ui-messages';

export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_processing',
  'paid',
  'printed',
  'payment_failed',
  'expired',
  'superseded',
  'submitted',
  'closed',
  'withdrawn',
  'correction_requested',
  'second_person_due',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The allowed transitions: from each state, the states it may move to. Everything else is refused.
 * - A checkout may be paid, fail, expire, move to processing (SEPA) or be withdrawn before payment.
 * - An unpaid order whose uploads a newer attempt takes over is superseded.
 * - A paid order is printed (its letter rendered once, stored with its SHA-256 and handed to the print
 *   service or printed by hand) or withdrawn; a printed letter is posted (submitted) when the print
 *   service reports it handed to the post, or the operator marks it; three weeks later it is closed.
 * - A correction after posting (Korrekturoption) is printed and posted once more, as a new letter.
 * - A second person whose documents arrive after the customer's letter was posted gets a letter of
 *   their own: the posted order takes them (second_person_due), prints and posts once more.
 */
export const TRANSITIONS = {
  awaiting_payment: ['payment_processing', 'paid', 'payment_failed', 'expired', 'superseded', 'withdrawn'],
  payment_processing: ['paid', 'payment_failed', 'withdrawn'],
  paid: ['printed', 'withdrawn'],
  // Once at the printer, nothing is withdrawn by a button: the letter can only leave or be stopped by hand.
  printed: ['submitted'],
  payment_failed: ['superseded'],
  expired: ['superseded'],
  superseded: [],
  submitted: ['closed', 'correction_requested', 'second_person_due'],
  closed: [],
  withdrawn: [],
  // Korrekturoption after posting: a corrected application is printed and posted once more.
  correction_requested: ['printed'],
  second_person_due: ['printed'],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return (TRANSITIONS[from] as readonly OrderStatus[]).includes(to);
}

/** Every state from which `to` may be entered. */
export function sourcesOf(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canTransition(from, to));
}

/** States in which money was taken or is on its way. */
export const PAID_OR_LATER: readonly OrderStatus[] = [
  'payment_processing',
  'paid',
  'printed',
  'submitted',
  'closed',
  'correction_requested',
  'second_person_due',
];

/** States that no longer accept a payment: money that arrives anyway is refunded. */
export const CLOSED_TO_PAYMENT: readonly OrderStatus[] = ['superseded', 'withdrawn', 'expired', 'payment_failed'];

/**
 * Where an order's ID copies and signatures may still exist. Deletion is derived from the state on
 * every retention run, whatever path led there: in these states they must be gone; an order that
 * waits for its payment keeps them for UNPAID_DOCUMENTS_HOURS; only paid (or paying) orders keep them
 * until they are posted.
 */
export const DOCUMENTS_GONE_IN: readonly OrderStatus[] = [
  'superseded',
  'withdrawn',
  'expired',
  'payment_failed',
  'submitted',
  'closed',
];
export const DOCUMENTS_KEPT_IN: readonly OrderStatus[] = [
  'payment_processing',
  'paid',
  'printed',
  'correction_requested',
  'second_person_due',
];
export const UNPAID_DOCUMENTS_HOURS = 48;
/** Uploads never used for an order. */
export const UNATTACHED_DOCUMENTS_HOURS = 24;

/**
 * States whose letter is still to be made: paid, a correction after posting (Korrekturoption), or the
 * second person's own letter after the customer's went alone.
 */
export const POSTABLE_IN: readonly OrderStatus[] = ['paid', 'correction_requested', 'second_person_due'];

/** The letter is made and at the printer (the print service's or ours): posting happens from here. */
export const PRINTED_IN: readonly OrderStatus[] = ['printed'];

/**
 * With the Korrekturoption (or Plus/Pro), one correction after posting is possible from this state, within
 * CORRECTION_AFTER_POSTING_DAYS (src/domain/order-access.ts); never once the order is closed.
 */
export const CORRECTABLE_AFTER_POSTING_IN: readonly OrderStatus[] = ['submitted'];

/** Until the application goes to print, every customer may correct their own data (docs/product.md, 'Corrections'). */
export const CORRECTABLE_IN: readonly OrderStatus[] = ['awaiting_payment', 'payment_processing', 'paid'];

/** The events an order's timeline records: every status it enters, and these besides. */
export const TIMELINE_EVENTS = [
  ...ORDER_STATUSES,
  'created',
  'dispatch_deadline',
  'invoice_issued',
  'letter_handed_over',
  'letter_rejected',
  'letter_undeliverable',
  'letter_issue',
  'partner_data_received',
  'partner_documents_complete',
  'documents_deleted',
  // A document the order still lists is gone from storage (deleted after a posting that a restore of the
  // database to an earlier point no longer knows of): its letter cannot be made, the operator checks it.
  'documents_missing',
  'withdrawal_received',
  'refunded',
  'refund_failed',
  'checkout_expired',
  'late_payment',
  'payment_amount_mismatch',
  'three_weeks_mail',
  'yearly_reminder',
  'letter_archived',
  'letter_deleted',
  'personal_data_corrected',
  'email_change_requested',
  'email_changed',
  'email_change_undone',
  'second_person_ordered',
  'second_person_added',
  'second_person_expired',
  'second_person_refunded',
  'second_person_reminder',
  'second_person_lapsed',
  // A withdrawal after posting that ended what was still owed (detail: the refund in cents).
  'withdrawn_after_posting',
  // A proof of a change of name sent from the status page: it waits for an operator, who confirms it (then
  // it is printed with the application) or rejects it (deleted, the customer mailed).
  'name_proof_received',
  'name_proof_confirmed',
  'name_proof_rejected',
] as const;

export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

/** The status in the customer's words, in `locale` (the operator reads German). */
export function orderStatusLabel(status: OrderStatus, locale: Locale = DEFAULT_LOCALE): string {
  return MESSAGES[locale][`status.state.${status}` as const];
}

/** A timeline entry in words, in `locale`. */
export function timelineEventLabel(event: TimelineEvent, locale: Locale = DEFAULT_LOCALE): string {
  return MESSAGES[locale][`status.event.${event}` as const];
}

/** The status in the customer's and the operator's words (German). */
export const ORDER_STATUS_LABELS = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, orderStatusLabel(status)]),
) as Record<OrderStatus, string>;

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isTimelineEvent(value: string): value is TimelineEvent {
  return (TIMELINE_EVENTS as readonly string[]).includes(value);
}
