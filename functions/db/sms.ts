// SMS status updates (migration 0014): one subscription per Pro order that opted in; and the nonces of
// the provider's webhooks already taken (migration 0017).

export type SmsOptOutVia = 'stop_reply' | 'status_page';

export interface SmsSubscription {
  orderNumber: string;
  /** E.164. */
  number: string;
  optedInAt: string;
  optedOutAt: string | null;
}

export function insertSmsSubscription(
  db: D1Database,
  orderNumber: string,
  number: string,
  at: string,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO sms_subscriptions (order_number, number, opted_in_at) VALUES (?1, ?2, ?3)')
    .bind(orderNumber, number, at);
}

export async function findSmsSubscription(db: D1Database, orderNumber: string): Promise<SmsSubscription | null> {
  const row = await db
    .prepare('SELECT order_number, number, opted_in_at, opted_out_at FROM sms_subscriptions WHERE order_number = ?1')
    .bind(orderNumber)
    .first<{ order_number: string; number: string; opted_in_at: string; opted_out_at: string | null }>();
  return (
    row && {
      orderNumber: row.order_number,
      number: row.number,
      optedInAt: row.opted_in_at,
      optedOutAt: row.opted_out_at,
    }
  );
}

/** Ends the updates of one order; false when there were none running. */
export async function optOutOrder(db: D1Database, orderNumber: string, at: string, via: SmsOptOutVia) {
  const result = await db
    .prepare(
      'UPDATE sms_subscriptions SET opted_out_at = ?2, opted_out_via = ?3 WHERE order_number = ?1 AND opted_out_at IS NULL',
    )
    .bind(orderNumber, at, via)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** A STOP from a number ends the updates of every order sent to it; returns how many. */
export async function optOutNumber(db: D1Database, number: string, at: string, via: SmsOptOutVia) {
  const result = await db
    .prepare(
      'UPDATE sms_subscriptions SET opted_out_at = ?2, opted_out_via = ?3 WHERE number = ?1 AND opted_out_at IS NULL',
    )
    .bind(number, at, via)
    .run();
  return result.meta.changes ?? 0;
}

/** The number goes with the order's personal data. */
export function deleteSmsSubscription(db: D1Database, orderNumber: string): D1PreparedStatement {
  return db.prepare('DELETE FROM sms_subscriptions WHERE order_number = ?1').bind(orderNumber);
}

/**
 * Claims a webhook's nonce until `expiresAt` (unix seconds), deleting claims that have expired by `now`;
 * false when the nonce was claimed before (a replay). One insert decides, so of two requests with the
 * same nonce exactly one gets true.
 */
export async function claimWebhookNonce(db: D1Database, nonce: string, expiresAt: number, now: number) {
  const [, claim] = await db.batch([
    db.prepare('DELETE FROM sms_webhook_nonces WHERE expires_at < ?1').bind(now),
    db
      .prepare('INSERT INTO sms_webhook_nonces (nonce, expires_at) VALUES (?1, ?2) ON CONFLICT (nonce) DO NOTHING')
      .bind(nonce, expiresAt),
  ]);
  return (claim?.meta.changes ?? 0) === 1;
}

/** Gives a nonce back when its webhook could not be handled, so that the provider's retry is taken. */
export async function releaseWebhookNonce(db: D1Database, nonce: string): Promise<void> {
  await db.prepare('DELETE FROM sms_webhook_nonces WHERE nonce = ?1').bind(nonce).run();
}
