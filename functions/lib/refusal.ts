import type { FieldError } from '../../src/domain/field-errors';
import { MESSAGES } from '../../src/domain/messages';

/**
 * Why a service refused a request, in the words the person reads. What a refusal is in HTTP is the
 * Worker's one error handler's business (`statusOf` in index.ts), so services never name a status.
 */
export type RefusalKind =
  /** The input breaks a rule (with German messages per field). */
  | 'invalid'
  /** Nothing with that name, or the caller may not know whether it exists. */
  | 'not_found'
  /** The order's state does not allow it (any more). */
  | 'conflict'
  /** It existed but has ended (an old link). */
  | 'gone'
  /** Understood, but the content cannot be processed (e.g. a file that is not what it claims). */
  | 'unprocessable'
  /** A service we depend on is not reachable now; trying later may work. */
  | 'unavailable'
  /** Too many requests of this kind for now (with the seconds until trying again makes sense). */
  | 'too_many';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    message: string,
    readonly fields?: FieldError[],
    /** When trying again makes sense (e.g. the same order is being created right now). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** Too many requests of one kind for now: the rate-limit message, and when trying again makes sense. */
export function tooManyRequests(retryAfterSeconds: number): Refusal {
  return new Refusal('too_many', 'rate_limited', MESSAGES.de['errors.rateLimited'], undefined, retryAfterSeconds);
}

/**
 * A proof (a status link's token, a payment session id, the second person's link, an e-mail change link)
 * that matched nothing: answered like any other refusal, and counted against the client's address by
 * lib/proof-limits.ts. A link that existed but has ended is not one: only a guess matches nothing.
 */
export class WrongProof extends Refusal {
  constructor(
    /** The order the proof was presented for, when that order exists (its wrong proofs are counted); else null. */
    readonly orderNumber: string | null,
    kind: RefusalKind,
    code: string,
    message: string,
  ) {
    super(kind, code, message);
    this.name = 'WrongProof';
  }
}
