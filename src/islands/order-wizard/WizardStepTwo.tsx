// Step 2 inside the wizard: StepIdUpload with what uploads, the own-ID box and 'Weiter' do to the
// wizard's state. The errors live in the wizard, so they are still shown after going back and forth.
// A photo that passed its check counts as there while it uploads (pendingUploads): 'Weiter' goes on, and
// only the order button waits for it. 'Weiter' pressed while a photo is still being checked goes on by
// itself once the check has passed. Loaded with the photo step, not with the wizard's first page.
import { useEffect, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import type { UploadReceipt } from '../../domain/uploads';
import {
  idUploadErrors,
  type IdUploadErrors,
  type IdUploadSlot,
  type PendingUpload,
  type Step,
  type WizardState,
} from '../../domain/wizard-state';
import { scrollBehavior } from '../../lib/motion';
import { $uploadJobs } from '../../lib/upload-jobs';
import { wizardAnalytics } from '../../lib/wizard-analytics';
import { $wizard, update } from '../../stores/wizard';
import type { ToastMessage } from '../shared/Toast';
import { useLocale, useT } from '../shared/locale';
import { StepIdUpload } from './StepIdUpload';
import { preloadUploadDropZone } from './UploadArea';
import { NAME_PROOF_AREA_ID, SLOT_AREAS } from './upload-slots';

/** Fetches the drop zone, the upload engine and the photo worker ahead of the first photo (OrderWizard, step 1). */
export const preloadPhotoStep = preloadUploadDropZone;

interface Props {
  uploads: WizardState['uploads'];
  pendingUploads: WizardState['pendingUploads'];
  isOwnId: boolean;
  nameChanged: boolean;
  /** Step 1's last name and birth name, for the name question's hint. */
  names: { lastName: string; birthName: string };
  errors: IdUploadErrors;
  setErrors: Dispatch<SetStateAction<IdUploadErrors>>;
  show: (toast: ToastMessage) => void;
  goTo: (step: Step) => void;
}

const subscribeToJobs = (onChange: () => void) => $uploadJobs.listen(onChange);

/** The slots whose photo is being checked, as "front back" (a string, so unchanged is equal). */
function slotsBeingChecked(): string {
  const jobs = $uploadJobs.get();
  return (Object.keys(SLOT_AREAS) as IdUploadSlot[])
    .filter((slot) => jobs[SLOT_AREAS[slot]]?.status === 'checking')
    .join(' ');
}

/** The state's files with `slot` set to `ref` (or removed), no longer pending either way. */
function withUpload(slot: IdUploadSlot, ref: UploadReceipt | undefined): Partial<WizardState> {
  const { uploads, pendingUploads } = $wizard.get();
  const { [slot]: _done, ...pending } = pendingUploads;
  const { [slot]: _old, ...others } = uploads;
  return { uploads: ref ? { ...others, [slot]: ref } : others, pendingUploads: pending };
}

function setPending(slot: IdUploadSlot, upload: PendingUpload | null): void {
  const { [slot]: _old, ...others } = $wizard.get().pendingUploads;
  update({ pendingUploads: upload ? { ...others, [slot]: { name: upload.name } } : others });
}

export function WizardStepTwo(props: Props) {
  const { uploads, pendingUploads, isOwnId, nameChanged, names, errors, setErrors, show, goTo } = props;
  const locale = useLocale();
  const t = useT();
  // 'Weiter' was pressed while a photo was still being checked.
  const [nextAfterCheck, setNextAfterCheck] = useState(false);
  // Only which photos are being checked matters here: an upload's progress does not re-render the step.
  const checkingNow = useSyncExternalStore(subscribeToJobs, slotsBeingChecked);
  const checking = checkingNow ? (checkingNow.split(' ') as IdUploadSlot[]) : [];

  function next(): boolean {
    const found = idUploadErrors({ uploads, pendingUploads, isOwnId, nameChanged }, locale);
    const waitsForCheck = checking.some((slot) => found[slot]);
    if (waitsForCheck && Object.keys(found).every((field) => checking.includes(field as IdUploadSlot))) {
      setErrors({});
      setNextAfterCheck(true);
      return true;
    }
    setNextAfterCheck(false);
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

  useEffect(() => {
    if (nextAfterCheck && checking.length === 0) {
      setNextAfterCheck(false);
      next();
    }
    // Once the checks are over; `next` reads this render's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nextAfterCheck, checkingNow]);

  // An upload a reload interrupted is named at once: its photo has to be chosen again.
  const interrupted = Object.fromEntries(
    Object.entries(pendingUploads)
      .filter(([, pending]) => pending.interrupted)
      .map(([slot]) => [slot, t('wizard.upload.interrupted')]),
  ) as IdUploadErrors;

  return (
    <StepIdUpload
      uploads={uploads}
      isOwnId={isOwnId}
      nameChanged={nameChanged}
      names={names}
      errors={{ ...interrupted, ...errors }}
      onUploaded={(side, ref) => {
        wizardAnalytics.uploadChanged(side, Boolean(ref));
        update(withUpload(side, ref));
        setErrors((previous) => ({ ...previous, [side]: undefined }));
      }}
      onPending={(slot, pending) => {
        setPending(slot, pending);
        if (pending) setErrors((previous) => ({ ...previous, [slot]: undefined }));
      }}
      onNameChanged={(checked) => {
        update({ nameChanged: checked });
        setErrors((previous) => ({ ...previous, nameProof: undefined }));
      }}
      onNameProof={(ref) => {
        update(withUpload('nameProof', ref));
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
