import type { FieldError } from '../../src/domain/field-errors';

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
  | 'unavailable';

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
