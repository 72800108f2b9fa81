// The record of every change of an order's personal data (migration 0010): which fields, when, and
// their old values encrypted with the documents key, so a dispute can be settled without keeping
// readable copies of old addresses.

export function insertPersonalDataChange(
  db: D1Database,
  orderNumber: string,
  at: string,
  fields: readonly string[],
  encryptedOldValues: string,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO personal_data_changes (order_number, at, fields, old_values) VALUES (?1, ?2, ?3, ?4)')
    .bind(orderNumber, at, fields.join(','), encryptedOldValues);
}

/** Goes with the order's personal data when it is anonymised. */
export function deletePersonalDataChangesOf(db: D1Database, orderNumber: string): D1PreparedStatement {
  return db.prepare('DELETE FROM personal_data_changes WHERE order_number = ?1').bind(orderNumber);
}

/** The sealed old values of every change of an order's personal data, oldest first. */
export async function sealedOldValuesOf(db: D1Database, orderNumber: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT old_values FROM personal_data_changes WHERE order_number = ?1 ORDER BY at, rowid')
    .bind(orderNumber)
    .all<{ old_values: string }>();
  return results.map((row) => row.old_values);
}
