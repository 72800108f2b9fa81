// Wrong proofs, and the allowance of the right ones (docs/architecture.md, 'Who may see an order'). A proof opens one
// order: a status link's token, a payment session id, the second person's link, an e-mail change link.
// Counting every request per order before its proof was checked let ten strangers with made-up tokens lock
// the customer out for the rest of the hour. So the limits follow who spends them:
// - a wrong proof counts against the client's address: after WRONG_PROOFS_PER_CLIENT in an hour, that
//   address is refused before any proof is looked at (lib/proof-limits.ts); every other address goes on;
// - a valid proof spends its order's own allowance on the endpoint (spendOrderAllowance), which only
//   someone holding a proof can spend;
// - wrong proofs for one existing order are counted too: at WRONG_PROOF_ALERT in an hour support gets one
//   mail with the order number and the count (nothing personal, no address).
import type { Env } from '../../env';
import { enqueueMail } from '../../db/outbox';
import { countHit, countHitStatement, hitCountOf, readHitCount } from '../../db/rate-limits';
import { fixedWindow } from '../../lib/rate-limit';
import { tooManyRequests } from '../../lib/refusal';
import { wrongProofsToSupportMail } from './support-mails';
import { opsEmail } from '../operations/alerts';

const HOUR_SECONDS = 3600;
/** Wrong proofs one client address may present in an hour, over all endpoints together. */
export const WRONG_PROOFS_PER_CLIENT = 10;
/** Wrong proofs for one order in an hour at which support is told (once per order and hour). */
export const WRONG_PROOF_ALERT = 20;

const CLIENT_BUCKET = 'wrong_proof';
const ORDER_BUCKET = 'wrong_proof:order';

/** Refuses a client address that has presented too many wrong proofs this hour, before its proof is checked. */
export async function refuseClientWithWrongProofs(env: Env, ipHash: string, now: Date): Promise<void> {
  const window = fixedWindow(now, HOUR_SECONDS);
  if ((await readHitCount(env.DB, CLIENT_BUCKET, ipHash, window.start)) >= WRONG_PROOFS_PER_CLIENT) {
    throw tooManyRequests(window.secondsLeft);
  }
}

/**
 * Counts a wrong proof against the client's address and, when the order exists, against the order; the
 * wrong proof that reaches WRONG_PROOF_ALERT for the order queues the mail to support (its id makes it
 * one per order and hour). Returns whether that mail was queued.
 */
export async function recordWrongProof(
  env: Env,
  ipHash: string,
  orderNumber: string | null,
  now: Date,
): Promise<boolean> {
  const window = fixedWindow(now, HOUR_SECONDS);
  if (!orderNumber) {
    await countHit(env.DB, CLIENT_BUCKET, ipHash, window.start);
    return false;
  }
  const [, byOrder] = await env.DB.batch([
    countHitStatement(env.DB, CLIENT_BUCKET, ipHash, window.start),
    countHitStatement(env.DB, ORDER_BUCKET, orderNumber, window.start),
  ]);
  const count = hitCountOf(byOrder!);
  if (count !== WRONG_PROOF_ALERT) return false;
  const mail = wrongProofsToSupportMail({
    orderNumber,
    count,
    windowMinutes: HOUR_SECONDS / 60,
    perClient: WRONG_PROOFS_PER_CLIENT,
    supportEmail: opsEmail(env),
  });
  await enqueueMail(env.DB, `wrong-proofs:${orderNumber}:${window.start}`, mail, now.toISOString()).run();
  return true;
}

/** An endpoint's allowance per order, spent only by requests whose proof was valid. */
export interface OrderAllowance {
  /** The endpoint's counter (endpoints that share one share the allowance). */
  bucket: string;
  perOrder: number;
  windowSeconds: number;
}

/** Counts a request whose proof was valid against its order's allowance; refuses it beyond the allowance. */
export async function spendOrderAllowance(
  env: Env,
  { bucket, perOrder, windowSeconds }: OrderAllowance,
  orderNumber: string,
  now: Date,
): Promise<void> {
  const window = fixedWindow(now, windowSeconds);
  if ((await countHit(env.DB, `${bucket}:order`, orderNumber, window.start)) > perOrder) {
    throw tooManyRequests(window.secondsLeft);
  }
}
