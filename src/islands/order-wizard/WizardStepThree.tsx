// Step 3 inside the wizard: the notice of an order that could not be sent, and StepSignatureOrder with
// what its controls do to the wizard's state; ordering itself is use-order-submission.ts. Loaded while step 1
// is shown (OrderWizard), not with the wizard's first page.
import { useStore } from '@nanostores/react';
import type {
  IdUploadSlot,
  PersonalField,
  PersonalValues,
  SignatureOrderErrors,
  Step,
  WizardState,
} from '../../domain/wizard-state';
import { $uploadJobs } from '../../lib/upload-jobs';
import { wizardAnalytics } from '../../lib/wizard-analytics';
import { choosePlan, toggleExtra, update } from '../../stores/wizard';
import { useT } from '../shared/locale';
import type { ToastMessage } from '../shared/Toast';
import { FailedOrderNotice } from './FailedOrderNotice';
import type { MissingItem } from './missing-items';
import { StepSignatureOrder } from './StepSignatureOrder';
import type { OrderSubmission } from './use-order-submission';
import { SLOT_AREAS } from './upload-slots';

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
  const { order, preparing, waiting, failedOrder, smsError, checkSmsNumber } = submission;
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
        waitingProgress={waiting ? <PhotosProgress state={state} /> : null}
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

/**
 * The photos' progress while the order waits for them: each stored one counts whole, one on its way by the
 * share of its bytes sent (none while it is compressed or waits for its next attempt). Rendered only while
 * the order waits, so upload progress never re-renders step 3 while the customer signs.
 */
function PhotosProgress({ state }: { state: WizardState }) {
  const jobs = useStore($uploadJobs);
  const t = useT();
  const slots: IdUploadSlot[] = state.nameChanged ? ['front', 'back', 'nameProof'] : ['front', 'back'];
  const percent = Math.round(
    slots.reduce((sum, slot) => {
      const job = jobs[SLOT_AREAS[slot]];
      if (state.uploads[slot]) return sum + 100;
      return sum + (state.pendingUploads[slot] && job?.status === 'uploading' ? job.percent : 0);
    }, 0) / slots.length,
  );
  return (
    <progress
      className="mt-2 w-full accent-brand-700"
      max={100}
      value={percent}
      aria-label={t('wizard.order.waitingProgress')}
    />
  );
}
