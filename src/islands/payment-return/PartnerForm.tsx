import { useMemo, useRef, useState } from 'react';
import { formatPrice } from '../../domain/locale-format';
import { PARTNER_LIMITS, partnerConfirmLabel } from '../../domain/partner';
import type { PersonalField } from '../../domain/wizard-state';
import { track } from '../../lib/analytics';
import { ErrorSummary, Field } from '../shared/Field';
import { PersonalDataFields, usePostalCodes } from '../shared/PersonalDataFields';
import {
  ADDON_CONFIRMATION_IDS,
  SECOND_PERSON_ADDON_CENTS,
  secondPersonAddonName,
  secondPersonOrderButton,
} from '../../domain/second-person-addon';
import type { ApiFailure } from '../../lib/api';
import { ConfirmationLabel } from '../shared/ConfirmationLabel';
import { useLocale, useLocalisedPath, useT } from '../shared/locale';
import { orderSecondPerson, submitPartner, type OrderProof } from './api';
import { addonDraftFor, keepAddonDraft } from './addon-draft';
import { ConfirmCheckbox } from './ConfirmCheckbox';
import {
  EMPTY_PARTNER,
  PARTNER_PERSONAL_FIELDS,
  PARTNER_PERSONAL_KEYS,
  asPersonal,
  NO_ADDON_CONFIRMATIONS,
  addonConfirmationErrors,
  addonConfirmationId,
  addonSummaryItems,
  fieldId,
  serverErrorsToFields,
  type AddonConfirmationErrors,
  type AddonConfirmationId,
  summaryItems,
  validatePartner,
  type PartnerErrors,
  type PartnerField,
  type PartnerValues,
} from './partner-form-model';

/**
 * The optional form for the second person, with
 * step 1's field group (TT.MM.JJJJ, postal code → city). Validated with the shared partnerFormSchema on
 * submit; after the first failed submit errors follow the input, so a corrected field clears at once.
 */
