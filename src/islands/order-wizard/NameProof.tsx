// Step 2's question "my ID still shows my former name" and, once ticked, the proof of the change of name
// (marriage or divorce certificate) in the same upload area as the ID's sides: JPEG, PNG or PDF, checked
// by the Worker from its bytes, printed after the ID copy and deleted with it.
import type { UploadReceipt } from '../../domain/uploads';
import { useT } from '../shared/locale';
import { UploadArea } from './UploadArea';
import { NAME_PROOF_AREA_ID } from './upload-slots';

export { NAME_PROOF_AREA_ID } from './upload-slots';
const NAME_CHANGED_ID = 'name-changed';

interface Props {
  checked: boolean;
  value: UploadReceipt | undefined;
  error?: string | undefined;
  /** Step 1's names: with a birth name the hint says when the ID needs no proof. */
  lastName: string;
  birthName: string;
  onChecked: (checked: boolean) => void;
  onChange: (ref: UploadReceipt | undefined) => void;
  onToast: (kind: 'success' | 'error', text: string) => void;
  /** The proof passed the check and is on its way (its name), or no longer is (null). */
  onPending?: (pending: { name: string } | null) => void;
}

export function NameProof(props: Props) {
  const { checked, value, error, lastName, birthName, onChecked, onChange, onToast, onPending } = props;
  const t = useT();
  const hintId = `${NAME_CHANGED_ID}-hint`;
  const hasBirthName = birthName.trim() !== '';
  return (
    <div className="mt-6">
      <label className="flex items-start gap-3">
        <input
          id={NAME_CHANGED_ID}
          type="checkbox"
          className="mt-1 h-5 w-5 accent-brand-700"
          checked={checked}
          onChange={(e) => onChecked(e.target.checked)}
          aria-describedby={hasBirthName ? hintId : undefined}
        />
        <span>{t('nameProof.question')}</span>
      </label>
      {hasBirthName && (
        <p id={hintId} className="mt-1 ml-8 text-sm text-slate-700">
          {t('nameProof.hintBirthName', { lastName: lastName.trim(), birthName: birthName.trim() })}
        </p>
      )}
      {/* Shown only once the question is answered yes; what was uploaded stays if it is unticked and ticked again. */}
      {checked && (
        <div className="mt-4">
          <p className="mb-3 text-slate-800">{t('nameProof.hint')}</p>
          <UploadArea
            id={NAME_PROOF_AREA_ID}
            kind="name-proof"
            label={t('nameProof.short')}
            heading={t('nameProof.label')}
            value={value}
            error={error}
            onUploaded={(ref) => {
              onChange(ref);
              onToast('success', t('nameProof.uploaded'));
            }}
            onRemoved={() => onChange(undefined)}
            onFailed={(message) => onToast('error', message)}
            onPending={onPending}
          />
        </div>
      )}
    </div>
  );
}
