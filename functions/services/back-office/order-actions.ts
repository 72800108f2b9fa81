// Operator actions on one order, shared by the single and batch endpoints of the back office. Each is
// one guarded transition whose effects (document deletion, refund, closing the checkout) are durable
// jobs in the same batch; they run at once for the operator's answer, and the cron retries any that fail.
import { formatPrice } from '../../../src/domain/locale-format';
import { POSTABLE_IN } from '../../../src/domain/order-lifecycle';
import type { Env } from '../../env';
import { closeOpenAddonsOf, refundPaidAddonsOf } from '../../db/addons';
import { enqueueJob } from '../../db/jobs';
import { audit } from '../../db/operators';
import { findOrder, requireOneChange, runGuardedBatch, transitionOrder, type Order } from '../../db/orders';
import {
  LETTER_NEEDS_HAND,
  lettersOfOrder,
  resolveLetter,
  resolveLettersOf,
  setLetterSent,
  type Letter,
} from '../../db/letters';
import { Refusal } from '../../lib/refusal';
import { DocumentGone } from '../applications/build';
import { documentsGoneNote, makeLetter } from '../dispatch/letters';
import { postOrder } from '../dispatch/posting';
import { enqueueMail } from '../../db/outbox';
import { findUploadsOfOrder } from '../../db/uploads';
import { markWithdrawalsHandled } from '../../db/withdrawals';
import { withdrawalAnsweredMail } from '../withdrawals/mails';
import { runOrderEffects } from '../orders/jobs';
import { endRestStatements, restOfPostedOrder } from '../withdrawals/after-posting';
import { endSecondPersonWaitStatements, SECOND_PERSON_REFUND_CENTS, secondPersonWait } from '../second-person/letter';

/** The operator acting and a salted hash of their IP (see lib/operator-session.ts actorOf). */
export interface Actor {
  operatorId: string;
  ipHash?: string | null;
}

async function liveDocumentCount(env: Env, orderNumber: string): Promise<number> {
  return (await findUploadsOfOrder(env.DB, orderNumber)).filter((u) => !u.deleted_at).length;
}

/**
 * The letters the operator prints now, one per order: an order still to be printed gets its letter
 * made (rendered once, stored with its hash, status printed); a printed order contributes its letter
 * printed by hand or the one the print service could not take. A correction that committed before is
 * in the letter, one after it is refused (nothing changes under the printer).
 */
export async function printNow(env: Env, orders: readonly Order[], now: Date): Promise<PrintedLetter[]> {
  const printed: PrintedLetter[] = [];
  for (const order of orders) {
    let letter: Letter | null;
    try {
      letter = POSTABLE_IN.includes(order.status)
        ? await makeLetter(env, order, 'manual', now)
        : await letterForHand(env, order.orderNumber);
    } catch (error) {
      // An order whose documents are gone from storage must not stop the day's batch: it waits under "Prüfen".
      if (!(error instanceof DocumentGone)) throw error;
      await env.DB.batch(documentsGoneNote(env, order.orderNumber, now.toISOString()));
      continue;
    }
    const current = letter && (await findOrder(env.DB, order.orderNumber));
    if (letter && current) printed.push({ order: current, letter });
  }
  return printed;
}

export interface PrintedLetter {
  order: Order;
  letter: Letter;
}

/** The letter of a printed order that a person has to print: by hand from the start, or refused by the print service. */
export async function letterForHand(env: Env, orderNumber: string): Promise<Letter | null> {
  const letters = await lettersOfOrder(env.DB, orderNumber);
  return (
    letters.findLast(
      (l) =>
        l.sentAt === null &&
        ((l.channel === 'manual' && l.state === 'stored') ||
          (LETTER_NEEDS_HAND.includes(l.state) && l.resolvedAt === null)),
    ) ?? null
  );
}

/**
 * Posted by the operator: for a letter printed by hand (made now if the order was not printed yet) or
 * one the print service could not take. A letter at the print service is posted when the service
 * reports it. Returns how many documents are gone now, or null when the order was not open.
 */
export async function markSubmitted(env: Env, order: Order, actor: Actor, now: Date): Promise<number | null> {
  const letter = POSTABLE_IN.includes(order.status)
    ? await makeLetter(env, order, 'manual', now)
    : order.status === 'printed'
      ? await letterForHand(env, order.orderNumber)
      : null;
  if (!letter) {
    if (order.status === 'printed') throw atThePrintService();
    return null;
  }
  const current = await findOrder(env.DB, order.orderNumber);
  if (!current) return null;
  const at = now.toISOString();
  const before = await liveDocumentCount(env, order.orderNumber);
  const posted = await postOrder(env, current, letter, at, 'an das KBA versendet', [
    setLetterSent(env.DB, letter.id, at),
    resolveLettersOf(env.DB, order.orderNumber, at),
    audit(env.DB, {
      at,
      ...actor,
      action: 'marked_submitted',
      orderNumber: order.orderNumber,
      detail: `${before} Dokumente`,
    }),
  ]);
  if (!posted) return null;
  await runOrderEffects(env, order.orderNumber, now);
  return before - (await liveDocumentCount(env, order.orderNumber));
}

