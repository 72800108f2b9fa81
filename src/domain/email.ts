// Shared by browser and Worker: the e-mail rule every form uses (a valid format, at most 100 characters).
// Its messages come from the caller, so this module carries no catalogue: the forms' schemas take them from
// the catalogue in their language (emailSchemaIn, email-schema.ts), the landing page's hero from its markup.
import * as v from 'valibot';

export const EMAIL_MAX_LENGTH = 100;

/** What the rule says when it refuses: a value that is no text, an invalid address, one too long. */
export interface EmailMessages {
  invalidInput: string;
  invalid: string;
  tooLong: string;
}

/** The e-mail rule with the given messages. */
export function emailSchemaWith(m: EmailMessages) {
  return v.pipe(
    v.optional(v.string(m.invalidInput), ''),
    v.trim(),
    v.email(m.invalid),
    v.maxLength(EMAIL_MAX_LENGTH, m.tooLong),
  );
}
