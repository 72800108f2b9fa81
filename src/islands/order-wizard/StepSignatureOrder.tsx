import type { ReactNode } from 'react';
import { includesSmsUpdates } from '../../domain/sms';
import { SmsOptIn } from './SmsOptIn';
import type { ExtraId, PlanId } from '../../domain/catalog';
import { CONFIRMATION_IDS } from '../../domain/confirmations';
import { formatPrice } from '../../domain/locale-format';
import { LANGUAGES } from '../../domain/order-request';
import type { PersonalField, PersonalValues, SignatureOrderErrors, WizardState } from '../../domain/wizard-state';
import { ConfirmationLabel } from '../shared/ConfirmationLabel';
import { useLocale, useT } from '../shared/locale';
import { PackageChooser } from './PackageChooser';
import { ReviewCard } from './ReviewCard';
import { SignatureField } from './SignatureField';
import type { MissingItem } from './missing-items';

export { missingItems } from './missing-items';

interface Props {
  state: WizardState;
  totalCents: number | null;
  /** From signatureOrderErrors (SignatureOrderStepSchema); shown at the fields once showMissing is set. */
  errors: SignatureOrderErrors;
  missing: MissingItem[];
  showMissing: boolean;
  preparing: boolean;
  /** The order waits for photos still uploading: their progress bar; null when it does not wait. */
  waitingProgress?: ReactNode;
  serverErrors: Record<string, string>;
  validatePersonal: (values: PersonalValues) => Partial<Record<PersonalField, string>>;
  onPatch: (patch: Partial<WizardState>) => void;
  onSavePersonal: (values: PersonalValues) => void;
  onPlan: (plan: PlanId) => void;
  onExtra: (extra: ExtraId, on: boolean) => void;
  /** Pro's SMS opt-in: the number's error, and its changes. */
  smsError?: string;
  onSms: (sms: WizardState['sms']) => void;
  onSmsBlur: () => void;
  onBack: () => void;
  onOrder: () => void;
}

/** Step 3 'Unterschrift & Bestellung abschließen'. */
export function StepSignatureOrder(props: Props) {
  const { state, totalCents, missing, showMissing, preparing, serverErrors, onPatch } = props;
  const shown = showMissing ? props.errors : {};
  const t = useT();
  const locale = useLocale();
  return (
    <div aria-labelledby="step-title" role="group">
      <h2 id="step-title" tabIndex={-1} className="text-2xl font-bold">
        {t('wizard.order.title')}
      </h2>
      <div className="mt-6 space-y-6">
        <SignatureField
          value={state.signature?.dataUrl ?? null}
          backSide={state.uploads.back}
          error={shown.signature ?? serverErrors['uploads.signature']}
          onChange={(dataUrl) => onPatch({ signature: dataUrl ? { dataUrl } : null })}
        />
        <ReviewCard
          values={state.personalData}
          uploads={state.uploads}
          pendingUploads={state.pendingUploads}
          nameChanged={state.nameChanged}
          signature={state.signature?.dataUrl ?? null}
          validate={props.validatePersonal}
          onSave={props.onSavePersonal}
        />
        <fieldset>
          <legend className="text-lg font-bold">{t('wizard.confirmations.title')}</legend>
          <ul className="mt-2 space-y-3">
            {CONFIRMATION_IDS.map((id) => (
              <li key={id}>
                <label className="flex items-start gap-3">
                  <input
                    id={`confirm-${id}`}
                    type="checkbox"
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                    checked={state.confirmations[id]}
                    aria-invalid={shown[id] ? true : undefined}
                    onChange={(e) => onPatch({ confirmations: { ...state.confirmations, [id]: e.target.checked } })}
                  />
                  <span>
                    <ConfirmationLabel id={id} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset>
          <legend className="text-lg font-bold">{t('wizard.language.title')}</legend>
          <div className="mt-2 flex gap-6">
            {LANGUAGES.map((language) => (
              <label key={language} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="language"
                  className="h-5 w-5 accent-brand-700"
                  checked={state.language === language}
                  onChange={() => onPatch({ language })}
                />
                {t(`wizard.language.${language}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <PackageChooser
          plan={state.plan}
          extras={state.extras}
          error={shown.plan}
          onPlan={props.onPlan}
          onExtra={props.onExtra}
        />
        {state.plan && includesSmsUpdates(state.plan) && (
          <SmsOptIn
            value={state.sms}
            phone={state.personalData.phone}
            error={props.smsError ?? serverErrors['sms.mobile']}
            onChange={props.onSms}
            onBlurMobile={props.onSmsBlur}
          />
        )}
        {missing.length > 0 && (
          <div
            className="rounded-xl border-2 border-amber-600 bg-amber-50 p-4"
            role={showMissing ? 'alert' : undefined}
          >
            <p className="font-bold">{t('wizard.missing.title')}</p>
            <ul className="mt-1 list-disc pl-5">
              {missing.map((item) => (
                <li key={item.text}>
                  <a
                    href={`#${item.targetId}`}
                    className="link"
                    onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(item.targetId)?.focus();
                    }}
                  >
                    {item.text}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {/* Always in the page, so that the sentence is announced (politely, once) when the order starts to wait. */}
        <div className={props.waitingProgress ? 'rounded-xl border-2 border-brand-700 bg-brand-50 p-4' : 'sr-only'}>
          <p role="status" className="font-semibold">
            {props.waitingProgress ? t('wizard.order.waiting') : null}
          </p>
          {props.waitingProgress}
        </div>
        {/* The honest sentence near the order button (the full disclosure is in content/site.json). */}
        <p className="text-sm text-slate-800">{t('wizard.disclosure')}</p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <button type="button" className="btn-secondary" onClick={props.onBack}>
            {t('wizard.back')}
          </button>
          <button type="button" className="btn-primary text-lg" disabled={preparing} onClick={props.onOrder}>
            {preparing
              ? t('wizard.order.preparing')
              : totalCents !== null
                ? t('wizard.order.buttonWithPrice', { price: formatPrice(totalCents, locale) })
                : t('wizard.order.button')}
          </button>
        </div>
      </div>
    </div>
  );
}
