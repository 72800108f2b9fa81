// "Namensnachweis nachreichen" on the status page: a proof of a change of name, uploaded like the ID
// copies (POST /api/uploads, kind 'name-proof', checked by its bytes), is attached to the paid order and
// waits for an operator (review 'pending'). Only while the application is not printed: a printed letter is
// never changed, so a proof after that would only be kept for nothing.
import { nameProofOffer, type NameProofSubmission } from '../../../src/domain/name-proof';
import type { Env } from '../../env';
import { attachPendingNameProof } from '../../db/name-proofs';
import { findOrder, requireOneChange, runGuardedBatch, type Order } from '../../db/orders';
import { addTimeline, timelineOf } from '../../db/timeline';
import { Refusal } from '../../lib/refusal';
import { checkUploads } from '../uploads/checks';

const tooLate = () => new Refusal('conflict', 'name_proof_closed', 'errors.nameProofClosed');
const waiting = () => new Refusal('conflict', 'name_proof_pending', 'errors.nameProofPending');

/** Why the order takes no proof now, from what it is (null: it takes one). */
async function refusalFor(env: Env, order: Order): Promise<Refusal | null> {
  if (order.status !== 'paid') return tooLate();
  const events = (await timelineOf(env.DB, order.orderNumber)).map((t) => t.event);
  return nameProofOffer(order.status, events) === 'pending' ? waiting() : null;
}

/**
 * Attaches the proof to the order, waiting for an operator, with its timeline entry; in one guarded
 * batch, so a letter made or another proof sent at the same moment leaves the order as it was.
 */
export async function submitNameProof(env: Env, order: Order, body: NameProofSubmission, now: Date): Promise<void> {
  const refused = await refusalFor(env, order);
  if (refused) throw refused;
  const [upload] = await checkUploads(env.DB, body.uploads, { nameProof: 'name-proof' }, now);
  const at = now.toISOString();
  const committed = await runGuardedBatch(env.DB, [
    attachPendingNameProof(env.DB, upload!.id, order.orderNumber),
    requireOneChange(env.DB),
    addTimeline(env.DB, order.orderNumber, at, 'name_proof_received'),
  ]);
  if (committed) return;
  const current = await findOrder(env.DB, order.orderNumber);
  throw (current && (await refusalFor(env, current))) ?? new Refusal('conflict', 'upload_used', 'errors.uploadUsed');
}
