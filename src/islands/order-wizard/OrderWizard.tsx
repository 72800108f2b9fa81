import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { fieldErrorMap, toFieldErrors } from '../../domain/field-errors';
import { birthDateError, checkPostalCode, personalDataSchema } from '../../domain/personal-data';
import { requiresSecondPerson } from '../../domain/pricing';
import { MOBILE_NUMBER_MESSAGE } from '../../domain/sms';
import {
  idUploadErrors,
  signatureOrderErrors,
  smsOptedIn,
  toOrderRequest,
  type IdUploadErrors,
  type PersonalField,
  type PersonalValues,
  type Step,
} from '../../domain/wizard-state';
import { maskEmail, track } from '../../lib/analytics';
import { trackStepView } from '../../lib/wizard-analytics';
import { $cookiePreferences } from '../../stores/consent';
import { bodyHash, submitOrder, uploadSignature } from '../../lib/order-api';
import { loadPostalCodes } from '../../lib/postal-codes';
import { CHECKOUT_SNAPSHOT_KEY, LANDING_EMAIL_KEY } from '../../lib/storage-keys';
import {
  clearFailedOrder,
  failedOrderRecord,
  readFailedOrder,
  saveFailedOrder,
  type FailedOrder,
} from '../../lib/failed-order';
import {
  $price,
  $wizard,
  choosePlan,
  orderCreated,
  reachableStep,
  setStep,
  stepTitle,
  toggleExtra,
  update,
} from '../../stores/wizard';
import { brand } from '../../../content/site.json';
import { scrollBehavior } from '../../lib/motion';
import { Toast, useToast } from '../shared/Toast';
import { createPersonalErrors, personalFieldError } from './personal-validation';
import { FailedOrderNotice } from './FailedOrderNotice';
import { WIZARD_FRAME_CLASS } from './frame';
import { StepIdUpload } from './StepIdUpload';
import { StepPersonalData } from './StepPersonalData';
import { loadMobileCheck, SMS_MOBILE_FIELD_ID } from './SmsOptIn';
import { missingItems, StepSignatureOrder } from './StepSignatureOrder';
import { WizardProgress } from './WizardProgress';

const REDIRECT_TOAST_MS = 1500;

function stepFromUrl(): Step | null {
  const n = Number(new URLSearchParams(location.search).get('schritt'));
  return n === 1 || n === 2 || n === 3 ? n : null;
}

/** Scrolls to the top and moves focus to the new step's heading (after it rendered). */
function showStepTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
  requestAnimationFrame(() => document.getElementById('step-title')?.focus({ preventScroll: true }));
}

function storeSafely(storage: Storage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the order itself does not depend on it */
  }
}

