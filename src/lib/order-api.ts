// Browser calls of the order wizard: the order itself (its messages: docs/product.md, 'Agreed wording'), the
// signature upload, and the token-protected previews and deletion of uploads.
import type { FieldError } from '../domain/field-errors';
import { DEFAULT_LOCALE, type Locale } from '../domain/locales';
import { MESSAGES, translator } from '../domain/ui-messages';
import type { UploadKind, UploadReceipt } from '../domain/uploads';
import { pathParams, api, send, sendForBlob, type SuccessBody } from './api';

const ORDER_TIMEOUT_MS = 30_000;

/** The order's messages in `locale` (German: the spec's words). */
function orderMessages(locale: Locale = DEFAULT_LOCALE) {
  const messages = MESSAGES[locale];
  return {
    timeout: messages['forms.order.timeout'],
    network: messages['forms.order.network'],
    crossOrigin: messages['forms.order.crossOrigin'],
    unknown: messages['forms.order.unknown'],
  };
}

/** The answer of POST /api/orders, as the route declares it. */
type CreatedOrder = SuccessBody<Awaited<ReturnType<typeof api.orders.$post>>>;

export type OrderResult =
  { ok: true; order: CreatedOrder } | { ok: false; message: string; fields: FieldError[]; status: number };

/** POST /api/orders; never throws. Non-OK answers read 'Server-Fehler: {status} - {message}' (in `locale`). */
export async function submitOrder(
  body: string,
  idempotencyKey: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<OrderResult> {
  const messages = orderMessages(locale);
  let res: Awaited<ReturnType<typeof api.orders.$post>>;
  try {
    // The body is sent as the very string whose hash names this attempt (bodyHash).
    res = await api.orders.$post(
      {},
      {
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
        init: { body, signal: AbortSignal.timeout(ORDER_TIMEOUT_MS) },
      },
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      return { ok: false, message: messages.timeout, fields: [], status: 0 };
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return { ok: false, message: offline ? messages.network : messages.crossOrigin, fields: [], status: 0 };
  }
  const text = await res.text();
  if (res.ok) {
    try {
      return { ok: true, order: JSON.parse(text) as CreatedOrder };
    } catch {
      return { ok: false, message: messages.unknown, fields: [], status: res.status };
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
    message: translator(locale)('forms.order.serverError', {
      status: res.status,
      message: error?.message ?? text.slice(0, 200),
    }),
    fields: error?.fields ?? [],
  };
}

/** The image a signature pad gives as a data URL ('data:image/png;base64,…'), as a file. */
export function blobOfDataUrl(dataUrl: string): Blob {
  const [header = '', base64 = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  return new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type });
}

/** Uploads a signature image (kind `signature`, or `partner-signature`); throws with a message in `locale` on failure. */
export async function uploadSignature(
  dataUrl: string,
  kind: Extract<UploadKind, 'signature' | 'partner-signature'> = 'signature',
  locale: Locale = DEFAULT_LOCALE,
): Promise<UploadReceipt> {
  const t = translator(locale);
  const blob = blobOfDataUrl(dataUrl);
  const form = new FormData();
  form.set('kind', kind);
  form.set(
    'file',
    new File([blob], blob.type === 'image/jpeg' ? 'unterschrift.jpg' : 'unterschrift.png', { type: blob.type }),
  );
  const result = await send(
    (init) => api.uploads.$post({}, { init: { ...init, body: form } }),
    ORDER_TIMEOUT_MS,
    locale,
  );
  if (!result.ok)
    throw new Error(
      t('forms.signature.uploadFailed', {
        reason: result.status === 0 ? t('forms.signature.noConnection') : result.message,
      }),
    );
  const body = result.data;
  return { id: body.id, token: body.token, name: body.name, size: body.size, mime: body.mime };
}

/**
 * A blob URL of an upload for the browser that holds its token (after a reload); null if gone, or
 * refused because the upload already belongs to an order (the file itself is still there).
 */
export async function previewUrl(ref: UploadReceipt): Promise<string | null> {
  const { blob } = await sendForBlob((init) =>
    api.uploads[':id'].preview.$get(
      { param: pathParams({ id: ref.id }) },
      { headers: { 'X-Upload-Token': ref.token }, init },
    ),
  );
  return blob ? URL.createObjectURL(blob) : null;
}

export async function deleteUpload(ref: UploadReceipt): Promise<void> {
  try {
    await api.uploads[':id'].$delete(
      { param: pathParams({ id: ref.id }) },
      { headers: { 'X-Upload-Token': ref.token } },
    );
  } catch {
    /* the retention job deletes it after 24 h anyway */
  }
}

/** SHA-256 of the order body, to know whether a retry is the same order (same idempotency key). */
export async function bodyHash(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
