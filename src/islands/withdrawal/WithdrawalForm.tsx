import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH } from '../../domain/email';
import { fieldErrorMap, toFieldErrors } from '../../domain/field-errors';
import { ORDER_NUMBER_HINT } from '../../domain/order-number';
import { DEFAULT_WITHDRAWAL_STATEMENT, WITHDRAWAL_LIMITS, WithdrawalSchema } from '../../domain/withdrawal';
import { api, jsonBody, send } from '../../lib/api';
import { ErrorSummary, Field } from '../shared/Field';

type Values = { name: string; email: string; orderNumber: string; statement: string };
type View = { step: 'form' } | { step: 'review' } | { step: 'done'; receivedAtText: string; statement: string };

const EMPTY: Values = { name: '', email: '', orderNumber: '', statement: '' };
const ORDER: (keyof Values)[] = ['name', 'email', 'orderNumber', 'statement'];

/**
 * "Vertrag widerrufen" (§ 356a BGB): the declaration is entered, shown once more, and only sent
 * with the clearly labelled second button 'Widerruf bestätigen'; the receipt shows content, date and time.
 */
export default function WithdrawalForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [view, setView] = useState<View>({ step: 'form' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (view.step !== 'form') headingRef.current?.focus();
  }, [view.step]);
  useEffect(() => setReady(true), []);

  function review(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = v.safeParse(WithdrawalSchema, values);
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
    const result = await send((init) => api.withdrawals.$post({}, jsonBody(values, init)), 30_000);
    setSending(false);
    if (result.ok)
      return setView({ step: 'done', receivedAtText: result.data.receivedAtText, statement: result.data.statement });
    if (result.fields.length) {
      setErrors(fieldErrorMap(result.fields));
      setView({ step: 'form' });
    }
    setFailure(
      `Der Widerruf konnte nicht gesendet werden: ${result.message} Bitte versuche es erneut oder schreib uns eine E-Mail.`,
    );
  }

  const statement = values.statement || DEFAULT_WITHDRAWAL_STATEMENT;
  const declaration = (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4">
      <dt className="text-slate-700">Name</dt>
      <dd className="font-semibold">{values.name}</dd>
      <dt className="text-slate-700">E-Mail</dt>
      <dd className="font-semibold break-all">{values.email}</dd>
      <dt className="text-slate-700">Bestellnummer</dt>
      <dd className="font-semibold">{values.orderNumber}</dd>
      <dt className="text-slate-700">Erklärung</dt>
      <dd>{view.step === 'done' ? view.statement : statement}</dd>
    </dl>
  );

  if (view.step === 'done') {
    return (
      <section aria-labelledby="withdrawal-done" role="status">
        <h2 id="withdrawal-done" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
          Dein Widerruf ist eingegangen
        </h2>
        <p className="mt-2">
          Eingegangen am <strong>{view.receivedAtText}</strong>. Eine Bestätigung mit diesem Inhalt haben wir an{' '}
          {values.email} geschickt.
        </p>
        {declaration}
        <a href="/" className="btn-secondary mt-6">
          Zur Startseite
        </a>
      </section>
    );
  }

  if (view.step === 'review') {
    return (
      <section aria-labelledby="withdrawal-review">
        <h2 id="withdrawal-review" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
          Bitte prüfe deinen Widerruf
        </h2>
        <p className="mt-2">Erst mit „Widerruf bestätigen“ wird deine Erklärung an uns gesendet.</p>
        {declaration}
        {failure && (
          <p role="alert" className="mt-4 font-semibold text-red-700">
            {failure}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button type="button" className="btn-primary" disabled={sending} onClick={() => void confirm()}>
            {sending ? 'Wird gesendet...' : 'Widerruf bestätigen'}
          </button>
          <button type="button" className="btn-secondary" disabled={sending} onClick={() => setView({ step: 'form' })}>
            Zurück und ändern
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
        Widerrufserklärung
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
        label="Name"
        autoComplete="name"
        autoCapitalize="words"
        maxLength={WITHDRAWAL_LIMITS.name}
        {...bind('name')}
      />
      <Field
        label="E-Mail-Adresse"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        hint="Hierhin schicken wir die Eingangsbestätigung."
        {...bind('email')}
      />
      <Field
        label="Bestellnummer"
        hint={ORDER_NUMBER_HINT}
        maxLength={WITHDRAWAL_LIMITS.orderNumber}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...bind('orderNumber')}
      />
      <Field
        label="Erklärung"
        optional
        multiline
        rows={4}
        maxLength={WITHDRAWAL_LIMITS.statement}
        hint={`Ohne eigenen Text senden wir: „${DEFAULT_WITHDRAWAL_STATEMENT}“`}
        {...bind('statement')}
      />
      {/* Disabled until hydrated: a native submit would only reload the page and lose the input. */}
      <button type="submit" className="btn-primary" disabled={!ready}>
        Weiter zur Bestätigung
      </button>
    </form>
  );
}
