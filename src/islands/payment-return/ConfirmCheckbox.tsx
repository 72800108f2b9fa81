import type { ReactNode } from 'react';
import { useT } from '../shared/locale';

/**
 * A single required checkbox with the GOV.UK anatomy of Field: the error sits above the control,
 * is joined by aria-describedby and starts with a "Fehler:" that is read out but not shown.
 * Field itself only renders text controls, which is why this small sibling exists.
 */
export function ConfirmCheckbox({
  id,
  checked,
  error,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={`mb-6 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      {error && (
        <p id={`${id}-error`} className="mb-2 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('status.errorPrefix')} </span>
          {error}
        </p>
      )}
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-slate-900">
          {children}
        </label>
      </div>
    </div>
  );
}
