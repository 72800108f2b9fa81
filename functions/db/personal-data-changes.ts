// The record of every change of an order's personal data (migration 0010): which fields, when, and
// their old values encrypted with the documents key, so a dispute can be settled without keeping
// readable copies of old addresses.

import type { SealedRow } from './operators';

/** The old values sealed with the documents key, and the id of that key (migration 0020). */
export interface SealedOldValues {
  value: string;
  keyId: string | null;
}

export function insertPersonalDataChange(
  db: D1Database,
  orderNumber: string,
  at: string,
  fields: readonly string[],
  oldValues: SealedOldValues,
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO personal_data_changes (order_number, at, fields, old_values, key_id) VALUES (?1, ?2, ?3, ?4, ?5)',
    )
    .bind(orderNumber, at, fields.join(','), oldValues.value, oldValues.keyId);
}

/** Goes with the order's personal data when it is anonymised. */
export function deletePersonalDataChangesOf(db: D1Database, orderNumber: string): D1PreparedStatement {
  return db.prepare('DELETE FROM personal_data_changes WHERE order_number = ?1').bind(orderNumber);
}

/** The sealed old values of every change of an order's personal data, oldest first. */
export async function sealedOldValuesOf(db: D1Database, orderNumber: string): Promise<SealedOldValues[]> {
  const { results } = await db
    .prepare(
      'SELECT old_values AS value, key_id AS keyId FROM personal_data_changes WHERE order_number = ?1 ORDER BY at, rowid',
    )
    .bind(orderNumber)
    .all<SealedOldValues>();
  return results;
}

/** Changes after `afterId` in id order, `limit` of them, with the order number they are sealed for (key rotation). */
export async function sealedChangesAfter(
  db: D1Database,
  afterId: number,
  limit: number,
): Promise<(SealedRow & { orderNumber: string })[]> {
  const { results } = await db
    .prepare(
      `SELECT CAST(id AS TEXT) AS id, order_number AS orderNumber, old_values AS value, key_id AS keyId
       FROM personal_data_changes WHERE id > ?1 ORDER BY id LIMIT ?2`,
    )
    .bind(afterId, limit)
    .all<SealedRow & { orderNumber: string }>();
  return results;
}

/** Stores old values re-sealed with the current key, unless the row changed since it was read. */
export function resealOldValues(db: D1Database, row: SealedRow, value: string, keyId: string): D1PreparedStatement {
  return db
    .prepare('UPDATE personal_data_changes SET old_values = ?3, key_id = ?4 WHERE id = ?1 AND old_values = ?2')
    .bind(Number(row.id), row.value, value, keyId);
}
