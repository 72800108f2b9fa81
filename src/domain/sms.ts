// Shared by browser and Worker: SMS status updates, a Pro benefit the customer opts into in step 3 with
// a mobile number. Light on purpose: the number's rules (libphonenumber-js) are in mobile-number.ts,
// which the wizard loads only when a Pro customer opts in.
import type { PlanId } from './catalog';

/** The packages whose card promises SMS status updates. */
export const SMS_UPDATE_PLANS: readonly PlanId[] = ['pro'];

export function includesSmsUpdates(plan: PlanId): boolean {
  return SMS_UPDATE_PLANS.includes(plan);
}

export const SMS_OPT_IN_LABEL =
  'Ja, schickt mir Status-Updates per SMS (Zahlung erhalten, Antrag versendet, Probleme). Abmelden jederzeit mit STOP oder auf der Statusseite.';
export const MOBILE_NUMBER_LABEL = 'Handynummer für die SMS';
export const MOBILE_NUMBER_MESSAGE = 'Bitte gib eine gültige Handynummer an, z. B. 0171 1234567.';
export const MOBILE_NUMBER_MAX = 25;
