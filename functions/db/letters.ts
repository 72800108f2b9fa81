// The letters of each dispatch (migration 0011): one row per envelope, written once with the hashes of
// its stored files; afterwards only its state along the print service's reports, and the deletion of
// its files, change.
import * as v from 'valibot';
import { sqlList } from './sql-list';

const LETTER_CHANNELS = ['pingen', 'manual'] as const;
export type LetterChannel = (typeof LETTER_CHANNELS)[number];

const LETTER_STATES = ['stored', 'handed_over', 'sent', 'undeliverable', 'rejected', 'issue', 'failed'] as const;
export type LetterState = (typeof LETTER_STATES)[number];

/** States in which a letter waits for the operator (until resolved_at is set). */
export const LETTER_NEEDS_HAND: readonly LetterState[] = ['undeliverable', 'rejected', 'issue', 'failed'];

const LetterRow = v.object({
  id: v.string(),
  order_number: v.string(),
  applicants: v.string(),
  channel: v.picklist(LETTER_CHANNELS),
  state: v.picklist(LETTER_STATES),
  envelope_key: v.nullable(v.string()),
  envelope_sha256: v.string(),
  letter_key: v.nullable(v.string()),
  letter_sha256: v.string(),
  pages: v.number(),
  delivery_product: v.nullable(v.string()),
  provider_letter_id: v.nullable(v.string()),
  price_cents: v.nullable(v.number()),
  reason: v.nullable(v.string()),
  created_at: v.string(),
  handed_over_at: v.nullable(v.string()),
  sent_at: v.nullable(v.string()),
  resolved_at: v.nullable(v.string()),
  upload_url: v.nullable(v.string()),
  upload_signature: v.nullable(v.string()),
  upload_expires_at: v.nullable(v.string()),
});

export interface Letter {
  id: string;
  orderNumber: string;
  applicants: ('main' | 'partner')[];
  channel: LetterChannel;
  state: LetterState;
  envelopeKey: string | null;
  envelopeSha256: string;
  letterKey: string | null;
  letterSha256: string;
  pages: number;
  deliveryProduct: string | null;
  providerLetterId: string | null;
  priceCents: number | null;
  reason: string | null;
  createdAt: string;
  handedOverAt: string | null;
  sentAt: string | null;
  resolvedAt: string | null;
  /** The print service's signed upload of the file, from the attempt that made it. */
  upload: { url: string; signature: string; expiresAt: string | null } | null;
}

function toLetter(raw: unknown): Letter {
  const row = v.parse(LetterRow, raw);
  return {
    id: row.id,
    orderNumber: row.order_number,
    applicants: row.applicants.split(',').filter((a): a is 'main' | 'partner' => a === 'main' || a === 'partner'),
    channel: row.channel,
    state: row.state,
    envelopeKey: row.envelope_key,
    envelopeSha256: row.envelope_sha256,
    letterKey: row.letter_key,
    letterSha256: row.letter_sha256,
    pages: row.pages,
    deliveryProduct: row.delivery_product,
    providerLetterId: row.provider_letter_id,
    priceCents: row.price_cents,
    reason: row.reason,
    createdAt: row.created_at,
    handedOverAt: row.handed_over_at,
    sentAt: row.sent_at,
    resolvedAt: row.resolved_at,
    upload:
      row.upload_url && row.upload_signature
        ? { url: row.upload_url, signature: row.upload_signature, expiresAt: row.upload_expires_at }
        : null,
  };
}

export type NewLetter = Pick<
  Letter,
  | 'id'
  | 'orderNumber'
  | 'applicants'
  | 'channel'
  | 'envelopeKey'
  | 'envelopeSha256'
  | 'letterKey'
  | 'letterSha256'
  | 'pages'
  | 'deliveryProduct'
  | 'createdAt'
>;

export function insertLetter(db: D1Database, letter: NewLetter): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO letters (id, order_number, applicants, channel, state, envelope_key, envelope_sha256,
         letter_key, letter_sha256, pages, delivery_product, created_at)
       VALUES (?1, ?2, ?3, ?4, 'stored', ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
    )
    .bind(
      letter.id,
      letter.orderNumber,
      letter.applicants.join(','),
      letter.channel,
      letter.envelopeKey,
      letter.envelopeSha256,
      letter.letterKey,
      letter.letterSha256,
      letter.pages,
      letter.deliveryProduct,
      letter.createdAt,
    );
}

export async function lettersOfOrder(db: D1Database, orderNumber: string): Promise<Letter[]> {
  const { results } = await db
    .prepare('SELECT * FROM letters WHERE order_number = ?1 ORDER BY created_at, id')
    .bind(orderNumber)
    .all();
  return results.map(toLetter);
}

export async function findLetter(db: D1Database, id: string): Promise<Letter | null> {
  const row = await db.prepare('SELECT * FROM letters WHERE id = ?1').bind(id).first();
  return row ? toLetter(row) : null;
}

export async function findLetterByProviderId(db: D1Database, providerLetterId: string): Promise<Letter | null> {
  const row = await db.prepare('SELECT * FROM letters WHERE provider_letter_id = ?1').bind(providerLetterId).first();
  return row ? toLetter(row) : null;
}

