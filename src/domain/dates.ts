// Shared by browser and Worker: calendar dates (year, month, day) without a clock.
// "Today" is always a parameter; an instant becomes a calendar date in German local time
// (Europe/Berlin), so the browser and the Worker (which runs in UTC) agree on the day.

import { onFirstUse } from './first-use';

/** A day in the Gregorian calendar; month is 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const GERMAN_TIME_ZONE = 'Europe/Berlin';

/** A formatter for German local time, built when first used (see onFirstUse). */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  return onFirstUse(() => new Intl.DateTimeFormat(locale, { timeZone: GERMAN_TIME_ZONE, ...options }));
}

/** The parts of an instant as a formatter writes them, by type ('year', 'hour', …). */
function partsOf(format: Intl.DateTimeFormat, instant: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
}

const berlinFormat = formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when the parts name a real day, e.g. false for 31.04. or 29.02. in a non-leap year. */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function fromParts(year: string, month: string, day: string): CalendarDate | null {
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  return isValidCalendarDate(date.year, date.month, date.day) ? date : null;
}

/** Parses 'TT.MM.JJJJ' (the wizard's birth date); null unless it is exactly that and a real day. */
export function parseGermanDate(value: string): CalendarDate | null {
  const m = GERMAN_DATE.exec(value);
  return m ? fromParts(m[3]!, m[2]!, m[1]!) : null;
}

/** Parses 'YYYY-MM-DD' (a native date input, a deadline); null unless it is a real day. */
export function parseIsoDate(value: string): CalendarDate | null {
  const m = ISO_DATE.exec(value);
  return m ? fromParts(m[1]!, m[2]!, m[3]!) : null;
}

/** Formats as 'YYYY-MM-DD'. */
export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Negative when a is before b, 0 on the same day, positive when a is after b. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The calendar date in Germany at the given instant (e.g. 2026-03-06T23:30Z is Saturday 7 March there). */
export function berlinDateOf(instant: Date): CalendarDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const parts = partsOf(berlinFormat(), instant);
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

// Day arithmetic runs on UTC midnights, which have no daylight-saving gaps.
function toUtcMs(date: CalendarDate): number {
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day);
  return d.getTime();
}

function fromUtcMs(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The day n days later (n may be negative). */
export function addDays(date: CalendarDate, n: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + n * MS_PER_DAY);
}

/** Day of the week: 0 Sunday, 1 Monday, …, 6 Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

const berlinClock = formatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Minutes since midnight in Germany at the given instant (summer and winter time included). */
export function berlinMinutesOf(instant: Date): number {
  const parts = partsOf(berlinClock(), instant);
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * The instant at which German clocks show `minutes` after midnight on `date`, summer and winter time
 * included (9:00 on 2 March 2026 is 08:00 UTC, on 1 June 2026 07:00 UTC). Inside the hour the clocks
 * skip or repeat when the time changes (2:00–3:00 at night) it is one of the candidates.
 */
export function berlinInstant(date: CalendarDate, minutes: number): Date {
  const wall = toUtcMs(date) + minutes * 60_000;
  // Start from winter time, then correct by what the clocks show at the guess (at most twice).
  let instant = wall - 3600_000;
  for (let i = 0; i < 2; i++) {
    const guess = new Date(instant);
    instant += wall - (toUtcMs(berlinDateOf(guess)) + berlinMinutesOf(guess) * 60_000);
  }
  return new Date(instant);
}

/** The German calendar day of an instant as 'YYYY-MM-DD' (what invoices, deadlines and letters print). */
export function berlinIsoDate(instant: Date): string {
  return formatIsoDate(berlinDateOf(instant));
}

/** 'YYYY-MM-DD' as Germans write it, 'DD.MM.YYYY'; anything else is returned unchanged rather than hidden. */
export function germanDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.day)}.${pad(date.month)}.${date.year}`;
}

const berlinDateTimeFormat = formatter('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * An instant as German wall-clock time, e.g. '22.11.2026, 14:03 Uhr' (mails, receipts, timelines).
 * An ISO string that is no instant is returned unchanged rather than hidden.
 */
export function germanDateTime(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return `${berlinDateTimeFormat().format(date)} Uhr`;
}
