// One immutable letter per dispatch. Making a letter renders the order's applications once, stores
// the envelope's file (letter + ID copy, what is printed) and the letter pages alone (the Plus/Pro
// copy) encrypted with their SHA-256, and moves the order to `printed` in the same guarded batch.
// A correction or a confirmed proof of a change of name that commits while it renders makes it render again.
// Afterwards the letter only travels: to the print service (handOverLetter) or to the operator's
// printer, and its files are what the print service, the operator and the customer's copy get.
import { PDFDocument } from 'pdf-lib';
import { isSameDayDispatch } from '../../../src/domain/dispatch';
import { POSTABLE_IN } from '../../../src/domain/order-lifecycle';
import type { Env } from '../../env';
import { sha256Hex } from '../../lib/crypto';
import {
  findLetter,
  insertLetter,
  lettersOfOrder,
  setLetterHandedOver,
  setLetterTrouble,
  setLetterUpload,
  type Letter,
  type LetterChannel,
} from '../../db/letters';
import { findOrder, requireOneChange, runGuardedBatch, transitionStatements, type Order } from '../../db/orders';
import { addTimeline, addTimelineOnce } from '../../db/timeline';
import { countPrintableNameProofs, requirePrintableNameProofs } from '../../db/name-proofs';
import { buildApplication, type Applicant } from '../applications/build';
import { getDecrypted, putEncrypted } from '../documents/store';
import { secondPersonWait } from '../second-person/letter';
import { alertStatements } from '../operations/alerts';
import { documentsGone, letterTrouble } from '../operations/alert-causes';
import { printServiceOf } from './provider';
import { LetterRejected, type DeliveryProduct } from './types';

function deliveryProductOf(order: Pick<Order, 'plan' | 'extras'>): DeliveryProduct {
  return isSameDayDispatch(order.plan, order.extras) ? 'fast' : 'cheap';
}

async function concatenate(parts: readonly Uint8Array[]): Promise<{ bytes: Uint8Array; pages: number }> {
  const whole = await PDFDocument.create();
  for (const bytes of parts) {
    const part = await PDFDocument.load(bytes);
    for (const page of await whole.copyPages(part, part.getPageIndices())) whole.addPage(page);
  }
  return { bytes: await whole.save(), pages: whole.getPageCount() };
}

/**
 * Whose applications this envelope is for: the customer's, except in the second person's own letter;
 * the second person's while theirs is in no letter yet.
 */
async function applicantsDue(env: Env, order: Order): Promise<Applicant[]> {
  const main: Applicant[] = order.status === 'second_person_due' ? [] : ['main'];
  return (await secondPersonWait(env, order)).pending ? [...main, 'partner'] : main;
}

/** Of those, whose applications can be printed now: the second person's only once their documents are in. */
async function applicantsReady(env: Env, order: Order, now: Date) {
  const ready: { who: Applicant; envelope: Uint8Array; letter: Uint8Array }[] = [];
  for (const who of await applicantsDue(env, order)) {
    if (who === 'partner' && !order.partner) continue;
    try {
      ready.push({
        who,
        envelope: await buildApplication(env, order, who, now),
        letter: await buildApplication(env, order, who, now, { letterOnly: true }),
      });
    } catch (error) {
      // The second person's documents are not complete: the customer's letter goes without them.
      if (who === 'main' || order.status === 'second_person_due') throw error;
    }
  }
  return ready;
}

const envelopeKeyOf = (letterId: string) => `letters/${letterId}/envelope`;
const letterPagesKeyOf = (letterId: string) => `letters/${letterId}/letter`;

/**
 * Makes the order's next letter: renders, stores both files, records the hashes and moves the order
 * to `printed`, all or nothing. Returns the letter, or null when the order has nothing to print (not
 * paid, already printed, withdrawn). Two callers at once make one letter: the transition's guard
 * decides, and the loser's files are removed again.
 */
export async function makeLetter(env: Env, order: Order, channel: LetterChannel, now: Date): Promise<Letter | null> {
  let current: Order | null = order;
  // A correction that commits while the letter renders makes the letter stale: render again from it.
  for (let attempt = 0; attempt < 3 && current; attempt++) {
    const at = attempt === 0 ? now : new Date(Math.max(now.getTime(), Date.now()));
    const made = await makeLetterOnce(env, current, channel, at);
    if (made !== 'stale') return made;
    current = await findOrder(env.DB, order.orderNumber);
  }
  return null;
}

