// The order wizard's analytics events, one function per moment, so the wizard says what
// happened and only this module knows event names and parameters. track() itself sends nothing
// without analytics consent. Each step's view is sent when the step is shown, step 1's only once per
// browser session, so going back to it or a reload does not count it again.
import type { ExtraId, PlanId } from '../domain/catalog';
import { birthDateError, checkPostalCode } from '../domain/personal-data';
import type { PersonalValues, Side, Step } from '../domain/wizard-state';
import { maskEmail, track } from './analytics';
import { safeSessionStorage, type SafeStorage } from './safe-storage';
import { WIZARD_STEP_ONE_VIEWED_KEY } from './storage-keys';

type Send = (event: string, params?: Record<string, string | number | boolean>) => void;

export interface WizardAnalyticsOptions {
  /** Sends one event; track() in the browser, a recorder in tests. */
  send?: Send;
  /** Where "step 1 was viewed in this session" is noted. */
  session?: SafeStorage;
  /** The current time in ms, for step 1's completion time. */
  now?: () => number;
}

/** The events of one wizard on one page; it remembers when step 1 was shown and whether typing began. */
export function createWizardAnalytics({
  send = track,
  session = safeSessionStorage,
  now = Date.now,
}: WizardAnalyticsOptions = {}) {
  let stepOneShownAt = 0;
  let formStarted = false;

  /** Storage blocked: step 1's view is then counted once per page view instead. */
  function stepOneViewedOnce() {
    if (session.getItem(WIZARD_STEP_ONE_VIEWED_KEY)) return;
    session.setItem(WIZARD_STEP_ONE_VIEWED_KEY, '1');
    send('wizard_step_1_view');
  }

  /** The view event of the step now shown (also after the browser's back and forward buttons). */
  function stepShown(step: Step) {
    if (step === 1) {
      stepOneShownAt = now();
      stepOneViewedOnce();
    } else send(`wizard_step_${step}_view`);
  }

  return {
    stepShown,
    /** The wizard opened at `step`; a visit that resumes at step 2 or 3 is not a new start. */
    opened(step: Step) {
      if (step === 1) send('app_start');
      stepShown(step);
    },
    /** 'Weiter' or 'Zurück' moved to `step`. */
    movedTo(step: Step) {
      if (step !== 1) send(`wizard_step_${step}`);
      stepShown(step);
    },
    /** A personal-data field changed; the first non-blank value starts the form. */
    fieldTyped(value: string) {
      if (formStarted || !value.trim()) return;
      formStarted = true;
      send('form_start');
    },
    /** Step 1 passed its checks; sends no personal data, only the masked e-mail and what was valid. */
    stepOneCompleted(values: PersonalValues, checks: { postalCodes: ReadonlySet<string> | null; today: Date }) {
      send('form_complete');
      send('wizard_step_1_complete', {
        email: maskEmail(values.email),
        postal_code_valid: checkPostalCode(values.postalCode, checks.postalCodes) === 'valid',
        birth_date_valid: birthDateError(values.birthDate, checks.today) === undefined,
        completion_seconds: Math.round((now() - stepOneShownAt) / 1000),
      });
    },
    stepTwoInvalid: () => send('wizard_step_2_validation_error'),
    stepTwoCompleted: () => send('wizard_step_2_complete'),
    /** A side of the ID was uploaded (`uploaded`) or removed. */
    uploadChanged: (side: Side, uploaded: boolean) => send(uploaded ? 'file_upload_success' : 'file_remove', { side }),
    uploadFailed: () => send('file_upload_error'),
    planSelected: (plan: PlanId) => send('plan_selected', { plan }),
    extraSelected: (extra: ExtraId) => send('order_bump_selected', { extra }),
    /** 'Zahlungspflichtig bestellen' with everything complete; the total in euros. */
    purchaseClicked: (plan: PlanId, totalCents: number) => send('purchase_click', { plan, total: totalCents / 100 }),
    /** The order request is about to be sent. */
    orderSent: () => send('order_start'),
    /** The server refused the order (status 0: no answer). */
    orderRefused: (status: number) => send('error', { where: 'order', status }),
    /** The order failed before it got an answer (e.g. the signature upload). */
    orderPreparationFailed: () => send('error', { where: 'order_preparation' }),
  };
}

export type WizardAnalytics = ReturnType<typeof createWizardAnalytics>;

/** The wizard's events on this page (there is one wizard per page). */
export const wizardAnalytics: WizardAnalytics = createWizardAnalytics();