/** The print service's signed upload of the letter's file, kept for a retried create call. */
export function setLetterUpload(
  db: D1Database,
  id: string,
  upload: { url: string; signature: string; expiresAt: string | null },
): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE letters SET upload_url = ?2, upload_signature = ?3, upload_expires_at = ?4 WHERE id = ?1 AND state = 'stored'",
    )
    .bind(id, upload.url, upload.signature, upload.expiresAt);
}

/** The print service took the letter; only from 'stored' (a retried hand-over writes nothing twice). */
export function setLetterHandedOver(
  db: D1Database,
  id: string,
  handedOver: { providerLetterId: string; priceCents: number | null; at: string },
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE letters SET state = 'handed_over', provider_letter_id = ?2, price_cents = ?3, handed_over_at = ?4
       WHERE id = ?1 AND state = 'stored'`,
    )
    .bind(id, handedOver.providerLetterId, handedOver.priceCents, handedOver.at);
}

/**
 * Handed to the post. From any state before it, and from a report of trouble that came earlier (events
 * arrive unordered); never twice, so a repeated `sent` changes nothing.
 */
export function setLetterSent(db: D1Database, id: string, at: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE letters SET state = CASE WHEN state = 'undeliverable' THEN state ELSE 'sent' END, sent_at = ?2
       WHERE id = ?1 AND sent_at IS NULL`,
    )
    .bind(id, at);
}

/** A letter that needs a hand, with the print service's reason in German. An undeliverable letter was sent. */
export function setLetterTrouble(
  db: D1Database,
  id: string,
  state: 'undeliverable' | 'rejected' | 'issue' | 'failed',
  reason: string,
  at: string,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE letters SET state = ?2, reason = ?3, resolved_at = NULL,
         sent_at = CASE WHEN ?2 = 'undeliverable' THEN COALESCE(sent_at, ?4) ELSE sent_at END
       WHERE id = ?1 AND state != 'undeliverable'`,
    )
    .bind(id, state, reason.slice(0, 300), at);
}

/** Letters still waiting for their print service when the hand-over gave up: the operator prints them. */
export function failStoredLettersOf(db: D1Database, orderNumber: string, error: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE letters SET state = 'failed', resolved_at = NULL, reason = ?2
       WHERE order_number = ?1 AND state = 'stored' AND channel != 'manual'`,
    )
    .bind(orderNumber, `Übergabe an die Druckerei fehlgeschlagen: ${error}`.slice(0, 300));
}

/** The operator dealt with a letter that needed a hand (printed it, posted it). */
/** One letter the operator took care of without posting it from here; changes nothing when it needs no hand. */
export function resolveLetter(db: D1Database, orderNumber: string, letterId: string, at: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE letters SET resolved_at = ?3 WHERE id = ?2 AND order_number = ?1 AND resolved_at IS NULL
       AND state IN (${sqlList(LETTER_NEEDS_HAND)})`,
    )
    .bind(orderNumber, letterId, at);
}

export function resolveLettersOf(db: D1Database, orderNumber: string, at: string): D1PreparedStatement {
  return db
    .prepare('UPDATE letters SET resolved_at = ?2 WHERE order_number = ?1 AND resolved_at IS NULL')
    .bind(orderNumber, at);
}

/** The envelope's file (with the ID copy) is gone: deleted together with the ID copies. */
export function clearEnvelopeKeys(db: D1Database, orderNumber: string): D1PreparedStatement {
  return db.prepare('UPDATE letters SET envelope_key = NULL WHERE order_number = ?1').bind(orderNumber);
}

export function clearEnvelopeKey(db: D1Database, letterId: string): D1PreparedStatement {
  return db.prepare('UPDATE letters SET envelope_key = NULL WHERE id = ?1').bind(letterId);
}

export function clearLetterKey(db: D1Database, letterId: string): D1PreparedStatement {
  return db.prepare('UPDATE letters SET letter_key = NULL WHERE id = ?1').bind(letterId);
}

/** The letter pages are gone (Basic after posting, the copy after its months, anonymisation). */
export function clearLetterKeys(db: D1Database, orderNumber: string): D1PreparedStatement {
  return db.prepare('UPDATE letters SET letter_key = NULL WHERE order_number = ?1').bind(orderNumber);
}

export interface LetterDay {
  letters: Letter[];
  costCents: number;
}

/**
 * The letters made since `since` and every letter still waiting (stored or at the print service) or
 * needing a hand, newest first, with the cost of those made since `since`.
 */
export async function lettersForBackOffice(db: D1Database, since: string): Promise<LetterDay> {
  const { results } = await db
    .prepare(
      `SELECT * FROM letters
       WHERE created_at >= ?1 OR state IN ('stored', 'handed_over')
          OR (state IN (${sqlList(LETTER_NEEDS_HAND)}) AND resolved_at IS NULL)
       ORDER BY created_at DESC LIMIT 200`,
    )
    .bind(since)
    .all();
  const letters = results.map(toLetter);
  const costCents = letters
    .filter((letter) => letter.createdAt >= since)
    .reduce((sum, letter) => sum + (letter.priceCents ?? 0), 0);
  return { letters, costCents };
}
