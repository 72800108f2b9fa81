// Reading an order and sending the second person's data, for /extended-wizard and /status.
// GET lives here because src/lib/api-client.ts only has postJson and is not ours to change.
import type { ExtraId, PlanId } from '../../domain/catalog';
import type { FieldError } from '../../domain/field-errors';
import type { PartnerForm } from '../../domain/partner';
import { toExtendedDataSubmission } from '../../domain/partner';
import { postJson, type ApiResult } from '../../lib/api-client';

// Same wording as postJson, so a failure reads the same whichever call it was.
const NETWORK_MESSAGE = 'Keine Internetverbindung - bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.';
const TIMEOUT_MESSAGE = 'Die Anfrage dauert zu lange - bitte versuchen Sie es später erneut.';

/** GETs JSON and never throws: network failures and error bodies become an ApiFailure. */
export async function getJson<T>(path: string, timeoutMs = 15_000): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, { headers: { Accept: 'application/json' }, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { ok: false, status: 0, message: timedOut ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, fields: [] };
  }
  const payload: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: payload as T };
  const error = (payload as { error?: { message?: string; fields?: FieldError[] } } | null)?.error;
  return { ok: false, status: res.status, message: error?.message ?? `Server-Fehler: ${res.status}`, fields: error?.fields ?? [] };
}

export type OrderStatusName =
  | 'awaiting_payment'
  | 'payment_processing'
  | 'paid'
  | 'payment_failed'
  | 'expired'
  | 'superseded'
  | 'submitted'
  | 'closed'
  | 'withdrawn';

/** The body of GET /api/orders/:orderNumber (functions/routes/orders.ts). */
export interface OrderView {
  orderNumber: string;
  status: OrderStatusName;
  /** True from payment_processing on: the Worker, not the browser, decides what counts as paid. */
  paid: boolean;
  plan: PlanId;
  extras: ExtraId[];
  totalCents: number;
  /** Already formatted in German, e.g. "39,90 €". */
  total: string;
  requiresSecondPerson: boolean;
  secondPersonSubmitted: boolean;
  /** 'YYYY-MM-DD' once paid, else null. */
  dispatchDeadline: string | null;
  timeline: { at: string; event: string }[];
}

/** How the caller proves it may see the order: the payment session id or the status token. */
export type OrderProof = { sessionId: string } | { statusToken: string };

/** Reads an order. 404 means unknown number or wrong proof; the Worker does not say which. */
export function fetchOrder(orderNumber: string, proof: OrderProof): Promise<ApiResult<OrderView>> {
  const query = 'sessionId' in proof ? `session_id=${encodeURIComponent(proof.sessionId)}` : `token=${encodeURIComponent(proof.statusToken)}`;
  return getJson<OrderView>(`/api/orders/${encodeURIComponent(orderNumber)}?${query}`);
}

/** Sends the spec's extended-data submission (spec §3) for a validated partner form. */
export function submitPartner(form: PartnerForm, orderNumber: string, proof: OrderProof): Promise<ApiResult<{ ok: true; orderNumber: string }>> {
  const body = toExtendedDataSubmission(form, { orderNumber, ...proof }, new Date());
  return postJson(`/api/orders/${encodeURIComponent(orderNumber)}/partner`, body);
}
