// Shared by browser and Worker: the optional second person after payment. The form on
// /extended-wizard uses partnerFormSchema,
// with step 1's birth date (TT.MM.JJJJ and its rules) and postal code list, so every form that asks
// for a person's data behaves the same; it sends an extended-data submission, which
// POST /api/orders/:orderNumber/partner re-validates. The submission and the stored data keep the birth
// date as 'YYYY-MM-DD' (older orders have it so too).
import * as v from 'valibot';
import { formatIsoDate, parseGermanDate, parseIsoDate } from './dates';
import { ORDER_NUMBER_PATTERN } from './order-number';
import {
  birthDateMessagesIn,
  PERSONAL_DATA_LIMITS,
  birthDateError,
  checkPostalCode,
  houseNumberProblem,
  nameProblem,
  streetProblem,
  textRule,
  type PersonalDataOptions,
} from './personal-data';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { MESSAGES, translator } from './ui-messages';
import { singleLine } from './single-line';
import { optionalUploadSchema } from './uploads';

/** Field lengths, as for the customer's own data. */
export const PARTNER_LIMITS = {
  firstName: PERSONAL_DATA_LIMITS.firstName,
  lastName: PERSONAL_DATA_LIMITS.lastName,
  birthDate: PERSONAL_DATA_LIMITS.birthDate,
  birthPlace: PERSONAL_DATA_LIMITS.birthPlace,
  street: PERSONAL_DATA_LIMITS.street,
  houseNumber: PERSONAL_DATA_LIMITS.houseNumber,
  postalCode: PERSONAL_DATA_LIMITS.postalCode,
  city: PERSONAL_DATA_LIMITS.city,
  additionalInfo: 1000,
} as const;

/** The partner form's required checkbox, in `locale`; recorded with a paid second person as what was confirmed. */
export const partnerConfirmLabel = (locale: Locale = DEFAULT_LOCALE) => MESSAGES[locale]['forms.partner.confirmLabel'];
/** The German checkbox text, as the Worker records it. */
export const PARTNER_CONFIRM_LABEL = partnerConfirmLabel();

/** The partner form's own messages, in `locale`. */
function partnerMessages(locale: Locale = DEFAULT_LOCALE) {
  const messages = MESSAGES[locale];
  return {
    postalCodeLength: messages['forms.partner.postalCodeLength'],
    birthDateInvalid: messages['forms.partner.birthDateInvalid'],
    /** Step 1's age rule, addressed to the second person instead of "du". */
    tooYoung: messages['forms.partner.tooYoung'],
    confirm: messages['forms.partner.confirm'],
    additionalInfoTooLong: messages['forms.partner.additionalInfoTooLong'],
  };
}

/** The fields as the messages name them ('Vorname des Partners ist erforderlich'). */
type PartnerFieldLabel =
  'firstName' | 'lastName' | 'birthDate' | 'birthPlace' | 'street' | 'houseNumber' | 'postalCode' | 'city';

// A missing field becomes '' so that it fails with the field's own message, not a library default.
function textIn(locale: Locale) {
  return v.pipe(v.optional(v.string(MESSAGES[locale]['forms.invalidInput']), ''), v.trim());
}

/** Non-empty and at most `max` characters; `field` names the field in the messages. */
function partnerText(field: PartnerFieldLabel, max: number, locale: Locale) {
  const t = translator(locale);
  const label = t(`forms.partner.field.${field}`);
  return v.pipe(
    textIn(locale),
    v.nonEmpty(t('forms.partner.required', { label })),
    v.maxLength(max, t('forms.partner.tooLong', { label })),
    singleLine(t('forms.partner.lineBreak', { label })),
  );
}

/** As partnerText, with step 1's rule for names and places (no digits, no markup or control characters). */
function partnerNameText(field: PartnerFieldLabel, max: number, locale: Locale) {
  const t = translator(locale);
  const label = t(`forms.partner.field.${field}`);
  return v.pipe(
    partnerText(field, max, locale),
    textRule(nameProblem, {
      digits: t('forms.partner.digits', { label }),
      characters: t('forms.partner.characters', { label }),
    }),
  );
}

