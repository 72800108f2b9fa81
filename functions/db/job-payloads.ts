// What each kind of job carries, checked when it is queued and when it is read back: a job's payload is
// JSON in D1, and a handler must not guess at a field another version of the code wrote differently.
import * as v from 'valibot';

const JOB_PAYLOADS = {
  after_paid: v.object({ origin: v.optional(v.string(), '') }),
  after_addon_paid: v.object({ addonId: v.pipe(v.string(), v.minLength(1)), origin: v.optional(v.string(), '') }),
  dispatch_letter: v.object({}),
  delete_documents: v.object({}),
  /** The order's own payment (all, or `amountCents` of it), or an add-on's; `reason` for the log. */
  refund: v.object({
    reason: v.optional(v.string()),
    addonId: v.optional(v.pipe(v.string(), v.minLength(1))),
    amountCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  expire_checkout: v.object({
    sessionId: v.pipe(v.string(), v.minLength(1)),
    provider: v.picklist(['stripe', 'demo']),
  }),
} as const;

export type JobKind = keyof typeof JOB_PAYLOADS;
export type JobPayload<K extends JobKind> = v.InferOutput<(typeof JOB_PAYLOADS)[K]>;
export type JobPayloadInput<K extends JobKind> = v.InferInput<(typeof JOB_PAYLOADS)[K]>;

/** The payload checked for its kind, or the reason it is not one (a message without the values). */
export function parseJobPayload<K extends JobKind>(
  kind: K,
  raw: unknown,
): { ok: true; payload: JobPayload<K> } | { ok: false; error: string } {
  const result = v.safeParse(JOB_PAYLOADS[kind], raw ?? {});
  if (result.success) return { ok: true, payload: result.output as JobPayload<K> };
  const paths = result.issues.map((issue) => v.getDotPath(issue) ?? '(payload)');
  return { ok: false, error: `invalid ${kind} payload: ${[...new Set(paths)].join(', ')}` };
}
