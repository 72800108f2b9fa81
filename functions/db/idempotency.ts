// Idempotent order creation: a key is claimed before any work, and its answer is stored in the same
// transaction as the order, so a replay can only ever see the finished order.

export interface IdempotencyRecord {
  requestHash: string;
  /** The 201 body once the order exists; null while the first request is still working. */
  response: unknown;
}

/** What the claim of a key found: whether this request holds it now, and the key's row after the claim. */
export interface IdempotencyClaim {
  claimed: boolean;
  /** This request's own row when claimed; otherwise the row of the request that holds or finished the key. */
  record: IdempotencyRecord | null;
}

/**
 * Claims `key` for this request and reads the key's row after the claim, returned unrun so they join
 * the request's first batch (one round trip; read them with claimOf). The claim fails when the key is
 * taken. A claim that never finished (the Worker was stopped mid-request) is taken over once it is
 * older than `staleBefore`, so it cannot block forever.
 */
export function claimIdempotencyKey(
  db: D1Database,
  key: string,
  requestHash: string,
  at: string,
  staleBefore: string,
): [claim: D1PreparedStatement, read: D1PreparedStatement] {
  return [
    db
      .prepare(
        `INSERT INTO idempotency_keys (key, request_hash, created_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (key) DO UPDATE SET request_hash = excluded.request_hash, created_at = excluded.created_at
         WHERE idempotency_keys.response IS NULL AND idempotency_keys.created_at < ?4`,
      )
      .bind(key, requestHash, at, staleBefore),
    db.prepare('SELECT request_hash, response FROM idempotency_keys WHERE key = ?1').bind(key),
  ];
}

/** The outcome of claimIdempotencyKey's two statements, from their results in the batch. */
export function claimOf(claim: D1Result, read: D1Result): IdempotencyClaim {
  const row = read.results[0] as { request_hash: string; response: string | null } | undefined;
  return {
    claimed: (claim.meta.changes ?? 0) === 1,
    record: row
      ? {
          requestHash: row.request_hash,
          response: row.response === null ? null : (JSON.parse(row.response) as unknown),
        }
      : null,
  };
}

/** Stores the answer of a finished request; returned unrun so it joins the order's batch. */
export function setIdempotencyResponse(db: D1Database, key: string, response: unknown): D1PreparedStatement {
  return db.prepare('UPDATE idempotency_keys SET response = ?2 WHERE key = ?1').bind(key, JSON.stringify(response));
}

/** Frees the key of a request that failed, so the same (or a corrected) request may be sent again. */
export async function releaseIdempotencyKey(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM idempotency_keys WHERE key = ?1 AND response IS NULL').bind(key).run();
}

/** A key only protects against a retried request: after a day it is of no use and goes. */
export function deleteIdempotencyKeysBefore(db: D1Database, createdBefore: string): D1PreparedStatement {
  return db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?1').bind(createdBefore);
}

/** Finished answers after `afterKey` in key order, `limit` of them, as stored (the key rotation's page). */
export async function storedAnswersAfter(
  db: D1Database,
  afterKey: string,
  limit: number,
): Promise<{ key: string; response: string }[]> {
  const { results } = await db
    .prepare('SELECT key, response FROM idempotency_keys WHERE key > ?1 AND response IS NOT NULL ORDER BY key LIMIT ?2')
    .bind(afterKey, limit)
    .all<{ key: string; response: string }>();
  return results;
}

/** Replaces a stored answer (its token re-sealed), unless it changed since it was read. */
export function replaceStoredAnswer(db: D1Database, key: string, was: string, now: string): D1PreparedStatement {
  return db.prepare('UPDATE idempotency_keys SET response = ?3 WHERE key = ?1 AND response = ?2').bind(key, was, now);
}
