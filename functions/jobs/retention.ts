// Deletes ID copies and signatures that must not be kept (spec §9, architecture.md §6):
// uploads never attached to an order after 24 h, uploads released by unpaid orders (expired,
// failed) after their grace period, and — as a safety net — any document of an order that has
// already been posted. Idempotent: a second run finds nothing; `now` comes from the trigger.
import type { Env } from '../env';

const BATCH = 500;

interface Doomed {
  id: string;
  object_key: string;
}

/** Returns how many documents were deleted. */
export async function deleteDueDocuments(env: Env, now: Date): Promise<number> {
  const at = now.toISOString();
  const { results } = await env.DB.prepare(
    `SELECT u.id, u.object_key FROM uploads u LEFT JOIN orders o ON o.order_number = u.order_number
     WHERE u.deleted_at IS NULL
       AND ((u.expires_at IS NOT NULL AND u.expires_at <= ?1) OR o.status IN ('submitted', 'closed'))
     LIMIT ?2`,
  )
    .bind(at, BATCH)
    .all<Doomed>();
  if (results.length === 0) return 0;
  // R2 first: a row is only marked deleted once its object is really gone.
  await env.DOCUMENTS.delete(results.map((r) => r.object_key));
  await env.DB.batch(results.map((r) => env.DB.prepare('UPDATE uploads SET deleted_at = ?2 WHERE id = ?1').bind(r.id, at)));
  return results.length;
}
