// The e-mail rule (email.ts) with its messages from the catalogue, in one language: what the forms use.
import { emailSchemaWith } from './email';
import type { Locale } from './locales';
import { MESSAGES } from './ui-messages';

/** The e-mail rule with its messages in `locale`. */
export function emailSchemaIn(locale: Locale) {
  const m = MESSAGES[locale];
  return emailSchemaWith({
    invalidInput: m['validation.invalidInput'],
    invalid: m['validation.email.invalid'],
    tooLong: m['validation.email.tooLong'],
  });
}