function partnerFieldsIn(locale: Locale) {
  const t = translator(locale);
  const messages = partnerMessages(locale);
  return {
    firstName: partnerNameText('firstName', PARTNER_LIMITS.firstName, locale),
    lastName: partnerNameText('lastName', PARTNER_LIMITS.lastName, locale),
    /** 'YYYY-MM-DD'; the form asks for 'TT.MM.JJJJ' and toExtendedDataSubmission converts it. */
    birthDate: v.pipe(
      partnerText('birthDate', PARTNER_LIMITS.birthDate, locale),
      v.check((s) => s === '' || parseIsoDate(s) !== null, messages.birthDateInvalid),
    ),
    birthPlace: partnerNameText('birthPlace', PARTNER_LIMITS.birthPlace, locale),
    /** Step 1's street rule: digits allowed ("Straße des 17. Juni", "L 7"), at least one letter. */
    street: v.pipe(
      partnerText('street', PARTNER_LIMITS.street, locale),
      textRule(streetProblem, {
        characters: t('forms.partner.characters', { label: t('forms.partner.field.street') }),
        letter: t('forms.partner.streetLetter'),
      }),
    ),
    /** Step 1's house number rule: begins with a digit ("12a", "3-5"). */
    houseNumber: v.pipe(
      partnerText('houseNumber', PARTNER_LIMITS.houseNumber, locale),
      textRule(houseNumberProblem, {
        characters: t('forms.partner.characters', { label: t('forms.partner.field.houseNumber') }),
        start: t('forms.partner.houseNumberStart'),
      }),
    ),
    /** Exactly five digits. */
    postalCode: v.pipe(
      textIn(locale),
      v.nonEmpty(t('forms.partner.required', { label: t('forms.partner.field.postalCode') })),
      v.check((s) => s === '' || /^\d{5}$/.test(s), messages.postalCodeLength),
    ),
    city: partnerNameText('city', PARTNER_LIMITS.city, locale),
  };
}

/** The form's birth date: 'TT.MM.JJJJ' with step 1's rules (a real day, 1900 or later, not in the future, 16+). */
function partnerBirthDate(today: Date, locale: Locale) {
  return v.pipe(
    partnerText('birthDate', PARTNER_LIMITS.birthDate, locale),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === '') return;
      const message = birthDateError(dataset.value, today, locale);
      if (message)
        addIssue({
          message: message === birthDateMessagesIn(locale).tooYoung ? partnerMessages(locale).tooYoung : message,
        });
    }),
  );
}

/** The form's postal code: five digits, and in the list like step 1's (format only without a list). */
function partnerPostalCode(postalCodes: PersonalDataOptions['postalCodes'], locale: Locale) {
  return v.pipe(
    partnerFieldsIn(locale).postalCode,
    v.check(
      (s) => !/^\d{5}$/.test(s) || checkPostalCode(s, postalCodes) === 'valid',
      MESSAGES[locale]['validation.postalCode.invalid'],
    ),
  );
}

/** Free text for the operator; blank becomes ''. */
function additionalInfoSchemaIn(locale: Locale) {
  return v.pipe(
    textIn(locale),
    v.maxLength(PARTNER_LIMITS.additionalInfo, partnerMessages(locale).additionalInfoTooLong),
  );
}

/**
 * The form on /extended-wizard and /status, field names as in the specification; one day and one postal
 * code list, messages in `locale` (German by default).
 */
export function partnerFormSchema({
  today,
  postalCodes,
  locale = DEFAULT_LOCALE,
}: PersonalDataOptions & { locale?: Locale }) {
  const fields = partnerFieldsIn(locale);
  const messages = partnerMessages(locale);
  const invalid = MESSAGES[locale]['forms.invalidInput'];
  return v.object(
    {
      partnerFirstName: fields.firstName,
      partnerLastName: fields.lastName,
      partnerBirthDate: partnerBirthDate(today, locale),
      partnerBirthPlace: fields.birthPlace,
      partnerStreet: fields.street,
      partnerHouseNumber: fields.houseNumber,
      partnerPostalCode: partnerPostalCode(postalCodes, locale),
      partnerCity: fields.city,
      additionalInfo: additionalInfoSchemaIn(locale),
      /** The data is correct and may be used. */
      confirmExtendedData: v.pipe(v.optional(v.boolean(messages.confirm), false), v.literal(true, messages.confirm)),
    },
    invalid,
  );
}
export type PartnerForm = v.InferOutput<ReturnType<typeof partnerFormSchema>>;

