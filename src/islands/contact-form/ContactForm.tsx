import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { CONTACT_ERROR_MESSAGE, CONTACT_LIMITS, CONTACT_SUCCESS_MESSAGE, ContactSchema } from '../../domain/contact';
import { fieldErrorMap, toFieldErrors } from '../../domain/field-errors';
import { ORDER_NUMBER_HINT } from '../../domain/order-number';
import { api, jsonBody, send } from '../../lib/api';
import { ErrorSummary, Field } from '../shared/Field';
import { Toast, useToast } from '../shared/Toast';

type Values = { name: string; email: string; orderNumber: string; subject: string; message: string };
const EMPTY: Values = { name: '', email: '', orderNumber: '', subject: '', message: '' };
const FIELD_ORDER: (keyof Values)[] = ['name', 'email', 'orderNumber', 'subject', 'message'];

function validate(values: Values): Record<string, string> {
  const result = v.safeParse(ContactSchema, values);
  return result.success ? {} : fieldErrorMap(toFieldErrors(result.issues));
}

/** The contact form on /hilfe: validated like the server does, sent to POST /api/contact. */
export default function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const { toast, show, dismiss } = useToast();

  useEffect(() => {
    // Keep anything typed before the island was hydrated; the server-rendered inputs were live already.
    const typed = Object.fromEntries(
      FIELD_ORDER.map((name) => [
        name,
        (document.getElementById(`contact-${name}`) as HTMLInputElement | null)?.value ?? '',
      ]),
    ) as Values;
    if (FIELD_ORDER.some((name) => typed[name])) setValues(typed);
    setReady(true);
  }, []);

  // From the previous state, not this render's: the effect above may just have taken over what was typed
  // before hydration, and an input right then must not put the other fields back to empty (e2e flake).
  function update(name: keyof Values, value: string) {
    setValues((previous) => ({ ...previous, [name]: value }));
  }

  // After a first failed submit, errors follow the input so fixed fields clear at once.
  useEffect(() => {
    if (submitted) setErrors(validate(values));
  }, [submitted, values]);

  async function onSubmit(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSending(true);
    const result = await send((init) => api.contact.$post({}, jsonBody(values, init)), 30_000);
    setSending(false);
    if (result.ok) {
      setValues(EMPTY);
      setErrors({});
      setSubmitted(false);
      show({ kind: 'success', text: CONTACT_SUCCESS_MESSAGE });
      return;
    }
    if (result.fields.length > 0) {
      setErrors(fieldErrorMap(result.fields));
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
    show({ kind: 'error', text: result.status === 429 ? result.message : CONTACT_ERROR_MESSAGE });
  }

  const summary = FIELD_ORDER.filter((name) => errors[name]).map((name) => ({
    fieldId: `contact-${name}`,
    message: errors[name] as string,
  }));
  const bind = (name: keyof Values) => ({
    id: `contact-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(name, event.target.value),
  });

  return (
    <>
      <Toast toast={toast} onDismiss={dismiss} />
      <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="mb-4 text-2xl font-bold">
          Schreib uns
        </h2>
        <ErrorSummary items={summary} summaryRef={summaryRef} />
        <Field
          label="Name"
          autoComplete="name"
          autoCapitalize="words"
          maxLength={CONTACT_LIMITS.name}
          {...bind('name')}
        />
        <Field
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={CONTACT_LIMITS.email}
          hint="Hierhin schicken wir unsere Antwort."
          {...bind('email')}
        />
        <Field
          label="Bestellnummer"
          optional
          hint={`Falls deine Nachricht eine Bestellung betrifft. ${ORDER_NUMBER_HINT}`}
          maxLength={CONTACT_LIMITS.orderNumber}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...bind('orderNumber')}
        />
        <Field label="Betreff" maxLength={CONTACT_LIMITS.subject} {...bind('subject')} />
        <Field
          label="Nachricht"
          multiline
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          hint="Bitte keine Ausweisdaten oder Ausweisfotos per Nachricht senden."
          {...bind('message')}
        />
        {/* Disabled until hydrated: a native submit would put the message into the URL. */}
        <button type="submit" className="btn-primary" disabled={sending || !ready}>
          {sending ? 'Wird gesendet...' : 'Nachricht senden'}
        </button>
      </form>
    </>
  );
}
