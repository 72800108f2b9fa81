// The second person is never lost. Their ID copy and signature may come after the customer's letter
// went alone (it waits only until its deadline morning): the posted order then takes them and sends
// the second person's letter as its own dispatch. The wait ends SECOND_PERSON_DOCUMENTS_DAYS after the
// payment that bought the second person: a reminder some days before, then the second person's price
// goes back (AGB § 3 (4)).
import site from '../../../content/site.json';
import { SECOND_PERSON_ADDON_CENTS } from '../../../src/domain/second-person-addon';
import { dispatchDeadline, handOverAt, secondPersonDocumentsEnd } from '../../../src/domain/dispatch';
import type { Env } from '../../env';
import { addonsOf, transitionAddon } from '../../db/addons';
import { enqueueJob } from '../../db/jobs';
import { lettersOfOrder, type Letter } from '../../db/letters';
import { requireOneChange, setDispatchDeadline, transitionStatements, type Order } from '../../db/orders';
import { addTimeline, addTimelineOnce, timelineOf, type TimelineEntry } from '../../db/timeline';

export interface SecondPersonWait {
  /** The order has a second person whose application is in no letter yet and whose wait has not ended. */
  pending: boolean;
  /** Their ID copy and signature are in. */
  complete: boolean;
  /** When the wait ends (null without a second person). */
  endsAt: Date | null;
}

/** When the second person was paid for: with the order, or later as the add-on. */
function secondPersonPaidAt(order: Order, timeline: readonly TimelineEntry[]): string | null {
  const added = timeline.findLast((t) => t.event === 'second_person_added')?.at ?? null;
  if (!order.paidAt) return added;
  return added && added > order.paidAt ? added : order.paidAt;
}

export async function secondPersonWait(env: Env, order: Order): Promise<SecondPersonWait> {
  if (!order.requiresSecondPerson) return secondPersonWaitOf(order, [], []);
  const [letters, timeline] = await Promise.all([
    lettersOfOrder(env.DB, order.orderNumber),
    timelineOf(env.DB, order.orderNumber),
  ]);
  return secondPersonWaitOf(order, letters, timeline);
}

/** The wait from the order's letters and timeline, for a caller that has read them already. */
export function secondPersonWaitOf(
  order: Order,
  letters: readonly Pick<Letter, 'applicants'>[],
  timeline: readonly TimelineEntry[],
): SecondPersonWait {
  if (!order.requiresSecondPerson) return { pending: false, complete: false, endsAt: null };
  const paidAt = secondPersonPaidAt(order, timeline);
  return {
    pending:
      !letters.some((l) => l.applicants.includes('partner')) &&
      !timeline.some((t) => t.event === 'second_person_lapsed'),
    complete: timeline.some((t) => t.event === 'partner_documents_complete'),
    endsAt: paidAt ? secondPersonDocumentsEnd(paidAt) : null,
  };
}

/** A posted order still takes the second person's data and documents while they are awaited. */
export function takesLateSecondPerson(order: Order, wait: SecondPersonWait, now: Date): boolean {
  return order.status === 'submitted' && wait.pending && wait.endsAt !== null && now < wait.endsAt;
}

/**
 * The posted order takes the second person's documents: it moves to second_person_due with a deadline
 * counted from now (AGB § 4 (2): the periods start when the documents are complete), and the durable
 * dispatch job makes and sends their letter. Runs in the same guarded batch as what brought them.
 */
export function secondPersonLetterStatements(env: Env, order: Order, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  const deadline = dispatchDeadline({
    plan: order.plan,
    extras: order.extras,
    paidAt: now,
    cutoff: site.dispatchCutoff,
  });
  return [
    ...transitionStatements(env.DB, order.orderNumber, ['submitted'], 'second_person_due', at),
    setDispatchDeadline(env.DB, order.orderNumber, deadline),
    addTimeline(env.DB, order.orderNumber, at, 'dispatch_deadline', deadline),
    enqueueJob(
      env.DB,
      {
        kind: 'dispatch_letter',
        orderNumber: order.orderNumber,
        round: `partner-${at}`,
        runAt: handOverAt(order.plan, order.extras, now, deadline).toISOString(),
      },
      at,
    ),
  ];
}

/** What goes back when the second person never sent their documents: the add-on's payment, or Duo+'s price. */
export const SECOND_PERSON_REFUND_CENTS = SECOND_PERSON_ADDON_CENTS;

/**
 * The refund: the add-on's own payment when the second person was bought later, else Duo+'s price of the
 * order's (unless `orderPart` is false: a withdrawal after posting refunds that within its own amount).
 */
async function refundStatements(env: Env, order: Order, at: string, orderPart = true): Promise<D1PreparedStatement[]> {
  const addon = (await addonsOf(env.DB, order.orderNumber)).find((a) => a.status === 'paid');
  const job = { kind: 'refund' as const, orderNumber: order.orderNumber, round: 'second-person-lapsed' };
  if (addon)
    return [
      transitionAddon(env.DB, addon.id, ['paid'], 'refunded', at),
      requireOneChange(env.DB),
      enqueueJob(env.DB, { ...job, payload: { addonId: addon.id, reason: 'second_person_lapsed' } }, at),
    ];
  if (!orderPart) return [];
  return [
    enqueueJob(
      env.DB,
      { ...job, payload: { amountCents: SECOND_PERSON_REFUND_CENTS, reason: 'second_person_lapsed' } },
      at,
    ),
  ];
}

/**
 * The wait ends without the second person's letter (its period is over, or the customer withdrew): their
 * price goes back, once. Guarded: documents that came meanwhile moved the order on, and then nothing ends.
 */
export async function endSecondPersonWaitStatements(
  env: Env,
  order: Order,
  at: string,
  { orderPart = true }: { orderPart?: boolean } = {},
): Promise<D1PreparedStatement[]> {
  return [
    env.DB.prepare("UPDATE orders SET updated_at = ?2 WHERE order_number = ?1 AND status = 'submitted'").bind(
      order.orderNumber,
      at,
    ),
    requireOneChange(env.DB),
    addTimelineOnce(env.DB, order.orderNumber, at, 'second_person_lapsed'),
    requireOneChange(env.DB),
    ...(await refundStatements(env, order, at, orderPart)),
  ];
}
