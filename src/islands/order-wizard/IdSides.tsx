import type { Locale } from '../../domain/locales';
import { MESSAGES } from '../../domain/ui-messages';
import type { UploadReceipt } from '../../domain/uploads';
import type { Side } from '../../domain/wizard-state';
import { useLocale, useT } from '../shared/locale';
import { UploadArea } from './UploadArea';

/** The names of an ID's sides in `locale`: "Vorderseite", "Rückseite". */
export function sideLabelsIn(locale: Locale): Record<Side, string> {
  return { front: MESSAGES[locale]['wizard.side.front'], back: MESSAGES[locale]['wizard.side.back'] };
}

interface Props {
  /** Upload kind prefix: '' for the customer, 'partner-' for the second person. */
  kindPrefix?: '' | 'partner-';
  uploads: Partial<Record<Side, UploadReceipt>>;
  errors: Partial<Record<Side, string>>;
  onChange: (side: Side, ref: UploadReceipt | undefined) => void;
  onToast: (kind: 'success' | 'error', text: string) => void;
  /** A side's file passed the check and is on its way (its name), or no longer is (null). */
  onPending?: (side: Side, pending: { name: string } | null) => void;
}

/** Front and back of an ID side by side, with the spec's '{Vorderseite|Rückseite} hochgeladen' toasts. */
export function IdSides({ kindPrefix = '', uploads, errors, onChange, onToast, onPending }: Props) {
  const labels = sideLabelsIn(useLocale());
  const t = useT();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(['front', 'back'] as const).map((side) => (
        <UploadArea
          key={side}
          id={`upload-${side}`}
          kind={`${kindPrefix}${side}`}
          label={labels[side]}
          value={uploads[side]}
          error={errors[side]}
          onUploaded={(ref) => {
            onChange(side, ref);
            onToast('success', t('wizard.side.uploaded', { side: labels[side] }));
          }}
          onRemoved={() => onChange(side, undefined)}
          onFailed={(message) => onToast('error', `${labels[side]}: ${message}`)}
          onPending={onPending && ((pending) => onPending(side, pending))}
        />
      ))}
    </div>
  );
}
