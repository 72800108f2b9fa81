/**
 * Counts one hit in the current fixed window; the statement returns the count including this hit as
 * `count`. Returned unrun so a request can count its hit in the batch of its first other reads.
 */
export function countHitStatement(
  db: D1Database,
  bucket: string,
  key: string,
  windowStart: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limits (bucket, key, window_start, count) VALUES (?1, ?2, ?3, 1)
       ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(bucket, key, windowStart);
}

/** The count a countHitStatement returned (in a batch's result). */
export function hitCountOf(result: D1Result): number {
  return (result.results[0] as { count: number } | undefined)?.count ?? 1;
}

/** Counts one hit in the current fixed window and returns the count including this hit. */
export async function countHit(db: D1Database, bucket: string, key: string, windowStart: number): Promise<number> {
  const row = await countHitStatement(db, bucket, key, windowStart).first<{ count: number }>();
  return row?.count ?? 1;
}

/** The count of a fixed window without counting a hit (0 when nothing was counted in it). */
export async function readHitCount(db: D1Database, bucket: string, key: string, windowStart: number): Promise<number> {
  const row = await db
    .prepare('SELECT count FROM rate_limits WHERE bucket = ?1 AND key = ?2 AND window_start = ?3')
    .bind(bucket, key, windowStart)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** Deletes counters of windows that started before the given unix time. */
export async function deleteRateLimitsBefore(db: D1Database, unixSeconds: number): Promise<number> {
  const result = await db.prepare('DELETE FROM rate_limits WHERE window_start < ?1').bind(unixSeconds).run();
  return result.meta.changes ?? 0;
}
