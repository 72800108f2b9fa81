// Reading an order with its proof, what /status shows of it, and completing it with a second person:
// the rules between the HTTP routes (routes/orders.ts) and the database (db/). Creating an order is in
// order-creation.ts, payment outcomes in order-payments.ts, operator actions in order-admin.ts.
import { berlinIsoDate } from '../../src/domain/dates';
import { secondPersonDocumentsEnd } from '../../src/domain/dispatch';
import { formatEuro } from '../../src/domain/money';
import { ID_UPLOAD_MESSAGE, SIGNATURE_MESSAGE } from '../../src/domain/order-request';
import type { ExtendedDataSubmission } from '../../src/domain/partner';
import { planById } from '../../src/domain/catalog';
import { DOCUMENTS_KEPT_IN, PAID_OR_LATER, POSTABLE_IN } from '../../src/domain/order-lifecycle';
import { maskedCustomer, maskedEmail } from '../../src/domain/order-access';
import { nameProofOffer } from '../../src/domain/name-proof';
import { maskedMobile } from '../../src/domain/mobile-number';
import { includesSmsUpdates } from '../../src/domain/sms';
import { ADDON_ACCEPTED_IN } from '../../src/domain/second-person-addon';
import type { Env } from '../env';
import { addonsOf } from '../db/addons';
import { releaseWaitingLetter } from '../db/jobs';
import { lettersOfOrder } from '../db/letters';
import {
  addTimeline,
  findOrder,
  requireNoEvent,
  requireOneChange,
  runGuardedBatch,
  setPartnerOnce,
  timelineOf,
  type Order,
} from '../db/orders';
import { attachUploads } from '../db/uploads';
import { Refusal } from '../lib/refusal';
import { usePartnerLink } from '../db/partner-links';
import { findSmsSubscription } from '../db/sms';
import { canCorrectBeforePosting, correctionAfterPostingState } from './correction-rules';
import type { ProofKind } from './order-access';
import { validationError } from '../lib/validate';
import { openPartnerLink, PARTNER_LINK_USED_MESSAGE, partnerLinkStatements } from './partner-links';
import {
  secondPersonLetterStatements,
  secondPersonWait,
  secondPersonWaitOf,
  takesLateSecondPerson,
} from './second-person-letter';
import { checkUploads, UPLOAD_ALREADY_USED_MESSAGE, type UploadRefs } from './upload-checks';
import { MESSAGES } from '../../src/domain/messages';

const PARTNER_KINDS = { front: 'partner-front', back: 'partner-back', signature: 'partner-signature' } as const;

export const PARTNER_ALREADY_SUBMITTED_MESSAGE = MESSAGES.de['errors.partnerSubmitted'];

function noLongerAcceptsDocuments(): Refusal {
  return new Refusal('conflict', 'order_closed', MESSAGES.de['errors.orderClosed']);
}

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
    // A package without a second person can add one after payment, for its own price (second-person-addon.ts).
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
    // Korrekturoption: one correction after posting (see services/corrections.ts).
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

/**
 * The second person's data after payment (spec §3 "Extended-data submission"), with optional
 * uploads of kinds `partner-*`; mails the customer the personal link for the second person.
 */
export async function submitPartnerData(
  env: Env,
  order: Order,
  submission: ExtendedDataSubmission,
  uploadRefs: UploadRefs,
  ctx: { now: Date; origin: string },
): Promise<void> {
  if (!order.requiresSecondPerson) {
    throw new Refusal('conflict', 'no_second_person', MESSAGES.de['errors.noSecondPerson']);
  }
  if (!PAID_OR_LATER.includes(order.status)) {
    throw new Refusal('conflict', 'not_paid', MESSAGES.de['errors.partnerBeforePayment']);
  }
  // Once in: the second person's name and address are where the KBA's answer goes, so a status link
  // or payment session cannot change them afterwards (the support changes them, answering the order's address).
  if (order.partnerSubmittedAt) throw new Refusal('conflict', 'partner_submitted', PARTNER_ALREADY_SUBMITTED_MESSAGE);
  await requireTakesSecondPerson(env, order, ctx.now);
  const slots = Object.fromEntries(Object.entries(uploadRefs).filter(([slot]) => slot in PARTNER_KINDS));
  const partnerUploads = Object.keys(slots).length ? await checkUploads(env.DB, slots, PARTNER_KINDS, ctx.now) : [];
  const at = ctx.now.toISOString();
  const committed = await runGuardedBatch(env.DB, [
    setPartnerOnce(env.DB, order.orderNumber, submission.extendedData, at),
    requireOneChange(env.DB),
    addTimeline(
      env.DB,
      order.orderNumber,
      at,
      'partner_data_received',
      partnerUploads.length ? `${partnerUploads.length} Dateien` : null,
    ),
    ...attachUploads(
      env.DB,
      partnerUploads.map((u) => u.id),
      order.orderNumber,
    ),
    ...(await partnerLinkStatements(env, order, {
      at,
      expiresAt: secondPersonDocumentsEnd(order.paidAt ?? at),
      origin: ctx.origin,
      partnerFirstName: submission.extendedData.partnerData.firstName ?? null,
      mailId: crypto.randomUUID(),
    })),
  ]);
  if (!committed) {
    const current = await findOrder(env.DB, order.orderNumber);
    if (current?.partnerSubmittedAt)
      throw new Refusal('conflict', 'partner_submitted', PARTNER_ALREADY_SUBMITTED_MESSAGE);
    throw uploadTakenMeanwhile();
  }
}

