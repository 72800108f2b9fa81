// Step 2 inside the wizard: StepIdUpload with what uploads, the own-ID box and 'Weiter' do to the
// wizard's state. The errors live in the wizard, so they are still shown after going back and forth.
import type { Dispatch, SetStateAction } from 'react';
import type { UploadReceipt } from '../../domain/uploads';
import { idUploadErrors, type IdUploadErrors, type IdUploadSlot, type Step } from '../../domain/wizard-state';
import { scrollBehavior } from '../../lib/motion';
import { wizardAnalytics } from '../../lib/wizard-analytics';
import { $wizard, update } from '../../stores/wizard';
import type { ToastMessage } from '../shared/Toast';
import { useLocale } from '../shared/locale';
import { NAME_PROOF_AREA_ID } from './NameProof';
import { StepIdUpload } from './StepIdUpload';

interface Props {
  uploads: Partial<Record<IdUploadSlot, UploadReceipt>>;
  isOwnId: boolean;
  nameChanged: boolean;
  /** Step 1's last name and birth name, for the name question's hint. */
  names: { lastName: string; birthName: string };
  errors: IdUploadErrors;
  setErrors: Dispatch<SetStateAction<IdUploadErrors>>;
  show: (toast: ToastMessage) => void;
  goTo: (step: Step) => void;
}

export function WizardStepTwo({ uploads, isOwnId, nameChanged, names, errors, setErrors, show, goTo }: Props) {
  const locale = useLocale();
  function next(): boolean {
    const found = idUploadErrors({ uploads, isOwnId, nameChanged }, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      wizardAnalytics.stepTwoInvalid();
      const first = found.front
        ? 'upload-front'
        : found.back
          ? 'upload-back'
          : found.nameProof
            ? NAME_PROOF_AREA_ID
            : 'own-id';
      document.getElementById(first)?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
      return false;
    }
    wizardAnalytics.stepTwoCompleted();
    goTo(3);
    return true;
  }

  return (
    <StepIdUpload
      uploads={uploads}
      isOwnId={isOwnId}
      nameChanged={nameChanged}
      names={names}
      errors={errors}
      onUploaded={(side, ref) => {
        wizardAnalytics.uploadChanged(side, Boolean(ref));
        update({ uploads: { ...$wizard.get().uploads, [side]: ref } });
        setErrors((previous) => ({ ...previous, [side]: undefined }));
      }}
      onNameChanged={(checked) => {
        update({ nameChanged: checked });
        setErrors((previous) => ({ ...previous, nameProof: undefined }));
      }}
      onNameProof={(ref) => {
        update({ uploads: { ...$wizard.get().uploads, nameProof: ref } });
        setErrors((previous) => ({ ...previous, nameProof: undefined }));
      }}
      onOwnId={(checked) => {
        update({ isOwnId: checked });
        setErrors((previous) => ({ ...previous, isOwnId: undefined }));
      }}
      onToast={(kind, text) => {
        if (kind === 'error') wizardAnalytics.uploadFailed();
        show({ kind, text });
      }}
      onBack={() => goTo(1)}
      onNext={next}
    />
  );
}
