// Shared by browser and Worker: when support is open, by when a contact message must be answered, and
// how the back office words the time left: support answers by e-mail within 24 hours, for Pro within 6
// (docs/product.md, 'Support'). All times are German time
// (Europe/Berlin); Sundays and the public holidays that also end business days (NRW, business-days.ts)
// are closed. The pages show the hours from supportHoursText / supportHoursRows (SUPPORT_HOURS_TEXT /
// SUPPORT_HOURS_ROWS in German) and nowhere else. The back office's durations stay German.
import { publicHolidaysNrw } from './business-days';
import { addDays, berlinDateOf, berlinInstant, formatIsoDate, weekdayOf, type CalendarDate } from './dates';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { MESSAGES, translator, type MessageKey } from './ui-messages';

/** 'priority': a message from a paid Pro order's own e-mail address; everyone else 'standard'. */
export type SupportTier = 'standard' | 'priority';

export interface SupportHoursSlot {
  /** How the pages name the days, in full and short (German; the catalogue's keys for other languages). */
  days: string;
  short: string;
  daysKey: MessageKey;
  shortKey: MessageKey;
  /** Days of the week, 0 Sunday … 6 Saturday. */
  weekdays: readonly number[];
  /** Full hours in German time; open from `opens` until `closes`. */
  opens: number;
  closes: number;
}

function slot(
  daysKey: MessageKey,
  shortKey: MessageKey,
  weekdays: readonly number[],
  opens: number,
  closes: number,
): SupportHoursSlot {
  return { days: MESSAGES.de[daysKey], short: MESSAGES.de[shortKey], daysKey, shortKey, weekdays, opens, closes };
}

/** The service hours; any day not listed here (Sunday), and public holidays, are closed. */
export const SUPPORT_HOURS: readonly SupportHoursSlot[] = [
  slot('forms.hours.weekdays', 'forms.hours.weekdaysShort', [1, 2, 3, 4, 5], 9, 18),
  slot('forms.hours.saturday', 'forms.hours.saturdayShort', [6], 10, 16),
];

/** The hours as rows for a table on the pages, in `locale`: days and hours, the closed days last. */
export function supportHoursRows(locale: Locale = DEFAULT_LOCALE): readonly { days: string; hours: string }[] {
  const t = translator(locale);
  return [
    ...SUPPORT_HOURS.map((slot) => ({
      days: t(slot.daysKey),
      hours: t('forms.hours.span', { opens: slot.opens, closes: slot.closes }),
    })),
    { days: t('forms.hours.closedDays'), hours: t('forms.hours.closed') },
  ];
}

/** "Montag–Freitag 9–18 Uhr, Samstag 10–16 Uhr, Sonntag und Feiertage in NRW geschlossen", in `locale`. */
export function supportHoursText(locale: Locale = DEFAULT_LOCALE): string {
  return supportHoursRows(locale)
    .map((row) => `${row.days} ${row.hours}`)
    .join(', ');
}

/** "Mo–Fr 9–18 Uhr, Sa 10–16 Uhr" where space is short (a page's description), in `locale`. */
export function supportHoursShortText(locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale);
  return SUPPORT_HOURS.map(
    (slot) => `${t(slot.shortKey)} ${t('forms.hours.span', { opens: slot.opens, closes: slot.closes })}`,
  ).join(', ');
}

/** The German rows, text and short text. */
export const SUPPORT_HOURS_ROWS = supportHoursRows();
export const SUPPORT_HOURS_TEXT = supportHoursText();
export const SUPPORT_HOURS_SHORT_TEXT = supportHoursShortText();

/** How long an answer may take: 24 hours on open days (standard), 6 service hours (priority). */
const SUPPORT_REPLY_HOURS: Readonly<Record<SupportTier, number>> = { standard: 24, priority: 6 };

const HOUR_MS = 3600_000;
const MINUTE_MS = 60_000;

