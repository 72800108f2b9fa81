// Shared by browser and Worker: by which day a paid order must be posted, and what the site may
// truthfully say about it at a given moment (docs/product.md, 'Dispatch').
//
// Same-day products (Plus, Pro, the Express extra): paid on a business day before the cut-off
// (Europe/Berlin, 13:59:59 is in time, 14:00:00 is not) → that day; later, or on a weekend or NRW holiday →
// the next business day.
// Basic without Express: the second business day after the payment day.
import { addBusinessDays } from './business-days';
import { extraTextsIn, planById, type Extra, type ExtraId, type PlanId } from './catalog';
import { de as offerDe } from './catalogue/offer';
import { berlinInstant, parseIsoDate } from './dates';
import { formatShortDay } from './locale-format';
import type { Locale } from './locales';
import { cutoffMinutes, isSameDayPossible, sameDayDispatchDate } from './dispatch-day';
import { MESSAGES as TEXTS } from './ui-messages';

export { DEFAULT_DISPATCH_CUTOFF, sameDayDispatchDate } from './dispatch-day';

export interface DispatchInput {
  plan: PlanId;
  extras: readonly ExtraId[];
  /** When the payment was confirmed. */
  paidAt: Date;
  /** "HH:MM" in German time. */
  cutoff: string;
}

/** True when the order is posted on the day it is paid (if paid in time): Plus, Pro, or Express. */
export function isSameDayDispatch(plan: PlanId, extras: readonly ExtraId[]): boolean {
  return planById(plan).dispatchBusinessDays === 0 || extras.includes('express');
}

/** The last day ('YYYY-MM-DD', until its end in German time) by which the order must be posted. */
export function dispatchDeadline({ plan, extras, paidAt, cutoff }: DispatchInput): string {
  if (isSameDayDispatch(plan, extras)) return sameDayDispatchDate(paidAt, cutoff);
  return addBusinessDays(paidAt, planById(plan).dispatchBusinessDays);
}

/**
 * Overdue: the order's dispatch deadline ('YYYY-MM-DD', see dispatchDeadline) lies before `today` (the
 * German calendar day), so its letter should have been posted already. Whether the letter is still to
 * be made is the caller's question: the queue asks it for orders in POSTABLE_IN, the day's batch and its
 * cover sheet for the orders they print. The back office's SQL filters say the same (db/order-queue.ts).
 */
export function isOverdue(order: { dispatchDeadline: string | null }, today: string): boolean {
  return order.dispatchDeadline !== null && order.dispatchDeadline < today;
}

/**
 * What is true at `now` about same-day dispatch, for the Express extra, the package cards and the
 * landing page: "Versand heute – bei Zahlung bis 14:00 Uhr" on a business day before the cut-off,
 * otherwise "Versand am nächsten Werktag (Mo., 23.11.)"; in English "Sent today – if you pay by 14:00 German
 * time" or "Sent on the next business day (Mon 23 Nov)". Never a false time limit (UWG Anhang Nr. 7).
 */
export function sameDayDispatchNote(now: Date, cutoff: string, locale: Locale = 'de'): string {
  const m = TEXTS[locale];
  if (isSameDayPossible(now, cutoff)) return m['offer.dispatch.today'].replace('{cutoff}', cutoff);
  return m['offer.dispatch.nextDay'].replace('{day}', formatShortDay(sameDayDispatchDate(now, cutoff), locale));
}

/** What the Express extra is called before ordering once "heute" is no longer true (after the cut-off, weekends, holidays). */
export const EXPRESS_NEXT_DAY_NAME = offerDe['offer.extra.express.nextDay'];

/**
 * An extra's name as a customer reads it before ordering: the catalog name, except that the Express
 * extra ('Express heute') is 'Express (nächster Werktag)' while a payment now would go out the next
 * business day. Invoices and confirmations keep the catalog name of what was bought. In another `locale`
 * the name is the catalogue's for the extra's id.
 */
export function extraNameAt(
  extra: Pick<Extra, 'id' | 'name'>,
  now: Date,
  cutoff: string,
  locale: Locale = 'de',
): string {
  if (extra.id !== 'express' || isSameDayPossible(now, cutoff)) return extraTextsIn(locale)[extra.id].name;
  return TEXTS[locale]['offer.extra.express.nextDay'];
}

