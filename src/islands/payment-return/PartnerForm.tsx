import { useMemo, useRef, useState } from 'react';
import { PARTNER_CONFIRM_LABEL, PARTNER_LIMITS } from '../../domain/partner';
import type { PersonalField } from '../../domain/wizard-state';
import { track } from '../../lib/analytics';
import { ErrorSummary, Field } from '../shared/Field';
import { PersonalDataFields, usePostalCodes } from '../shared/PersonalDataFields';
import { submitPartner, type OrderProof } from './api';
import { ConfirmCheckbox } from './ConfirmCheckbox';
import {
  EMPTY_PARTNER,
  PARTNER_PERSONAL_FIELDS,
  PARTNER_PERSONAL_KEYS,
  asPersonal,
  fieldId,
  serverErrorsToFields,
  summaryItems,
  validatePartner,
  type PartnerErrors,
  type PartnerField,
  type PartnerValues,
} from './partner-form-model';

/** Spec §8 "Other": shown on any failed submission; the form keeps what was typed. */
export const PARTNER_FAILURE_MESSAGE = 'Es gab einen Fehler beim Übermitteln der Daten. Bitte versuchen Sie es erneut.';

/**
 * The optional form for the second person (spec §2 "Payment return and partner form", §5 rules), with
 * step 1's field group (TT.MM.JJJJ, postal code → city). Validated with the shared partnerFormSchema on
 * submit; after the first failed submit errors follow the input, so a corrected field clears at once.
 */
export function PartnerForm({
  orderNumber,
  proof,
  onSubmitted,
  showSkip = true,
}: {
  orderNumber: string;
  proof: OrderProof;
  onSubmitted: () => void;
  /** /extended-wizard offers 'Überspringen - Zur Startseite'; the status page has no step to skip. */
  showSkip?: boolean;
}) {
  const [values, setValues] = useState<PartnerValues>(EMPTY_PARTNER);
  const [errors, setErrors] = useState<PartnerErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const postalCodes = usePostalCodes();
  const today = useMemo(() => new Date(), []);
  const validate = (next: PartnerValues) => validatePartner(next, { today, postalCodes });

  function update<K extends PartnerField>(name: K, value: PartnerValues[K]) {
    // Functional, so that autofill's street and house number, set one after the other, both stay.
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (attempted) {
        const result = validate(next);
        setErrors(result.ok ? {} : result.errors);
      }
      return next;
    });
  }

  async function onSubmit(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    setFailed(false);
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setErrors({});
    setSending(true);
    const response = await submitPartner(result.form, orderNumber, proof);
    setSending(false);
    if (response.ok) {
      onSubmitted();
      return;
    }
    // The button was disabled while sending, so focus may have dropped to the page: put it on the message.
    const serverErrors = serverErrorsToFields(response.fields);
    setErrors(serverErrors);
    setFailed(true);
    track('error', { context: 'partner_submission', status: response.status });
    requestAnimationFrame(() => (Object.keys(serverErrors).length ? summaryRef.current : failureRef.current)?.focus());
  }

  return (
    <section aria-labelledby="partner-form-title" className="mt-12 rounded-xl border border-slate-200 p-6 shadow-sm">
      <h2 id="partner-form-title" className="text-2xl font-bold">
        Zusätzliche Person (Optional)
      </h2>
      <p className="prose-text mt-2">
        Dein Paket enthält einen Antrag für eine zweite Person. Wenn du möchtest, trage hier ihre Daten ein. Ausweis und
        Unterschrift der zweiten Person fordern wir danach per E-Mail an.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6" aria-labelledby="partner-form-title">
        <ErrorSummary items={summaryItems(errors)} summaryRef={summaryRef} />
        <PersonalDataFields
          idPrefix="partner"
          fields={PARTNER_PERSONAL_KEYS}
          names={PARTNER_PERSONAL_FIELDS}
          values={asPersonal(values)}
          errors={asPersonal(errors)}
          postalCodes={postalCodes}
          onChange={(field: PersonalField, value) =>
            update(PARTNER_PERSONAL_FIELDS[field as keyof typeof PARTNER_PERSONAL_FIELDS], value)
          }
        />
        <Field
          id={fieldId('additionalInfo')}
          name="additionalInfo"
          label="Zusätzliche Informationen"
          optional
          multiline
          rows={3}
          maxLength={PARTNER_LIMITS.additionalInfo}
          hint="Zum Beispiel ein abweichender Geburtsname. Bitte keine Ausweisdaten."
          value={values.additionalInfo}
          error={errors.additionalInfo}
          onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => update('additionalInfo', event.target.value)}
        />
        <ConfirmCheckbox
          id={fieldId('confirmExtendedData')}
          checked={values.confirmExtendedData}
          error={errors.confirmExtendedData}
          onChange={(checked) => update('confirmExtendedData', checked)}
        >
          {PARTNER_CONFIRM_LABEL}
        </ConfirmCheckbox>
        {/* Exists from the first render so that the failure message is announced when it appears. */}
        <div role="alert" ref={failureRef} tabIndex={-1} className="mb-4">
          {failed && (
            <p className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 font-medium text-red-900">
              {PARTNER_FAILURE_MESSAGE}
            </p>
          )}
        </div>
        <p role="status" className="sr-only">
          {sending ? 'Wird übermittelt...' : ''}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? 'Wird übermittelt...' : 'Daten für 2. Person übermitteln'}
          </button>
          {showSkip && (
            <a href="/" className="btn-secondary">
              Überspringen - Zur Startseite
            </a>
          )}
        </div>
      </form>
    </section>
  );
}
