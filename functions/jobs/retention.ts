// Deletes ID copies and signatures that must not be kept (spec §9, architecture.md §6):
// uploads never attached to an order after 24 h, uploads released by unpaid orders (expired,
// failed) after their grace period, and — as a safety net — any document of an order that has
// already been posted. Idempotent: a second run finds nothing; `now` comes from the trigger.
import type { Env } from '../env';
import { deleteInvoice, invoicesIssuedBefore } from '../db/invoices';
import { deleteOldAudit } from '../db/operators';
import { anonymiseOrdersCreatedBefore } from '../db/orders';
import { markUploadDeleted, uploadsDueForDeletion } from '../db/uploads';
import { anonymiseWithdrawalsBefore } from '../db/withdrawals';

const BATCH = 500;

/** Returns how many documents were deleted. */
export async function deleteDueDocuments(env: Env, now: Date): Promise<number> {
  const at = now.toISOString();
  const doomed = await uploadsDueForDeletion(env.DB, at, BATCH);
  if (doomed.length === 0) return 0;
  // R2 first: a row is only marked deleted once its object is really gone.
  await env.DOCUMENTS.delete(doomed.map((u) => u.object_key));
  await env.DB.batch(doomed.map((u) => markUploadDeleted(env.DB, u.id, at)));
  return doomed.length;
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
  const invoices = await invoicesIssuedBefore(env.DB, tenYears);
  const keys = invoices.map((i) => i.object_key).filter((k): k is string => k !== null);
  if (keys.length) await env.DOCUMENTS.delete(keys);
  await env.DB.batch([
    ...invoices.map((i) => deleteInvoice(env.DB, i.number)),
    anonymiseOrdersCreatedBefore(env.DB, sixYears, now.toISOString()),
    anonymiseWithdrawalsBefore(env.DB, sixYears),
    deleteOldAudit(env.DB, sevenDays, sixYears),
  ]);
}
