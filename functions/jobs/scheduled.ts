import type { Env } from '../env';
import { deleteRateLimitsBefore } from '../db/rate-limits';
import { drainOutbox } from '../services/mail-sender';
import { drainJobs } from '../services/order-jobs';
import { sendDueReminders } from './reminders';
import { applyRetention, deleteDueDocuments } from './retention';

/** Every scheduled job, given the trigger time so that tests can run it against a fixed clock. */
export async function runScheduled(_cron: string, now: Date, env: Env): Promise<void> {
  await deleteDueDocuments(env, now);
  await applyRetention(env, now);
  await sendDueReminders(env, now);
  // Rate-limit counters are only needed for their window; keep one day for diagnosing abuse.
  await deleteRateLimitsBefore(env.DB, Math.floor(now.getTime() / 1000) - 24 * 3600);
  // Effects and mails whose first attempt failed (or that were queued while a service was down) are
  // retried here: jobs first, since they queue mails.
  await drainJobs(env, now).catch(() => undefined);
  await drainOutbox(env, now).catch(() => 0);
}
