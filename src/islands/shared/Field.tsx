import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useT } from './locale';

interface FieldBase {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  /** Shows a green border, e.g. a postal code found in the list. */
  valid?: boolean;
}

type InputFieldProps = FieldBase & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;
type TextareaFieldProps = FieldBase & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

const CONTROL =
  'mt-1 block w-full rounded-lg border-2 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700';

/**
 * One form field with the GOV.UK anatomy: label, hint, error message, control. The control's
 * aria-describedby joins `<id>-hint` and `<id>-error`; "Fehler:" is read out but not shown.
 */
export function Field(props: InputFieldProps | TextareaFieldProps) {
  const { id, label, hint, error, optional, valid, multiline, ...control } = props;
  const t = useT();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const className = `${CONTROL} ${error ? 'border-red-700' : valid ? 'border-green-700' : 'border-slate-400'}`;
  const shared = { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, className };
  return (
    <div className="mb-5">
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {optional && <span className="font-normal text-slate-700">{t('wizard.optional')}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('wizard.errorPrefix')}</span>
          {error}
        </p>
      )}
      {multiline ? (
        <textarea {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...shared} />
      ) : (
        <input {...(control as InputHTMLAttributes<HTMLInputElement>)} {...shared} />
      )}
    </div>
  );
}

export interface SummaryItem {
  fieldId: string;
  message: string;
}

/**
 * The error summary at the top of a form: announced, focused after a failed submit, each item links to its
 * field. `title` defaults to "Bitte korrigiere die folgenden Angaben:" in the page's language.
 */
export function ErrorSummary({
  items,
  title,
  summaryRef,
}: {
  items: SummaryItem[];
  title?: string;
  summaryRef: React.Ref<HTMLDivElement>;
}) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      className="mb-6 rounded-lg border-4 border-red-700 p-4"
      aria-labelledby="error-summary-title"
    >
      <div role="alert">
        <h2 id="error-summary-title" className="text-lg font-bold text-slate-900">
          {title ?? t('wizard.errorSummary.title')}
        </h2>
        <ul className="mt-2 list-disc pl-5">
          {items.map((item) => (
            <li key={item.fieldId}>
              <a
                href={`#${item.fieldId}`}
                className="font-semibold text-red-700 underline"
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.fieldId)?.focus();
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
