// Shared by browser and Worker: the e-mail rule every form uses (spec §5: valid format, max 100).
import * as v from 'valibot';

export const EMAIL_MAX_LENGTH = 100;

export const EmailSchema = v.pipe(
  v.optional(v.string('Ungültige Eingabe'), ''),
  v.trim(),
  v.email('Gültige E-Mail-Adresse erforderlich'),
  v.maxLength(EMAIL_MAX_LENGTH, 'E-Mail-Adresse zu lang'),
);
