// Step 3 inside the wizard: the notice of an order that could not be sent, and StepSignatureOrder with
// what its controls do to the wizard's state; ordering itself is use-order-submission.ts.
import type { PersonalField, PersonalValues, SignatureOrderErrors, Step, WizardState } from '../../domain/wizard-state';
import { wizardAnalytics } from '../../lib/wizard-analytics';
import { choosePlan, toggleExtra, update } from '../../stores/wizard';
import { useT } from '../shared/locale';
import type { ToastMessage } from '../shared/Toast';
import { FailedOrderNotice } from './FailedOrderNotice';
import { StepSignatureOrder, type MissingItem } from './StepSignatureOrder';
import type { OrderSubmission } from './use-order-submission';

interface Props {
  state: WizardState;
  totalCents: number | null;
  errors: SignatureOrderErrors;
  missing: MissingItem[];
  validatePersonal: (values: PersonalValues) => Partial<Record<PersonalField, string>>;
  submission: OrderSubmission;
  show: (toast: ToastMessage) => void;
  goTo: (step: Step) => void;
}

export function WizardStepThree({
  state,
  totalCents,
  errors,
  missing,
  validatePersonal,
  submission,
  show,
  goTo,
}: Props) {
  const { order, preparing, failedOrder, smsError, checkSmsNumber } = submission;
  const t = useT();
  return (
    <>
      {failedOrder && <FailedOrderNotice record={failedOrder} sending={preparing} onRetry={() => void order()} />}
      <StepSignatureOrder
        state={state}
        totalCents={totalCents}
        errors={errors}
        missing={missing}
        showMissing={submission.showMissing}
        preparing={preparing}
        serverErrors={submission.serverErrors}
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
          show({ kind: 'success', text: t('wizard.review.saved') });
        }}
        onPlan={(plan) => {
          choosePlan(plan);
          wizardAnalytics.planSelected(plan);
        }}
        onExtra={(extra, on) => {
          toggleExtra(extra, on);
          if (on) wizardAnalytics.extraSelected(extra);
        }}
        onBack={() => goTo(2)}
        onOrder={() => void order()}
      />
    </>
  );
}
