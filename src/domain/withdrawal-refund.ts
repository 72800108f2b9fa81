// Shared by browser and Worker: what a withdrawal after posting refunds (§ 357a (2) BGB). Posting is full
// performance only where nothing is owed afterwards; where the order still owes something (the letter
// copy for 12 months, the Korrekturoption, the 12-month reminder, the SMS, a second person's application
// not posted yet), the right has not lapsed, and a withdrawal within the period ends the rest. The customer
// then pays the value of what was performed at our own prices and gets the rest of what they paid back.
// The AGB (§ 7), the FAQ and the mails state this one rule; a lawyer should confirm it before launch.
import { EXTRAS, planById, type ExtraId, type PlanId } from './catalog';
import { addDays, berlinDateOf, berlinInstant } from './dates';

/** The value of the application made and posted: the price of the package that is just that (Basic). */
const APPLICATION_CENTS = planById('basic').priceCents;
const extraOf = (id: ExtraId) => EXTRAS.find((e) => e.id === id)!;
const extraCents = (id: ExtraId) => extraOf(id).priceCents;

export interface PostedOrder {
  plan: PlanId;
  extras: readonly ExtraId[];
  /** What the customer paid for the order. */
  totalCents: number;
  /** The second person's application has been posted too. */
  secondPersonPosted: boolean;
}

/** What was performed when the application was posted, valued at our prices, at most what was paid. */
function performedValueCents(order: PostedOrder): number {
  // Express counts where it was bought as an extra; a package that includes it (Plus, Pro) did not sell it apart.
  const boughtExpress = order.extras.includes('express') && !extraOf('express').hiddenFor.includes(order.plan);
  const express = boughtExpress ? extraCents('express') : 0;
  const secondPerson = order.secondPersonPosted ? extraCents('duo') : 0;
  return Math.min(order.totalCents, APPLICATION_CENTS + express + secondPerson);
}

/**
 * What a withdrawal after posting refunds: the price paid less the value of what was performed. Zero
 * means nothing is owed any more: the right has lapsed with the posting (Basic without extras).
 */
export function refundAfterPostingCents(order: PostedOrder): number {
  return order.totalCents - performedValueCents(order);
}

/** The withdrawal period in days from the contract (AGB § 7). */
const WITHDRAWAL_DAYS = 14;

/** When the withdrawal period of a contract concluded at `concludedAt` ends: the end of its 14th day, German time. */
export function withdrawalPeriodEnds(concludedAt: Date): Date {
  return berlinInstant(addDays(berlinDateOf(concludedAt), WITHDRAWAL_DAYS + 1), 0);
}
