// The operator's check of a proof of a change of name sent from the status page (a person looks whether the
// certificate matches the ID and the order): confirmed, it is printed with the application; rejected, it
// is never printed, its file is deleted and the customer is mailed, with a fresh status link to send
// another. Both only while the order is paid (not printed yet), each recorded on the timeline and audited.
import type { Env } from '../../env';
import { decideNameProof } from '../../db/name-proofs';
import { audit } from '../../db/operators';
import { requireOneChange, runGuardedBatch, type Order } from '../../db/orders';
import { addTimeline } from '../../db/timeline';
import { enqueueMail } from '../../db/outbox';
import { findUploadsOfOrder, markUploadDeleted } from '../../db/uploads';
import { mintStatusToken, statusUrl } from '../access/proofs';
import type { Actor } from '../back-office/order-actions';
import { nameProofRejectedMail } from './mails';

/** Confirms a waiting proof; false when it was not waiting (any more) or the order is no longer paid. */
export async function confirmNameProof(
  env: Env,
  order: Order,
  uploadId: string,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  return runGuardedBatch(env.DB, [
    decideNameProof(env.DB, order.orderNumber, uploadId, 'confirmed'),
    requireOneChange(env.DB),
    addTimeline(env.DB, order.orderNumber, at, 'name_proof_confirmed'),
    audit(env.DB, { at, ...actor, action: 'name_proof_confirmed', orderNumber: order.orderNumber }),
  ]);
}

/**
 * Rejects a waiting proof: marked rejected with the timeline entry, the audit row and the customer's mail
 * in one guarded batch, then its file deleted (a file that cannot be deleted now goes with the order's
 * documents after posting, as a rejected proof is never printed). False when it was not waiting.
 */
export async function rejectNameProof(
  env: Env,
  order: Order,
  uploadId: string,
  actor: Actor,
  ctx: { now: Date; origin: string },
): Promise<boolean> {
  const at = ctx.now.toISOString();
  const link = await mintStatusToken(env.DB, order.orderNumber, at);
  const mail = nameProofRejectedMail({
    email: order.email,
    firstName: order.personalData.firstName,
    orderNumber: order.orderNumber,
    statusUrl: statusUrl(ctx.origin, order.orderNumber, link.token, order.customerLanguage),
    supportEmail: env.SUPPORT_EMAIL,
    locale: order.customerLanguage,
  });
  const rejected = await runGuardedBatch(env.DB, [
    decideNameProof(env.DB, order.orderNumber, uploadId, 'rejected'),
    requireOneChange(env.DB),
    addTimeline(env.DB, order.orderNumber, at, 'name_proof_rejected'),
    audit(env.DB, { at, ...actor, action: 'name_proof_rejected', orderNumber: order.orderNumber }),
    link.statement,
    enqueueMail(env.DB, crypto.randomUUID(), mail, at),
  ]);
  if (!rejected) return false;
  const upload = (await findUploadsOfOrder(env.DB, order.orderNumber)).find((u) => u.id === uploadId);
  if (upload) {
    // R2 first: the row is only marked deleted once its object is really gone.
    await env.DOCUMENTS.delete(upload.object_key);
    await markUploadDeleted(env.DB, upload.id, at).run();
  }
  return true;
}
