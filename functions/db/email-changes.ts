// E-mail changes waiting for the new address's confirmation, and confirmed ones the old address may
// still undo (migration 0010). Both tokens are stored as their SHA-256 only.

export interface EmailChange {
  id: string;
  orderNumber: string;
  oldEmail: string;
  newEmail: string;
  createdAt: string;
  confirmedAt: string | null;
  undoneAt: string | null;
}

interface EmailChangeRow {
  id: string;
  order_number: string;
  old_email: string;
  new_email: string;
  created_at: string;
  confirmed_at: string | null;
  undone_at: string | null;
}

const toChange = (row: EmailChangeRow): EmailChange => ({
  id: row.id,
  orderNumber: row.order_number,
  oldEmail: row.old_email,
  newEmail: row.new_email,
  createdAt: row.created_at,
  confirmedAt: row.confirmed_at,
  undoneAt: row.undone_at,
});

export function insertEmailChange(
  db: D1Database,
  change: Pick<EmailChange, 'id' | 'orderNumber' | 'oldEmail' | 'newEmail' | 'createdAt'>,
  confirmHash: string,
  undoHash: string | null,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO email_changes (id, order_number, old_email, new_email, confirm_hash, undo_hash, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(change.id, change.orderNumber, change.oldEmail, change.newEmail, confirmHash, undoHash, change.createdAt);
}

export async function findEmailChangeByConfirmHash(db: D1Database, hash: string): Promise<EmailChange | null> {
  const row = await db
    .prepare('SELECT * FROM email_changes WHERE confirm_hash = ?1')
    .bind(hash)
    .first<EmailChangeRow>();
  return row ? toChange(row) : null;
}

export async function findEmailChangeByUndoHash(db: D1Database, hash: string): Promise<EmailChange | null> {
  const row = await db.prepare('SELECT * FROM email_changes WHERE undo_hash = ?1').bind(hash).first<EmailChangeRow>();
  return row ? toChange(row) : null;
}

/**
 * Confirms a waiting change and stores the hash of the undo token mailed to the old address: only if it
 * is neither confirmed nor undone. Put requireOneChange after it.
 */
export function confirmEmailChange(db: D1Database, id: string, at: string, undoHash: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE email_changes SET confirmed_at = ?2, undo_hash = ?3
       WHERE id = ?1 AND confirmed_at IS NULL AND undone_at IS NULL`,
    )
    .bind(id, at, undoHash);
}

/** Marks a confirmed change as undone, once. Put requireOneChange after it. */
export function undoEmailChange(db: D1Database, id: string, at: string): D1PreparedStatement {
  return db
    .prepare('UPDATE email_changes SET undone_at = ?2 WHERE id = ?1 AND confirmed_at IS NOT NULL AND undone_at IS NULL')
    .bind(id, at);
}

/** Sets the order's e-mail (and the one in its personal data) from `from` to `to`. Put requireOneChange after it. */
export function switchOrderEmail(
  db: D1Database,
  orderNumber: string,
  from: string,
  to: string,
  at: string,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET email = ?3, personal_data = json_set(personal_data, '$.email', ?3), updated_at = ?4
       WHERE order_number = ?1 AND email = ?2`,
    )
    .bind(orderNumber, from, to, at);
}

/** Goes with the order's personal data when it is anonymised. */
export function deleteEmailChangesOf(db: D1Database, orderNumber: string): D1PreparedStatement {
  return db.prepare('DELETE FROM email_changes WHERE order_number = ?1').bind(orderNumber);
}
