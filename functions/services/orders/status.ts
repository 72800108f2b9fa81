// What /status shows of an order (and the payment return): the rules between the HTTP route
// (routes/orders.ts) and the database (db/). Creating an order is in creation.ts, payment outcomes in
// payments/outcomes.ts, operator actions in back-office/order-actions.ts, the second person's data and
// documents in second-person/submit.ts.
import { berlinIsoDate } from '../../../src/domain/dates';
import { formatEuro } from '../../../src/domain/money';
import { planById } from '../../../src/domain/catalog';
import { DOCUMENTS_KEPT_IN, PAID_OR_LATER, POSTABLE_IN } from '../../../src/domain/order-lifecycle';
import { maskedCustomer, maskedEmail } from '../../../src/domain/order-access';
import { nameProofOffer } from '../../../src/domain/name-proof';
import { maskedMobile } from '../../../src/domain/mobile-number';
import { includesSmsUpdates } from '../../../src/domain/sms';
import { ADDON_ACCEPTED_IN } from '../../../src/domain/second-person-addon';
import type { Env } from '../../env';
import { addonsOf } from '../../db/addons';
import { lettersOfOrder } from '../../db/letters';
import type { Order } from '../../db/orders';
import { timelineOf } from '../../db/timeline';
import { findSmsSubscription } from '../../db/sms';
import { canCorrectBeforePosting, correctionAfterPostingState } from '../corrections/rules';
import type { ProofKind } from '../access/proofs';
import { secondPersonWaitOf, takesLateSecondPerson } from '../second-person/letter';

/**
 * What /status and the payment return show of an order. The status link reads the customer only masked
 * ("E. Mustermann", "51147 Köln"); the payment session id reads nothing personal at all. The full data
 * is read by the correction form alone (correctionData), while a correction is possible.
 */
export async function orderStatusView(env: Env, order: Order, by: ProofKind, now: Date) {
  // Side by side, and each only where the order needs it: its letters tell whether a second person still waits.
  const [timeline, letters, sms] = await Promise.all([
    timelineOf(env.DB, order.orderNumber),
    order.requiresSecondPerson ? lettersOfOrder(env.DB, order.orderNumber) : [],
    by === 'token' && !order.anonymised && includesSmsUpdates(order.plan)
      ? findSmsSubscription(env.DB, order.orderNumber)
      : null,
  ]);
  // Only an order whose customer started a second person has add-ons: the others read no more.
  const addons = timeline.some((t) => t.event === 'second_person_ordered')
    ? await addonsOf(env.DB, order.orderNumber)
    : [];
  const addon = addons[0] ?? null;
  const wait = secondPersonWaitOf(order, letters, timeline);
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    paid: PAID_OR_LATER.includes(order.status),
    plan: order.plan,
    extras: order.extras,
    totalCents: order.totalCents,
    total: formatEuro(order.totalCents),
    requiresSecondPerson: order.requiresSecondPerson,
    secondPersonSubmitted: order.partnerSubmittedAt !== null,
    secondPersonComplete: wait.complete,
    secondPersonAwaitedUntil:
      wait.pending &&
      !wait.complete &&
      wait.endsAt &&
      (DOCUMENTS_KEPT_IN.includes(order.status) || takesLateSecondPerson(order, wait, now))
        ? berlinIsoDate(wait.endsAt)
        : null,
    // A package without a second person can add one after payment, for its own price (second-person/addon.ts).
    secondPersonOffered: !order.requiresSecondPerson && ADDON_ACCEPTED_IN.includes(order.status),
    // The newest add-on's state; its data stays with the Worker (the tab keeps its own unfinished form).
    secondPersonAddon: addon && { status: addon.status, total: formatEuro(addon.priceCents) },
    dispatchDeadline: order.dispatchDeadline,
    timeline: timeline.map(({ at, event }) => ({ at, event })),
    customer: by === 'token' && !order.anonymised ? maskedCustomer(order.personalData) : null,
    email: by === 'token' && !order.anonymised ? maskedEmail(order.email) : null,
    // Pro's SMS updates: the number masked, and whether they still run (the status link may end them).
    sms: sms && { number: maskedMobile(sms.number), active: sms.optedOutAt === null },
    // Once printed (or handed to the print service) a correction waits for the next letter.
    printed: order.status === 'printed' || (order.printedAt !== null && POSTABLE_IN.includes(order.status)),
    correctable: by === 'token' && canCorrectBeforePosting(order),
    // Korrekturoption: one correction after posting (see services/corrections/personal-data.ts).
    correctionAfterPosting: correctionAfterPostingState(order, timeline, now),
    letterCopy: letterCopyState(order, timeline),
    // "Namensnachweis nachreichen": offered with the status link while the application is not printed.
    nameProof:
      by === 'token' && !order.anonymised
        ? nameProofOffer(
            order.status,
            timeline.map((t) => t.event),
          )
        : null,
  };
}

/** Plus/Pro: whether the copy of the letter as sent can be downloaded now. */
function letterCopyState(order: Order, timeline: readonly { event: string }[]): 'available' | 'not_included' | 'none' {
  if (!planById(order.plan).letterCopy) return 'not_included';
  // The newest copy counts: a second posting archives a new one after an earlier one was deleted.
  const archived = timeline.findLastIndex((t) => t.event === 'letter_archived');
  return archived > timeline.findLastIndex((t) => t.event === 'letter_deleted') ? 'available' : 'none';
}
