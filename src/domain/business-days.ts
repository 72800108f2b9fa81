// Shared by browser and Worker: business days as the terms define them (AGB § 4):
// Monday to Friday except public holidays in North Rhine-Westphalia (feiertagejs, region 'NW').
//
// Everything works on German calendar days. An instant (Date) is first turned into its date in
// Europe/Berlin, so a payment at 23:30 UTC on a Friday counts as Saturday. A day is given and returned
// as 'YYYY-MM-DD'; a deadline means the end of that business day in German time.
import { getHolidays } from 'feiertagejs';
import { addDays, berlinDateOf, formatIsoDate, parseIsoDate, weekdayOf, type CalendarDate } from './dates';

/** A German calendar day 'YYYY-MM-DD', or an instant whose German date is meant. */
export type DayInput = string | Date;

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** The NRW public holidays of a year as 'YYYY-MM-DD' (cached; holidays do not change). */
export function publicHolidaysNrw(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    // feiertagejs returns each holiday at noon UTC, which is the same calendar day in Germany.
    days = new Set(
      getHolidays(year, 'NW').map((h) =>
        formatIsoDate({ year: h.date.getUTCFullYear(), month: h.date.getUTCMonth() + 1, day: h.date.getUTCDate() }),
      ),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

function toCalendarDate(day: DayInput): CalendarDate {
  if (day instanceof Date) return berlinDateOf(day);
  const date = parseIsoDate(day);
  if (!date) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${day}`);
  return date;
}

function isWorkingDay(date: CalendarDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !publicHolidaysNrw(date.year).has(formatIsoDate(date));
}

/** True for Monday to Friday unless it is a public holiday in NRW. */
export function isBusinessDay(day: DayInput): boolean {
  return isWorkingDay(toCalendarDate(day));
}

/**
 * The n-th business day after `day` ('YYYY-MM-DD'). n = 0 gives the day itself when it is a business
 * day, else the next business day; for n ≥ 1 the start day itself never counts, so Saturday + 1 and
 * Friday + 1 are both Monday (when no holiday is in between).
 */
export function addBusinessDays(day: DayInput, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('addBusinessDays expects a whole number ≥ 0');
  let date = toCalendarDate(day);
  if (n === 0) {
    while (!isWorkingDay(date)) date = addDays(date, 1);
    return formatIsoDate(date);
  }
  for (let left = n; left > 0;) {
    date = addDays(date, 1);
    if (isWorkingDay(date)) left--;
  }
  return formatIsoDate(date);
}
