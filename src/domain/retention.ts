// Shared by browser and Worker: retention periods that run from the end of a calendar year, as the
// Datenschutzerklärung §6 says and as tax and commercial law count them (§ 147 Abs. 4 AO, § 14b Abs. 1
// UStG, § 257 Abs. 5 HGB: the period begins with the end of the calendar year in which the document
// was made). Years are German calendar years (Europe/Berlin).
import { berlinDateOf, berlinInstant } from './dates';

/**
 * When a record made at `createdAt` may be deleted after `years` years: 1 January of (its year +
 * years + 1), 00:00 German time. An invoice of 15.03.2026 kept 8 years: from 01.01.2035.
 */
export function retentionEndsAt(createdAt: Date, years: number): Date {
  return startOfYear(berlinDateOf(createdAt).year + years + 1);
}

/**
 * The same rule seen from `now`: every record made before the returned instant has passed its
 * `years`-year retention (retentionEndsAt(createdAt, years) <= now exactly when createdAt is before it).
 */
export function retainedFrom(now: Date, years: number): Date {
  return startOfYear(berlinDateOf(now).year - years);
}

function startOfYear(year: number): Date {
  if (!Number.isInteger(year)) throw new RangeError('years must be a whole number');
  return berlinInstant({ year, month: 1, day: 1 }, 0);
}
