// /status: the customer corrects their own data until the application is printed (AGB § 3), with the
// labels, input behaviour and schema of wizard step 1. The data is read when the form opens; a new
// e-mail address waits for its own confirmation, a different person is refused by the Worker.
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { fieldErrorMap, toFieldErrors } from '../../domain/field-errors';
import { personalDataSchema, type PersonalData } from '../../domain/personal-data';
import { PERSONAL_FIELDS, type PersonalField } from '../../domain/wizard-state';
import { ErrorSummary } from '../shared/Field';
import { PersonalDataFields, usePostalCodes } from '../shared/PersonalDataFields';
import { useLocale, useT } from '../shared/locale';
import { correctPersonalData } from '../payment-return/api';
import { OpenCorrection } from './OpenCorrection';

export type Values = Record<PersonalField, string>;

const EMPTY = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, ''])) as Values;

export const valuesOf = (data: PersonalData): Values =>
  Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, data[field] ?? ''])) as Values;

export function CorrectionForm({
  orderNumber,
  statusToken,
  onSaved,
}: {
  orderNumber: string;
  statusToken: string;
  /** `emailPending`: a new e-mail address was given and waits for its confirmation. */
  onSaved: (emailPending: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const postalCodes = usePostalCodes();
  const t = useT();
  const locale = useLocale();

  async function save(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = v.safeParse(personalDataSchema({ today: new Date(), postalCodes, locale }), values);
    if (!parsed.success) {
      setErrors(fieldErrorMap(toFieldErrors(parsed.issues)));
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await correctPersonalData(orderNumber, statusToken, parsed.output, locale);
    setBusy(false);
    if (result.ok) {
      setOpen(false);
      onSaved(result.data.emailConfirmationSent);
      return;
    }
    if (result.fields.length) {
      setErrors(fieldErrorMap(result.fields));
      requestAnimationFrame(() => summaryRef.current?.focus());
    } else setFailure(result.status === 0 ? t('status.noConnection') : result.message);
  }

  if (!open) {
    return (
      <section aria-labelledby="correction-title" className="mt-10">
        <h2 id="correction-title" className="text-xl font-bold">
          {t('status.correction.title')}
        </h2>
        <p className="mt-2 text-slate-800">{t('status.correction.intro')}</p>
        <OpenCorrection
          orderNumber={orderNumber}
          statusToken={statusToken}
          label={t('status.correction.open')}
          onOpen={(data) => {
            setValues(valuesOf(data));
            setOpen(true);
          }}
        />
      </section>
    );
  }

  const summary = PERSONAL_FIELDS.filter((field) => errors[field]).map((field) => ({
    fieldId: `correction-${field}`,
    message: errors[field]!,
  }));
  return (
    <section aria-labelledby="correction-title" className="mt-10 max-w-xl">
      <h2 id="correction-title" className="text-xl font-bold">
        {t('status.correction.open')}
      </h2>
      <form noValidate onSubmit={save} className="mt-4">
        <ErrorSummary items={summary} summaryRef={summaryRef} />
        {failure && (
          <p role="alert" className="mb-4 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
            {failure}
          </p>
        )}
        <PersonalDataFields
          idPrefix="correction"
          values={values}
          errors={errors}
          postalCodes={postalCodes}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('status.saving') : t('status.correction.save')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setOpen(false);
              setErrors({});
              setFailure(null);
            }}
          >
            {t('status.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
