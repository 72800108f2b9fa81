// Browser calls of the order wizard: the order itself (spec §8 "Order hook" messages), the
// signature upload, and the token-protected previews and deletion of uploads.
import type { FieldError } from '../domain/field-errors';
import type { UploadKind, UploadReceipt } from '../domain/uploads';

export const ORDER_TIMEOUT_MS = 30_000;

export const ORDER_MESSAGES = {
  timeout: 'Die Bestellung dauert zu lange - bitte versuchen Sie es später erneut.',
  network: 'Keine Internetverbindung - bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  crossOrigin: 'Technischer Fehler beim Senden der Bestellung - bitte kontaktieren Sie den Support.',
  unknown: 'Unbekannter Fehler bei der Bestellung',
} as const;

export interface CreatedOrder {
  orderNumber: string;
  statusToken: string;
  paymentUrl: string;
}

export type OrderResult =
  { ok: true; order: CreatedOrder } | { ok: false; message: string; fields: FieldError[]; status: number };

/** POST /api/orders; never throws. Non-OK answers read 'Server-Fehler: {status} - {message}'. */
export async function submitOrder(body: string, idempotencyKey: string): Promise<OrderResult> {
  let res: Response;
  try {
    res = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      body,
      signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      return { ok: false, message: ORDER_MESSAGES.timeout, fields: [], status: 0 };
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return { ok: false, message: offline ? ORDER_MESSAGES.network : ORDER_MESSAGES.crossOrigin, fields: [], status: 0 };
  }
  const text = await res.text();
  if (res.ok) {
    try {
      return { ok: true, order: JSON.parse(text) as CreatedOrder };
    } catch {
      return { ok: false, message: ORDER_MESSAGES.unknown, fields: [], status: res.status };
    }
  }
  let error: { message?: string; fields?: FieldError[] } | undefined;
  try {
    error = (JSON.parse(text) as { error?: typeof error }).error;
  } catch {
    /* not our error shape: show the raw body */
  }
  return {
    ok: false,
    status: res.status,
    message: `Server-Fehler: ${res.status} - ${error?.message ?? text.slice(0, 200)}`,
    fields: error?.fields ?? [],
  };
}

/** Uploads a signature image (kind `signature`, or `partner-signature`); throws with a German message on failure. */
export async function uploadSignature(
  dataUrl: string,
  kind: Extract<UploadKind, 'signature' | 'partner-signature'> = 'signature',
): Promise<UploadReceipt> {
  const blob = await (await fetch(dataUrl)).blob();
  const form = new FormData();
  form.set('kind', kind);
  form.set(
    'file',
    new File([blob], blob.type === 'image/jpeg' ? 'unterschrift.jpg' : 'unterschrift.png', { type: blob.type }),
  );
  let res: Response;
  try {
    res = await fetch('/api/uploads', { method: 'POST', body: form, signal: AbortSignal.timeout(ORDER_TIMEOUT_MS) });
  } catch {
    throw new Error('Unterschrift-Upload fehlgeschlagen: Keine Verbindung');
  }
  const body = (await res.json().catch(() => null)) as (UploadReceipt & { error?: { message: string } }) | null;
  if (!res.ok || !body?.id)
    throw new Error(`Unterschrift-Upload fehlgeschlagen: ${body?.error?.message ?? res.status}`);
  return { id: body.id, token: body.token, name: body.name, size: body.size, mime: body.mime };
}

/**
 * A blob URL of an upload for the browser that holds its token (after a reload); null if gone, or
 * refused because the upload already belongs to an order (the file itself is still there).
 */
export async function previewUrl(ref: UploadReceipt): Promise<string | null> {
  try {
    const res = await fetch(`/api/uploads/${ref.id}/preview`, { headers: { 'X-Upload-Token': ref.token } });
    return res.ok ? URL.createObjectURL(await res.blob()) : null;
  } catch {
    return null;
  }
}

export async function deleteUpload(ref: UploadReceipt): Promise<void> {
  try {
    await fetch(`/api/uploads/${ref.id}`, { method: 'DELETE', headers: { 'X-Upload-Token': ref.token } });
  } catch {
    /* the retention job deletes it after 24 h anyway */
  }
}

/** SHA-256 of the order body, to know whether a retry is the same order (same idempotency key). */
export async function bodyHash(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
