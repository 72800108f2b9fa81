// Withdrawal declarations (§ 356a BGB) from /widerruf.

export interface NewWithdrawal {
  id: string;
  /** As the customer typed it; it may name no order of ours. */
  orderNumber: string;
  orderFound: boolean;
  name: string;
  email: string;
  statement: string;
  receivedAt: string;
}

export interface Withdrawal {
  name: string;
  email: string;
  statement: string;
  receivedAt: string;
}

export function insertWithdrawal(db: D1Database, w: NewWithdrawal): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO withdrawals (id, order_number, order_found, name, email, statement, received_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
    )
    .bind(w.id, w.orderNumber, w.orderFound ? 1 : 0, w.name, w.email, w.statement, w.receivedAt);
}

export async function withdrawalsOf(db: D1Database, orderNumber: string): Promise<Withdrawal[]> {
  const { results } = await db
    .prepare(
      'SELECT name, email, statement, received_at AS receivedAt FROM withdrawals WHERE order_number = ?1 ORDER BY received_at',
    )
    .bind(orderNumber)
    .all<Withdrawal>();
  return results;
}

export function markWithdrawalsHandled(db: D1Database, orderNumber: string, at: string): D1PreparedStatement {
  return db
    .prepare('UPDATE withdrawals SET handled_at = ?2 WHERE order_number = ?1 AND handled_at IS NULL')
    .bind(orderNumber, at);
}

export function anonymiseWithdrawalsBefore(db: D1Database, receivedBefore: string): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE withdrawals SET name = 'anonymisiert', email = 'anonymisiert', statement = '' WHERE received_at < ?1",
    )
    .bind(receivedBefore);
}