interface OpenSpan {
  start: number;
  end: number;
}

function slotOf(date: CalendarDate): SupportHoursSlot | null {
  if (publicHolidaysNrw(date.year).has(formatIsoDate(date))) return null;
  return SUPPORT_HOURS.find((slot) => slot.weekdays.includes(weekdayOf(date))) ?? null;
}

/** The open hours from `from` on, one span a day (the first one starting at `from` when open then). */
function* openSpansFrom(from: Date): Generator<OpenSpan> {
  let date = berlinDateOf(from);
  // The longest closed stretch is a few days (Easter, Christmas); a year means a broken table.
  for (let day = 0; day < 366; day++, date = addDays(date, 1)) {
    const slot = slotOf(date);
    if (!slot) continue;
    const start = berlinInstant(date, slot.opens * 60).getTime();
    const end = berlinInstant(date, slot.closes * 60).getTime();
    if (end > from.getTime()) yield { start: Math.max(start, from.getTime()), end };
  }
  throw new RangeError('SUPPORT_HOURS names no open day');
}

/** True inside the service hours (opening included, closing excluded). */
export function isSupportOpen(instant: Date): boolean {
  return nextSupportOpening(instant).getTime() === instant.getTime();
}

/** `instant` itself inside the service hours, else the next opening. */
export function nextSupportOpening(instant: Date): Date {
  for (const span of openSpansFrom(instant)) return new Date(span.start);
  throw new RangeError('unreachable');
}

/**
 * By when a contact message received at `receivedAt` must be answered.
 * - standard: 24 hours on the clock, counted from receipt inside the service hours, else from the next
 *   opening; closed days (Sundays, holidays) do not count (Fri 17:00 → Sat 17:00; Sat 15:00 → Mon 15:00;
 *   Sun 11:00 → Mon 9:00 → Tue 9:00). Nights on open days count: 24 hours, not 24 service hours.
 * - priority: 6 hours counted only while support is open (Fri 17:00 → 1 h Friday + 5 h Saturday → Sat 15:00).
 * Priority is never later than standard.
 */
export function supportReplyDeadline(receivedAt: Date, tier: SupportTier): Date {
  return tier === 'standard' ? standardDeadline(receivedAt) : priorityDeadline(receivedAt);
}

function standardDeadline(receivedAt: Date): Date {
  let at = nextSupportOpening(receivedAt).getTime();
  let left = SUPPORT_REPLY_HOURS.standard * HOUR_MS;
  let date = berlinDateOf(new Date(at));
  for (let day = 0; day < 366; day++) {
    const next = addDays(date, 1);
    const dayEnds = berlinInstant(next, 0).getTime();
    if (slotOf(date)) {
      if (left <= dayEnds - at) return new Date(at + left);
      left -= dayEnds - at;
    }
    [date, at] = [next, dayEnds];
  }
  throw new RangeError('SUPPORT_HOURS names no open day');
}

function priorityDeadline(receivedAt: Date): Date {
  let left = SUPPORT_REPLY_HOURS.priority * HOUR_MS;
  for (const span of openSpansFrom(receivedAt)) {
    if (left <= span.end - span.start) return new Date(span.start + left);
    left -= span.end - span.start;
  }
  throw new RangeError('unreachable');
}

/** "3 Std. 20 Min.", "2 Std.", "45 Min.", "weniger als 1 Min." (whole minutes, rounded down). */
export function durationText(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 1) return 'weniger als 1 Min.';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} Min.`;
  return rest === 0 ? `${hours} Std.` : `${hours} Std. ${rest} Min.`;
}

/** "noch 3 Std. 20 Min." before the deadline, "überfällig seit 1 Std. 5 Min." from it on. */
export function timeLeftText(deadline: Date, now: Date): string {
  const left = deadline.getTime() - now.getTime();
  return left > 0 ? `noch ${durationText(left)}` : `überfällig seit ${durationText(-left)}`;
}
