// The proof of a change of name (upload kind 'name-proof'): which ones the application prints, and the
// operator's check of one sent later from the status page (column `review`, migration 0019). Each change
// is guarded by the order still being paid, so nothing changes under a letter already made.
import type { UploadRow } from './uploads';

/** A proof goes into the envelope: from the wizard (no check needed) or confirmed by an operator. */
const PRINTABLE_SQL = `kind = 'name-proof' AND deleted_at IS NULL AND (review IS NULL OR review = 'confirmed')`;

/** The rows of `uploads` that the customer's application prints after the ID copy, oldest first. */
export function printableNameProofs(uploads: readonly UploadRow[]): UploadRow[] {
  return uploads
    .filter((u) => u.kind === 'name-proof' && !u.deleted_at && (u.review === null || u.review === 'confirmed'))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** How many proofs of the order would be printed now (read before a letter is rendered). */
export async function countPrintableNameProofs(db: D1Database, orderNumber: string): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM uploads WHERE order_number = ?1 AND ${PRINTABLE_SQL}`)
    .bind(orderNumber)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * A batch guard for making a letter: rolls the batch back unless the order still has `count` printable
 * proofs, so a proof confirmed while the letter was rendered makes it render again.
 */
export function requirePrintableNameProofs(db: D1Database, orderNumber: string, count: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO batch_guards (ok) SELECT (SELECT COUNT(*) FROM uploads WHERE order_number = ?1 AND ${PRINTABLE_SQL}) = ?2`,
    )
    .bind(orderNumber, count);
}

/**
 * Attaches a proof sent from the status page to the order, waiting for an operator: only an unattached,
 * live name proof, only while the order is paid (not printed yet) and no other proof of it waits. Changes
 * no row otherwise; put requireOneChange after it.
 */
export function attachPendingNameProof(db: D1Database, id: string, orderNumber: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE uploads SET order_number = ?2, expires_at = NULL, review = 'pending'
       WHERE id = ?1 AND kind = 'name-proof' AND order_number IS NULL AND deleted_at IS NULL
         AND EXISTS (SELECT 1 FROM orders WHERE order_number = ?2 AND status = 'paid')
         AND NOT EXISTS (SELECT 1 FROM uploads WHERE order_number = ?2 AND review = 'pending' AND deleted_at IS NULL)`,
    )
    .bind(id, orderNumber);
}

/**
 * The operator's decision on a waiting proof: 'confirmed' (printed with the application) or 'rejected'
 * (never printed; its file is deleted next). Only while the order is paid; changes no row otherwise.
 */
export function decideNameProof(
  db: D1Database,
  orderNumber: string,
  id: string,
  review: 'confirmed' | 'rejected',
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE uploads SET review = ?3
       WHERE id = ?1 AND order_number = ?2 AND kind = 'name-proof' AND review = 'pending' AND deleted_at IS NULL
         AND EXISTS (SELECT 1 FROM orders WHERE order_number = ?2 AND status = 'paid')`,
    )
    .bind(id, orderNumber, review);
}