export function PartnerForm({
  orderNumber,
  proof,
  onSubmitted,
  showSkip = true,
  addon,
}: {
  orderNumber: string;
  proof: OrderProof;
  onSubmitted: () => void;
  /** /extended-wizard offers 'Überspringen - Zur Startseite'; the status page has no step to skip. */
  showSkip?: boolean;
  /**
   * Set for a package without a second person, which may add one after payment: the same form orders the second person
   * for its own price, with the two order confirmations and a "zahlungspflichtig bestellen" button,
   * and leads to its checkout. `paymentOpen`: the add-on's checkout was left unpaid, so the form is
   * filled again with what this tab typed before it.
   */
  addon?: { paymentOpen: boolean };
}) {
  const t = useT();
  const locale = useLocale();
  const localised = useLocalisedPath();
  const addonPrice = formatPrice(SECOND_PERSON_ADDON_CENTS, locale);
  const [values, setValues] = useState<PartnerValues>(
    () => (addon?.paymentOpen && addonDraftFor(orderNumber)) || EMPTY_PARTNER,
  );
  const [errors, setErrors] = useState<PartnerErrors>({});
  const [confirmations, setConfirmations] = useState(NO_ADDON_CONFIRMATIONS);
  const [confirmErrors, setConfirmErrors] = useState<AddonConfirmationErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const postalCodes = usePostalCodes();
  const today = useMemo(() => new Date(), []);
  const validate = (next: PartnerValues) => validatePartner(next, { today, postalCodes, locale });

  function confirm(id: AddonConfirmationId, checked: boolean) {
    setConfirmations((current) => {
      const next = { ...current, [id]: checked };
      if (attempted) setConfirmErrors(addonConfirmationErrors(next, locale));
      return next;
    });
  }

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
    setFailure(null);
    const result = validate(values);
    const missingConfirmations = addon ? addonConfirmationErrors(confirmations, locale) : {};
    setConfirmErrors(missingConfirmations);
    if (!result.ok || Object.keys(missingConfirmations).length) {
      setErrors(result.ok ? {} : result.errors);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setErrors({});
    setSending(true);
    if (addon) {
      const ordered = await orderSecondPerson(
        result.form,
        { agb: true, noWithdrawal: true },
        orderNumber,
        proof,
        locale,
      );
      if (ordered.ok) {
        keepAddonDraft(orderNumber, values);
        // The button stays disabled: the browser is on its way to the checkout.
        window.location.assign(ordered.data.paymentUrl);
        return;
      }
      setSending(false);
      showFailure(ordered);
      return;
    }
    const response = await submitPartner(result.form, orderNumber, proof, locale);
    setSending(false);
    if (response.ok) {
      onSubmitted();
      return;
    }
    showFailure(response);
  }

  function showFailure(response: ApiFailure) {
    // The button was disabled while sending, so focus may have dropped to the page: put it on the message.
    const serverErrors = serverErrorsToFields(response.fields);
    setErrors(serverErrors);
    // The spec's message for the partner form; the add-on says why it could not be ordered (our own words).
    setFailure(addon ? response.message : t('forms.partner.failure'));
    track('error', { context: 'partner_submission', status: response.status });
    requestAnimationFrame(() => (Object.keys(serverErrors).length ? summaryRef.current : failureRef.current)?.focus());
  }

  return (
    <section aria-labelledby="partner-form-title" className="mt-12 rounded-xl border border-slate-200 p-6 shadow-sm">
      <h2 id="partner-form-title" className="text-2xl font-bold">
        {t('forms.partner.title')}
        {addon && (
          <span className="ml-3 inline-block rounded-md bg-brand-50 px-2 py-0.5 text-brand-800">+ {addonPrice}</span>
        )}
      </h2>
      {addon ? (
        <div className="prose-text mt-2 space-y-2">
          <p>{t('forms.partner.addonIntro', { price: addonPrice })}</p>
          <p>{t('forms.partner.addonPayment')}</p>
        </div>
      ) : (
        <p className="prose-text mt-2">{t('forms.partner.intro')}</p>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6" aria-labelledby="partner-form-title">
        <ErrorSummary
          items={[...summaryItems(errors), ...addonSummaryItems(confirmErrors, locale)]}
          summaryRef={summaryRef}
        />
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
          label={t('forms.partner.additionalInfo')}
          optional
          multiline
          rows={3}
          maxLength={PARTNER_LIMITS.additionalInfo}
          hint={t('forms.partner.additionalInfoHint')}
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
          {partnerConfirmLabel(locale)}
        </ConfirmCheckbox>
        {addon &&
          ADDON_CONFIRMATION_IDS.map((id) => (
            <ConfirmCheckbox
              key={id}
              id={addonConfirmationId(id)}
              checked={confirmations[id]}
              error={confirmErrors[id]}
              onChange={(checked) => confirm(id, checked)}
            >
              <ConfirmationLabel id={id} />
            </ConfirmCheckbox>
          ))}
        {addon && (
          <p className="mb-4 text-lg font-semibold">
            {secondPersonAddonName(locale)}: {addonPrice} <span className="font-normal">{t('forms.inclVat')}</span>
          </p>
        )}
        {/* Exists from the first render so that the failure message is announced when it appears. */}
        <div role="alert" ref={failureRef} tabIndex={-1} className="mb-4">
          {failure && (
            <p className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 font-medium text-red-900">{failure}</p>
          )}
        </div>
        <p role="status" className="sr-only">
          {sending ? t('forms.submitting') : ''}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? t('forms.submitting') : addon ? secondPersonOrderButton(locale) : t('forms.partner.submit')}
          </button>
          {showSkip && (
            <a href={localised('/')} className="btn-secondary">
              {t('forms.partner.skip')}
            </a>
          )}
        </div>
      </form>
    </section>
  );
}
