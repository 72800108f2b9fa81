// Shared by browser and Worker: SMS status updates, a Pro benefit the customer opts into in step 3 with
// a mobile number. Light on purpose: the number's rules (libphonenumber-js) are in mobile-number.ts,
// which the wizard loads only when a Pro customer opts in.
import { plansWith, type PlanId } from './benefits';
import { MESSAGES } from './ui-messages';

/** The packages whose card promises SMS status updates (the benefits table decides). */
const SMS_UPDATE_PLANS: readonly PlanId[] = plansWith('status-sms');

export function includesSmsUpdates(plan: PlanId): boolean {
  return SMS_UPDATE_PLANS.includes(plan);
}

// The catalogue's validation.mobile.invalid, in German: the Worker answers with it.
export const MOBILE_NUMBER_MESSAGE = MESSAGES.de['validation.mobile.invalid'];
export const MOBILE_NUMBER_MAX = 25;
