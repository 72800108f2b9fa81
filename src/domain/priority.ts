// Shared by browser and Worker: the Pro package's "immediate priority handling" made measurable. A Pro
// order is handed to the print service within PRO_PRIORITY_HOURS of its payment when it is paid on a
// business day before the dispatch cut-off (content/site.json dispatchCutoff, 14:00 German time:
// 13:59:59 is in time); paid before the business day opens (9:00, support's weekday opening) it counts from the
// opening, because only then is someone there to step in when the print service refuses. Paid after
// the cut-off, at a weekend or on an NRW holiday: from the next business day's opening.
import { berlinInstant, parseIsoDate } from './dates';
import { hasBenefit, type PlanId } from './benefits';
import { DEFAULT_DISPATCH_CUTOFF, sameDayDispatchDate, secondPersonWaitEnds } from './dispatch';
import { SUPPORT_HOURS, durationText } from './support';

export const PRO_PRIORITY_HOURS = 2;

const HOUR_MS = 3600_000;

/** The business day's opening in minutes after midnight: support's Monday hours. */
const OPENING_MINUTES = (SUPPORT_HOURS.find((slot) => slot.weekdays.includes(1))?.opens ?? 9) * 60;

/**
 * By when a Pro order paid at `paidAt` must be with the print service (Mon 10:00 → 12:00, Mon 13:59:59
 * → 15:59:59, Mon 14:00:00 → Tue 11:00, Sat → Mon 11:00, Mon 7:30 → 11:00). Whether a payment is in time
 * for the cut-off is the dispatch deadline's own rule (sameDayDispatchDate). Null for an invalid instant.
 */
export function proPriorityDeadline(paidAt: Date, cutoff: string = DEFAULT_DISPATCH_CUTOFF): Date | null {
  if (Number.isNaN(paidAt.getTime())) return null;
  const day = parseIsoDate(sameDayDispatchDate(paidAt, cutoff));
  if (!day) return null;
  const opening = berlinInstant(day, OPENING_MINUTES);
  const start = paidAt > opening ? paidAt : opening;
  return new Date(start.getTime() + PRO_PRIORITY_HOURS * HOUR_MS);
}

/** "Pro: noch 1 Std. 35 Min." before the deadline, "Pro: überfällig" from it on. */
export function proPriorityText(deadline: Date, now: Date): string {
  const left = deadline.getTime() - now.getTime();
  return left > 0 ? `Pro: noch ${durationText(left)}` : 'Pro: überfällig';
}

/** How long before Pro's hand-over deadline its letter stops waiting: the queue runs every 2 minutes. */
const PRO_WAIT_MARGIN_MS = 15 * 60_000;

/**
 * Until when the customer's letter waits for the second person's ID copy and signature before it goes
 * alone: the deadline morning or before the print service's cut-off (secondPersonWaitEnds), for Pro no later than shortly before its hand-over
 * deadline, so that the priority promise holds also when the second person is slow (in summer time the
 * deadline morning, 10:00 UTC, is 12:00 German time: after a 9:00 payment's 11:00).
 */
export function customerLetterWaitEnds(
  order: { plan: PlanId; dispatchDeadline: string; paidAt: string | null },
  printServiceCutoff: string,
): Date {
  const morning = secondPersonWaitEnds(order.dispatchDeadline, printServiceCutoff);
  const priority =
    hasBenefit(order.plan, 'pro-priority') && order.paidAt ? proPriorityDeadline(new Date(order.paidAt)) : null;
  if (!priority) return morning;
  const beforePriority = new Date(priority.getTime() - PRO_WAIT_MARGIN_MS);
  return beforePriority < morning ? beforePriority : morning;
}
