// The operator's check of a proof of a change of name sent from the status page (services/name-proofs/review.ts),
// by order number: a proof that is not waiting (any more), or an order that does not exist, is one 409.
import type { Env } from '../../env';
import { findOrder } from '../../db/orders';
import { Refusal } from '../../lib/refusal';
import { confirmNameProof, rejectNameProof } from '../name-proofs/review';
import type { Actor } from './order-actions';

const notWaiting = () => new Refusal('conflict', 'name_proof_not_pending', 'errors.nameProofNotPending');

/** Confirms the proof: it is printed with the application. */
export async function confirmNameProofOf(
  env: Env,
  orderNumber: string,
  uploadId: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const order = await findOrder(env.DB, orderNumber);
  if (!order || !(await confirmNameProof(env, order, uploadId, actor, now))) throw notWaiting();
}

/** Rejects the proof: it is deleted and the customer mailed. */
export async function rejectNameProofOf(
  env: Env,
  orderNumber: string,
  uploadId: string,
  actor: Actor,
  ctx: { now: Date; origin: string },
): Promise<void> {
  const order = await findOrder(env.DB, orderNumber);
  if (!order || !(await rejectNameProof(env, order, uploadId, actor, ctx))) throw notWaiting();
}
