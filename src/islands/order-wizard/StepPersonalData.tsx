import { useCallback, useRef, useState } from 'react';
import { PERSONAL_FIELDS, type PersonalField, type PersonalValues } from '../../domain/wizard-state';
import { ErrorSummary } from '../shared/Field';
import { useT } from '../shared/locale';
import { PersonalDataFields } from '../shared/PersonalDataFields';

interface Props {
  values: PersonalValues;
  errors: Partial<Record<PersonalField, string>>;
  postalCodes: ReadonlySet<string> | null;
  /** Sets one field; the container merges it into the latest state (async suggestions never overwrite newer typing). */
  onChange: (field: PersonalField, value: string) => void;
  onSubmit: () => boolean;
}

/** Step 1 'Deine persönlichen Daten': fields in the spec's order, two pairs side by side. */
export function StepPersonalData({ values, errors, postalCodes, onChange, onSubmit }: Props) {
  const [touched, setTouched] = useState<Partial<Record<PersonalField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const t = useT();
  const onBlur = useCallback((field: PersonalField) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })), []);

  const shown = Object.fromEntries(
    PERSONAL_FIELDS.filter((f) => submitted || touched[f]).map((f) => [f, errors[f]]),
  ) as Partial<Record<PersonalField, string>>;
  const summary = submitted
    ? PERSONAL_FIELDS.filter((f) => errors[f]).map((f) => ({ fieldId: `personal-${f}`, message: errors[f]! }))
    : [];

  return (
    <form
      noValidate
      aria-labelledby="step-title"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!onSubmit()) requestAnimationFrame(() => summaryRef.current?.focus());
      }}
    >
      <h2 id="step-title" tabIndex={-1} className="text-2xl font-bold">
        {t('wizard.personal.title')}
      </h2>
      <p className="mt-2 mb-6 text-slate-800">{t('wizard.personal.intro')}</p>
      <ErrorSummary items={summary} summaryRef={summaryRef} />
      <PersonalDataFields
        idPrefix="personal"
        values={values}
        errors={shown}
        postalCodes={postalCodes}
        onChange={onChange}
        onBlur={onBlur}
      />
      <div className="mt-6 flex justify-between">
        <button type="button" className="btn-secondary" disabled>
          {t('wizard.back')}
        </button>
        <button type="submit" className="btn-primary">
          {t('wizard.next')}
        </button>
      </div>
    </form>
  );
}
