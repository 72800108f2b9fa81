// The browser's check before a file leaves (spec §5 step 2). It knows only the declared type, the
// name and the size; limits and messages are the domain's (src/domain/uploads.ts), and the Worker
// decides again from the file's bytes.
import { MAX_UPLOAD_BYTES, UPLOAD_FILE_NAME_PATTERN, UPLOAD_MESSAGES, isUploadMime } from '../domain/uploads';

/** The spec's message for a file we refuse before upload, or null when it may be uploaded. */
export function refusal(file: { type: string; name: string; size: number }): string | null {
  const byName = file.type === '' && UPLOAD_FILE_NAME_PATTERN.test(file.name);
  if (!isUploadMime(file.type) && !byName) return UPLOAD_MESSAGES.type;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
