// Prices and dates in the customer's language, shared by browser and Worker: Intl, one formatter per language
// and kind, made on first use, with the language's tag from the registry (locales.ts). German, the product's
// own format, is written by hand (money.ts, dates.ts) exactly as Intl writes it (tests/unit/locale-format.test.ts
// compares them), because the first Intl formatter a page builds costs a phone ≈ 15 ms of its main thread
// (bench/RESULTS.md) and every German page that shows a price would pay it on its first render.
import { berlinDateOf, berlinMinutesOf, germanDate, parseIsoDate } from './dates';
import { formatEuro } from './money';
import { LOCALE_INFO, type Locale } from './locales';

/** How each language writes a calendar date on its own ("26.11.2026", "26 November 2026"). */
const DATE_STYLE: Record<Locale, Intl.DateTimeFormatOptions> = {
  de: { day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { day: 'numeric', month: 'long', year: 'numeric' },
  tr: { day: 'numeric', month: 'long', year: 'numeric' },
};

interface Formats {
  price: (cents: number) => string;
  date: (date: Date) => string;
  longDate: (date: Date) => string;
  shortDay: (date: Date) => string;
}

function intlFormats(locale: Locale): Formats {
  const tag = LOCALE_INFO[locale].intl;
  // Calendar dates are made at UTC midnight (utcDate), so they are formatted in UTC.
  const inUtc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options });
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
  const date = inUtc(DATE_STYLE[locale]);
  const longDate = inUtc({ day: 'numeric', month: 'long', year: 'numeric' });
  const shortDay = inUtc({ weekday: 'short', day: 'numeric', month: 'short' });
  return {
    price: (cents) => money.format(cents / 100),
    date: (value) => date.format(value),
    longDate: (value) => longDate.format(value),
    shortDay: (value) => shortDay.format(value),
  };
}

const GERMAN_WEEKDAYS = ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'];

/**
 * German's formats by hand, where a page's first render needs them (see the module's comment); its short day
 * is the product's own "Mo., 23.11." (the package cards' dispatch note), which no Intl option writes.
 */
const HAND_WRITTEN: Partial<Record<Locale, Partial<Formats>>> = {
  de: {
    price: formatEuro,
    date: (value) => germanDate(value.toISOString().slice(0, 10)),
    shortDay: (value) => {
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${GERMAN_WEEKDAYS[value.getUTCDay()]}, ${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.`;
    },
  },
};

const made = new Map<Locale, Formats>();

function formatsOf(locale: Locale): Formats {
  let formats = made.get(locale);
  if (!formats) {
    // Intl's formatters only when a format not written by hand is first asked for.
    let intl: Formats | undefined;
    const viaIntl = (): Formats => (intl ??= intlFormats(locale));
    const own = HAND_WRITTEN[locale] ?? {};
    formats = {
      price: own.price ?? ((cents) => viaIntl().price(cents)),
      date: own.date ?? ((value) => viaIntl().date(value)),
      longDate: own.longDate ?? ((value) => viaIntl().longDate(value)),
      shortDay: own.shortDay ?? ((value) => viaIntl().shortDay(value)),
    };
    made.set(locale, formats);
  }
  return formats;
}

function utcDate(isoDate: string): Date | null {
  const date = parseIsoDate(isoDate);
  return date ? new Date(Date.UTC(date.year, date.month - 1, date.day)) : null;
}

/** 3990 → "39,90 €" in German, "€39.90" in English, "€39,90" in Turkish. */
export function formatPrice(cents: number, locale: Locale): string {
  if (!Number.isInteger(cents)) throw new TypeError('formatPrice expects integer cents');
  return formatsOf(locale).price(cents);
}

/** 'YYYY-MM-DD' → "26.11.2026" in German, "26 November 2026" in English; anything else unchanged. */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = utcDate(isoDate);
  return date ? formatsOf(locale).date(date) : isoDate;
}

/** 'YYYY-MM-DD' with its month spelled out in every language: "26. November 2026", "26 Kasım 2026". */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const date = utcDate(isoDate);
  return date ? formatsOf(locale).longDate(date) : isoDate;
}

/** 'YYYY-MM-DD' as a short weekday and day: "Mon 23 Nov", "23 Kas Pzt". */
export function formatShortDay(isoDate: string, locale: Locale): string {
  const date = utcDate(isoDate);
  return date ? formatsOf(locale).shortDay(date) : isoDate;
}

/** An instant's German wall-clock day ('YYYY-MM-DD') and time ('14:03'), for formatDateTime (date-time-format.ts). */
export function berlinDayAndClock(instant: Date): { day: string; clock: string } {
  const day = berlinDateOf(instant);
  const minutes = berlinMinutesOf(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${day.year}-${pad(day.month)}-${pad(day.day)}`,
    clock: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
  };
}

const numbers = new Map<string, Intl.NumberFormat>();

/** A number as `locale` writes it, with at most `fractionDigits` decimals: "1,4" in German, "1.4" in English. */
export function formatDecimal(value: number, locale: Locale, fractionDigits: number): string {
  const key = `${locale} ${fractionDigits}`;
  let format = numbers.get(key);
  if (!format)
    numbers.set(
      key,
      (format = new Intl.NumberFormat(LOCALE_INFO[locale].intl, { maximumFractionDigits: fractionDigits })),
    );
  return format.format(value);
}

const lists = new Map<string, Intl.ListFormat>();

/** Items as `locale` lists them: "Karte, PayPal oder SEPA-Lastschrift", "card, PayPal or SEPA Direct Debit". */
export function formatList(items: readonly string[], locale: Locale, type: 'conjunction' | 'disjunction'): string {
  const key = `${locale} ${type}`;
  let list = lists.get(key);
  if (!list) lists.set(key, (list = new Intl.ListFormat(LOCALE_INFO[locale].intl, { type })));
  return list.format(items);
}
