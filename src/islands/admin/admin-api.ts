// The back office's calls: same origin, session cookie, and the header that proves the request
// comes from our own page (CSRF protection of /api/admin/*). A 401 means the session ended (idle,
// logged out elsewhere, operator disabled): the app hears it and shows the login again. The answers'
// types are the routes' own (functions/routes/admin/*), through the one typed client.
import type { ClientResponse } from 'hono/client';
import { api, jsonBody, send, sendForBlob, type ApiResult, type CallInit, type SuccessBody } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

export const admin = api.admin;
export type AdminResponse = ClientResponse<unknown, number, string>;
const ADMIN_HEADERS = { 'X-Requested-With': 'punktebrief-admin' };
export const SESSION_ENDED_EVENT = 'admin:session-ended';

/**
 * The options a back-office call passes on to the client: our header, the timeout, and a JSON body for a
 * route without a body validator (a route with one takes its body typed, as the call's `json`).
 */
export type AdminOptions = { headers: Record<string, string>; init: CallInit & { body?: string } };

/**
 * Runs a back-office call. `session: true` for the login and logout calls themselves, whose 401
 * means wrong credentials, not an ended session.
 */
export async function adminCall<R extends AdminResponse>(
  call: (options: AdminOptions) => Promise<R>,
  body?: unknown,
  { session = false }: { session?: boolean } = {},
): Promise<ApiResult<SuccessBody<R>>> {
  const result = await send((init) =>
    call(body === undefined ? { headers: ADMIN_HEADERS, init } : jsonBody(body, init, ADMIN_HEADERS)),
  );
  if (!result.ok && result.status === 401 && !session) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  return result;
}

/**
 * Fetches a document or PDF of an order (each read is audited by the Worker) and returns an object
 * URL for an <img> or <iframe>; API responses are never framed directly. Revoke it when done.
 */
export async function adminBlobUrl(call: (options: AdminOptions) => Promise<AdminResponse>): Promise<string | null> {
  const { status, blob } = await sendForBlob((init) => call({ headers: ADMIN_HEADERS, init }));
  if (status === 401) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  return blob ? URL.createObjectURL(blob) : null;
}

/**
 * Runs a back-office call whose answer is a file to keep (a print) and hands it to the browser's download
 * as `filename`; false when it failed.
 */
export async function adminDownload(
  call: (options: AdminOptions) => Promise<AdminResponse>,
  filename: string,
): Promise<boolean> {
  const { status, blob } = await sendForBlob((init) => call({ headers: ADMIN_HEADERS, init }), 120_000);
  if (status === 401) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  if (!blob) return false;
  saveFile(blob, filename);
  return true;
}

type Answer<F extends (...args: never[]) => Promise<unknown>> = SuccessBody<Awaited<ReturnType<F>>>;

export type TodaySummary = Answer<typeof admin.records.today.$get>;
export type InboxMessage = Answer<typeof admin.records.messages.$get>['messages'][number];
export type QueuePage = Answer<typeof admin.orders.$get>;
export type QueueItem = QueuePage['orders'][number];
export type OrderDetail = Answer<(typeof admin.orders)[':orderNumber']['$get']>;
export type OrderDocument = OrderDetail['documents'][number];
/** An archived legal text's version id and the date of its wording. */
export type LegalVersion = NonNullable<OrderDetail['legalVersions']>['agb'];
