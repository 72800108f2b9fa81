// The durable job that sends an order's letter (queued with the payment, a correction after posting,
// or the second person's documents arriving late): make the letter once, then hand it to the print
// service. With DISPATCH_PROVIDER=manual it does nothing: the operator's daily batch prints the order.
import { customerLetterWaitEnds } from '../../../src/domain/priority';
import { POSTABLE_IN } from '../../../src/domain/order-lifecycle';
import { timelineOf } from '../../db/timeline';
import type { JobContext } from '../orders/job-context';
import { DocumentGone } from '../applications/build';
import { documentsGoneNote, handOverLetter, makeLetter, openLetterOf } from './letters';
import { dispatchProviderName, printService, printServiceCutoff } from './provider';

/** Thrown by a job that is not due yet after all; the drain runs it again at `until`, no attempt counted. */
export class JobDeferred extends Error {
  constructor(readonly until: Date) {
    super(`deferred until ${until.toISOString()}`);
    this.name = 'JobDeferred';
  }
}

export async function dispatchLetterJob({ env, order, now }: JobContext): Promise<D1PreparedStatement[]> {
  const channel = dispatchProviderName(env);
  // An unusable print service throws here: retried, then "Prüfen" for the operator.
  if (channel === 'manual' || !printService(env)) return [];
  let letter = await openLetterOf(env, order.orderNumber);
  if (!letter) {
    if (!POSTABLE_IN.includes(order.status)) return [];
    // A paid order's letter waits for the second person until its deadline morning (Pro: until shortly
    // before its hand-over deadline), then goes alone.
    if (order.status === 'paid' && order.requiresSecondPerson && order.dispatchDeadline) {
      const complete = (await timelineOf(env.DB, order.orderNumber)).some(
        (t) => t.event === 'partner_documents_complete',
      );
      const waitEnds = customerLetterWaitEnds(
        { ...order, dispatchDeadline: order.dispatchDeadline },
        printServiceCutoff(env),
      );
      if (!complete && now < waitEnds) throw new JobDeferred(waitEnds);
    }
    try {
      letter = await makeLetter(env, order, channel, now);
    } catch (error) {
      // The ID copy or signature is gone from storage: the job ends with the note, the order waits for a person.
      if (error instanceof DocumentGone) return documentsGoneNote(env, order.orderNumber, now.toISOString());
      throw error;
    }
    if (!letter) return [];
  }
  return handOverLetter(env, letter, order, now);
}
