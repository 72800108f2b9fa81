import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { CONTACT_LIMITS, contactSchemaIn } from '../../domain/contact';
import { fieldErrorMap, toFieldErrors } from '../../domain/field-errors';
import type { Locale } from '../../domain/locales';
import { api, send } from '../../lib/api';
import { ErrorSummary, Field } from '../shared/Field';
import { useLocale, useT, withPageLocale } from '../shared/locale';
import { Toast, useToast } from '../shared/Toast';

type Values = { name: string; email: string; orderNumber: string; subject: string; message: string };
const EMPTY: Values = { name: '', email: '', orderNumber: '', subject: '', message: '' };
const FIELD_ORDER: (keyof Values)[] = ['name', 'email', 'orderNumber', 'subject', 'message'];

function validate(values: Values, locale: Locale): Record<string, string> {
  const result = v.safeParse(contactSchemaIn(locale), values);
  return result.success ? {} : fieldErrorMap(toFieldErrors(result.issues));
}

/**
 * The contact form on /hilfe: validated like the server does, sent to POST /api/contact. `locale`: the
 * page's language (/en/help: 'en').
 */
const ContactForm = withPageLocale(ContactFormFields);
export default ContactForm;

function ContactFormFields() {
  const t = useT();
  const locale = useLocale();
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
    if (submitted) setErrors(validate(values, locale));
  }, [submitted, values, locale]);

  async function onSubmit(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSending(true);
    const result = await send((init) => api.contact.$post({ json: values }, { init }), 30_000, locale);
    setSending(false);
    if (result.ok) {
      setValues(EMPTY);
      setErrors({});
      setSubmitted(false);
      show({ kind: 'success', text: `${t('forms.contact.success')} ${t('forms.contact.successHours')}` });
      return;
    }
    if (result.fields.length > 0) {
      setErrors(fieldErrorMap(result.fields));
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
    show({ kind: 'error', text: result.status === 429 ? result.message : t('forms.contact.error') });
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
          {t('forms.contact.title')}
        </h2>
        <ErrorSummary items={summary} summaryRef={summaryRef} />
        <Field
          label={t('forms.name')}
          autoComplete="name"
          autoCapitalize="words"
          maxLength={CONTACT_LIMITS.name}
          {...bind('name')}
        />
        <Field
          label={t('forms.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={CONTACT_LIMITS.email}
          hint={t('forms.contact.emailHint')}
          {...bind('email')}
        />
        <Field
          label={t('forms.orderNumber')}
          optional
          hint={t('forms.contact.orderNumberHint', { hint: t('forms.orderNumberWhere') })}
          maxLength={CONTACT_LIMITS.orderNumber}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...bind('orderNumber')}
        />
        <Field label={t('forms.contact.subject')} maxLength={CONTACT_LIMITS.subject} {...bind('subject')} />
        <Field
          label={t('forms.contact.message')}
          multiline
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          hint={t('forms.contact.messageHint')}
          {...bind('message')}
        />
        {/* Disabled until hydrated: a native submit would put the message into the URL. */}
        <button type="submit" className="btn-primary" disabled={sending || !ready}>
          {sending ? t('forms.sending') : t('forms.contact.submit')}
        </button>
      </form>
    </>
  );
}
