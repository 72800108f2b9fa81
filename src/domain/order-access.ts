// Shared by browser and Worker: who may read and change an order, and for how long
// (docs/architecture.md, 'Who may see an order'). A status link reads progress and masked data; the
// payment session id only serves the payment-return page for a short time; a correction fixes the same
// person's typing errors and can never make the order someone else's. The AGB § 3, the FAQ and the
// Datenschutzerklärung state these periods; change them together.
import { distance } from 'fastest-levenshtein';
import { LETTER_COPY_MONTHS } from './catalog';
import * as errors from './catalogue/errors';
import type { FieldError } from './field-errors';
import type { TimelineEvent } from './order-lifecycle';
import type { PersonalData } from './personal-data';

const DAY_MS = 24 * 3600_000;

/** A status link ends this many days after the order's last event (payment, posting, closing, …). */
export const STATUS_LINK_DAYS = 60;
/**
 * Events anyone who knows an order number can cause (the withdrawal form takes any number): they are not
 * the order's activity for its links, or a stranger could keep an ended status link working for ever.
 */
export const EVENTS_NOT_EXTENDING_LINKS = ['withdrawal_received'] as const satisfies readonly TimelineEvent[];
/** The payment provider's session id proves the order to the payment-return page for this long after checkout. */
const PAYMENT_SESSION_PROOF_MINUTES = 60;
/** The Korrekturoption's one correction after posting: within this many days of the (latest) posting. */
export const CORRECTION_AFTER_POSTING_DAYS = 21;
/** A new e-mail address confirms the change within this many hours. */
export const EMAIL_CHANGE_CONFIRM_HOURS = 48;
/** The old e-mail address can undo a confirmed change for this many days. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** What an order's history says about the life of its status links. */
export interface OrderActivity {
  /** The newest timeline entry (ISO time), leaving out EVENTS_NOT_EXTENDING_LINKS. */
  lastEventAt: string;
  /** The newest posting (ISO time), if any. */
  latestPostingAt: string | null;
  /** Plus and Pro keep a copy of the letter as sent, downloadable with the status link. */
  keepsLetterCopy: boolean;
}

function addMonths(iso: string, months: number): Date {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/**
 * When a status link of the order stops working: STATUS_LINK_DAYS after the last event, and for a
 * package with the letter copy not before the copy's 12 months after the latest posting are over.
 */
export function statusLinkEndsAt(activity: OrderActivity): Date {
  const afterLastEvent = new Date(new Date(activity.lastEventAt).getTime() + STATUS_LINK_DAYS * DAY_MS);
  if (!activity.keepsLetterCopy || !activity.latestPostingAt) return afterLastEvent;
  const copyEnds = addMonths(activity.latestPostingAt, LETTER_COPY_MONTHS);
  return copyEnds > afterLastEvent ? copyEnds : afterLastEvent;
}

/** Whether a payment session id still proves its order (created at `checkoutAt`). */
export function isPaymentSessionFresh(checkoutAt: string, now: Date): boolean {
  return now.getTime() - new Date(checkoutAt).getTime() <= PAYMENT_SESSION_PROOF_MINUTES * 60_000;
}

/** Whether the Korrekturoption's correction after posting is still open for a posting at `postedAt`. */
export function isWithinCorrectionPeriod(postedAt: string, now: Date): boolean {
  return now.getTime() - new Date(postedAt).getTime() <= CORRECTION_AFTER_POSTING_DAYS * DAY_MS;
}

/** The customer as /status shows them to whoever holds the link: "E. Mustermann", "51147 Köln". */
export function maskedCustomer(data: Pick<PersonalData, 'firstName' | 'lastName' | 'postalCode' | 'city'>) {
  const initial = data.firstName.trim().charAt(0);
  return {
    name: `${initial ? `${initial}. ` : ''}${data.lastName}`.trim(),
    place: `${data.postalCode} ${data.city}`.trim(),
  };
}

/** An e-mail address as shown to a link holder: "m•••@example.de". */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.charAt(0)}•••${email.slice(at)}`;
}

/** The fields that say who the applicant is: they can be corrected, never replaced. */
export const IDENTITY_FIELDS = ['firstName', 'lastName', 'birthName', 'birthDate', 'birthPlace'] as const;
/** The fields that say where the KBA's answer goes. */
export const ADDRESS_FIELDS = ['street', 'houseNumber', 'postalCode', 'city'] as const;

const IDENTITY_CHANGE_MESSAGE = errors.de['errors.identityChange'];

/** Lower case, with umlauts and ß written out: "Köln" and "Koeln" are the same word. */
const normalized = (value: string | undefined) =>
  (value ?? '')
    .trim()
    .toLocaleLowerCase('de-DE')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss');

/** A typing error in a name or place: up to one changed letter in short words, up to two in longer ones. */
function isSmallTextCorrection(before: string | undefined, after: string | undefined): boolean {
  const a = normalized(before);
  const b = normalized(after);
  if (a === b) return true;
  // A birth name that was left out (or given by mistake) changes nobody's identity.
  if (a === '' || b === '') return true;
  const allowed = Math.min(a.length, b.length) <= 4 ? 1 : 2;
  return distance(a, b) <= allowed;
}

/** 'TT.MM.JJJJ': the same date, day and month swapped, or one digit mistyped. */
function isSmallDateCorrection(before: string, after: string): boolean {
  if (before === after) return true;
  const [day, month, year] = before.split('.');
  if (after === `${month}.${day}.${year}`) return true;
  if (before.length !== after.length) return false;
  let differing = 0;
  for (let i = 0; i < before.length; i++) if (before[i] !== after[i]) differing++;
  return differing <= 1;
}

/**
 * The identity fields whose new value is more than a correction of the old one, as field errors with
 * IDENTITY_CHANGE_MESSAGE (path 'firstName', …). Empty: the change keeps the same person.
 */
export function identityChangeProblems(before: PersonalData, after: PersonalData): FieldError[] {
  return IDENTITY_FIELDS.filter((field) =>
    field === 'birthDate'
      ? !isSmallDateCorrection(before.birthDate, after.birthDate)
      : !isSmallTextCorrection(before[field], after[field]),
  ).map((path) => ({ path, message: IDENTITY_CHANGE_MESSAGE }));
}

/** The personal-data fields whose value differs (after trimming), in the schema's order. */
export function changedFields(before: PersonalData, after: PersonalData): (keyof PersonalData)[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof PersonalData)[]);
  return [...keys].filter((key) => (before[key] ?? '').toString().trim() !== (after[key] ?? '').toString().trim());
}