async function makeLetterOnce(
  env: Env,
  order: Order,
  channel: LetterChannel,
  now: Date,
): Promise<Letter | null | 'stale'> {
  if (!POSTABLE_IN.includes(order.status)) return null;
  // Read before rendering: a proof of a change of name confirmed meanwhile makes the batch below fail.
  const nameProofs = await countPrintableNameProofs(env.DB, order.orderNumber);
  const ready = await applicantsReady(env, order, now);
  if (!ready.length) return null;
  const id = crypto.randomUUID();
  const envelope = await concatenate(ready.map((r) => r.envelope));
  const letter = await concatenate(ready.map((r) => r.letter));
  const keys = { envelope: envelopeKeyOf(id), letter: letterPagesKeyOf(id) };
  await putEncrypted(env, keys.envelope, envelope.bytes);
  await putEncrypted(env, keys.letter, letter.bytes);
  const at = now.toISOString();
  const committed = await runGuardedBatch(env.DB, [
    ...transitionStatements(env.DB, order.orderNumber, POSTABLE_IN, 'printed', at, channelWords(channel)),
    insertLetter(env.DB, {
      id,
      orderNumber: order.orderNumber,
      applicants: ready.map((r) => r.who),
      channel,
      envelopeKey: keys.envelope,
      envelopeSha256: await sha256Hex(envelope.bytes),
      letterKey: keys.letter,
      letterSha256: await sha256Hex(letter.bytes),
      pages: envelope.pages,
      deliveryProduct: channel === 'manual' ? null : deliveryProductOf(order),
      createdAt: at,
    }),
    // Printed from the data as read: the batch holds only if no correction came in between.
    env.DB.prepare('UPDATE orders SET printed_at = ?2 WHERE order_number = ?1 AND personal_data_changed_at IS ?3').bind(
      order.orderNumber,
      at,
      order.personalDataChangedAt,
    ),
    requireOneChange(env.DB),
    requirePrintableNameProofs(env.DB, order.orderNumber, nameProofs),
  ]);
  if (!committed) {
    await env.DOCUMENTS.delete([keys.envelope, keys.letter]);
    const fresh = await findOrder(env.DB, order.orderNumber);
    return fresh && POSTABLE_IN.includes(fresh.status) ? 'stale' : null;
  }
  return findLetter(env.DB, id);
}

function channelWords(channel: LetterChannel): string {
  return channel === 'manual' ? 'zum Drucken von Hand' : 'für die Druckerei';
}

/** The newest letter of an order that is still on its way (stored or at the print service). */
export async function openLetterOf(env: Env, orderNumber: string): Promise<Letter | null> {
  const letters = await lettersOfOrder(env.DB, orderNumber);
  return letters.findLast((l) => l.state === 'stored' || l.state === 'handed_over') ?? null;
}

/**
 * The order's note when a document its letter needs is gone from storage: deleted after a posting that
 * the database, restored to an earlier point, no longer knows of. No retry brings the file back, so the
 * order waits for a person ("Prüfen") instead of failing again and again.
 */
export function documentsGoneNote(env: Env, orderNumber: string, at: string): D1PreparedStatement[] {
  return [
    addTimelineOnce(
      env.DB,
      orderNumber,
      at,
      'documents_missing',
      'Datei bereits gelöscht – prüfen, ob der Brief schon bei der Post ist (Datenbank auf einen früheren Stand zurückgesetzt?)',
    ),
    ...alertStatements(env, documentsGone(orderNumber), new Date(at)),
  ];
}

/** The file that goes into the envelope, as stored when the letter was made. */
export async function envelopeOf(env: Env, letter: Letter): Promise<Uint8Array | null> {
  return letter.envelopeKey ? getDecrypted(env, letter.envelopeKey) : null;
}

/**
 * Hands a stored letter to its print service. The create call carries the letter's id as its
 * Idempotency-Key, so a retry after a timeout posts one letter. A letter the service rejects is
 * marked for the operator (printed by hand) instead of being tried again.
 */
export async function handOverLetter(
  env: Env,
  letter: Letter,
  order: Order,
  now: Date,
): Promise<D1PreparedStatement[]> {
  if (letter.state !== 'stored' || letter.channel === 'manual') return [];
  const pdf = await envelopeOf(env, letter);
  const at = now.toISOString();
  // Gone with the ID copies after a posting that a restored database does not know of: handing over
  // nothing is right; the operator checks at the print service ("Prüfen").
  if (!pdf)
    return [
      setLetterTrouble(
        env.DB,
        letter.id,
        'failed',
        'Datei bereits gelöscht: bei der Druckerei prüfen, ob der Brief schon verschickt ist.',
        at,
      ),
      ...documentsGoneNote(env, order.orderNumber, at),
    ];
  try {
    const handed = await printServiceOf(env).handOver(
      {
        id: letter.id,
        orderNumber: order.orderNumber,
        fileName: `Antrag-${order.orderNumber}.pdf`,
        pdf,
        deliveryProduct: letter.deliveryProduct === 'fast' ? 'fast' : 'cheap',
        upload: letter.upload,
      },
      async (upload) => void (await setLetterUpload(env.DB, letter.id, upload).run()),
    );
    return [
      setLetterHandedOver(env.DB, letter.id, { ...handed, at }),
      addTimeline(env.DB, order.orderNumber, at, 'letter_handed_over', letter.deliveryProduct),
    ];
  } catch (error) {
    if (!(error instanceof LetterRejected)) throw error;
    return [
      setLetterTrouble(env.DB, letter.id, 'rejected', error.reason, at),
      addTimeline(env.DB, order.orderNumber, at, 'letter_rejected', error.reason.slice(0, 200)),
      ...alertStatements(env, letterTrouble('rejected', order.orderNumber, error.reason), now),
    ];
  }
}
