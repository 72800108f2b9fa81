// The back office's calls: same origin, session cookie, and the header that proves the request
// comes from our own page (CSRF protection of /api/admin/*). A 401 means the session ended (idle,
// logged out elsewhere, operator disabled): the app hears it and shows the login again.
import type { FieldError } from '../../domain/field-errors';
import type { SupportTier } from '../../domain/support';
import { getJson, type ApiResult } from '../../lib/api-client';

export const ADMIN_HEADERS = { 'X-Requested-With': 'punktebrief-admin' };
export const SESSION_ENDED_EVENT = 'admin:session-ended';

function noticeSessionEnd<T>(result: ApiResult<T>, path: string): ApiResult<T> {
  if (!result.ok && result.status === 401 && !path.startsWith('/api/admin/session'))
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  return result;
}

export async function adminSend<T>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method,
      headers: { ...ADMIN_HEADERS, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const payload = (await res.json().catch(() => null)) as
      (T & { error?: { message: string; fields?: FieldError[] } }) | null;
    if (res.ok) return { ok: true, status: res.status, data: payload as T };
    return noticeSessionEnd(
      {
        ok: false,
        status: res.status,
        message: payload?.error?.message ?? `Server-Fehler: ${res.status}`,
        fields: payload?.error?.fields ?? [],
      },
      path,
    );
  } catch {
    return { ok: false, status: 0, message: 'Keine Verbindung zum Server.', fields: [] };
  }
}

export const adminGet = async <T>(path: string) => noticeSessionEnd(await getJson<T>(path), path);

/**
 * Fetches a document or PDF of an order (each read is audited by the Worker) and returns an object
 * URL for an <img> or <iframe>; API responses are never framed directly. Revoke it when done.
 */
export async function adminBlobUrl(path: string): Promise<string | null> {
  try {
    const res = await fetch(path, { headers: ADMIN_HEADERS });
    if (res.status === 401) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    if (!res.ok) return null;
    return URL.createObjectURL(await res.blob());
  } catch {
    return null;
  }
}

export type SecondPerson = 'none' | 'due' | 'data' | 'complete';

export interface QueueItem {
  orderNumber: string;
  status: string;
  plan: string;
  planName: string;
  total: string;
  name: string;
  email: string;
  dispatchDeadline: string | null;
  overdue: boolean;
  dueToday: boolean;
  withdrawal: 'open' | 'answered' | null;
  /** A late payment or a refund that failed: money to check by hand. */
  needsAttention: boolean;
  /** The customer corrected their data on /status. */
  corrected: boolean;
  secondPerson: SecondPerson;
}

export interface QueuePage {
  orders: QueueItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
  /** 'priority' (Pro, 6 service hours): decided on receipt, only for a paid Pro order's own address. */
  tier: SupportTier;
  /** The matched order: the one the sender gave by number, else one of the sender's e-mail. */
  orderNumber: string | null;
  /** The order number typed into the contact form, if any. */
  givenOrderNumber: string | null;
  /** False when the sender typed the number of an order with another e-mail address. */
  senderIsOrderEmail: boolean;
  answerBy: string;
  late: boolean;
  /** Open: "noch 3 Std. 20 Min." / "überfällig seit …" when the page asked; answered: null. */
  timeLeft: string | null;
}

/** A Pro order whose letter is not with the print service yet (src/domain/priority.ts). */
export interface ProHandOver {
  orderNumber: string;
  paidAt: string;
  status: string;
  handOverBy: string;
  late: boolean;
  /** "Pro: noch 1 Std. 35 Min." or "Pro: überfällig". */
  timeLeft: string;
}

export interface TodaySummary {
  today: string;
  due: number;
  overdue: number;
  openWithdrawals: number;
  unmatchedWithdrawals: number;
  attention: number;
  /** Corrections after posting waiting for a corrected application. */
  corrections: number;
  openMessages: InboxMessage[];
  /** Pro orders awaiting their hand-over to the print service, the next deadline first. */
  proHandOvers: ProHandOver[];
  /** Letters made today, and every letter still on its way or needing a hand; the day's print cost. */
  letters: {
    cost: string;
    items: {
      orderNumber: string;
      channel: string;
      state: string;
      createdAt: string;
      sentAt: string | null;
      price: string | null;
      overdue: boolean;
      needsHand: boolean;
    }[];
  };
}

export interface BatchItem {
  orderNumber: string;
  name: string;
  plan: string;
  planName: string;
  dispatchDeadline: string | null;
  overdue: boolean;
  applications: number;
}

/** An archived legal text's version id and the date of its wording. */
export interface LegalVersion {
  version: string;
  updated: string | null;
}

export type OrderAction = 'print' | 'print_partner' | 'mark_submitted' | 'answer_withdrawal';

export interface OrderDocument {
  id: string;
  kind: string;
  mime: string;
  size: number;
  deleted: boolean;
}

export interface MailSummary {
  id: string;
  kind: string;
  orderNumber: string | null;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OrderDetail {
  orderNumber: string;
  status: string;
  plan: string;
  planName: string;
  extras: string[];
  total: string;
  language: string;
  email: string;
  createdAt: string;
  paidAt: string | null;
  personalData: Record<string, string>;
  partnerData: Record<string, string> | null;
  partnerAdditionalInfo: string | null;
  partnerSubmittedAt: string | null;
  secondPerson: SecondPerson;
  dispatchDeadline: string | null;
  overdue: boolean;
  dueToday: boolean;
  needsAttention: boolean;
  withdrawal: 'open' | 'answered' | null;
  /** Which version of each legal text the order was made under; recorded false for orders from before. */
  legalVersions: {
    recorded: boolean;
    agb: LegalVersion;
    privacy: LegalVersion;
    confirmations: LegalVersion;
  } | null;
  documents: OrderDocument[];
  timeline: { at: string; event: string; detail: string | null }[];
  mails: MailSummary[];
  /** `emailDiffers`: sent with another address than the order's, so maybe not by the customer. */
  withdrawals: { name: string; email: string; statement: string; receivedAt: string; emailDiffers: boolean }[];
  letters: LetterSummary[];
  actions: OrderAction[];
}

/** A letter made for the order: how it left, where it is, and the hashes of what was printed and kept. */
export interface LetterSummary {
  id: string;
  createdAt: string;
  applicants: ('main' | 'partner')[];
  channel: string;
  state: string;
  deliveryProduct: string | null;
  price: string | null;
  reason: string | null;
  handedOverAt: string | null;
  sentAt: string | null;
  resolved: boolean;
  envelopeSha256: string;
  letterSha256: string;
  pages: number;
}

export interface AuditEntry {
  at: string;
  action: string;
  orderNumber: string | null;
  detail: string | null;
  operator: string | null;
}
