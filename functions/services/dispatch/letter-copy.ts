// "Digitale Kopie deines Antrags (12 Monate)" (Plus, Pro): the letter as it went out (never the ID copies) is the
// letter pages stored when the letter was made (services/dispatch/letters.ts), with their SHA-256 on
// the letter's row; attached to the "posted" mail and downloadable on /status for LETTER_COPY_MONTHS,
// then deleted by the retention job. Nothing is rendered again for the copy.
import { planById } from '../../../src/domain/catalog';
import type { Env } from '../../env';
import { lettersOfOrder } from '../../db/letters';
import type { Order } from '../../db/orders';
import { Refusal } from '../../lib/refusal';
import { getDecrypted } from '../documents/store';

/** The R2 key under which copies were stored before letters had their own rows (read and deleted only). */
export function letterCopyKey(orderNumber: string): string {
  return `letters/${orderNumber}`;
}

export function includesLetterCopy(order: Order): boolean {
  return planById(order.plan).letterCopy;
}

/** The stored copy for the customer's download, or null when there is none (Basic, not posted, deleted). */
export async function readLetterCopy(env: Env, order: Order): Promise<Uint8Array | null> {
  if (!includesLetterCopy(order) || order.anonymised) return null;
  const posted = (await lettersOfOrder(env.DB, order.orderNumber)).filter((l) => l.sentAt !== null && l.letterKey);
  // The customer's copy: the newest letter with their application (the second person's own letter is not it).
  const newest = posted.findLast((l) => l.applicants.includes('main')) ?? posted.at(-1);
  if (newest?.letterKey) return getDecrypted(env, newest.letterKey);
  return getDecrypted(env, letterCopyKey(order.orderNumber));
}

/** The customer's download of the copy, or a 404 saying that none is (any longer) stored. */
export async function letterCopyFile(env: Env, order: Order): Promise<Uint8Array> {
  const bytes = await readLetterCopy(env, order);
  if (!bytes) throw new Refusal('not_found', 'not_found', 'errors.noLetterCopy');
  return bytes;
}
