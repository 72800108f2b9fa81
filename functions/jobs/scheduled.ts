import type { Env } from '../env';
import { deleteIdleLoginFailures } from '../db/operators';
import { deleteRateLimitsBefore } from '../db/rate-limits';
import { alert } from '../services/operations/alerts';
import { cronStepFailed } from '../services/operations/alert-causes';
import { drainOutbox } from '../services/mails/sender';
import { drainJobs } from '../services/orders/jobs';
import { sendDueReminders } from './reminders';
import { alertOverdueLetters, alertUnhealthy, sendMorningDigest } from './operator-watch';
import { endSecondPersonWaits } from './second-person-wait';
import { applyRetention, deleteDueDocuments } from './retention';

type Step = readonly [name: string, run: (env: Env, now: Date) => Promise<unknown>];

/** In this order; each runs whatever happened to the ones before it. */
const STEPS: readonly Step[] = [
  ['deleteDueDocuments', deleteDueDocuments],
  ['applyRetention', applyRetention],
  ['sendDueReminders', sendDueReminders],
  ['endSecondPersonWaits', endSecondPersonWaits],
  // Rate-limit counters are only needed for their window; keep one day for diagnosing abuse.
  ['deleteRateLimits', (env, now) => deleteRateLimitsBefore(env.DB, Math.floor(now.getTime() / 1000) - 24 * 3600)],
  // The same for the operator logins' failure counts per address, once their lock has ended.
  [
    'deleteLoginFailures',
    (env, now) => deleteIdleLoginFailures(env.DB, new Date(now.getTime() - 24 * 3600_000).toISOString()),
  ],
  // The operator hears of letters without news, of a service not fully set up, and each business morning
  // of the day (operator-watch.ts); the alerts go out with the outbox below.
  ['alertOverdueLetters', alertOverdueLetters],
  ['alertUnhealthy', alertUnhealthy],
  ['sendMorningDigest', sendMorningDigest],
  // Effects and mails whose first attempt failed (or that were queued while a service was down) are
  // retried here: jobs first, since they queue mails.
  ['drainJobs', drainJobs],
  ['drainOutbox', drainOutbox],
];

/**
 * Every scheduled job, given the trigger time so that tests can run it against a fixed clock. One
 * failing step (an R2 outage while deleting documents) must not hold back the mails or the other
 * deletions, so each step runs on its own and only its name and the error's class are logged: an
 * error's text may carry a key or a row.
 */
export async function runScheduled(_cron: string, now: Date, env: Env): Promise<void> {
  const failed: string[] = [];
  for (const [name, run] of STEPS) {
    try {
      await run(env, now);
    } catch (err) {
      failed.push(name);
      const errorName = err instanceof Error ? err.name : 'unknown';
      console.error('scheduled_step_failed', name, errorName);
      // The operator hears of it (once in 6 hours); when D1 itself is down, only the log can say so.
      await alert(env, cronStepFailed(name, errorName), now).catch(() => undefined);
    }
  }
  // Thrown after all steps so the platform records the run as failed (cron runs are not retried;
  // every step is idempotent and runs again on the next trigger); the message names steps only.
  if (failed.length) throw new Error(`scheduled steps failed: ${failed.join(', ')}`);
}
