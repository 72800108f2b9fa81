// One order in the back office: found by its number, shown with everything the operator needs and only the
// actions its state allows, its documents read (each read audited), and what the operator does by hand
// (posted, a letter in trouble taken care of).
import { EXTRAS, planById } from '../../../src/domain/catalog';
import { berlinIsoDate } from '../../../src/domain/dates';
import { DOCUMENTS_KEPT_IN, POSTABLE_IN } from '../../../src/domain/order-lifecycle';
import { formatEuro } from '../../../src/domain/money';
import type { Env } from '../../env';
import { lettersOfOrder } from '../../db/letters';
import { audit } from '../../db/operators';
import { findOrder, type Order } from '../../db/orders';
import { mailsOfOrder } from '../../db/outbox';
import { timelineOf } from '../../db/timeline';
import { findUploadsOfOrder } from '../../db/uploads';
import { Refusal } from '../../lib/refusal';
import { legalVersionsSummary } from '../contract-confirmation/issue';
import { getDecrypted, missingObjects } from '../documents/store';
import { withdrawalsForBackOffice } from '../withdrawals/declarations';
import { letterForHand, markSubmitted, resolveTroubleLetter, type Actor } from './order-actions';
import { queueItemOf, secondPersonOf } from './queue';

/** What the order page may offer: each only where the order's state allows it. */
type OrderAction = 'print' | 'print_partner' | 'mark_submitted' | 'answer_withdrawal' | 'review_name_proof';

/** The order with this number, or a 404. */
export async function backOfficeOrder(env: Env, orderNumber: string): Promise<Order> {
  const order = await findOrder(env.DB, orderNumber);
  if (!order) throw new Refusal('not_found', 'not_found', 'errors.orderNotFound');
  return order;
}

/** The order page: the order, its documents, timeline, mails, withdrawals and letters, and the actions its state allows. */
export async function orderDetail(env: Env, order: Order, now: Date) {
  const today = berlinIsoDate(now);
  const [uploads, timeline, mails, withdrawals, item] = await Promise.all([
    findUploadsOfOrder(env.DB, order.orderNumber),
    timelineOf(env.DB, order.orderNumber),
    mailsOfOrder(env.DB, order.orderNumber),
    withdrawalsForBackOffice(env.DB, order),
    queueItemOf(env, order, today),
  ]);
  // Listed as kept but gone from storage: deleted after a posting the restored database does not know of.
  const gone = await missingObjects(
    env,
    uploads.filter((u) => u.deleted_at === null).map((u) => u.object_key),
  );
  const live = uploads.filter((u) => u.deleted_at === null && !gone.has(u.object_key));
  const hasLive = (kinds: string[]) => kinds.every((kind) => live.some((u) => u.kind === kind));
  const printable = DOCUMENTS_KEPT_IN.includes(order.status);
  // Only what this state allows: the page offers these and nothing else.
  const actions: OrderAction[] = [
    ...(printable && hasLive(['front', 'back', 'signature']) ? (['print'] as const) : []),
    ...(printable && order.partner && hasLive(['partner-front', 'partner-back', 'partner-signature'])
      ? (['print_partner'] as const)
      : []),
    // A letter at the print service is posted when the service reports it, not by a button.
    ...(POSTABLE_IN.includes(order.status) ||
    (order.status === 'printed' && (await letterForHand(env, order.orderNumber)))
      ? (['mark_submitted'] as const)
      : []),
    ...(item?.withdrawal === 'open' ? (['answer_withdrawal'] as const) : []),
    // A proof of a change of name sent from the status page: checked by a person before it is printed.
    ...(order.status === 'paid' && live.some((u) => u.review === 'pending') ? (['review_name_proof'] as const) : []),
  ];
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    plan: order.plan,
    planName: planById(order.plan).name,
    extras: EXTRAS.filter((extra) => order.extras.includes(extra.id)).map((extra) => extra.name),
    total: formatEuro(order.totalCents),
    language: order.language,
    customerLanguage: order.customerLanguage,
    email: order.email,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    printedAt: order.printedAt,
    // A correction after the last print (Korrekturoption): the printed letter is out of date.
    changedAfterPrint:
      order.printedAt !== null && order.personalDataChangedAt !== null && order.personalDataChangedAt > order.printedAt,
    personalData: order.personalData,
    partnerData: order.partner?.partnerData ?? null,
    partnerAdditionalInfo: order.partner?.additionalInfo || null,
    partnerSubmittedAt: order.partnerSubmittedAt,
    secondPerson: item?.secondPerson ?? secondPersonOf(order, false),
    dispatchDeadline: order.dispatchDeadline,
    overdue: item?.overdue ?? false,
    dueToday: item?.dueToday ?? false,
    needsAttention: item?.needsAttention ?? false,
    withdrawal: item?.withdrawal ?? null,
    legalVersions: legalVersionsSummary(order.evidence),
    documents: uploads.map((u) => ({
      id: u.id,
      kind: u.kind,
      mime: u.mime,
      size: u.size,
      deleted: u.deleted_at !== null,
      /** Kept by its row but no longer in storage: shown as "Datei bereits gelöscht". */
      gone: u.deleted_at === null && gone.has(u.object_key),
      /** A later name proof: 'pending' waits for the operator; 'confirmed' is printed, 'rejected' not. */
      review: u.review,
    })),
    timeline,
    mails,
    withdrawals,
    // Every letter made for the order, with the hashes of what was printed and of the copy.
    letters: (await lettersOfOrder(env.DB, order.orderNumber)).map((l) => ({
      id: l.id,
      createdAt: l.createdAt,
      applicants: l.applicants,
      channel: l.channel,
      state: l.state,
      deliveryProduct: l.deliveryProduct,
      price: l.priceCents === null ? null : formatEuro(l.priceCents),
      reason: l.reason,
      handedOverAt: l.handedOverAt,
      sentAt: l.sentAt,
      resolved: l.resolvedAt !== null,
      envelopeSha256: l.envelopeSha256,
      letterSha256: l.letterSha256,
      pages: l.pages,
    })),
    actions,
  };
}

