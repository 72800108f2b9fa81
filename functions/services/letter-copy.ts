// "Digitale Kopie und Archiv" (Plus, Pro): when an order is posted, the signed letter as sent (never
// the ID copies) is kept encrypted in R2, attached to the "posted" mail and downloadable on /status
// for LETTER_COPY_MONTHS; the retention job deletes it afterwards.
import { PDFDocument } from 'pdf-lib';
import { planById } from '../../src/domain/catalog';
import type { Env } from '../env';
import type { Order } from '../db/orders';
import { buildApplication } from './applications';
import { getDecrypted, putEncrypted } from './documents';

/** The R2 key of an order's letter copy: one per order, no personal data in it. */
export function letterCopyKey(orderNumber: string): string {
  return `letters/${orderNumber}`;
}

export function includesLetterCopy(order: Order): boolean {
  return planById(order.plan).letterCopy;
}

/**
 * Renders the letter of the customer (and of the second person, when their documents are there) as
 * sent today and stores it; returns the key. Run before the documents are deleted: it needs the signatures.
 */
export async function storeLetterCopy(env: Env, order: Order, now: Date): Promise<string> {
  const copy = await PDFDocument.create();
  const letters = [await buildApplication(env, order, 'main', now, { letterOnly: true })];
  if (order.partner) {
    try {
      letters.push(await buildApplication(env, order, 'partner', now, { letterOnly: true }));
    } catch {
      // The second person's documents are not there: only the customer's letter went out.
    }
  }
  for (const bytes of letters) {
    const letter = await PDFDocument.load(bytes);
    for (const page of await copy.copyPages(letter, letter.getPageIndices())) copy.addPage(page);
  }
  const key = letterCopyKey(order.orderNumber);
  await putEncrypted(env, key, await copy.save());
  return key;
}

/** The stored copy for the customer's download, or null when there is none (Basic, not posted, deleted). */
export async function readLetterCopy(env: Env, order: Order): Promise<Uint8Array | null> {
  if (!includesLetterCopy(order) || order.anonymised) return null;
  return getDecrypted(env, letterCopyKey(order.orderNumber));
}