/** The body of POST /api/orders/:orderNumber/partner, messages in `locale`. */
function extendedDataSubmissionSchemaIn(locale: Locale) {
  const t = translator(locale);
  const invalid = t('forms.invalidInput');
  const text = textIn(locale);
  return v.object(
    {
      originalOrderNumber: v.pipe(text, v.regex(ORDER_NUMBER_PATTERN, t('forms.invalidOrderNumber'))),
      /** Payment session id from the success URL; the Worker accepts it or statusToken as proof. */
      sessionId: v.optional(v.pipe(v.string(invalid), v.trim(), v.maxLength(255, invalid))),
      /** The order's status token, the other accepted proof. */
      statusToken: v.optional(v.pipe(v.string(invalid), v.trim(), v.maxLength(255, invalid))),
      extendedData: v.object(
        {
          partnerData: v.optional(v.object(partnerFieldsIn(locale), invalid), {}),
          additionalInfo: additionalInfoSchemaIn(locale),
          /** When the form was sent, ISO 8601 (Date#toISOString). */
          timestamp: v.pipe(v.string(t('forms.invalidTimestamp')), v.isoTimestamp(t('forms.invalidTimestamp'))),
        },
        invalid,
      ),
    },
    t('forms.invalidRequest'),
  );
}
/** The German one, as the Worker checks it. */
export const extendedDataSubmissionSchema = extendedDataSubmissionSchemaIn(DEFAULT_LOCALE);
export type ExtendedDataSubmission = v.InferOutput<typeof extendedDataSubmissionSchema>;

/** The second person's files by slot, each from POST /api/uploads; any may be left out, none be null. */
const partnerUploadsSchema = v.object(
  {
    front: optionalUploadSchema(MESSAGES.de['validation.idUpload.missing']),
    back: optionalUploadSchema(MESSAGES.de['validation.idUpload.missing']),
    signature: optionalUploadSchema(MESSAGES.de['validation.signature.missing']),
  },
  MESSAGES.de['forms.invalidInput'],
);

/** The Worker's whole body of POST /api/orders/:orderNumber/partner: the submission and, optionally, the files. */
export const PartnerSubmissionSchema = v.object(
  { ...extendedDataSubmissionSchema.entries, uploads: v.optional(partnerUploadsSchema, {}) },
  MESSAGES.de['forms.invalidRequest'],
);

/**
 * The body of POST /api/orders/:orderNumber/partner-documents: the personal link's token and the three
 * files. Only the shape is checked here; a missing token or file gets its answer from the service.
 */
export const PartnerDocumentsSchema = v.object(
  { token: v.optional(v.string(MESSAGES.de['forms.invalidInput'])), uploads: v.optional(partnerUploadsSchema, {}) },
  MESSAGES.de['forms.invalidRequest'],
);

/** 'TT.MM.JJJJ' as 'YYYY-MM-DD'; anything else unchanged, so that the Worker refuses it with its message. */
function isoBirthDate(german: string): string {
  const date = parseGermanDate(german);
  return date ? formatIsoDate(date) : german;
}

/** The submission for a validated form; `now` is when it is sent. */
export function toExtendedDataSubmission(
  form: PartnerForm,
  ids: { orderNumber: string; sessionId?: string; statusToken?: string },
  now: Date,
): ExtendedDataSubmission {
  return {
    originalOrderNumber: ids.orderNumber,
    ...(ids.sessionId === undefined ? {} : { sessionId: ids.sessionId }),
    ...(ids.statusToken === undefined ? {} : { statusToken: ids.statusToken }),
    extendedData: {
      partnerData: {
        firstName: form.partnerFirstName,
        lastName: form.partnerLastName,
        birthDate: isoBirthDate(form.partnerBirthDate),
        birthPlace: form.partnerBirthPlace,
        street: form.partnerStreet,
        houseNumber: form.partnerHouseNumber,
        postalCode: form.partnerPostalCode,
        city: form.partnerCity,
      },
      additionalInfo: form.additionalInfo,
      timestamp: now.toISOString(),
    },
  };
}
