import { extrasIn, plansIn, type ExtraId, type PlanId } from '../../domain/catalog';
import type { Locale } from '../../domain/locales';
import { formatList, formatPrice } from '../../domain/locale-format';
import { translator } from '../../domain/ui-messages';
import { PAYMENT_METHODS, paymentMethodLabel } from '../../domain/payment-methods';
import { includedExtras } from '../../domain/pricing';
import { extraNameAt, sameDayDispatchNote } from '../../domain/dispatch';
import { dispatchCutoff } from '../../../content/site.json';
import { useLocale, useT } from '../shared/locale';

/** Exactly the methods the checkout is created with (src/domain/payment-methods.ts), named in `locale`. */
function paymentMethodsText(locale: Locale): string {
  const labels = PAYMENT_METHODS.map((method) => paymentMethodLabel(method, locale));
  return translator(locale)('wizard.payment.methods', { methods: formatList(labels, locale, 'disjunction') });
}

interface Props {
  plan: PlanId | null;
  extras: ExtraId[];
  error?: string;
  onPlan: (plan: PlanId) => void;
  onExtra: (extra: ExtraId, on: boolean) => void;
}

/** The three package cards (a radio group) and, once a package is chosen, the extras. */
export function PackageChooser({ plan, extras, error, onPlan, onExtra }: Props) {
  const locale = useLocale();
  const t = useT();
  const included = plan ? includedExtras(plan).map((e) => e.id) : [];
  // One moment for the Express name and its note, so they never disagree around the cut-off.
  const now = new Date();
  return (
    <div id="package" tabIndex={-1}>
      <fieldset aria-describedby={error ? 'package-error' : undefined}>
        <legend className="text-lg font-bold">{t('wizard.package.title')}</legend>
        {error && (
          <p id="package-error" className="text-sm font-semibold text-red-700">
            <span className="sr-only">{t('wizard.errorPrefix')}</span>
            {error}
          </p>
        )}
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          {plansIn(locale).map((p) => (
            <label
              key={p.id}
              className={`relative flex cursor-pointer flex-col rounded-xl border-2 p-4 focus-within:outline-3 focus-within:outline-brand-600 ${plan === p.id ? 'border-brand-700 bg-brand-50' : p.badge ? 'border-brand-200' : 'border-slate-300'}`}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="plan"
                  value={p.id}
                  checked={plan === p.id}
                  onChange={() => onPlan(p.id)}
                  className="h-5 w-5 accent-brand-700"
                />
                <span className="text-lg font-bold">{p.name}</span>
                {p.badge && (
                  <span className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
                    {p.badge}
                  </span>
                )}
              </span>
              <span className="mt-2 text-2xl font-extrabold">{formatPrice(p.priceCents, locale)}</span>
              <span className="text-xs text-slate-700">{t('wizard.package.vat')}</span>
              <ul className="mt-2 space-y-1 text-sm">
                {p.features.map((f) => (
                  <li key={f}>✓ {f}</li>
                ))}
              </ul>
            </label>
          ))}
        </div>
      </fieldset>
      {plan && (
        <fieldset className="mt-5">
          <legend className="text-lg font-bold">{t('wizard.package.extras')}</legend>
          <ul className="mt-2 space-y-2">
            {extrasIn(locale).map((extra) => {
              const isIncluded = included.includes(extra.id);
              return (
                <li key={extra.id}>
                  <label className="flex items-start gap-3">
                    <input
                      type="checkbox"
                      className="mt-1 h-5 w-5 accent-brand-700"
                      checked={isIncluded || extras.includes(extra.id)}
                      disabled={isIncluded}
                      onChange={(e) => onExtra(extra.id, e.target.checked)}
                    />
                    <span>
                      <span className="font-semibold">{extraNameAt(extra, now, dispatchCutoff, locale)}</span>{' '}
                      {isIncluded ? (
                        <span className="rounded bg-green-100 px-1.5 text-sm font-semibold text-green-900">
                          {t('wizard.package.included')}
                        </span>
                      ) : (
                        <span className="font-semibold">+ {formatPrice(extra.priceCents, locale)}</span>
                      )}
                      {!isIncluded && extra.showsDispatchNote && (
                        <span className="ml-2 rounded bg-slate-100 px-1.5 text-sm font-semibold text-slate-900">
                          {sameDayDispatchNote(now, dispatchCutoff, locale)}
                        </span>
                      )}
                      <span className="block text-sm text-slate-700">{extra.description}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      <p className="mt-4 text-sm text-slate-700">{paymentMethodsText(locale)}</p>
    </div>
  );
}
