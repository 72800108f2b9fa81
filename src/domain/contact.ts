// Shared by browser and Worker: the contact form on /hilfe.
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH } from './email';
import { emailSchemaIn } from './email-schema';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { translator } from './ui-messages';
import { isOrderNumber } from './order-number';
import { singleLine } from './single-line';

export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  orderNumber: 40,
  subject: 150,
  message: 5000,
} as const;

/** The minimum lengths of name, subject and message. */
export const CONTACT_MIN = { name: 2, subject: 5, message: 10 } as const;

/** The contact form's schema with its messages in `locale`. */
export function contactSchemaIn(locale: Locale) {
  const t = translator(locale);
  // A missing field becomes '' so that it fails with the field's own message, not a generic one.
  const trimmed = v.pipe(v.optional(v.string(t('forms.invalidInput')), ''), v.trim());
  return v.object({
    name: v.pipe(
      trimmed,
      v.minLength(CONTACT_MIN.name, t('forms.contact.nameRequired')),
      v.maxLength(CONTACT_LIMITS.name, t('forms.contact.nameTooLong', { max: CONTACT_LIMITS.name })),
      singleLine(t('forms.nameLineBreak')),
    ),
    email: emailSchemaIn(locale),
    /** Optional: the back office matches the message to this order first, else by e-mail. */
    orderNumber: v.pipe(
      trimmed,
      v.toUpperCase(),
      v.check((value) => value === '' || isOrderNumber(value), t('forms.contact.orderNumberInvalid')),
      v.transform((value): string | undefined => (value === '' ? undefined : value)),
    ),
    subject: v.pipe(
      trimmed,
      v.minLength(CONTACT_MIN.subject, t('forms.contact.subjectRequired', { min: CONTACT_MIN.subject })),
      v.maxLength(CONTACT_LIMITS.subject, t('forms.contact.subjectTooLong', { max: CONTACT_LIMITS.subject })),
      singleLine(t('forms.contact.subjectLineBreak')),
    ),
    message: v.pipe(
      trimmed,
      v.minLength(CONTACT_MIN.message, t('forms.contact.messageRequired', { min: CONTACT_MIN.message })),
      v.maxLength(CONTACT_LIMITS.message, t('forms.contact.messageTooLong', { max: CONTACT_LIMITS.message })),
    ),
  });
}

/** The German schema, as the Worker checks a message. */
export const ContactSchema = contactSchemaIn(DEFAULT_LOCALE);

export type ContactMessage = v.InferOutput<typeof ContactSchema>;
