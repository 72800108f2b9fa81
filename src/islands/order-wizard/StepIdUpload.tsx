import { useRef } from 'react';
import type { UploadReceipt } from '../../domain/uploads';
import type { IdUploadErrors, IdUploadSlot, PendingUpload, Side } from '../../domain/wizard-state';
import { ErrorSummary } from '../shared/Field';
import { useLocale, useT } from '../shared/locale';
import { IdSides, sideLabelsIn } from './IdSides';
import { NAME_PROOF_AREA_ID, NameProof } from './NameProof';

interface Props {
  uploads: Partial<Record<IdUploadSlot, UploadReceipt>>;
  isOwnId: boolean;
  /** The ID still shows the former name: the proof of the change is asked for. */
  nameChanged: boolean;
  /** Step 1's last name and birth name, for the name question's hint. */
  names: { lastName: string; birthName: string };
  /** From idUploadErrors (IdUploadStepSchema), shown after a failed Weiter; an interrupted upload's at once. */
  errors: IdUploadErrors;
  onUploaded: (side: Side, ref: UploadReceipt | undefined) => void;
  /** A file of a slot passed the check and is on its way, or no longer is (null). */
  onPending: (slot: IdUploadSlot, pending: PendingUpload | null) => void;
  onNameChanged: (checked: boolean) => void;
  onNameProof: (ref: UploadReceipt | undefined) => void;
  onOwnId: (checked: boolean) => void;
  onToast: (kind: 'success' | 'error', text: string) => void;
  onBack: () => void;
  onNext: () => boolean;
}

/** Step 2 'Ausweis fotografieren'. */
export function StepIdUpload(props: Props) {
  const { uploads, isOwnId, nameChanged, names, errors, onUploaded, onOwnId, onToast, onBack, onNext } = props;
  const summaryRef = useRef<HTMLDivElement>(null);
  const t = useT();
  const sideLabels = sideLabelsIn(useLocale());
  const summary = [
    ...(['front', 'back'] as const)
      .filter((side) => errors[side])
      .map((side) => ({ fieldId: `upload-${side}`, message: `${sideLabels[side]}: ${errors[side]}` })),
    ...(errors.nameProof ? [{ fieldId: NAME_PROOF_AREA_ID, message: errors.nameProof }] : []),
    ...(errors.isOwnId ? [{ fieldId: 'own-id', message: errors.isOwnId }] : []),
  ];
  return (
    <form
      noValidate
      aria-labelledby="step-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!onNext()) requestAnimationFrame(() => summaryRef.current?.focus());
      }}
    >
      <h2 id="step-title" tabIndex={-1} className="text-2xl font-bold">
        {t('wizard.id.title')}
      </h2>
      <p className="mt-2 mb-6 text-slate-800">{t('wizard.id.intro')}</p>
      <ErrorSummary items={summary} summaryRef={summaryRef} />
      <IdSides uploads={uploads} errors={errors} onChange={onUploaded} onToast={onToast} onPending={props.onPending} />
      <NameProof
        checked={nameChanged}
        value={uploads.nameProof}
        error={errors.nameProof}
        lastName={names.lastName}
        birthName={names.birthName}
        onChecked={props.onNameChanged}
        onChange={props.onNameProof}
        onToast={onToast}
        onPending={(pending) => props.onPending('nameProof', pending)}
      />
      <section aria-labelledby="tips-title" className="mt-6 rounded-xl bg-slate-50 p-4">
        <h3 id="tips-title" className="font-bold">
          {t('wizard.id.tipsTitle')}
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          <li>{t('wizard.id.tip1')}</li>
          <li>{t('wizard.id.tip2')}</li>
          <li>{t('wizard.id.tip3')}</li>
          <li>{t('wizard.id.tip4')}</li>
        </ul>
      </section>
      <div className="mt-6">
        {errors.isOwnId && (
          <p id="own-id-error" className="mb-1 text-sm font-semibold text-red-700">
            <span className="sr-only">{t('wizard.errorPrefix')}</span>
            {errors.isOwnId}
          </p>
        )}
        <label className="flex items-start gap-3">
          <input
            id="own-id"
            type="checkbox"
            className="mt-1 h-5 w-5 accent-brand-700"
            checked={isOwnId}
            onChange={(e) => onOwnId(e.target.checked)}
            aria-describedby={errors.isOwnId ? 'own-id-error' : undefined}
            aria-invalid={errors.isOwnId ? true : undefined}
          />
          <span>{t('consent.isOwnId')}</span>
        </label>
      </div>
      <div className="mt-6 flex justify-between">
        <button type="button" className="btn-secondary" onClick={onBack}>
          {t('wizard.back')}
        </button>
        <button type="submit" className="btn-primary">
          {t('wizard.next')}
        </button>
      </div>
    </form>
  );
}
