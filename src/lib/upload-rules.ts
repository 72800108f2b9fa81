// The spec's upload rules as the browser checks them before a file leaves (spec §5 step 2); the
// Worker decides again from the file's bytes.
export const MAX_FILE_BYTES = 10_485_760;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
export const TYPE_MESSAGE = 'Nur JPG, PNG und PDF Dateien sind erlaubt.';
export const SIZE_MESSAGE = 'Datei ist zu groß. Maximum 10MB erlaubt.';

/** The spec's message for a file we refuse before upload, or null when it may be uploaded. */
export function refusal(file: { type: string; name: string; size: number }): string | null {
  const byName = /\.(jpe?g|png|pdf)$/i.test(file.name);
  if (!ACCEPTED_TYPES.includes(file.type) && !(file.type === '' && byName)) return TYPE_MESSAGE;
  if (file.size > MAX_FILE_BYTES) return SIZE_MESSAGE;
  return null;
}
