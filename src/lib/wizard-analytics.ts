// The wizard's view events (spec §7.10): each step's view when it is shown, step 1's only once per
// browser session, so going back to it or a reload does not count it again.
import type { Step } from '../domain/wizard-state';
import { track } from './analytics';
import { WIZARD_STEP_ONE_VIEWED_KEY } from './storage-keys';

/** Sends wizard_step_1_view once per browser session. */
function trackStepOneViewOnce() {
  try {
    if (sessionStorage.getItem(WIZARD_STEP_ONE_VIEWED_KEY)) return;
    sessionStorage.setItem(WIZARD_STEP_ONE_VIEWED_KEY, '1');
  } catch {
    /* storage blocked: counted once per page view instead */
  }
  track('wizard_step_1_view');
}

/** The view event of the step now shown; notes when step 1 was shown, for its completion time. */
export function trackStepView(step: Step, stepOneShownAt: { current: number }) {
  if (step === 1) {
    stepOneShownAt.current = Date.now();
    trackStepOneViewOnce();
  } else track(`wizard_step_${step}_view`);
}
