// What happens when a payment changes state. Called by the verified Stripe webhook and by the demo
// checkout alike, so both go through exactly the same code. Each outcome is one guarded transition
// whose effects (paid date, dispatch deadline, the after-paid job, the processed event) commit with it.
import site from '../../../content/site.json';
import { dispatchDeadline, handOverAt } from '../../../src/domain/dispatch';
import { formatEuro } from '../../../src/domain/money';
import { CLOSED_TO_PAYMENT, type OrderStatus } from '../../../src/domain/order-lifecycle';
import type { Env } from '../../env';
import { enqueueJob } from '../../db/jobs';
import { findOrder, requireOneChange, runGuardedBatch, setPaid, transitionOrder, type Order } from '../../db/orders';
import { addTimeline } from '../../db/timeline';
import { enqueueMail } from '../../db/outbox';
import { amountMismatchToSupportMail, latePaymentToSupportMail } from './support-mails';
import { opsEmail } from '../operations/alerts';

export type PaymentOutcome = 'paid' | 'processing' | 'failed' | 'expired';

const OUTCOME_TRANSITIONS: Record<PaymentOutcome, { from: OrderStatus[]; to: OrderStatus }> = {
  processing: { from: ['awaiting_payment'], to: 'payment_processing' },
  paid: { from: ['awaiting_payment', 'payment_processing'], to: 'paid' },
  failed: { from: ['awaiting_payment', 'payment_processing'], to: 'payment_failed' },
  expired: { from: ['awaiting_payment'], to: 'expired' },
};

export interface OutcomeOptions {
  now?: Date;
  /** Written with the outcome's effects (the provider's event id), or on its own when nothing changes. */
  record?: D1PreparedStatement;
}

/** The effects that commit with each outcome's transition. */
function effectsOf(env: Env, order: Order, outcome: PaymentOutcome, origin: string, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  switch (outcome) {
    case 'processing':
      return [];
    case 'paid': {
      const deadline = dispatchDeadline({
        plan: order.plan,
        extras: order.extras,
        paidAt: now,
        cutoff: site.dispatchCutoff,
      });
      return [
        setPaid(env.DB, order.orderNumber, at, deadline),
        addTimeline(env.DB, order.orderNumber, at, 'dispatch_deadline', deadline),
        enqueueJob(env.DB, { kind: 'after_paid', orderNumber: order.orderNumber, payload: { origin } }, at),
        // The letter: to the print service at once (same day) or on the deadline day's morning.
        enqueueJob(
          env.DB,
          {
            kind: 'dispatch_letter',
            orderNumber: order.orderNumber,
            runAt: handOverAt(order.plan, order.extras, now, deadline).toISOString(),
          },
          at,
        ),
      ];
    }
    case 'failed':
    case 'expired':
      // Its documents are deleted by the next retention run, which decides from the state alone.
      return [];
  }
}

/**
 * Applies a payment outcome; returns whether the order changed. A duplicate or out-of-order event
 * changes nothing. Money for an order that no longer accepts it (superseded, withdrawn, expired,
 * failed) is refunded automatically, noted on its timeline and reported to support.
 */
export async function applyPaymentOutcome(
  env: Env,
  orderNumber: string,
  outcome: PaymentOutcome,
  origin: string,
  options: OutcomeOptions = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  const record = options.record ? [options.record] : [];
  const order = await findOrder(env.DB, orderNumber);
  if (!order) {
    await Promise.all(record.map((statement) => statement.run()));
    return false;
  }
  const { from, to } = OUTCOME_TRANSITIONS[outcome];
  const effects = [...effectsOf(env, order, outcome, origin, now), ...record];
  if (await transitionOrder(env.DB, orderNumber, from, to, now.toISOString(), { effects })) return true;

  const current = (await findOrder(env.DB, orderNumber)) ?? order;
  const refunded = outcome === 'paid' && (await refundLatePayment(env, current, now, record));
  if (!refunded) await Promise.all(record.map((statement) => statement.run()));
  return false;
}

/** A payment for an order that was never paid and no longer accepts money: queue its refund once. */
async function refundLatePayment(env: Env, order: Order, now: Date, record: D1PreparedStatement[]): Promise<boolean> {
  if (!CLOSED_TO_PAYMENT.includes(order.status) || order.paidAt !== null || !order.paymentSessionId) return false;
  const at = now.toISOString();
  return runGuardedBatch(env.DB, [
    enqueueJob(env.DB, { kind: 'refund', orderNumber: order.orderNumber, payload: { reason: 'late_payment' } }, at),
    // Queued before (a redelivered event): the guard rolls this batch back, nothing is written twice.
    requireOneChange(env.DB),
    addTimeline(env.DB, order.orderNumber, at, 'late_payment', order.status),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      latePaymentToSupportMail({
        orderNumber: order.orderNumber,
        status: order.status,
        supportEmail: opsEmail(env),
      }),
      at,
    ),
    ...record,
  ]);
}

/**
 * A payment of another amount than the order's total is never accepted: the order stays unpaid, the
 * money goes back through the refund job, the timeline notes it (which lists the order under "Zahlung
 * prüfen") and support is told, in one guarded batch with the event's record. Returns whether the
 * refund was queued now; a repeated event, under the same id or another, queues nothing twice.
 */
export async function refundAmountMismatch(
  env: Env,
  orderNumber: string,
  paidCents: number,
  options: OutcomeOptions = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  const record = options.record ? [options.record] : [];
  const order = await findOrder(env.DB, orderNumber);
  // A paid order was paid through this very session: refunding it would take back the right payment.
  const refunded =
    order !== null &&
    order.paidAt === null &&
    order.paymentSessionId !== null &&
    (await runGuardedBatch(env.DB, mismatchRefundStatements(env, order, paidCents, now.toISOString(), record)));
  if (!refunded) await Promise.all(record.map((statement) => statement.run()));
  return refunded;
}

function mismatchRefundStatements(
  env: Env,
  order: Order,
  paidCents: number,
  at: string,
  record: D1PreparedStatement[],
): D1PreparedStatement[] {
  const [paidText, totalText] = [formatEuro(paidCents), formatEuro(order.totalCents)];
  return [
    enqueueJob(env.DB, { kind: 'refund', orderNumber: order.orderNumber, payload: { reason: 'amount_mismatch' } }, at),
    // Queued before (a redelivered event, or another event of the same session): the guard rolls this back.
    requireOneChange(env.DB),
    addTimeline(env.DB, order.orderNumber, at, 'payment_amount_mismatch', `${paidText} statt ${totalText}`),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      amountMismatchToSupportMail({
        orderNumber: order.orderNumber,
        paidText,
        totalText,
        supportEmail: opsEmail(env),
      }),
      at,
    ),
    ...record,
  ];
}
