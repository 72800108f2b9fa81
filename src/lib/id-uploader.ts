// What an upload area says about a file before and after it is sent: the refusal of a file that may not
// be uploaded (type, size), and the message for a failed upload. The uploads themselves run in
// src/lib/upload-queue.ts.
import type { Locale } from '../domain/locales';
import { format, MESSAGES } from '../domain/ui-messages';
import { uploadMessagesIn, uploadRefusalIn } from '../domain/uploads';
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

/** Shown when the connection broke off before the Worker answered (status 0); German. */
export const CONNECTION_LOST_MESSAGE = MESSAGES.de['wizard.upload.connectionLost'];

/**
 * The message for a failed upload, in `locale`, from the request's status and text: the Worker's own
 * message (e.g. an unreadable image) is read from its JSON answer; otherwise the spec's
 * 'Upload fehlgeschlagen: {status} - {message}'.
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
export function refusalOf(file: File, locale: Locale = 'de'): string | null {
  return refusal({ type: file.type, name: file.name, size: file.size }, locale);
}
