import type { UploadReceipt } from '../../domain/uploads';
import type { Side } from '../../domain/wizard-state';
import { UploadArea } from './UploadArea';

export const SIDE_LABELS: Record<Side, string> = { front: 'Vorderseite', back: 'Rückseite' };

interface Props {
  /** Upload kind prefix: '' for the customer, 'partner-' for the second person. */
  kindPrefix?: '' | 'partner-';
  uploads: Partial<Record<Side, UploadReceipt>>;
  errors: Partial<Record<Side, string>>;
  onChange: (side: Side, ref: UploadReceipt | undefined) => void;
  onToast: (kind: 'success' | 'error', text: string) => void;
}

/** Front and back of an ID side by side, with the spec's '{Vorderseite|Rückseite} hochgeladen' toasts. */
export function IdSides({ kindPrefix = '', uploads, errors, onChange, onToast }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(['front', 'back'] as const).map((side) => (
        <UploadArea
          key={side}
          id={`upload-${side}`}
          kind={`${kindPrefix}${side}`}
          label={SIDE_LABELS[side]}
          value={uploads[side]}
          error={errors[side]}
          onUploaded={(ref) => {
            onChange(side, ref);
            onToast('success', `${SIDE_LABELS[side]} hochgeladen`);
          }}
          onRemoved={() => onChange(side, undefined)}
          onFailed={(message) => onToast('error', message)}
        />
      ))}
    </div>
  );
}
