// Operator actions on one order, shared by the single and batch endpoints of the back office.
import type { Env } from '../env';
import { audit } from '../db/operators';
import { addTimeline, transitionOrder, type Order } from '../db/orders';
import { enqueueMail } from '../db/outbox';
import { findUploadsOfOrder, markUploadDeleted } from '../db/uploads';
import { markWithdrawalsHandled } from '../db/withdrawals';
import { applicationPostedMail, withdrawalAnsweredMail } from './mail-templates';
import { providerOf } from './payments/provider';

/** The operator acting and a salted hash of their IP (see lib/operator-session.ts actorOf). */
export interface Actor {
  operatorId: string;
  ipHash?: string | null;
}

/** Deletes every remaining ID copy and signature of an order, R2 first; returns the statements that record it. */
async function deleteDocuments(env: Env, order: Order, at: string): Promise<{ count: number; statements: D1PreparedStatement[] }> {
  const uploads = (await findUploadsOfOrder(env.DB, order.orderNumber)).filter((u) => !u.deleted_at);
  if (uploads.length) await env.DOCUMENTS.delete(uploads.map((u) => u.object_key));
  return {
    count: uploads.length,
    statements: [...uploads.map((u) => markUploadDeleted(env.DB, u.id, at)), addTimeline(env.DB, order.orderNumber, at, 'documents_deleted', `${uploads.length} Dateien`)],
  };
}

/** Posted: status submitted, documents deleted at once, customer told. Returns null when the order was not open. */
export async function markSubmitted(env: Env, order: Order, actor: Actor, now: Date): Promise<number | null> {
  const at = now.toISOString();
  if (!(await transitionOrder(env.DB, order.orderNumber, ['paid'], 'submitted', at, 'an das KBA versendet'))) return null;
  const deleted = await deleteDocuments(env, order, at);
  await env.DB.batch([
    ...deleted.statements,
    enqueueMail(env.DB, crypto.randomUUID(), applicationPostedMail({ email: order.email, firstName: order.personalData.firstName, orderNumber: order.orderNumber }), at),
    audit(env.DB, { at, ...actor, action: 'marked_submitted', orderNumber: order.orderNumber, detail: `${deleted.count} Dokumente gelöscht` }),
  ]);
  return deleted.count;
}

/**
 * Answers a withdrawal: before posting the order is cancelled (status withdrawn), its documents are
 * deleted and the customer is told a refund follows; after posting the service was fully performed
 * and the right has lapsed (spec §1), which the mail says. A paid order is refunded in full through its provider.
 */
export async function answerWithdrawal(env: Env, order: Order, actor: Actor, now: Date): Promise<'cancelled' | 'lapsed'> {
  const at = now.toISOString();
  const cancelled = await transitionOrder(env.DB, order.orderNumber, ['awaiting_payment', 'payment_processing', 'paid'], 'withdrawn', at, 'Widerruf');
  const statements: D1PreparedStatement[] = [];
  if (cancelled) {
    statements.push(...(await deleteDocuments(env, order, at)).statements);
    // Money back only where money came in; a refund failure is recorded for the operator, not hidden.
    if (order.paidAt && order.paymentSessionId) {
      try {
        const refundId = await providerOf(env, order.paymentProvider).refund(order.paymentSessionId);
        statements.push(addTimeline(env.DB, order.orderNumber, at, 'refunded', refundId));
      } catch (error) {
        statements.push(addTimeline(env.DB, order.orderNumber, at, 'refund_failed', error instanceof Error ? error.message.slice(0, 200) : 'unknown'));
      }
    }
  }
  const outcome = cancelled ? 'cancelled' : 'lapsed';
  await env.DB.batch([
    ...statements,
    markWithdrawalsHandled(env.DB, order.orderNumber, at),
    enqueueMail(env.DB, crypto.randomUUID(), withdrawalAnsweredMail({ email: order.email, firstName: order.personalData.firstName, orderNumber: order.orderNumber, cancelled }), at),
    audit(env.DB, { at, ...actor, action: 'withdrawal_answered', orderNumber: order.orderNumber, detail: outcome }),
  ]);
  return outcome;
}
