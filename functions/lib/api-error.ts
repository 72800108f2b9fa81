import type { FieldError } from '../../src/domain/field-errors';
import { MESSAGES } from '../../src/domain/messages';

/** The one error body of the API (architecture.md §4). */
export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldError[] };
}

/** An error a handler throws on purpose; the global error handler turns it into the JSON shape. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    readonly code: string,
    message: string,
    readonly fields?: FieldError[],
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const INTERNAL_ERROR_MESSAGE = MESSAGES.de['errors.internal'];
