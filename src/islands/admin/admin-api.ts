// The back office's calls: same origin, session cookie, and the header that proves the request
// comes from our own page (CSRF protection of /api/admin/*).
import { getJson, type ApiResult } from '../../lib/api-client';

export const ADMIN_HEADERS = { 'X-Requested-With': 'punktebrief-admin' };

export async function adminSend<T>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method,
      headers: { ...ADMIN_HEADERS, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const payload = (await res.json().catch(() => null)) as (T & { error?: { message: string } }) | null;
    if (res.ok) return { ok: true, status: res.status, data: payload as T };
    return {
      ok: false,
      status: res.status,
      message: payload?.error?.message ?? `Server-Fehler: ${res.status}`,
      fields: [],
    };
  } catch {
    return { ok: false, status: 0, message: 'Keine Verbindung zum Server.', fields: [] };
  }
}

export const adminGet = <T>(path: string) => getJson<T>(path);

export interface QueueItem {
  orderNumber: string;
  status: string;
  plan: string;
  total: string;
  name: string;
  email: string;
  dispatchDeadline: string | null;
  overdue: boolean;
  withdrawal: boolean;
  /** A late payment or a refund that failed: money to check by hand. */
  needsAttention: boolean;
  secondPerson: 'none' | 'due' | 'data' | 'complete';
}

/** An archived legal text's version id and the date of its wording. */
export interface LegalVersion {
  version: string;
  updated: string | null;
}

export interface OrderDetail {
  orderNumber: string;
  status: string;
  plan: string;
  total: string;
  language: string;
  email: string;
  personalData: Record<string, string>;
  partnerData: Record<string, string> | null;
  dispatchDeadline: string | null;
  /** Which version of each legal text the order was made under; recorded false for orders from before. */
  legalVersions: {
    recorded: boolean;
    agb: LegalVersion;
    privacy: LegalVersion;
    confirmations: LegalVersion;
  } | null;
  documents: { id: string; kind: string; mime: string; size: number; deleted: boolean }[];
  timeline: { at: string; event: string; detail: string | null }[];
  mails: { kind: string; subject: string; status: string; createdAt: string }[];
  withdrawals: { name: string; statement: string; receivedAt: string }[];
}
