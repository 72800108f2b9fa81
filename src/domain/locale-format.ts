// Prices and dates in the customer's language, shared by browser and Worker. German is the product's
// own format (money.ts, dates.ts); English writes euro amounts and dates as en-GB does. Written by hand
// like formatEuro, for the same reason: the first Intl formatter a page builds costs a phone ≈ 15 ms.
import { berlinDateOf, berlinMinutesOf, germanDate, germanDateTime, parseIsoDate } from './dates';
import type { Locale } from './locales';
import { formatEuro } from './money';

/** 3990 → "39,90 €" in German, "€39.90" in English (what Intl writes for 'en-GB', EUR). */
export function formatPrice(cents: number, locale: Locale): string {
  if (locale === 'de') return formatEuro(cents);
  if (!Number.isInteger(cents)) throw new TypeError('formatPrice expects integer cents');
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}€${grouped}.${fraction}`;
}

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'YYYY-MM-DD' → "26.11.2026" in German, "26 November 2026" in English; anything else unchanged. */
export function formatDate(isoDate: string, locale: Locale): string {
  if (locale === 'de') return germanDate(isoDate);
  const date = parseIsoDate(isoDate);
  return date ? `${date.day} ${MONTHS_EN[date.month - 1]} ${date.year}` : isoDate;
}

/** An instant as German wall-clock time: "26.11.2026, 14:03 Uhr" or "26 November 2026, 14:03 (German time)". */
export function formatDateTime(instant: Date | string, locale: Locale): string {
  if (locale === 'de') return germanDateTime(instant);
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const day = berlinDateOf(date);
  const minutes = berlinMinutesOf(date);
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${day.day} ${MONTHS_EN[day.month - 1]} ${day.year}, ${clock} (German time)`;
}