/**
 * A letter in trouble taken care of without posting it from here (the print service resent it, the
 * customer confirmed the address, …): it leaves "Prüfen", and the audit log keeps who did what. False
 * when it needed no hand (any more).
 */
export async function resolveTroubleLetter(
  env: Env,
  order: Order,
  letterId: string,
  note: string,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  return runGuardedBatch(env.DB, [
    resolveLetter(env.DB, order.orderNumber, letterId, at),
    requireOneChange(env.DB),
    audit(env.DB, { at, ...actor, action: 'letter_resolved', orderNumber: order.orderNumber, detail: note }),
  ]);
}

function atThePrintService(): Refusal {
  return new Refusal('conflict', 'at_print_service', 'operator.atPrintService');
}

/**
 * Cancelled; lapsed (posted, nothing owed any more); the customer's letter posted and the second person's,
 * not yet sent, cancelled; or posted and the rest still owed ended with the remainder refunded.
 */
export type WithdrawalOutcome = 'cancelled' | 'lapsed' | 'second_person_cancelled' | 'rest_cancelled';

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
  // the withdrawn order, payments/outcomes.ts refunds it as a late payment.
  return jobs;
}

/**
 * Answers a withdrawal. Before posting the order is cancelled (status withdrawn) in one guarded step
 * with its effects; after posting the service was fully performed and the right has lapsed
 * (docs/product.md, 'Dispatch'), which the mail says. Answering twice (two operators at once) cancels and refunds once.
 */
export async function answerWithdrawal(env: Env, order: Order, actor: Actor, now: Date): Promise<WithdrawalOutcome> {
  const at = now.toISOString();
  const answer = (outcome: WithdrawalOutcome, refundCents = SECOND_PERSON_REFUND_CENTS) => [
    markWithdrawalsHandled(env.DB, order.orderNumber, at),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      withdrawalAnsweredMail({
        email: order.email,
        firstName: order.personalData.firstName,
        orderNumber: order.orderNumber,
        outcome,
        refundText: formatPrice(refundCents, order.customerLanguage),
        locale: order.customerLanguage,
      }),
      at,
    ),
    audit(env.DB, {
      at,
      ...actor,
      action: 'withdrawal_answered',
      orderNumber: order.orderNumber,
      detail: outcome,
    }),
  ];

  const cancellable = ['awaiting_payment', 'payment_processing', 'paid'] as const;
  if ((cancellable as readonly string[]).includes(order.status)) {
    const effects = [...cancellationJobs(env, order, at), ...answer('cancelled')];
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
  // Posted, and something still owed: within the period the rest ends, with the value of the performed
  // part kept and the remainder refunded (a second person's application still awaited is part of the rest).
  if (order.status === 'submitted' || order.status === 'closed') {
    const rest = await restOfPostedOrder(env, order);
    if (rest) {
      const pending = order.status === 'submitted' && (await secondPersonWait(env, order)).pending;
      const statements = [
        ...(pending ? await endSecondPersonWaitStatements(env, order, at, { orderPart: false }) : []),
        ...(await endRestStatements(env, order, rest, at)),
        ...answer('rest_cancelled', rest.refundCents),
      ];
      if (await runGuardedBatch(env.DB, statements)) {
        await runOrderEffects(env, order.orderNumber, now);
        return 'rest_cancelled';
      }
      const current = await findOrder(env.DB, order.orderNumber);
      if (current && current.status !== order.status) return answerWithdrawal(env, current, actor, now);
      // Answered at the same moment by another operator: one answer, one refund.
      return 'rest_cancelled';
    }
  }
  // The customer's letter is posted, the second person's not yet: what is not performed yet is cancelled.
  if (order.status === 'submitted' && (await secondPersonWait(env, order)).pending) {
    const rest = await endSecondPersonWaitStatements(env, order, at);
    if (await runGuardedBatch(env.DB, [...rest, ...answer('second_person_cancelled')])) {
      await runOrderEffects(env, order.orderNumber, now);
      return 'second_person_cancelled';
    }
    const current = await findOrder(env.DB, order.orderNumber);
    if (current && current.status !== order.status) return answerWithdrawal(env, current, actor, now);
    // Answered at the same moment by another operator: one answer, one refund.
    return 'second_person_cancelled';
  }
  if (order.status === 'printed' || order.status === 'second_person_due') {
    // At the printer: it cannot be taken back by a button; once posted the right has lapsed.
    throw new Refusal('conflict', 'printed', 'operator.withdrawalWhilePrinted');
  }
  const lapsed = order.status === 'submitted' || order.status === 'closed' || order.status === 'correction_requested';
  // Superseded, expired or failed orders were never paid: nothing to cancel, the answer says cancelled.
  await env.DB.batch(answer(lapsed ? 'lapsed' : 'cancelled'));
  return lapsed ? 'lapsed' : 'cancelled';
}
