// What POST /api/orders answers, and what its idempotency key keeps of that answer: the same request again
// gets the same order back (its status token sealed with the documents key, so the stored answer is no key to
// the order), another body under the same key a conflict, a request still running "in progress".
import type { Env } from '../../env';
import type { IdempotencyRecord } from '../../db/idempotency';
import { sealText, unsealText } from '../../lib/document-keys';
import { Refusal } from '../../lib/refusal';

/** The answer to an order request. */
export interface CreatedOrder {
  orderNumber: string;
  statusToken: string;
  paymentUrl: string;
}

/**
 * What an idempotency key keeps of the answer: the status token only encrypted with the documents key,
 * with that key's id (absent in answers stored before key ids).
 */
export type StoredAnswer = Omit<CreatedOrder, 'statusToken'> & { sealedStatusToken: string; sealedKeyId?: string };

const sealedTokenContext = (orderNumber: string) => `idempotent-status-token:${orderNumber}`;

/** A stored answer's sealed token as the key rotation re-seals it, or null for a row without one. */
export function sealedTokenOfAnswer(json: string): { value: string; keyId: string | null; context: string } | null {
  const stored = JSON.parse(json) as Partial<StoredAnswer>;
  if (!stored.sealedStatusToken || !stored.orderNumber) return null;
  return {
    value: stored.sealedStatusToken,
    keyId: stored.sealedKeyId ?? null,
    context: sealedTokenContext(stored.orderNumber),
  };
}

/** The stored answer with its token re-sealed. */
export function answerWithSealedToken(json: string, value: string, keyId: string): string {
  return JSON.stringify({ ...(JSON.parse(json) as StoredAnswer), sealedStatusToken: value, sealedKeyId: keyId });
}

export async function sealStatusToken(env: Env, orderNumber: string, token: string) {
  const { value, keyId } = await sealText(env, token, sealedTokenContext(orderNumber));
  return { sealedStatusToken: value, sealedKeyId: keyId };
}

async function replayOf(env: Env, stored: StoredAnswer): Promise<CreatedOrder> {
  const context = sealedTokenContext(stored.orderNumber);
  const { text } = await unsealText(env, stored.sealedStatusToken, context, stored.sealedKeyId ?? null);
  return { orderNumber: stored.orderNumber, paymentUrl: stored.paymentUrl, statusToken: text };
}

/** The answer for a key another request holds or finished: its order again, or why not. */
export async function answerTakenKey(
  env: Env,
  existing: IdempotencyRecord | null,
  requestHash: string,
): Promise<CreatedOrder> {
  if (existing && existing.requestHash !== requestHash) {
    throw new Refusal('conflict', 'idempotency_conflict', 'errors.idempotencyConflict');
  }
  if (existing?.response) return replayOf(env, existing.response as StoredAnswer);
  throw new Refusal('conflict', 'in_progress', 'errors.orderInProgress', { retryAfterSeconds: 2 });
}
