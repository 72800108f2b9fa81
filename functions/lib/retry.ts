// The retry schedule of the two queues that run work after a request: the job queue (services/orders/jobs.ts)
// and the outbox (services/mails/sender.ts). Both wait the same way (about 39 hours in all before giving up),
// so an operator reading "gave up" knows how long it was tried, whichever queue it was.

/** Minutes to wait after the 1st, 2nd, … failed attempt; after the last one the job or mail has failed for good. */
export const BACKOFF_MINUTES: readonly number[] = [1, 5, 30, 120, 720, 1440];

/** How long one drain holds a row it claimed: another drain (the cron, a request's waitUntil) skips it until then. */
const LEASE_MS = 5 * 60_000;

/** When to try again after `attemptsSoFar` failed attempts (ISO 8601), or null: no attempt is left. */
export function nextAttemptAt(attemptsSoFar: number, now: Date): string | null {
  const minutes = BACKOFF_MINUTES[attemptsSoFar];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** Until when a row claimed at `now` belongs to this drain (ISO 8601). */
export function leaseUntil(now: Date): string {
  return new Date(now.getTime() + LEASE_MS).toISOString();
}
