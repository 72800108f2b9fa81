// Shared by browser and Worker: SMS status updates, a Pro benefit the customer opts into in step 3 with
// a mobile number. Light on purpose: the number's rules (libphonenumber-js) are in mobile-number.ts,
// which the wizard loads only when a Pro customer opts in.
import { plansWith, type PlanId } from './benefits';
import { MESSAGES } from './ui-messages';

/** The packages whose card promises SMS status updates (the benefits table decides). */
export const SMS_UPDATE_PLANS: readonly PlanId[] = plansWith('status-sms');

export function includesSmsUpdates(plan: PlanId): boolean {
  return SMS_UPDATE_PLANS.includes(plan);
}

// The texts are the catalogue's (consent.smsOptIn, wizard.sms.mobileLabel, validation.mobile.invalid); these
// are the German ones the Worker answers with.
export const SMS_OPT_IN_LABEL = MESSAGES.de['consent.smsOptIn'];
export const MOBILE_NUMBER_LABEL = MESSAGES.de['wizard.sms.mobileLabel'];
export const MOBILE_NUMBER_MESSAGE = MESSAGES.de['validation.mobile.invalid'];
export const MOBILE_NUMBER_MAX = 25;
