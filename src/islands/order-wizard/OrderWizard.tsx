import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
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
import { $price, $wizard, reachableStep, update } from '../../stores/wizard';
import { useLocale, useT } from '../shared/locale';
import { Toast, useToast } from '../shared/Toast';
import { WIZARD_FRAME_CLASS } from './frame';
import { personalServerErrors } from './order-submission';
import { createPersonalErrors, personalFieldError } from './personal-validation';
import { missingItems } from './StepSignatureOrder';
import { useOrderSubmission } from './use-order-submission';
import { useStepHistory } from './use-step-history';
import { WizardProgress } from './WizardProgress';
import { WizardStepOne } from './WizardStepOne';
import { WizardStepThree } from './WizardStepThree';
import { WizardStepTwo } from './WizardStepTwo';

/**
 * The order wizard (spec §2–§4): owns the state and the checks of each step; the step history and
 * ordering are its hooks, and each step only renders and reports.
 */
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
  }, [state.step]);

  const step = state.step;
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
      {step === 2 && (
        <WizardStepTwo
          uploads={state.uploads}
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
    </div>
  );
}