/**
 * The day a letter handed to the print service at `handedOverAt` should be at the post: that day when
 * it came before the print service's own daily cut-off on a business day, else the next business day.
 * A letter without news from the print service after that day is overdue.
 */
export function expectedPostingDay(handedOverAt: Date, printServiceCutoff: string): string {
  return sameDayDispatchDate(handedOverAt, printServiceCutoff);
}

/** Minutes from the cut-off `earlier` to the cut-off `later` ("HH:MM" each; negative when it is earlier). */
export function minutesBetweenCutoffs(earlier: string, later: string): number {
  return cutoffMinutes(later) - cutoffMinutes(earlier);
}

/**
 * How long after the site's cut-off the print service must still take letters: a payment in the last
 * second before the site's cut-off is handed over within seconds, but the job queue may be busy and a
 * first attempt may fail and be retried after a minute (bench/RESULTS.md, dispatch day).
 */
const PRINT_CUTOFF_MARGIN_MINUTES = 15;

/**
 * Why the print service's cut-off (PRINT_SERVICE_CUTOFF, unset: none known) cannot keep the site's
 * same-day promise, by setting name, or null when it leaves enough time. /api/health and the deploy
 * check say the same.
 */
export function printCutoffProblem(siteCutoff: string, printCutoff: string | undefined): string | null {
  if (printCutoff !== undefined && !isCutoff(printCutoff)) return 'PRINT_SERVICE_CUTOFF (HH:MM)';
  if (minutesBetweenCutoffs(siteCutoff, printCutoff ?? siteCutoff) >= PRINT_CUTOFF_MARGIN_MINUTES) return null;
  return `PRINT_SERVICE_CUTOFF (${printCutoff ?? 'unset'}: must be at least ${PRINT_CUTOFF_MARGIN_MINUTES} minutes after the site's cut-off ${siteCutoff})`;
}

export function isCutoff(value: string): boolean {
  return /^([01]\d|2[0-3]):([0-5]\d)$/.test(value);
}

/**
 * When a paid order's letter goes to the print service: same-day products at once, the others early
 * on their deadline day (05:00 UTC, 6 or 7 o'clock German time), before any print service's cut-off.
 */
export function handOverAt(plan: PlanId, extras: readonly ExtraId[], paidAt: Date, deadline: string): Date {
  if (isSameDayDispatch(plan, extras)) return paidAt;
  const morning = new Date(`${deadline}T05:00:00Z`);
  return morning > paidAt ? morning : paidAt;
}

/**
 * How long before the print service's cut-off a waiting letter is released: the job queue runs every
 * 2 minutes and a failed first attempt is retried after 1 and 5 minutes.
 */
const RELEASE_BEFORE_PRINT_CUTOFF_MINUTES = 30;

/**
 * How long the customer's letter waits for the second person's ID copy and signature: until late
 * morning of the deadline day (10:00 UTC), and never later than half an hour before the print service's
 * cut-off that day, so the letter is posted on its deadline; then it goes alone and the second person's
 * letter follows as its own dispatch when their documents arrive.
 */
export function secondPersonWaitEnds(deadline: string, printServiceCutoff: string): Date {
  const lateMorning = new Date(`${deadline}T10:00:00Z`);
  const day = parseIsoDate(deadline);
  if (!day) return lateMorning;
  const release = berlinInstant(day, cutoffMinutes(printServiceCutoff) - RELEASE_BEFORE_PRINT_CUTOFF_MINUTES);
  return release < lateMorning ? release : lateMorning;
}

/**
 * How long after its payment the second person's ID copy and signature are awaited (AGB § 3 (4)).
 * At the end the second person's price is refunded; a reminder goes some days before.
 */
export const SECOND_PERSON_DOCUMENTS_DAYS = 60;
export const SECOND_PERSON_REMINDER_DAYS_BEFORE = 7;

const DAY_MS = 24 * 3600_000;

/** The end of the wait for the second person's documents, counted from the payment that bought them. */
export function secondPersonDocumentsEnd(paidAt: string): Date {
  return new Date(new Date(paidAt).getTime() + SECOND_PERSON_DOCUMENTS_DAYS * DAY_MS);
}
