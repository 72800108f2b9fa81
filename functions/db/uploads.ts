import type { OrderStatus } from '../../src/domain/order-lifecycle';
import type { UploadKind } from '../../src/domain/uploads';
import { requireOneChange } from './orders';

export type { UploadKind };

export interface UploadRow {
  id: string;
  kind: UploadKind;
  mime: string;
  size: number;
  sha256: string;
  token_hash: string;
  object_key: string;
  order_number: string | null;
  created_at: string;
  expires_at: string | null;
  deleted_at: string | null;
  /** A name proof sent from the status page: waits for an operator, then printed or not (db/name-proofs.ts). */
  review: UploadReview | null;
}

/** An operator's check of a later proof of a change of name (migration 0019); null: no check needed. */
type UploadReview = 'pending' | 'confirmed' | 'rejected';

export async function insertUpload(
  db: D1Database,
  row: Omit<UploadRow, 'order_number' | 'deleted_at' | 'review'>,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO uploads (id, kind, mime, size, sha256, token_hash, object_key, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(
      row.id,
      row.kind,
      row.mime,
      row.size,
      row.sha256,
      row.token_hash,
      row.object_key,
      row.created_at,
      row.expires_at,
    )
    .run();
}

export function findUpload(db: D1Database, id: string): Promise<UploadRow | null> {
  return db.prepare('SELECT * FROM uploads WHERE id = ?1').bind(id).first<UploadRow>();
}

export async function findUploads(db: D1Database, ids: string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  const placeholders = ids.map((_, i) => `?${i + 1}`).join(', ');
  const { results } = await db
    .prepare(`SELECT * FROM uploads WHERE id IN (${placeholders})`)
    .bind(...ids)
    .all<UploadRow>();
  return results;
}

/** An upload with what a new order needs to know of the order it is attached to (all null when none). */
export interface UploadWithOrderRow extends UploadRow {
  order_status: OrderStatus | null;
  order_payment_provider: 'stripe' | 'demo' | null;
  order_payment_session_id: string | null;
}

/**
 * The uploads `ids` with the status and checkout of the order each is attached to, returned unrun so
 * a new order reads them in its first batch (read the rows with uploadsWithOrdersOf).
 */
export function findUploadsWithOrders(db: D1Database, ids: string[]): D1PreparedStatement {
  const placeholders = ids.map((_, i) => `?${i + 1}`).join(', ');
  return db
    .prepare(
      `SELECT u.*, o.status AS order_status, o.payment_provider AS order_payment_provider,
         o.payment_session_id AS order_payment_session_id
       FROM uploads u LEFT JOIN orders o ON o.order_number = u.order_number
       WHERE u.id IN (${placeholders})`,
    )
    .bind(...ids);
}

/** The rows findUploadsWithOrders returned (in a batch's result). */
export function uploadsWithOrdersOf(result: D1Result): UploadWithOrderRow[] {
  return result.results as UploadWithOrderRow[];
}

export function markUploadDeleted(db: D1Database, id: string, now: string): D1PreparedStatement {
  return db.prepare('UPDATE uploads SET deleted_at = ?2 WHERE id = ?1').bind(id, now);
}

/** Attaches uploads to an order: they no longer expire on their own. */
/**
 * Attaches each upload to the order, once: only an upload that belongs to no order yet and still exists
 * moves; a guard after each rolls the whole batch back otherwise (run it with runGuardedBatch), so a
 * document already attached to one order can never be attached to another.
 */
export function attachUploads(db: D1Database, ids: string[], orderNumber: string): D1PreparedStatement[] {
  return ids.flatMap((id) => [
    db
      .prepare(
        `UPDATE uploads SET order_number = ?2, expires_at = NULL
         WHERE id = ?1 AND order_number IS NULL AND deleted_at IS NULL`,
      )
      .bind(id, orderNumber),
    requireOneChange(db),
  ]);
}

/**
 * Attaches an upload to a new order only if it is still where it was when it was checked (`seenOn`, the
 * order it belonged to or null) and not deleted; changes no row otherwise. Put requireOneChange after
 * it, so an upload taken or deleted while the checkout was created rolls the order's batch back.
 */
export function attachUploadIfUnchanged(
  db: D1Database,
  id: string,
  seenOn: string | null,
  orderNumber: string,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE uploads SET order_number = ?2, expires_at = NULL
       WHERE id = ?1 AND order_number IS ?3 AND deleted_at IS NULL`,
    )
    .bind(id, orderNumber, seenOn);
}

export async function findUploadsOfOrder(db: D1Database, orderNumber: string): Promise<UploadRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM uploads WHERE order_number = ?1 ORDER BY created_at')
    .bind(orderNumber)
    .all<UploadRow>();
  return results;
}

/** A stored document that must go: its id and R2 key. */
export interface DoomedUpload {
  id: string;
  object_key: string;
}

/**
 * Every live upload that must be gone at `now`, decided from state alone: its order is in one of
 * `goneIn`, or waits for payment since before `unpaidBefore`, or no longer exists; or the upload was
 * never attached and is older than `unattachedBefore`.
 */
export async function uploadsDueForDeletion(
  db: D1Database,
  rules: { goneIn: readonly string[]; unpaidBefore: string; unattachedBefore: string },
  limit: number,
): Promise<DoomedUpload[]> {
  const placeholders = rules.goneIn.map((_, i) => `?${i + 4}`).join(', ');
  const { results } = await db
    .prepare(
      `SELECT u.id, u.object_key FROM uploads u LEFT JOIN orders o ON o.order_number = u.order_number
       WHERE u.deleted_at IS NULL AND (
         (u.order_number IS NULL AND u.created_at <= ?2)
         OR (u.order_number IS NOT NULL AND o.order_number IS NULL)
         OR o.status IN (${placeholders})
         OR (o.status = 'awaiting_payment' AND o.created_at <= ?1)
       )
       LIMIT ?3`,
    )
    .bind(rules.unpaidBefore, rules.unattachedBefore, limit, ...rules.goneIn)
    .all<DoomedUpload>();
  return results;
}
