// Shared by browser and Worker: which day something paid at a moment can still go out the same day, by the
// site's cut-off (Europe/Berlin, 13:59:59 is in time for '14:00', 14:00:00 is not). No texts: the landing page's
// script uses it with the words its page carries (components/landing/Packages.astro); dispatch.ts says it.
import { addBusinessDays, isBusinessDay } from './business-days';
import { berlinDateOf, berlinMinutesOf, formatIsoDate } from './dates';

/** The cut-off "HH:MM" (German time) when no other is configured; content/site.json sets the real one. */
export const DEFAULT_DISPATCH_CUTOFF = '14:00';

export function cutoffMinutes(cutoff: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(cutoff);
  if (!match) throw new RangeError(`Cut-off must be HH:MM, got '${cutoff}'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Whether `instant` (German time) is before `cutoff`: "bis 14:00 Uhr" is kept for a payment at 13:59:59,
 * not at 14:00:00, as for the print service's own cut-off (a letter handed over at it goes the next day).
 * German time differs from UTC by whole hours, so the seconds of the instant are its German seconds.
 */
function isInTime(instant: Date, cutoff: string): boolean {
  return berlinMinutesOf(instant) * 60 + instant.getUTCSeconds() < cutoffMinutes(cutoff) * 60;
}

function firstDayInTime(instant: Date, cutoff: string): string {
  const today = formatIsoDate(berlinDateOf(instant));
  return isBusinessDay(today) && isInTime(instant, cutoff) ? today : addBusinessDays(today, 1);
}

/**
 * The first day on which something paid at `instant` can still go out the same day: that day when it
 * is a business day before the cut-off (13:59:59 is in time for '14:00', 14:00:00 is not), else the
 * next business day ('YYYY-MM-DD').
 */
export function sameDayDispatchDate(instant: Date, cutoff: string): string {
  return firstDayInTime(instant, cutoff);
}

/** True while something paid now still goes out today: a business day, before the cut-off. */
export function isSameDayPossible(now: Date, cutoff: string): boolean {
  return sameDayDispatchDate(now, cutoff) === formatIsoDate(berlinDateOf(now));
}
