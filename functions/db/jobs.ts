// Durable effects of order transitions (migration 0006). A job is written in the same batch as the
// transition that needs it and completed by services/orders/jobs.ts; ids are deterministic, so an
// effect is queued at most once however often the transition's caller retries.

import { parseJobPayload, type JobKind, type JobPayload, type JobPayloadInput } from './job-payloads';
import { PRIORITY_HANDLING_SQL } from './order-queue';

export type { JobKind };
type JobStatus = 'pending' | 'done' | 'failed';

interface JobBase {
  id: string;
  orderNumber: string;
  status: JobStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  /** Set when the stored payload does not fit its kind: the job cannot run and fails for the operator. */
  payloadError?: string;
}

/** A job with the payload of its kind (checked when read). */
export type Job = { [K in JobKind]: JobBase & { kind: K; payload: JobPayload<K> } }[JobKind];

/** A job to queue: the payload of its kind, checked before it is written. */
export type NewJob = {
  [K in JobKind]: { kind: K; orderNumber: string; payload?: JobPayloadInput<K>; round?: string; runAt?: string };
}[JobKind];

/** The payload of a job the caller knows the kind of (the handler of that kind). */
export function payloadOf<K extends JobKind>(job: Job, kind: K): JobPayload<K> {
  if (job.kind !== kind) throw new Error(`job ${job.id} is ${job.kind}, not ${kind}`);
  return job.payload as JobPayload<K>;
}

interface JobRow {
  id: string;
  order_number: string;
  kind: JobKind;
  payload: string | null;
  status: JobStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
}

function parsedPayload(kind: JobKind, raw: string | null) {
  try {
    return parseJobPayload(kind, raw ? JSON.parse(raw) : {});
  } catch {
    return { ok: false as const, error: `invalid ${kind} payload: not JSON` };
  }
}

function toJob(row: JobRow): Job {
  const parsed = parsedPayload(row.kind, row.payload);
  return {
    id: row.id,
    orderNumber: row.order_number,
    kind: row.kind,
    payload: parsed.ok ? parsed.payload : {},
    ...(parsed.ok ? {} : { payloadError: parsed.error }),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
  } as Job;
}

/**
 * The id a kind of job has for an order: queuing it twice changes nothing. `round` tells apart jobs
 * of a kind that an order can need again (the deletion after a corrected application is posted).
 */
export function jobId(kind: JobKind, orderNumber: string, round?: string): string {
  return round ? `${kind}:${orderNumber}:${round}` : `${kind}:${orderNumber}`;
}

/** Queues a job unless one with its id exists; returned unrun, for the transition's batch. */
export function enqueueJob(db: D1Database, job: NewJob, now: string): D1PreparedStatement {
  const parsed = parseJobPayload(job.kind, job.payload);
  if (!parsed.ok) throw new Error(parsed.error);
  return db
    .prepare(
      `INSERT INTO order_jobs (id, order_number, kind, payload, next_attempt_at, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (id) DO NOTHING`,
    )
    .bind(
      jobId(job.kind, job.orderNumber, job.round),
      job.orderNumber,
      job.kind,
      Object.keys(parsed.payload).length ? JSON.stringify(parsed.payload) : null,
      job.runAt && job.runAt > now ? job.runAt : now,
      now,
    );
}

/**
 * Pending jobs due at `now` (only those of one order when it is given), in the order they should run:
 * the small ones first (invoices, mails, deletions, refunds), then letters by their dispatch deadline,
 * Pro first within a day, then the oldest. Oldest-first alone let a morning's Basic letters hold back
 * the same-day letters until after the cut-off (bench/RESULTS.md, dispatch day).
 */
export async function dueJobs(
  db: D1Database,
  now: string,
  limit = 25,
  orderNumber: string | null = null,
): Promise<Job[]> {
  const { results } = await db
    .prepare(
      `SELECT j.* FROM order_jobs j LEFT JOIN orders o ON o.order_number = j.order_number
       WHERE j.status = 'pending' AND j.next_attempt_at <= ?1 AND (?3 IS NULL OR j.order_number = ?3)
       ORDER BY j.kind = 'dispatch_letter', o.dispatch_deadline, ${PRIORITY_HANDLING_SQL} DESC, j.created_at, j.id LIMIT ?2`,
    )
    .bind(now, limit, orderNumber)
    .all<JobRow>();
  return results.map(toJob);
}

/** Claims a job for one drain by moving its next attempt past a lease; false when another drain has it. */
export async function claimJob(db: D1Database, job: Job, leaseUntil: string): Promise<boolean> {
  const result = await db
    .prepare("UPDATE order_jobs SET next_attempt_at = ?3 WHERE id = ?1 AND next_attempt_at = ?2 AND status = 'pending'")
    .bind(job.id, job.nextAttemptAt, leaseUntil)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

/** Marks a job done; returned unrun, so it commits together with the job's last writes. */
export function markJobDone(db: D1Database, id: string, now: string): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE order_jobs SET status = 'done', done_at = ?2, attempts = attempts + 1, last_error = NULL WHERE id = ?1",
    )
    .bind(id, now);
}

/** Records a failed attempt; with no next attempt the job is 'failed' and waits for the operator. */
export function markJobFailed(
  db: D1Database,
  id: string,
  error: string,
  nextAttemptAt: string | null,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE order_jobs SET attempts = attempts + 1, last_error = ?2,
         status = CASE WHEN ?3 IS NULL THEN 'failed' ELSE 'pending' END,
         next_attempt_at = COALESCE(?3, next_attempt_at)
       WHERE id = ?1`,
    )
    .bind(id, error.slice(0, 500), nextAttemptAt);
}

/** A job that is not due yet after all (it waits for something): run again at `until`, no attempt counted. */
export function deferJob(db: D1Database, id: string, until: string): D1PreparedStatement {
  return db.prepare("UPDATE order_jobs SET next_attempt_at = ?2 WHERE id = ?1 AND status = 'pending'").bind(id, until);
}

/**
 * The order's letter stops waiting (the second person's documents are in): its deferred dispatch job is
 * due now instead of at the end of the wait.
 */
export function releaseWaitingLetter(db: D1Database, orderNumber: string, now: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE order_jobs SET next_attempt_at = ?2
       WHERE order_number = ?1 AND kind = 'dispatch_letter' AND status = 'pending' AND next_attempt_at > ?2`,
    )
    .bind(orderNumber, now);
}

export async function jobsOfOrder(db: D1Database, orderNumber: string): Promise<Job[]> {
  const { results } = await db
    .prepare('SELECT * FROM order_jobs WHERE order_number = ?1 ORDER BY created_at, id')
    .bind(orderNumber)
    .all<JobRow>();
  return results.map(toJob);
}
