import type { FieldError } from '../../src/domain/field-errors';
import type { Locale } from '../../src/domain/locales';
import { renderMessage, type MessageKey, type MessageParams, type MessageRef } from '../../src/domain/messages';
import type { FieldRefusal } from './refusal';

/**
 * The one error body of the API (docs/architecture.md, 'API errors'): every message said in the language
 * of the page that asked.
 */
export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldError[] };
}

/** The error body for a refusal: its message and each field's said in `locale`. */
export function errorBody(locale: Locale, code: string, message: MessageRef, fields?: FieldRefusal[]): ErrorBody {
  return {
    error: {
      code,
      message: renderMessage(locale, message),
      ...(fields
        ? { fields: fields.map(({ path, ...field }) => ({ path, message: renderMessage(locale, field) })) }
        : {}),
    },
  };
}

export interface ApiErrorDetails {
  /** The values of the message's placeholders. */
  params?: MessageParams;
  fields?: FieldRefusal[];
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/**
 * An error a handler or middleware throws on purpose, when the answer is HTTP's business (a header, a body
 * that is not what the route reads); its message by key. The global error handler turns it into the JSON shape.
 */
export class ApiError extends Error {
  readonly params?: MessageParams;
  readonly fields?: FieldRefusal[];
  readonly headers?: Record<string, string>;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    readonly code: string,
    readonly key: MessageKey,
    { params, fields, headers }: ApiErrorDetails = {},
  ) {
    // The German text as the Error's message, for logs and stack traces.
    super(renderMessage('de', { key, ...(params ? { params } : {}) }));
    this.name = 'ApiError';
    if (params) this.params = params;
    if (fields) this.fields = fields;
    if (headers) this.headers = headers;
  }

  toBody(locale: Locale): ErrorBody {
    return errorBody(
      locale,
      this.code,
      { key: this.key, ...(this.params ? { params: this.params } : {}) },
      this.fields,
    );
  }
}
