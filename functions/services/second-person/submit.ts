// The second person's data and documents join a paid order: the customer's partner form (with the
// personal link mailed for the second person), the second person's own ID copy and signature through that
// link, and a fresh link on request. The rules between the HTTP routes (routes/orders.ts) and the database
// (db/); what /status shows of an order is in orders/status.ts.
import { secondPersonDocumentsEnd } from '../../../src/domain/dispatch';
import type { ExtendedDataSubmission } from '../../../src/domain/partner';
import { DOCUMENTS_KEPT_IN, PAID_OR_LATER } from '../../../src/domain/order-lifecycle';
import type { Env } from '../../env';
import { releaseWaitingLetter } from '../../db/jobs';
import { findOrder, requireOneChange, runGuardedBatch, setPartnerOnce, type Order } from '../../db/orders';
import { addTimeline, requireNoEvent } from '../../db/timeline';
import { attachUploads } from '../../db/uploads';
import { Refusal } from '../../lib/refusal';
import { usePartnerLink } from '../../db/partner-links';
import { validationError } from '../../lib/validate';
import { openPartnerLink, partnerLinkStatements } from './links';
import { secondPersonLetterStatements, secondPersonWait, takesLateSecondPerson } from './letter';
import { checkUploads, type UploadRefs } from '../uploads/checks';

const PARTNER_KINDS = { front: 'partner-front', back: 'partner-back', signature: 'partner-signature' } as const;

function noLongerAcceptsDocuments(): Refusal {
  return new Refusal('conflict', 'order_closed', 'errors.orderClosed');
}

/**
 * The second person's data after payment (the partner form's extended-data submission), with optional
 * uploads of kinds `partner-*`; mails the customer the personal link for the second person.
 */
export async function submitPartnerData(
  env: Env,
  order: Order,
  submission: ExtendedDataSubmission,
  uploadRefs: UploadRefs,
  ctx: { now: Date; origin: string },
): Promise<void> {
  // The form names the order it was opened for; a link of one order sent with another's data is refused.
  if (submission.originalOrderNumber !== order.orderNumber) {
    throw new Refusal('invalid', 'order_mismatch', 'errors.orderMismatch');
  }
  if (!order.requiresSecondPerson) {
    throw new Refusal('conflict', 'no_second_person', 'errors.noSecondPerson');
  }
  if (!PAID_OR_LATER.includes(order.status)) {
    throw new Refusal('conflict', 'not_paid', 'errors.partnerBeforePayment');
  }
  // Once in: the second person's name and address are where the KBA's answer goes, so a status link
  // or payment session cannot change them afterwards (the support changes them, answering the order's address).
  if (order.partnerSubmittedAt) throw new Refusal('conflict', 'partner_submitted', 'errors.partnerSubmitted');
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
    if (current?.partnerSubmittedAt) throw new Refusal('conflict', 'partner_submitted', 'errors.partnerSubmitted');
    throw uploadTakenMeanwhile();
  }
}

/** A document that another request attached between the check and the write. */
function uploadTakenMeanwhile(): Refusal {
  return new Refusal('conflict', 'upload_used', 'errors.uploadUsed');
}

/** The second person's own ID copy and signature, through the personal link of the partner mail. */
export async function submitPartnerDocuments(
  env: Env,
  orderNumber: string,
  body: { token?: unknown; uploads?: Partial<UploadRefs> },
  now: Date,
): Promise<void> {
  const { order, tokenHash } = await openPartnerLink(env, orderNumber, body.token, now);
  if (!order.partnerSubmittedAt) throw new Refusal('conflict', 'partner_missing', 'errors.partnerMissing');
  const late = await requireTakesSecondPerson(env, order, now);
  const refs = body.uploads ?? {};
  const slots = ['front', 'back', 'signature'] as const;
  const missing = slots.filter((slot) => !refs[slot]?.id || !refs[slot]?.token);
  if (missing.length) {
    throw validationError(
      missing.map((slot) => ({
        path: `uploads.${slot}`,
        key: slot === 'signature' ? 'validation.signature.missing' : 'validation.idUpload.missing',
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
    throw new Refusal('conflict', 'partner_missing', 'errors.partnerMissing');
  }
  const wait = await secondPersonWait(env, order);
  if (wait.complete) throw new Refusal('conflict', 'partner_complete', 'errors.partnerLinkUsed');
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
