// Pro's SMS status updates in step 3: an explicit opt-in, then the mobile number (taken from step 1's
// phone number when that is one). The number's rules (libphonenumber-js) load only once someone opts in.
import { useEffect } from 'react';
import { MOBILE_NUMBER_MAX } from '../../domain/sms';
import { Field } from '../shared/Field';
import { useT } from '../shared/locale';

export const SMS_MOBILE_FIELD_ID = 'sms-mobile';

/** The number's check (the same the Worker runs), loaded on demand. */
export function loadMobileCheck() {
  return import('../../domain/mobile-number').then((m) => m.toE164Mobile);
}

interface Props {
  value: { optIn: boolean; mobile: string };
  /** Step 1's phone number, offered as the mobile number. */
  phone: string;
  /** The number's error, shown at the field (after a blur or an attempt to order). */
  error?: string;
  onChange: (value: { optIn: boolean; mobile: string }) => void;
  onBlurMobile: () => void;
}

export function SmsOptIn({ value, phone, error, onChange, onBlurMobile }: Props) {
  const t = useT();
  // Fetched as soon as someone opts in, so the check is there when they leave the field.
  useEffect(() => {
    if (value.optIn) void loadMobileCheck();
  }, [value.optIn]);
  return (
    <fieldset className="rounded-xl border border-slate-300 p-4">
      <legend className="px-1 text-lg font-bold">{t('wizard.sms.title')}</legend>
      <label className="mt-1 flex items-start gap-3">
        <input
          id="sms-opt-in"
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          checked={value.optIn}
          onChange={(e) =>
            onChange({ optIn: e.target.checked, mobile: value.mobile || (e.target.checked ? phone : '') })
          }
        />
        <span>{t('consent.smsOptIn')}</span>
      </label>
      {value.optIn && (
        <div className="mt-4 max-w-sm">
          <Field
            id={SMS_MOBILE_FIELD_ID}
            label={t('wizard.sms.mobileLabel')}
            hint={t('wizard.sms.mobileHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={MOBILE_NUMBER_MAX}
            value={value.mobile}
            error={error}
            onChange={(e) => onChange({ optIn: true, mobile: e.target.value })}
            onBlur={onBlurMobile}
          />
        </div>
      )}
    </fieldset>
  );
}
