// Operator actions on one order, shared by the single and batch endpoints of the back office. Each is
// one guarded transition whose effects (document deletion, refund, closing the checkout) are durable
// jobs in the same batch; they run at once for the operator's answer, and the cron retries any that fail.
import { POSTABLE_IN } from '../../src/domain/order-lifecycle';
import type { Env } from '../env';
import { closeOpenAddonsOf, refundPaidAddonsOf } from '../db/addons';
import { enqueueJob } from '../db/jobs';
import { audit } from '../db/operators';
import { addTimeline, findOrder, findOrders, markPrinted, transitionOrder, type Order } from '../db/orders';
import { enqueueMail } from '../db/outbox';
import { findUploadsOfOrder } from '../db/uploads';
import { markWithdrawalsHandled } from '../db/withdrawals';
import { applicationPostedMail, withdrawalAnsweredMail } from './mail-templates';
import { includesLetterCopy, storeLetterCopy } from './letter-copy';
import { runOrderEffects } from './order-jobs';

/** The operator acting and a salted hash of their IP (see lib/operator-session.ts actorOf). */
export interface Actor {
  operatorId: string;
  ipHash?: string | null;
}

async function liveDocumentCount(env: Env, orderNumber: string): Promise<number> {
  return (await findUploadsOfOrder(env.DB, orderNumber)).filter((u) => !u.deleted_at).length;
}

/**
 * Records that these orders' applications are printed now, then reads them again and returns them as
 * they are to be printed: a correction that committed before the mark is in the letter, one after it is
 * refused (corrections check printed_at in their guarded batch). Nothing changes under the printer.
 */
export async function printNow(env: Env, orders: readonly Order[], now: Date): Promise<Order[]> {
  const numbers = orders.map((o) => o.orderNumber);
  if (!numbers.length) return [];
  await env.DB.batch(markPrinted(env.DB, numbers, now.toISOString()));
  return findOrders(env.DB, numbers);
}

/**
 * Posted: status submitted, the documents' deletion queued in the same step and run at once, the
 * customer told. Returns how many documents are gone now, or null when the order was not open.
 */
export async function markSubmitted(env: Env, order: Order, actor: Actor, now: Date): Promise<number | null> {
  if (!POSTABLE_IN.includes(order.status)) return null;
  const at = now.toISOString();
  const before = await liveDocumentCount(env, order.orderNumber);
  // Plus and Pro keep the letter as sent; it needs the signature, so it is stored before the deletion.
  const letterKey = includesLetterCopy(order) ? await storeLetterCopy(env, order, now) : null;
  const posted = await transitionOrder(env.DB, order.orderNumber, POSTABLE_IN, 'submitted', at, {
    detail: 'an das KBA versendet',
    effects: [
      // A corrected application (Korrekturoption) is posted once more: its deletion is a job of its own.
      enqueueJob(
        env.DB,
        { kind: 'delete_documents', orderNumber: order.orderNumber, round: order.status === 'paid' ? undefined : at },
        at,
      ),
      ...(letterKey ? [addTimeline(env.DB, order.orderNumber, at, 'letter_archived')] : []),
      enqueueMail(
        env.DB,
        crypto.randomUUID(),
        applicationPostedMail({
          email: order.email,
          firstName: order.personalData.firstName,
          orderNumber: order.orderNumber,
          letterKey,
        }),
        at,
      ),
      audit(env.DB, {
        at,
        ...actor,
        action: 'marked_submitted',
        orderNumber: order.orderNumber,
        detail: `${before} Dokumente`,
      }),
    ],
  });
  if (!posted) return null;
  await runOrderEffects(env, order.orderNumber, now);
  return before - (await liveDocumentCount(env, order.orderNumber));
}

export type WithdrawalOutcome = 'cancelled' | 'lapsed';

/**
 * The effects of cancelling: documents deleted; money back where it came in (a paid second person's
 * too); open checkouts (the order's, a second person's) closed.
 */
function cancellationJobs(env: Env, order: Order, at: string): D1PreparedStatement[] {
  const jobs = [
    enqueueJob(env.DB, { kind: 'delete_documents', orderNumber: order.orderNumber }, at),
    ...refundPaidAddonsOf(env.DB, order.orderNumber, at),
    ...closeOpenAddonsOf(env.DB, order.orderNumber, at),
  ];
  if (order.status === 'paid' && order.paymentSessionId) {
    jobs.push(
      enqueueJob(env.DB, { kind: 'refund', orderNumber: order.orderNumber, payload: { reason: 'withdrawal' } }, at),
    );
  }
  if (order.status === 'awaiting_payment' && order.paymentSessionId) {
    const payload = { sessionId: order.paymentSessionId, provider: order.paymentProvider };
    jobs.push(enqueueJob(env.DB, { kind: 'expire_checkout', orderNumber: order.orderNumber, payload }, at));
  }
  // payment_processing (SEPA not yet settled): nothing can be refunded yet; if the money arrives for
  // the withdrawn order, order-payments.ts refunds it as a late payment.
  return jobs;
}

/**
 * Answers a withdrawal. Before posting the order is cancelled (status withdrawn) in one guarded step
 * with its effects; after posting the service was fully performed and the right has lapsed (spec §1),
 * which the mail says. Answering twice (two operators at once) cancels and refunds once.
 */
export async function answerWithdrawal(env: Env, order: Order, actor: Actor, now: Date): Promise<WithdrawalOutcome> {
  const at = now.toISOString();
  const answer = (cancelled: boolean) => [
    markWithdrawalsHandled(env.DB, order.orderNumber, at),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      withdrawalAnsweredMail({
        email: order.email,
        firstName: order.personalData.firstName,
        orderNumber: order.orderNumber,
        cancelled,
      }),
      at,
    ),
    audit(env.DB, {
      at,
      ...actor,
      action: 'withdrawal_answered',
      orderNumber: order.orderNumber,
      detail: cancelled ? 'cancelled' : 'lapsed',
    }),
  ];

  const cancellable = ['awaiting_payment', 'payment_processing', 'paid'] as const;
  if ((cancellable as readonly string[]).includes(order.status)) {
    const effects = [...cancellationJobs(env, order, at), ...answer(true)];
    if (
      await transitionOrder(env.DB, order.orderNumber, [...cancellable], 'withdrawn', at, {
        detail: 'Widerruf',
        effects,
      })
    ) {
      await runOrderEffects(env, order.orderNumber, now);
      return 'cancelled';
    }
    // Someone else changed the order in the meantime: answer from what it is now.
    const current = await findOrder(env.DB, order.orderNumber);
    if (current && current.status !== order.status) return answerWithdrawal(env, current, actor, now);
  }
  if (order.status === 'withdrawn') return 'cancelled';
  const lapsed = order.status === 'submitted' || order.status === 'closed' || order.status === 'correction_requested';
  // Superseded, expired or failed orders were never paid: nothing to cancel, the answer says cancelled.
  await env.DB.batch(answer(!lapsed));
  return lapsed ? 'lapsed' : 'cancelled';
}
