// Shared by browser and Worker: the contact form on /hilfe (spec §5 "Contact form").
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, EmailSchema } from './email';
import { isOrderNumber } from './order-number';
import { singleLine } from './single-line';

export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  orderNumber: 40,
  subject: 150,
  message: 5000,
} as const;

export const CONTACT_ORDER_NUMBER_MESSAGE =
  'Bitte prüfe die Bestellnummer, z. B. PK-1795330100862-ABCDEF, oder lass das Feld leer.';

// A missing field becomes '' so that it fails with the field's own message, not a generic one.
const trimmed = v.pipe(v.optional(v.string('Ungültige Eingabe'), ''), v.trim());

export const ContactSchema = v.object({
  name: v.pipe(
    trimmed,
    v.minLength(2, 'Name ist erforderlich'),
    v.maxLength(CONTACT_LIMITS.name, `Name zu lang (höchstens ${CONTACT_LIMITS.name} Zeichen)`),
    singleLine('Der Name darf keinen Zeilenumbruch enthalten.'),
  ),
  email: EmailSchema,
  /** Optional: the back office matches the message to this order first, else by e-mail. */
  orderNumber: v.pipe(
    trimmed,
    v.toUpperCase(),
    v.check((value) => value === '' || isOrderNumber(value), CONTACT_ORDER_NUMBER_MESSAGE),
    v.transform((value): string | undefined => (value === '' ? undefined : value)),
  ),
  subject: v.pipe(
    trimmed,
    v.minLength(5, 'Betreff ist erforderlich (mindestens 5 Zeichen)'),
    v.maxLength(CONTACT_LIMITS.subject, `Betreff zu lang (höchstens ${CONTACT_LIMITS.subject} Zeichen)`),
    singleLine('Der Betreff darf keinen Zeilenumbruch enthalten.'),
  ),
  message: v.pipe(
    trimmed,
    v.minLength(10, 'Nachricht ist erforderlich (mindestens 10 Zeichen)'),
    v.maxLength(CONTACT_LIMITS.message, `Nachricht zu lang (höchstens ${CONTACT_LIMITS.message} Zeichen)`),
  ),
});

export type ContactMessage = v.InferOutput<typeof ContactSchema>;

export const CONTACT_SUCCESS_MESSAGE =
  'Ihre Nachricht wurde erfolgreich gesendet! Wir melden uns binnen 24 Stunden bei Ihnen.';
export const CONTACT_ERROR_MESSAGE = 'Es gab einen Fehler beim Senden Ihrer Nachricht. Bitte versuchen Sie es erneut.';
