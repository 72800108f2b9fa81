import type { Locale } from '../../src/domain/locales';
import { renderMessage, type MessageKey, type MessageParams, type MessageRef } from '../../src/domain/messages';

/**
 * Why a service refused a request, in the words the person reads. What a refusal is in HTTP is the
 * Worker's one error handler's business (`statusOf` in index.ts), so services never name a status.
 */
export type RefusalKind =
  /** The input breaks a rule (with a message per field). */
  | 'invalid'
  /** Nothing with that name, or the caller may not know whether it exists. */
  | 'not_found'
  /** The order's state does not allow it (any more). */
  | 'conflict'
  /** It existed but has ended (an old link). */
  | 'gone'
  /** A file of a type this use does not take. */
  | 'unsupported'
  /** Understood, but the content cannot be processed (e.g. a file that is not what it claims). */
  | 'unprocessable'
  /** A service we depend on is not reachable now; trying later may work. */
  | 'unavailable'
  /** Too many requests of this kind for now (with the seconds until trying again makes sense). */
  | 'too_many';

/** One field's refusal: the field's dot path (e.g. "personalData.postalCode") and its message by key. */
export interface FieldRefusal extends MessageRef {
  path: string;
}

export interface RefusalDetails {
  /** The values of the message's placeholders. */
  params?: MessageParams;
  fields?: FieldRefusal[];
  /** When trying again makes sense (e.g. the same order is being created right now). */
  retryAfterSeconds?: number;
  /**
   * The language the request names in its own body (an order's customerLanguage), for a client that sends
   * no page language; a page that says it is English is answered in English all the same.
   */
  requestLanguage?: Locale;
}

/**
 * A refusal names its message by key, never by text: the error handler says it in the language of the page
 * that asked. The Error's own message is the German text, for logs and stack traces.
 */
export class Refusal extends Error {
  readonly params?: MessageParams;
  readonly fields?: FieldRefusal[];
  readonly retryAfterSeconds?: number;
  readonly requestLanguage?: Locale;

  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    readonly key: MessageKey,
    { params, fields, retryAfterSeconds, requestLanguage }: RefusalDetails = {},
  ) {
    super(renderMessage('de', { key, ...(params ? { params } : {}) }));
    this.name = 'Refusal';
    if (params) this.params = params;
    if (fields) this.fields = fields;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
    if (requestLanguage) this.requestLanguage = requestLanguage;
  }
}

/** Too many requests of one kind for now: the rate-limit message, and when trying again makes sense. */
export function tooManyRequests(retryAfterSeconds: number): Refusal {
  return new Refusal('too_many', 'rate_limited', 'errors.rateLimited', { retryAfterSeconds });
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
    key: MessageKey,
  ) {
    super(kind, code, key);
    this.name = 'WrongProof';
  }
}
