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

const YEAR_MS = 365.25 * 24 * 3600_000;

/**
 * Retention periods of spec §9: order data is anonymised after 6 years, invoices deleted after
 * 10 years, security logs without an order after 7 days (those about an order live as long as it).
 */
export async function applyRetention(env: Env, now: Date): Promise<void> {
  const sixYears = new Date(now.getTime() - 6 * YEAR_MS).toISOString();
  const tenYears = new Date(now.getTime() - 10 * YEAR_MS).toISOString();
  const sevenDays = new Date(now.getTime() - 7 * 24 * 3600_000).toISOString();
  const { results: invoices } = await env.DB.prepare('SELECT number, object_key FROM invoices WHERE issued_at <= ?1 LIMIT 500')
    .bind(tenYears)
    .all<{ number: string; object_key: string | null }>();
  const keys = invoices.map((i) => i.object_key).filter((k): k is string => k !== null);
  if (keys.length) await env.DOCUMENTS.delete(keys);
  await env.DB.batch([
    ...invoices.map((i) => env.DB.prepare('DELETE FROM invoices WHERE number = ?1').bind(i.number)),
    env.DB.prepare(
      `UPDATE orders SET personal_data = '{"anonymised":true}', email = 'anonymisiert', evidence = '{}', partner_data = NULL, updated_at = ?2
       WHERE created_at <= ?1 AND email != 'anonymisiert'`,
    ).bind(sixYears, now.toISOString()),
    env.DB.prepare("UPDATE withdrawals SET name = 'anonymisiert', email = 'anonymisiert', statement = '' WHERE received_at <= ?1").bind(sixYears),
    env.DB.prepare('DELETE FROM audit_log WHERE (order_number IS NULL AND at <= ?1) OR at <= ?2').bind(sevenDays, sixYears),
  ]);
}
