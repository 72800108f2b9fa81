import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { fieldErrorMap, toFieldErrors } from '../../domain/field-errors';
import { personalDataSchema } from '../../domain/personal-data';
import {
  idUploadErrors,
  signatureOrderErrors,
  type IdUploadErrors,
  type PersonalField,
  type PersonalValues,
  type Step,
} from '../../domain/wizard-state';
import { loadPostalCodes } from '../../lib/postal-codes';
import { safeLocalStorage } from '../../lib/safe-storage';
import { LANDING_EMAIL_KEY } from '../../lib/storage-keys';
import { $uploadJobs } from '../../lib/upload-jobs';
import { $price, $wizard, reachableStep, update } from '../../stores/wizard';
import { useLocale, useT } from '../shared/locale';
import { Toast, useToast } from '../shared/Toast';
import { WIZARD_FRAME_CLASS } from './frame';
import { personalServerErrors } from './order-submission';
import { createPersonalErrors, personalFieldError } from './personal-validation';
import { missingItems } from './missing-items';
import { useOrderSubmission } from './use-order-submission';
import { useStepHistory } from './use-step-history';
import { WizardProgress } from './WizardProgress';
import { WizardStepOne } from './WizardStepOne';
import { SLOT_AREAS } from './upload-slots';
import type { WizardStepThree as StepThree } from './WizardStepThree';
import type { WizardStepTwo as StepTwo } from './WizardStepTwo';

// Steps 2 and 3 load while step 1 is filled in (at the wizard's first idle moment, below), not with its first
// page: the first field takes typing sooner (bench/RESULTS.md, "Wizard on a phone").
// Once a step's module is here it renders at once (React.lazy would still suspend for its first render, and
// the step's heading would miss the focus a step change gives it).
let loadedStepTwo: typeof StepTwo | null = null;
let loadedStepThree: typeof StepThree | null = null;
const loadStepTwo = () =>
  import('./WizardStepTwo').then((module) => {
    loadedStepTwo = module.WizardStepTwo;
    return module;
  });
const loadStepThree = () =>
  import('./WizardStepThree').then((module) => {
    loadedStepThree = module.WizardStepThree;
    return module;
  });
const LazyStepTwo = lazy(() => loadStepTwo().then((module) => ({ default: module.WizardStepTwo })));
const LazyStepThree = lazy(() => loadStepThree().then((module) => ({ default: module.WizardStepThree })));

export default function OrderWizard() {
  const state = useStore($wizard);
  const price = useStore($price);
  const [postalCodes, setPostalCodes] = useState<ReadonlySet<string> | null>(null);
  const [stepTwoErrors, setStepTwoErrors] = useState<IdUploadErrors>({});
  const { toast, show, dismiss } = useToast(6000);
  const today = useMemo(() => new Date(), []);
  const locale = useLocale();
  const t = useT();
  const schema = useMemo(() => personalDataSchema({ today, postalCodes, locale }), [today, postalCodes, locale]);

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
  const stepThreeErrors = signatureOrderErrors(state, locale);
  const missing = missingItems(personalValid, idUploadErrors(state, locale), stepThreeErrors, t);

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

  // Before the effect below: the first step is chosen on the data as stored, before the landing
  // page's e-mail fills a field.
  const { goTo } = useStepHistory(state.step, allowedStep);
  const submission = useOrderSubmission({ state, price, missing, show, locale });

  useEffect(() => {
    void loadPostalCodes().then(setPostalCodes);
    // The e-mail typed on the landing page (kept in browser storage) fills an empty field.
    const landingEmail = safeLocalStorage.getItem(LANDING_EMAIL_KEY);
    if (landingEmail && !$wizard.get().personalData.email)
      update({ personalData: { ...$wizard.get().personalData, email: landingEmail } });
  }, []);

  useEffect(() => {
    // The signature pad's module is fetched while the ID is photographed, so step 3 opens ready to sign.
    if (state.step === 2) void import('signature_pad');
    // An order waiting for photos is given up when the customer leaves step 3.
    if (state.step !== 3) submission.stopWaiting();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.step]);

  useEffect(() => {
    // The later steps' code (with the photo step's drop zone, upload engine and photo worker) is fetched while
    // step 1 is filled in, once the wizard is idle: the first field never waits for it, the first photo does
    // not either.
    const start = () => {
      void loadStepTwo().then((module) => {
        if ($wizard.get().step !== 3) module.preloadPhotoStep();
      });
      void loadStepThree();
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(start, { timeout: 4000 });
    return () => cancelIdleCallback(idle);
  }, []);

  // A photo that fails for good (after its retries) while the customer is on step 3 takes them back to it:
  // its area on step 2 says why, and any order waiting for it is not placed.
  const failed = useRef(new Set<string>());
  useEffect(
    () =>
      $uploadJobs.subscribe((jobs) => {
        for (const area of Object.values(SLOT_AREAS)) {
          if (jobs[area]?.status !== 'failed') {
            failed.current.delete(area);
            continue;
          }
          if (failed.current.has(area)) continue;
          failed.current.add(area);
          if ($wizard.get().step !== 3) continue;
          submission.stopWaiting();
          goTo(2);
          // After the step's own focus on its heading (useStepHistory): the failed photo is what matters.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const target = document.getElementById(area);
              target?.scrollIntoView({ block: 'center' });
              target?.focus({ preventScroll: true });
            }),
          );
        }
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const step = state.step;
  const WizardStepTwo = loadedStepTwo ?? LazyStepTwo;
  const WizardStepThree = loadedStepThree ?? LazyStepThree;
  return (
    <div className={WIZARD_FRAME_CLASS}>
      <Toast toast={toast} onDismiss={dismiss} />
      {/* The page's title and back link are static HTML in app.astro. */}
      <WizardProgress step={step} />
      {step === 1 && (
        <WizardStepOne
          values={state.personalData}
          errors={{ ...personalErrors, ...personalServerErrors(submission.serverErrors) }}
          postalCodes={postalCodes}
          today={today}
          validatePersonal={validatePersonal}
          show={show}
          goTo={goTo}
        />
      )}
      {/* No stand-in while a later step's code arrives (only if it is asked for before the idle moment). */}
      <Suspense fallback={null}>
        {step === 2 && (
          <WizardStepTwo
            uploads={state.uploads}
            pendingUploads={state.pendingUploads}
            isOwnId={state.isOwnId}
            nameChanged={state.nameChanged}
            names={{ lastName: state.personalData.lastName, birthName: state.personalData.birthName }}
            errors={stepTwoErrors}
            setErrors={setStepTwoErrors}
            show={show}
            goTo={goTo}
          />
        )}
        {step === 3 && (
          <WizardStepThree
            state={state}
            totalCents={price?.totalCents ?? null}
            errors={stepThreeErrors}
            missing={missing}
            validatePersonal={validatePersonal}
            submission={submission}
            show={show}
            goTo={goTo}
          />
        )}
      </Suspense>
    </div>
  );
}
