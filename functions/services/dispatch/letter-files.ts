// The stored files of an order's letters, removed when their time is up: the envelope's file (with the
// ID copy) together with the ID copies after posting, the letter pages at posting for Basic (no copy
// promised) or after the Plus/Pro copy's months; the print service's copy after posting.
import type { Env } from '../../env';
import { DOCUMENTS_KEPT_IN } from '../../../src/domain/order-lifecycle';
import { clearEnvelopeKey, clearLetterKey, lettersOfOrder, type Letter } from '../../db/letters';
import type { Order } from '../../db/orders';
import { includesLetterCopy } from './letter-copy';
import { printServiceOf } from './provider';

/**
 * After posting or cancelling: envelope files (and Basic's letter pages) deleted, here and at the print
 * service; not those of a letter still on its way (the second person's own, made after the customer's).
 */
export async function deleteLetterFiles(env: Env, order: Order): Promise<D1PreparedStatement[]> {
  const onItsWay = (l: Letter) =>
    DOCUMENTS_KEPT_IN.includes(order.status) && (l.state === 'stored' || l.state === 'handed_over');
  const letters = (await lettersOfOrder(env.DB, order.orderNumber)).filter((l) => !onItsWay(l));
  if (!letters.length) return [];
  const keepCopy = includesLetterCopy(order) && !order.anonymised;
  const keys = letters.flatMap((l) => [l.envelopeKey, keepCopy ? null : l.letterKey]).filter((k) => k !== null);
  if (keys.length) await env.DOCUMENTS.delete(keys);
  for (const letter of letters) {
    if (letter.channel === 'manual' || !letter.providerLetterId || !letter.envelopeKey) continue;
    try {
      await printServiceOf(env).deleteLetter(letter.providerLetterId);
    } catch {
      // Best effort: the print service deletes letters after its own period anyway.
    }
  }
  return letters.flatMap((l) => [clearEnvelopeKey(env.DB, l.id), ...(keepCopy ? [] : [clearLetterKey(env.DB, l.id)])]);
}

/** The letter pages of these orders (the Plus/Pro copy): at the end of the copy's months, or with the personal data. */
export async function letterPageKeysOf(db: D1Database, orderNumbers: readonly string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const orderNumber of orderNumbers)
    for (const letter of await lettersOfOrder(db, orderNumber)) {
      if (letter.letterKey) keys.push(letter.letterKey);
      if (letter.envelopeKey) keys.push(letter.envelopeKey);
    }
  return keys;
}
