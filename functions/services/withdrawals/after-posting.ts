// A withdrawal after posting (§ 356 (4), § 357a (2) BGB). Posting completes the contract only where nothing
// is owed afterwards. Where the order still owes something (the letter copy, the Korrekturoption, the
// 12-month reminder, the SMS, a second person's application not posted yet), a withdrawal within the
// period ends the rest: the customer pays the value of what was performed (src/domain/withdrawal-refund.ts,
// the one rule AGB § 7, the FAQ and the mails state) and gets the rest of the price back.
import { planById } from '../../../src/domain/catalog';
import { refundAfterPostingCents, withdrawalPeriodEnds } from '../../../src/domain/withdrawal-refund';
import type { Env } from '../../env';
import { enqueueJob } from '../../db/jobs';
import { clearLetterKeys, lettersOfOrder } from '../../db/letters';
import { transitionStatements, type Order } from '../../db/orders';
import { addTimeline, requireNoEvent } from '../../db/timeline';
import { withdrawalsOf } from '../../db/withdrawals';

export interface RestOfOrder {
  /** What comes back: the price less the value of what was performed (may be nothing). */
  refundCents: number;
}

/**
 * What a withdrawal ends of a posted order, or null when nothing is owed any more (the right lapsed with
 * the posting) or the withdrawal came after its period. A second person's application still awaited is
 * counted as not performed.
 */
export async function restOfPostedOrder(env: Env, order: Order): Promise<RestOfOrder | null> {
  const [first] = await withdrawalsOf(env.DB, order.orderNumber);
  if (!first || new Date(first.receivedAt) >= withdrawalPeriodEnds(new Date(order.createdAt))) return null;
  const letters = await lettersOfOrder(env.DB, order.orderNumber);
  const secondPersonPosted = letters.some((l) => l.applicants.includes('partner') && l.sentAt !== null);
  const refundCents = refundAfterPostingCents({ ...order, secondPersonPosted });
  // The letter copy is owed for 12 months after posting, whatever it is worth.
  const owesMore = refundCents > 0 || planById(order.plan).letterCopy;
  return owesMore ? { refundCents } : null;
}

/**
 * Ends the rest, in one guarded batch with the caller's answer: the order closes (no correction, reminder
 * or SMS any more), the letter copy goes, the refund is queued once.
 */
export async function endRestStatements(
  env: Env,
  order: Order,
  rest: RestOfOrder,
  at: string,
): Promise<D1PreparedStatement[]> {
  const letterKeys = (await lettersOfOrder(env.DB, order.orderNumber)).flatMap((l) =>
    l.letterKey ? [l.letterKey] : [],
  );
  // Deleted before the batch: a copy is never offered that is no longer owed (a failed batch leaves it gone,
  // and the timeline then says so on the next answer).
  if (letterKeys.length) await env.DOCUMENTS.delete(letterKeys);
  const closing =
    order.status === 'submitted'
      ? transitionStatements(env.DB, order.orderNumber, ['submitted'], 'closed', at, 'Widerruf nach dem Versand')
      : [requireNoEvent(env.DB, order.orderNumber, 'withdrawn_after_posting')];
  return [
    ...closing,
    addTimeline(env.DB, order.orderNumber, at, 'withdrawn_after_posting', String(rest.refundCents)),
    clearLetterKeys(env.DB, order.orderNumber),
    ...(letterKeys.length ? [addTimeline(env.DB, order.orderNumber, at, 'letter_deleted')] : []),
    ...(rest.refundCents > 0
      ? [
          enqueueJob(
            env.DB,
            {
              kind: 'refund',
              orderNumber: order.orderNumber,
              round: 'withdrawal-after-posting',
              payload: { amountCents: rest.refundCents, reason: 'withdrawal_after_posting' },
            },
            at,
          ),
        ]
      : []),
  ];
}
