// Browser-side calls to our Worker. Errors come back in the one API error shape (architecture.md §4).
import type { FieldError } from '../domain/field-errors';

export interface ApiFailure {
  ok: false;
  status: number;
  message: string;
  fields: FieldError[];
}
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

// Our own words, so 'du' (the order's own messages, quoted from the spec, are in order-api.ts).
const NETWORK_MESSAGE = 'Keine Internetverbindung – bitte prüfe deine Verbindung und versuche es erneut.';
const TIMEOUT_MESSAGE = 'Die Anfrage dauert zu lange – bitte versuche es später erneut.';

/** Fetches JSON and never throws: network failures and error bodies become an ApiFailure. */
async function requestJson<T>(path: string, init: RequestInit, timeoutMs: number): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { ok: false, status: 0, message: timedOut ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, fields: [] };
  }
  const payload: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: payload as T };
  const error = (payload as { error?: { message?: string; fields?: FieldError[] } } | null)?.error;
  return {
    ok: false,
    status: res.status,
    message: error?.message ?? `Server-Fehler: ${res.status}`,
    fields: error?.fields ?? [],
  };
}

export function postJson<T>(path: string, body: unknown, timeoutMs = 30_000): Promise<ApiResult<T>> {
  return requestJson<T>(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    },
    timeoutMs,
  );
}

/** `headers` carry proofs (e.g. X-Status-Token), which never belong in a URL. */
export function getJson<T>(
  path: string,
  headers: Record<string, string> = {},
  timeoutMs = 15_000,
): Promise<ApiResult<T>> {
  return requestJson<T>(path, { headers: { ...headers, Accept: 'application/json' }, cache: 'no-store' }, timeoutMs);
}
