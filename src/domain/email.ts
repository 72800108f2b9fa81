// Shared by browser and Worker: the e-mail rule every form uses (a valid format, at most 100 characters).
import * as v from 'valibot';
// The validation texts alone, not the whole catalogue: the landing page's hero script checks its e-mail field.
import { texts as MESSAGES } from './catalogue/validation';
import type { Locale } from './locales';

export const EMAIL_MAX_LENGTH = 100;

/** The e-mail rule with its messages in one language. */
export function emailSchemaIn(locale: Locale) {
  const m = MESSAGES[locale];
  return v.pipe(
    v.optional(v.string(m['validation.invalidInput']), ''),
    v.trim(),
    v.email(m['validation.email.invalid']),
    v.maxLength(EMAIL_MAX_LENGTH, m['validation.email.tooLong']),
  );
}

export const EmailSchema = emailSchemaIn('de');
