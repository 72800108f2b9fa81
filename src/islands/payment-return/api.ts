// Reading an order and sending the second person's data, for /extended-wizard and /status.
import type { ExtraId, PlanId } from '../../domain/catalog';
import type { OrderStatus } from '../../domain/order-lifecycle';
import type { PersonalData } from '../../domain/personal-data';
import { toExtendedDataSubmission, type ExtendedDataSubmission, type PartnerForm } from '../../domain/partner';
import type { AddonConfirmations, AddonStatus } from '../../domain/second-person-addon';

/** The second person as the Worker stores it (birth date 'YYYY-MM-DD'). */
export type StoredPartnerData = ExtendedDataSubmission['extendedData'];
import { getJson, postJson, type ApiResult } from '../../lib/api-client';

export { getJson };

/** Order states as the API reports them (src/domain/order-status.ts). */
export type OrderStatusName = OrderStatus;

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
  /**
   * 'YYYY-MM-DD': until this day the second person's data and documents are taken (also after the
   * customer's letter went alone); null when they are in a letter, the wait ended or there is none.
   */
  secondPersonAwaitedUntil: string | null;
  /** Pro's SMS updates, for the status link only: the number masked, and whether they still run. */
  sms?: { number: string; active: boolean } | null;
  /** A package without a second person, paid and not yet posted: one can be added for its own price. */
  secondPersonOffered: boolean;
  /** The newest second person bought after payment. */
  secondPersonAddon: {
    status: AddonStatus;
    /** Already formatted in German, e.g. "19,90 €". */
    total: string;
  } | null;
  /** 'YYYY-MM-DD' once paid, else null. */
  dispatchDeadline: string | null;
  timeline: { at: string; event: string }[];
  /** The customer masked ("E. Mustermann", "51147 Köln"); null for the payment session's proof. */
  customer: { name: string; place: string } | null;
  /** The order's e-mail masked ("e•••@example.de"); null for the payment session's proof. */
  email: string | null;
  /** The application is printed (or with the print service) and not yet posted: corrections wait. */
  printed: boolean;
  /** True until the application is printed, and only with the status link. */
  correctable: boolean;
  /** The Korrekturoption's one correction after posting. */
  correctionAfterPosting: 'available' | 'used' | 'ended' | 'not_included';
  /** Plus/Pro: the copy of the letter as sent, downloadable for 12 months after posting. */
  letterCopy: 'available' | 'not_included' | 'none';
}

/** How the caller proves it may see the order: the payment session id or the status token. */
export type OrderProof = { sessionId: string } | { statusToken: string };

/**
 * The proof as a request header: a URL (query string) would put it into logs, the history and
 * Referer headers; the Worker reads it only from these headers.
 */
export function proofHeaders(proof: OrderProof): Record<string, string> {
  return 'sessionId' in proof ? { 'X-Payment-Session': proof.sessionId } : { 'X-Status-Token': proof.statusToken };
}

/** Reads an order. 404 means unknown number or wrong proof; the Worker does not say which. */
export function fetchOrder(orderNumber: string, proof: OrderProof): Promise<ApiResult<OrderView>> {
  return getJson<OrderView>(`/api/orders/${encodeURIComponent(orderNumber)}`, proofHeaders(proof));
}

/** Orders the second person for a package without one; the answer is the add-on's checkout. */
export function orderSecondPerson(
  form: PartnerForm,
  confirmations: AddonConfirmations,
  orderNumber: string,
  proof: OrderProof,
): Promise<ApiResult<{ paymentUrl: string }>> {
  const body = { ...toExtendedDataSubmission(form, { orderNumber, ...proof }, new Date()), confirmations };
  return postJson(`/api/orders/${encodeURIComponent(orderNumber)}/second-person`, body);
}

/** Sends the spec's extended-data submission (spec §3) for a validated partner form. */
export function submitPartner(
  form: PartnerForm,
  orderNumber: string,
  proof: OrderProof,
): Promise<ApiResult<{ ok: true; orderNumber: string }>> {
  const body = toExtendedDataSubmission(form, { orderNumber, ...proof }, new Date());
  return postJson(`/api/orders/${encodeURIComponent(orderNumber)}/partner`, body);
}

/** The full personal data for the correction form (status link only, while a correction is possible). */
export function fetchPersonalData(
  orderNumber: string,
  statusToken: string,
): Promise<ApiResult<{ personalData: PersonalData }>> {
  return getJson(`/api/orders/${encodeURIComponent(orderNumber)}/personal-data`, { 'X-Status-Token': statusToken });
}

/** Ends the order's SMS updates; proof is the status link. */
export function optOutSms(orderNumber: string, statusToken: string): Promise<ApiResult<{ ok: true }>> {
  return postJson(`/api/orders/${encodeURIComponent(orderNumber)}/sms-opt-out`, { statusToken });
}

/** Asks for a fresh personal link for the second person; the Worker mails it to the order's own address. */
export function requestPartnerLink(orderNumber: string, statusToken: string): Promise<ApiResult<{ ok: true }>> {
  return postJson(`/api/orders/${encodeURIComponent(orderNumber)}/partner-link`, { statusToken });
}

/** Whether the second person's personal link still opens their page, and until when. */
export function checkPartnerLink(
  orderNumber: string,
  token: string,
): Promise<ApiResult<{ orderNumber: string; validUntil: string }>> {
  return postJson(`/api/orders/${encodeURIComponent(orderNumber)}/partner-link/check`, { token });
}

/** Asks for a fresh status link; the Worker mails it to the order's own address (same answer for any number). */
export function requestStatusLink(orderNumber: string): Promise<ApiResult<{ ok: true }>> {
  return postJson(`/api/orders/${encodeURIComponent(orderNumber)}/status-link`, {});
}