/** One of the order's documents for the operator to look at, the read audited; 404 when deleted, 410 when its file is gone. */
export async function readOrderDocument(
  env: Env,
  order: Order,
  id: string,
  actor: Actor,
  now: Date,
): Promise<{ bytes: Uint8Array; mime: string }> {
  const upload = (await findUploadsOfOrder(env.DB, order.orderNumber)).find((u) => u.id === id);
  if (!upload || upload.deleted_at) throw new Refusal('not_found', 'not_found', 'operator.documentNotFound');
  const bytes = await getDecrypted(env, upload.object_key);
  if (!bytes) throw new Refusal('gone', 'file_gone', 'operator.fileGone');
  await audit(env.DB, {
    at: now.toISOString(),
    ...actor,
    action: 'document_read',
    orderNumber: order.orderNumber,
    detail: upload.kind,
  }).run();
  return { bytes, mime: upload.mime };
}

/**
 * Marks the order posted by hand, which deletes its ID copies and signatures in the same step; the number of
 * documents deleted, or a 409 for an order that is not paid and waiting to be posted.
 */
export async function markPosted(env: Env, order: Order, actor: Actor, now: Date): Promise<number> {
  const deleted = await markSubmitted(env, order, actor, now);
  if (deleted === null) throw new Refusal('conflict', 'not_paid', 'operator.notSubmittable');
  return deleted;
}

/** The day's stack posted: each order on its own; per number the documents deleted, or null (unknown, not postable). */
export async function markPostedByNumbers(
  env: Env,
  orderNumbers: readonly string[],
  actor: Actor,
  now: Date,
): Promise<Record<string, number | null>> {
  const results: Record<string, number | null> = {};
  for (const number of orderNumbers) {
    const order = await findOrder(env.DB, number);
    results[number] = order ? await markSubmitted(env, order, actor, now) : null;
  }
  return results;
}

/** A letter in trouble taken care of (resolveTroubleLetter), or a 409 when it needed no hand (any more). */
export async function resolveLetterByHand(
  env: Env,
  order: Order,
  letterId: string,
  note: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  if (!(await resolveTroubleLetter(env, order, letterId, note, actor, now)))
    throw new Refusal('conflict', 'letter_not_in_trouble', 'operator.letterNotInTrouble');
}