/** A document that another request attached between the check and the write. */
function uploadTakenMeanwhile(): Refusal {
  return new Refusal('conflict', 'upload_used', UPLOAD_ALREADY_USED_MESSAGE);
}

/** The second person's own ID copy and signature, through the personal link of the partner mail. */
export async function submitPartnerDocuments(
  env: Env,
  orderNumber: string,
  body: { token?: unknown; uploads?: Partial<UploadRefs> },
  now: Date,
): Promise<void> {
  const { order, tokenHash } = await openPartnerLink(env, orderNumber, body.token, now);
  if (!order.partnerSubmittedAt) throw new Refusal('conflict', 'partner_missing', MESSAGES.de['errors.partnerMissing']);
  const late = await requireTakesSecondPerson(env, order, now);
  const refs = body.uploads ?? {};
  const slots = ['front', 'back', 'signature'] as const;
  const missing = slots.filter((slot) => !refs[slot]?.id || !refs[slot]?.token);
  if (missing.length) {
    throw validationError(
      missing.map((slot) => ({
        path: `uploads.${slot}`,
        message: slot === 'signature' ? SIGNATURE_MESSAGE : ID_UPLOAD_MESSAGE,
      })),
    );
  }
  const uploads = await checkUploads(
    env.DB,
    { front: refs.front!, back: refs.back!, signature: refs.signature! },
    PARTNER_KINDS,
    now,
  );
  const at = now.toISOString();
  const committed = await runGuardedBatch(env.DB, [
    // The link works once: of two submissions at the same moment, one stores its documents.
    usePartnerLink(env.DB, order.orderNumber, tokenHash, at),
    requireOneChange(env.DB),
    ...attachUploads(
      env.DB,
      uploads.map((u) => u.id),
      order.orderNumber,
    ),
    addTimeline(env.DB, order.orderNumber, at, 'partner_documents_complete'),
    // After the customer's letter: their own letter, unless the wait ended in the meantime. Before it:
    // the waiting letter goes now, with both applications, not at the end of the wait.
    ...(late
      ? [
          requireNoEvent(env.DB, order.orderNumber, 'second_person_lapsed'),
          ...secondPersonLetterStatements(env, order, now),
        ]
      : [releaseWaitingLetter(env.DB, order.orderNumber, at)]),
  ]);
  if (!committed) {
    await openPartnerLink(env, orderNumber, body.token, now);
    const current = await findOrder(env.DB, order.orderNumber);
    throw current?.status !== order.status ? noLongerAcceptsDocuments() : uploadTakenMeanwhile();
  }
}

/**
 * A fresh personal link for the second person, mailed to the order's own address (the status page's
 * button, for a lost or ended link); it replaces the older links and ends with the same wait.
 */
export async function resendPartnerLink(env: Env, order: Order, ctx: { now: Date; origin: string }): Promise<void> {
  if (!order.requiresSecondPerson || !order.partner) {
    throw new Refusal('conflict', 'partner_missing', MESSAGES.de['errors.partnerMissing']);
  }
  const wait = await secondPersonWait(env, order);
  if (wait.complete) throw new Refusal('conflict', 'partner_complete', PARTNER_LINK_USED_MESSAGE);
  await requireTakesSecondPerson(env, order, ctx.now);
  const at = ctx.now.toISOString();
  await env.DB.batch(
    await partnerLinkStatements(env, order, {
      at,
      expiresAt: wait.endsAt ?? secondPersonDocumentsEnd(order.paidAt ?? at),
      origin: ctx.origin,
      partnerFirstName: order.partner.partnerData.firstName || null,
      mailId: crypto.randomUUID(),
    }),
  );
}

/**
 * The second person's data and documents are taken while they can still be used: before the
 * customer's letter is posted, and afterwards while their own letter is awaited. True in that second case.
 */
async function requireTakesSecondPerson(env: Env, order: Order, now: Date): Promise<boolean> {
  if (DOCUMENTS_KEPT_IN.includes(order.status)) return false;
  if (takesLateSecondPerson(order, await secondPersonWait(env, order), now)) return true;
  throw noLongerAcceptsDocuments();
}
