import type { ReactNode, Ref, RefObject } from 'react';
import { ErrorSummary, Field } from '../shared/Field';
import { useT } from '../shared/locale';
import { LOOKUP_FIELD_IDS, type LookupErrors, type LookupValues } from './lookup-model';

/**
 * Asks for order number and status code when the link did not carry both. The inputs have no
 * `name` and the button stays disabled until the island runs, so even a native submit could never
 * put them into the query string.
 */
export function StatusLookupForm({
  headingRef,
  values,
  errors,
  failure,
  failureRef,
  summaryRef,
  ready,
  busy,
  onChange,
  onSubmit,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  values: LookupValues;
  errors: LookupErrors;
  /** Not a field's fault (unknown order, no connection): shown in an alert above the button. */
  failure: string | null;
  failureRef: RefObject<HTMLDivElement | null>;
  summaryRef: RefObject<HTMLDivElement | null>;
  ready: boolean;
  busy: boolean;
  onChange: (name: keyof LookupValues, value: string) => void;
  onSubmit: () => void;
  /** Below the form: the request for a fresh link. */
  children?: ReactNode;
}) {
  const t = useT();
  const summary = (Object.keys(LOOKUP_FIELD_IDS) as (keyof LookupValues)[])
    .filter((name) => errors[name])
    .map((name) => ({ fieldId: LOOKUP_FIELD_IDS[name], message: errors[name] as string }));

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold sm:text-4xl">
        {t('status.lookup.title')}
      </h1>
      <p className="prose-text mt-3 text-lg">{t('status.lookup.intro')}</p>
      <form
        noValidate
        className="mt-8 max-w-lg"
        aria-labelledby="status-lookup-title"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <h2 id="status-lookup-title" className="sr-only">
          {t('status.lookup.formTitle')}
        </h2>
        <ErrorSummary items={summary} summaryRef={summaryRef} />
        <Field
          id={LOOKUP_FIELD_IDS.orderNumber}
          label={t('status.orderNumber')}
          hint={t('status.lookup.orderNumberHint')}
          value={values.orderNumber}
          error={errors.orderNumber}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          onChange={(event) => onChange('orderNumber', event.target.value)}
        />
        <Field
          id={LOOKUP_FIELD_IDS.token}
          label={t('status.lookup.tokenLabel')}
          hint={t('status.lookup.tokenHint')}
          value={values.token}
          error={errors.token}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={255}
          onChange={(event) => onChange('token', event.target.value)}
        />
        <div ref={failureRef} role="alert" tabIndex={-1} className="mb-4">
          {failure && (
            <p className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 font-medium text-red-900">{failure}</p>
          )}
        </div>
        <button type="submit" className="btn-primary" disabled={!ready || busy}>
          {busy ? t('status.loadingDots') : t('status.lookup.submit')}
        </button>
      </form>
      {children}
    </div>
  );
}