/** The order wizard (spec §2–§4): owns state and I/O; each step only renders and reports. */
export default function OrderWizard() {
  const state = useStore($wizard);
  const price = useStore($price);
  const [postalCodes, setPostalCodes] = useState<ReadonlySet<string> | null>(null);
  const [stepTwoErrors, setStepTwoErrors] = useState<IdUploadErrors>({});
  const [showMissing, setShowMissing] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formStarted, setFormStarted] = useState(false);
  const [failedOrder, setFailedOrder] = useState<FailedOrder | null>(null);
  const [smsError, setSmsError] = useState<string | undefined>(undefined);
  /** When step 1 was last shown, for the completion time of wizard_step_1_complete. */
  const stepOneShownAt = useRef(0);
  const { toast, show, dismiss } = useToast(6000);
  const today = useMemo(() => new Date(), []);
  const schema = useMemo(() => personalDataSchema({ today, postalCodes }), [today, postalCodes]);

  const validatePersonal = (values: PersonalValues): Partial<Record<PersonalField, string>> => {
    const result = v.safeParse(schema, values);
    return result.success
      ? {}
      : (fieldErrorMap(toFieldErrors(result.issues)) as Partial<Record<PersonalField, string>>);
  };
  // While typing only the changed field is validated (personal-validation.ts); 'Weiter' runs the whole schema.
  const personalErrorsOf = useMemo(
    () => createPersonalErrors((field, value) => personalFieldError(schema, field, value)),
    [schema],
  );
  const personalErrors = personalErrorsOf(state.personalData);
  const personalValid = Object.keys(personalErrors).length === 0;
  const stepThreeErrors = signatureOrderErrors(state);
  const missing = missingItems(personalValid, idUploadErrors(state), stepThreeErrors);

  /**
   * The step `requested` may open: not beyond the first step that is not complete, so a link, the back
   * button or a stored step never shows a later step with an earlier one unfinished.
   */
  const allowedStep = (requested: Step): Step => {
    const current = $wizard.get();
    return reachableStep(requested, {
      personalData: Object.keys(validatePersonal(current.personalData)).length === 0,
      idUpload: Object.keys(idUploadErrors(current)).length === 0,
    });
  };

  useEffect(() => {
    void loadPostalCodes().then(setPostalCodes);
    const start = allowedStep(stepFromUrl() ?? $wizard.get().step);
    setStep(start);
    history.replaceState({ step: start }, '', `?schritt=${start}`);
    setFailedOrder(readFailedOrder(localStorage));
    // The e-mail typed on the landing page (kept in browser storage) fills an empty field.
    const landingEmail = localStorage.getItem(LANDING_EMAIL_KEY);
    if (landingEmail && !$wizard.get().personalData.email)
      update({ personalData: { ...$wizard.get().personalData, email: landingEmail } });
    // The browser's back and forward buttons move between steps; focus and scroll follow as on 'Weiter'
    // (the browser's own scroll restoration would put the page back where the step was left).
    history.scrollRestoration = 'manual';
    const onPop = () => {
      const requested = stepFromUrl() ?? 1;
      const step = allowedStep(requested);
      if (step !== requested) history.replaceState({ step }, '', `?schritt=${step}`);
      setStep(step);
      showStepTop();
      trackStepView(step, stepOneShownAt);
    };
    window.addEventListener('popstate', onPop);
    // A visit that resumes at step 2 or 3 is not a new start of the wizard.
    if (start === 1) track('app_start');
    trackStepView(start, stepOneShownAt);
    return () => window.removeEventListener('popstate', onPop);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    document.title = stepTitle(state.step, brand);
    // The signature pad's module is fetched while the ID is photographed, so step 3 opens ready to sign.
    if (state.step === 2) void import('signature_pad');
  }, [state.step]);

  function goTo(step: Step) {
    setStep(step);
    history.pushState({ step }, '', `?schritt=${step}`);
    showStepTop();
    if (step !== 1) track(`wizard_step_${step}`);
    trackStepView(step, stepOneShownAt);
  }

  function onPersonalChange(field: PersonalField, value: string) {
    if (!formStarted && value.trim()) {
      setFormStarted(true);
      track('form_start');
    }
    update({ personalData: { ...$wizard.get().personalData, [field]: value } });
  }

  function submitStepOne(): boolean {
    if (Object.keys(validatePersonal(state.personalData)).length > 0) return false;
    show({ kind: 'success', text: 'Daten erfolgreich gespeichert!' });
    track('form_complete');
    track('wizard_step_1_complete', {
      email: maskEmail(state.personalData.email),
      postal_code_valid: checkPostalCode(state.personalData.postalCode, postalCodes) === 'valid',
      birth_date_valid: birthDateError(state.personalData.birthDate, today) === undefined,
      completion_seconds: Math.round((Date.now() - stepOneShownAt.current) / 1000),
    });
    goTo(2);
    return true;
  }

  function submitStepTwo(): boolean {
    const errors = idUploadErrors(state);
    setStepTwoErrors(errors);
    if (Object.keys(errors).length > 0) {
      console.warn('Validierungsfehler in Schritt 2:', Object.keys(errors).join(', '));
      track('wizard_step_2_validation_error');
      document
        .getElementById(errors.front ? 'upload-front' : errors.back ? 'upload-back' : 'own-id')
        ?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
      return false;
    }
    track('wizard_step_2_complete');
    goTo(3);
    return true;
  }

  /** Keeps the failed attempt in this browser (spec §3 "Failed-order record") and offers to send it again. */
  function keepFailedOrder(error: string) {
    const record = failedOrderRecord($wizard.get(), error, new Date());
    saveFailedOrder(localStorage, record);
    setFailedOrder(record);
  }

  /** Checks the SMS number with the Worker's rule and shows or clears its error; true when it is a mobile number. */
  async function checkSmsNumber(sms = $wizard.get().sms): Promise<boolean> {
    const toE164Mobile = await loadMobileCheck();
    const valid = toE164Mobile(sms.mobile.trim()) !== null;
    setSmsError(valid ? undefined : MOBILE_NUMBER_MESSAGE);
    return valid;
  }

  async function order() {
    if (missing.length > 0 || !price || !state.plan) {
      setShowMissing(true);
      show({ kind: 'error', text: 'Bitte füllen Sie alle Pflichtfelder korrekt aus.' });
      return;
    }
    if (smsOptedIn(state) && !(await checkSmsNumber())) {
      show({ kind: 'error', text: MOBILE_NUMBER_MESSAGE });
      document.getElementById(SMS_MOBILE_FIELD_ID)?.focus();
      return;
    }
    setPreparing(true);
    setServerErrors({});
    track('purchase_click', { plan: state.plan, total: price.totalCents / 100 });
    try {
      const needsSecond = requiresSecondPerson({ plan: state.plan, extras: state.extras });
      storeSafely(sessionStorage, CHECKOUT_SNAPSHOT_KEY, {
        selectedPlan: state.plan,
        selectedBumps: state.extras,
        totalPrice: price.totalCents / 100,
        requiresSecondPerson: needsSecond,
        customerEmail: state.personalData.email,
        language: state.language,
        timestamp: new Date().toISOString(),
      });
      let signature = state.signature!;
      if (!signature.upload) {
        signature = { ...signature, upload: await uploadSignature(signature.dataUrl) };
        update({ signature });
      }
      // Step 3 checked once more on what is sent, with the signature uploaded (spec §8 checkout toasts).
      if (Object.keys(signatureOrderErrors({ ...$wizard.get(), signature })).length > 0) {
        setShowMissing(true);
        show({ kind: 'error', text: 'Bitte fülle alle Pflichtfelder aus.' });
        setPreparing(false);
        return;
      }
      const { functional, analytics, marketing } = $cookiePreferences.get();
      const cookies = { necessary: true, functional, analytics, marketing };
      const body = JSON.stringify(toOrderRequest({ ...state, signature }, cookies));
      // A retry of the very same order keeps its key, so a lost answer never creates a second order.
      const hash = await bodyHash(body);
      const idempotency =
        state.idempotency?.bodyHash === hash ? state.idempotency : { key: crypto.randomUUID(), bodyHash: hash };
      update({ idempotency });
      track('order_start');
      const result = await submitOrder(body, idempotency.key);
      if (!result.ok) {
        const errors = fieldErrorMap(result.fields);
        setServerErrors(errors);
        // Uploads the server no longer accepts (expired, deleted) must be sent again.
        const current = $wizard.get();
        update({
          uploads: Object.fromEntries(Object.entries(current.uploads).filter(([side]) => !errors[`uploads.${side}`])),
          signature:
            errors['uploads.signature'] && current.signature
              ? { dataUrl: current.signature.dataUrl }
              : current.signature,
        });
        keepFailedOrder(result.message);
        track('error', { where: 'order', status: result.status });
        show({ kind: 'error', text: `Fehler beim Speichern der Daten: ${result.message}` });
        setPreparing(false);
        return;
      }
      clearFailedOrder(localStorage);
      setFailedOrder(null);
      // From here on the wizard's data stays in this tab only (sessionStorage), for a cancelled payment.
      orderCreated();
      storeSafely(sessionStorage, CHECKOUT_SNAPSHOT_KEY, {
        ...JSON.parse(sessionStorage.getItem(CHECKOUT_SNAPSHOT_KEY) ?? '{}'),
        orderNumber: result.order.orderNumber,
      });
      show({ kind: 'info', text: 'Weiterleitung zur Zahlung...' });
      window.setTimeout(() => location.assign(result.order.paymentUrl), REDIRECT_TOAST_MS);
    } catch (error) {
      track('error', { where: 'order_preparation' });
      const reason = error instanceof Error ? error.message : '';
      keepFailedOrder(reason || 'Ein technischer Fehler ist aufgetreten.');
      show({
        kind: 'error',
        text: reason
          ? `Fehler beim Speichern der Daten: ${reason}`
          : 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
      });
      setPreparing(false);
    }
  }

  const step = state.step;
  return (
    <div className={WIZARD_FRAME_CLASS}>
      <Toast toast={toast} onDismiss={dismiss} />
      {/* The page's title and back link are static HTML in app.astro. */}
      <WizardProgress step={step} />
      {step === 1 && (
        <StepPersonalData
          values={state.personalData}
          errors={{ ...personalErrors, ...serverErrorsFor(serverErrors) }}
          postalCodes={postalCodes}
          onChange={onPersonalChange}
          onSubmit={submitStepOne}
        />
      )}
      {step === 2 && (
        <StepIdUpload
          uploads={state.uploads}
          isOwnId={state.isOwnId}
          errors={stepTwoErrors}
          onUploaded={(side, ref) => {
            track(ref ? 'file_upload_success' : 'file_remove', { side });
            update({ uploads: { ...$wizard.get().uploads, [side]: ref } });
            setStepTwoErrors((errors) => ({ ...errors, [side]: undefined }));
          }}
          onOwnId={(isOwnId) => {
            update({ isOwnId });
            setStepTwoErrors((errors) => ({ ...errors, isOwnId: undefined }));
          }}
          onToast={(kind, text) => {
            if (kind === 'error') track('file_upload_error');
            show({ kind, text });
          }}
          onBack={() => goTo(1)}
          onNext={submitStepTwo}
        />
      )}
      {step === 3 && failedOrder && (
        <FailedOrderNotice record={failedOrder} sending={preparing} onRetry={() => void order()} />
      )}
      {step === 3 && (
        <StepSignatureOrder
          state={state}
          totalCents={price?.totalCents ?? null}
          errors={stepThreeErrors}
          missing={missing}
          showMissing={showMissing}
          preparing={preparing}
          serverErrors={serverErrors}
          validatePersonal={validatePersonal}
          onPatch={update}
          smsError={smsError}
          onSms={(sms) => {
            update({ sms });
            // A shown error follows the typing, so it goes away as soon as the number is right.
            if (smsError) void checkSmsNumber(sms);
          }}
          onSmsBlur={() => void checkSmsNumber()}
          onSavePersonal={(values) => {
            update({ personalData: values });
            show({ kind: 'success', text: 'Persönliche Daten wurden gespeichert!' });
          }}
          onPlan={(plan) => {
            choosePlan(plan);
            track('plan_selected', { plan });
          }}
          onExtra={(extra, on) => {
            toggleExtra(extra, on);
            if (on) track('order_bump_selected', { extra });
          }}
          onBack={() => goTo(2)}
          onOrder={() => void order()}
        />
      )}
    </div>
  );
}

/** Server errors on personal data ("personalData.postalCode") as step-1 field errors. */
function serverErrorsFor(errors: Record<string, string>): Partial<Record<PersonalField, string>> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith('personalData.'))
      .map(([path, message]) => [path.slice('personalData.'.length), message]),
  ) as Partial<Record<PersonalField, string>>;
}
