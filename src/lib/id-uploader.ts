// Uppy for one side of the ID: one file, checked for type and size before it leaves the browser,
// photos compressed (a 6 MB phone photo leaves at ≤ 1.5 MB, still legible), uploaded to
// /api/uploads with progress and retries. The upload does not start on its own: the upload area
// first checks the photo's quality (src/lib/photo-check.ts) and then calls `upload()`.
import Compressor from '@uppy/compressor';
import Uppy from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import type { Locale } from '../domain/locales';
import { format, MESSAGES } from '../domain/ui-messages';
import { uploadMessagesIn, uploadRefusalIn, type UploadKind } from '../domain/uploads';
import { refusal } from './upload-rules';

/** What POST /api/uploads answers: the receipt, or `{ error: { code, message } }` (the message in German). */
export type ServerBody = {
  id: string;
  token: string;
  name: string;
  size: number;
  mime: string;
  error?: { code?: string; message: string };
};

export type IdUppy = Uppy<{ kind: UploadKind }, ServerBody>;

/** Shown when the connection broke off before the Worker answered (status 0); German. */
export const CONNECTION_LOST_MESSAGE = MESSAGES.de['wizard.upload.connectionLost'];

/**
 * The message for a failed upload, in `locale`. XHRUpload hands over the XMLHttpRequest, not a parsed
 * body: the Worker's own message (e.g. an unreadable image) is read from its JSON answer; otherwise
 * the spec's 'Upload fehlgeschlagen: {status} - {message}', never Uppy's error text.
 */
export function uploadErrorMessage(
  request: { status: number; responseText?: string } | undefined,
  locale: Locale = 'de',
): string {
  const status = request?.status ?? 0;
  if (status === 0) return MESSAGES[locale]['wizard.upload.connectionLost'];
  try {
    const body = JSON.parse(request?.responseText ?? '') as Partial<ServerBody> | null;
    // The Worker answers in German; its refusal's code says which one, for an English page.
    if (typeof body?.error?.message === 'string' && body.error.message)
      return uploadRefusalIn(locale, body.error.code ?? '', body.error.message);
  } catch {
    // Not JSON (a proxy's error page): the generic message below.
  }
  return format(MESSAGES[locale]['wizard.upload.failed'], { status, message: uploadMessagesIn(locale).notReceived });
}

/** The spec's message when this file may not be uploaded (wrong type, too large), in `locale`, else null. */
export function refusalOf(file: { name?: string; data: unknown }, locale: Locale = 'de'): string | null {
  const data = file.data as Blob & { name?: string };
  return refusal({ type: data.type, name: file.name ?? data.name ?? '', size: data.size }, locale);
}

/**
 * A fresh Uppy for one upload area. A refused file is not added; Uppy reports it as
 * 'restriction-failed', and the area shows `refusalOf(file)`.
 */
export function createUploader(kind: UploadKind): IdUppy {
  return (
    new Uppy<{ kind: UploadKind }, ServerBody>({
      // Unique per area: the headless hooks name their file inputs after it.
      id: `uppy-${kind}`,
      autoProceed: false,
      meta: { kind },
      onBeforeFileAdded: (file) => refusalOf(file) === null,
    })
      // Long side 2400 px at quality 0.8 keeps ID text sharp at about 0.5–1.5 MB.
      .use(Compressor, { quality: 0.8, maxWidth: 2400, maxHeight: 2400, convertSize: 1_000_000 })
      .use(XHRUpload, {
        endpoint: '/api/uploads',
        fieldName: 'file',
        formData: true,
        allowedMetaFields: ['kind'],
        limit: 1,
        timeout: 60_000,
        shouldRetry: (xhr) => xhr.status === 0 || xhr.status >= 500,
      })
  );
}
