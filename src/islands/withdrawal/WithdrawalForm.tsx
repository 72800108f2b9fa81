import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH } from '../../domain/email';
import { fieldErrorMap, toFieldErrors } from '../../domain/field-errors';
import { formatDateTime } from '../../domain/date-time-format';
import { WITHDRAWAL_LIMITS, defaultWithdrawalStatement, withdrawalSchemaIn } from '../../domain/withdrawal';
import { api, send } from '../../lib/api';
import { ErrorSummary, Field } from '../shared/Field';
import { useLocale, useLocalisedPath, useT, withPageLocale } from '../shared/locale';

type Values = { name: string; email: string; orderNumber: string; statement: string };
type View = { step: 'form' } | { step: 'review' } | { step: 'done'; receivedAtText: string; statement: string };

const EMPTY: Values = { name: '', email: '', orderNumber: '', statement: '' };
const ORDER: (keyof Values)[] = ['name', 'email', 'orderNumber', 'statement'];

/**
 * "Vertrag widerrufen" (§ 356a BGB): the declaration is entered, shown once more, and only sent
 * with the clearly labelled second button 'Widerruf bestätigen'; the receipt shows content, date and time.
 * `locale`: the page's language (/en/withdrawal: 'en'). A German declaration without text of its own is
 * completed by the Worker with the German wording; on other pages the form sends the wording it showed.
 */
const WithdrawalForm = withPageLocale(WithdrawalDeclaration);
export default WithdrawalForm;

function WithdrawalDeclaration() {
  const t = useT();
  const locale = useLocale();
  const localised = useLocalisedPath();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [view, setView] = useState<View>({ step: 'form' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statement = values.statement || defaultWithdrawalStatement(locale);

  useEffect(() => {
    if (view.step !== 'form') headingRef.current?.focus();
  }, [view.step]);
  useEffect(() => setReady(true), []);

  function review(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = v.safeParse(withdrawalSchemaIn(locale), values);
    if (!result.success) {
      setErrors(fieldErrorMap(toFieldErrors(result.issues)));
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setErrors({});
    setValues({ ...result.output });
    setView({ step: 'review' });
  }

  async function confirm() {
    setSending(true);
    setFailure(null);
    // The statement as the page showed it (its own words or the default wording in the page's language).
    const body = { ...values, statement };
    const result = await send((init) => api.withdrawals.$post({ json: body }, { init }), 30_000, locale);
    setSending(false);
    if (result.ok)
      return setView({
        step: 'done',
        receivedAtText: formatDateTime(result.data.receivedAt, locale),
        statement: result.data.statement,
      });
    if (result.fields.length) {
      setErrors(fieldErrorMap(result.fields));
      setView({ step: 'form' });
    }
    setFailure(t('forms.withdrawal.failure', { message: result.message }));
  }
  const declaration = (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4">
      <dt className="text-slate-700">{t('forms.name')}</dt>
      <dd className="font-semibold">{values.name}</dd>
      <dt className="text-slate-700">{t('forms.withdrawal.emailShort')}</dt>
      <dd className="font-semibold break-all">{values.email}</dd>
      <dt className="text-slate-700">{t('forms.orderNumber')}</dt>
      <dd className="font-semibold">{values.orderNumber}</dd>
      <dt className="text-slate-700">{t('forms.withdrawal.statement')}</dt>
      <dd>{view.step === 'done' ? view.statement : statement}</dd>
    </dl>
  );

  if (view.step === 'done') {
    return (
      <section aria-labelledby="withdrawal-done" role="status">
        <h2 id="withdrawal-done" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
          {t('forms.withdrawal.doneTitle')}
        </h2>
        <p className="mt-2">
          {t('forms.withdrawal.receivedAt')} <strong>{view.receivedAtText}</strong>.{' '}
          {t('forms.withdrawal.confirmationSent', { email: values.email })}
        </p>
        {declaration}
        <a href={localised('/')} className="btn-secondary mt-6">
          {t('forms.home')}
        </a>
      </section>
    );
  }

  if (view.step === 'review') {
    return (
      <section aria-labelledby="withdrawal-review">
        <h2 id="withdrawal-review" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
          {t('forms.withdrawal.reviewTitle')}
        </h2>
        <p className="mt-2">{t('forms.withdrawal.reviewHint')}</p>
        {declaration}
        {failure && (
          <p role="alert" className="mt-4 font-semibold text-red-700">
            {failure}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button type="button" className="btn-primary" disabled={sending} onClick={() => void confirm()}>
            {sending ? t('forms.sending') : t('forms.withdrawal.confirm')}
          </button>
          <button type="button" className="btn-secondary" disabled={sending} onClick={() => setView({ step: 'form' })}>
            {t('forms.withdrawal.back')}
          </button>
        </div>
      </section>
    );
  }

  const summary = ORDER.filter((name) => errors[name]).map((name) => ({
    fieldId: `withdrawal-${name}`,
    message: errors[name]!,
  }));
  const bind = (name: keyof Values) => ({
    id: `withdrawal-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues({ ...values, [name]: event.target.value }),
  });
  return (
    <form noValidate onSubmit={review} aria-labelledby="withdrawal-form-title">
      <h2 id="withdrawal-form-title" className="text-2xl font-bold">
        {t('forms.withdrawal.title')}
      </h2>
      {failure && (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {failure}
        </p>
      )}
      <div className="mt-4">
        <ErrorSummary items={summary} summaryRef={summaryRef} />
      </div>
      <Field
        label={t('forms.name')}
        autoComplete="name"
        autoCapitalize="words"
        maxLength={WITHDRAWAL_LIMITS.name}
        {...bind('name')}
      />
      <Field
        label={t('forms.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        hint={t('forms.withdrawal.emailHint')}
        {...bind('email')}
      />
      <Field
        label={t('forms.orderNumber')}
        hint={t('forms.orderNumberWhere')}
        maxLength={WITHDRAWAL_LIMITS.orderNumber}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...bind('orderNumber')}
      />
      <Field
        label={t('forms.withdrawal.statement')}
        optional
        multiline
        rows={4}
        maxLength={WITHDRAWAL_LIMITS.statement}
        hint={t('forms.withdrawal.statementHint', { statement: defaultWithdrawalStatement(locale) })}
        {...bind('statement')}
      />
      {/* Disabled until hydrated: a native submit would only reload the page and lose the input. */}
      <button type="submit" className="btn-primary" disabled={!ready}>
        {t('forms.withdrawal.next')}
      </button>
    </form>
  );
}
