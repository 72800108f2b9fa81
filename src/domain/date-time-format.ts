// An instant in the customer's language, shared by browser and Worker: its German calendar day as the
// language writes dates and its German wall-clock time, in the words of the catalogue ('format.dateTime').
// Apart from locale-format.ts because it needs the catalogue, which the landing page's price script does not.
import { format } from './format-message';
import { berlinDayAndClock, formatDate } from './locale-format';
import type { Locale } from './locales';
import { MESSAGES } from './ui-messages';

/** "26.11.2026, 14:03 Uhr", "26 November 2026, 14:03 (German time)"; an unreadable instant as it came. */
export function formatDateTime(instant: Date | string, locale: Locale): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const { day, clock } = berlinDayAndClock(date);
  return format(MESSAGES[locale]['format.dateTime'], { date: formatDate(day, locale), time: clock });
}
