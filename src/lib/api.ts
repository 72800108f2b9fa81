// The browser's one client of the Worker: Hono's RPC client over the routes' own types (`AppType` in
// functions/index.ts, declared into .api-types/ by `npm run types:api`), so the shape of an answer
// comes from the route that sends it, and a JSON body's from the schema the route checks it with (the
// call's `json`). Failures come back in the one API error shape (docs/architecture.md, 'API errors') and never throw.
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../.api-types/functions/index';
import type { FieldError } from '../domain/field-errors';
import { DEFAULT_LOCALE, type Locale } from '../domain/locales';
import { MESSAGES, translator } from '../domain/ui-messages';
import { pageLocale } from './page-locale';

export const api = hc<AppType>('/', { headers: () => ({ 'X-Page-Language': pageLocale() }) }).api;

/**
 * Path parameters, encoded: the client puts them into the path as given, and an order number taken
 * from a link must never point a request (with its proof header) at another endpoint.
 */
export function pathParams<P extends Record<string, string>>(params: P): P {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, encodeURIComponent(value)])) as P;
}

export interface ApiFailure {
  ok: false;
  status: number;
  message: string;
  fields: FieldError[];
}
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/** What a route answers with a success status, as JSON. */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends SuccessStatusCode
      ? F extends 'json'
        ? T
        : never
      : never
    : never;

/** A call's transport options: the timeout's signal, and never a cached answer. */
export type CallInit = Pick<RequestInit, 'signal' | 'cache'>;

/**
 * Options for a route that takes a JSON body without a body validator, so its type names no `json` input
 * (a route with one takes the body as the call's `json`, typed by its schema).
 */
export function jsonBody(body: unknown, init: CallInit, headers: Record<string, string> = {}) {
  return {
    init: { ...init, body: JSON.stringify(body) },
    headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
  };
}

/** The error body's message and field errors, whatever the failed response carried. */
async function failureOf(res: Response, locale: Locale = DEFAULT_LOCALE): Promise<ApiFailure> {
  const payload: unknown = await res.json().catch(() => null);
  const error = (payload as { error?: { message?: string; fields?: FieldError[] } } | null)?.error;
  return {
    ok: false,
    status: res.status,
    message: error?.message ?? translator(locale)('forms.api.serverError', { status: res.status }),
    fields: error?.fields ?? [],
  };
}

/** Runs a call with a timeout; network failures and error bodies become an ApiFailure (our words in `locale`). */
export async function send<R extends ClientResponse<unknown, number, string>>(
  call: (init: CallInit) => Promise<R>,
  timeoutMs = 15_000,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ApiResult<SuccessBody<R>>> {
  let res: R;
  try {
    res = await call({ signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const message = MESSAGES[locale][timedOut ? 'forms.api.timeout' : 'forms.api.network'];
    return { ok: false, status: 0, message, fields: [] };
  }
  if (!res.ok) return failureOf(res as unknown as Response, locale);
  const data = (await res.json().catch(() => null)) as SuccessBody<R>;
  return { ok: true, status: res.status, data };
}

/** Runs a call whose answer is a file (an image, a PDF); null when it failed. */
export async function sendForBlob(
  call: (init: CallInit) => Promise<ClientResponse<unknown, number, string>>,
  timeoutMs = 30_000,
): Promise<{ status: number; blob: Blob | null }> {
  try {
    const res = await call({ signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
    return { status: res.status, blob: res.ok ? await res.blob() : null };
  } catch {
    return { status: 0, blob: null };
  }
}

/**
 * A static data file of the site (e.g. /data/plz.json), not the Worker's API; here so that every
 * request the browser code makes goes through this module. Rejects when it cannot be loaded.
 * `priority: 'low'` for a file that helps but must not hold up the page's own code.
 */
export async function staticJson<T>(
  path: `/data/${string}.json`,
  priority: RequestInit['priority'] = 'auto',
): Promise<T> {
  const res = await fetch(path, priority === 'auto' ? undefined : { priority });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as T;
}
