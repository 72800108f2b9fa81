// A file's size as the customer reads it ("1,4 MB", "820 KB"; in English "1.4 MB"): used by the upload
// area and the review card, so every size on the site looks the same.
import { formatDecimal } from '../domain/locale-format';
import type { Locale } from '../domain/locales';

const BYTES_PER_KB = 1024;
const BYTES_PER_MB = 1024 * 1024;

/**
 * Bytes as "820 KB" below a megabyte and "1,4 MB" from there, never "0 KB" for a non-empty file.
 * The unit is written by hand: Intl's own 'kilobyte' unit reads "kB", the customer's texts say "KB"
 * (as do the spec's limits, "Maximum 10MB").
 */
export function formatFileSize(bytes: number, locale: Locale = 'de'): string {
  const kilobytes = Math.max(1, Math.round(bytes / BYTES_PER_KB));
  // 1023.6 KB would round to "1.024 KB"; from there it is shown as "1 MB".
  if (kilobytes < BYTES_PER_KB) return `${formatDecimal(kilobytes, locale, 0)} KB`;
  return `${formatDecimal(bytes / BYTES_PER_MB, locale, 1)} MB`;
}
