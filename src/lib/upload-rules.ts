// The browser's check before a file leaves (wizard step 2). It knows only the declared type, the
// name and the size; limits and messages are the domain's (src/domain/uploads.ts), and the Worker
// decides again from the file's bytes.
import type { Locale } from '../domain/locales';
import { MAX_UPLOAD_BYTES, UPLOAD_FILE_NAME_PATTERN, isUploadMime, uploadMessagesIn } from '../domain/uploads';

/** The spec's message (in `locale`) for a file we refuse before upload, or null when it may be uploaded. */
export function refusal(file: { type: string; name: string; size: number }, locale: Locale = 'de'): string | null {
  const byName = file.type === '' && UPLOAD_FILE_NAME_PATTERN.test(file.name);
  if (!isUploadMime(file.type) && !byName) return uploadMessagesIn(locale).type;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessagesIn(locale).tooLarge;
  return null;
}
