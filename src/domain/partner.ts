// Shared by browser and Worker: the optional second person after payment (spec §3 "Partner form",
// "Extended-data submission"; §5 "Partner form"). The form on /extended-wizard uses partnerFormSchema,
// with step 1's birth date (TT.MM.JJJJ and its rules) and postal code list, so every form that asks
// for a person's data behaves the same; it sends an extended-data submission, which
// POST /api/orders/:orderNumber/partner re-validates. The submission and the stored data keep the birth
// date as 'YYYY-MM-DD' (older orders have it so too).
import * as v from 'valibot';
import { formatIsoDate, parseGermanDate, parseIsoDate } from './dates';
import { ORDER_NUMBER_PATTERN } from './order-number';
import {
  BIRTH_DATE_MESSAGES,
  PERSONAL_DATA_LIMITS,
  POSTAL_CODE_MESSAGE,
  birthDateError,
  checkPostalCode,
  hasDigits,
  type PersonalDataOptions,
} from './personal-data';
import { singleLine } from './single-line';

/** Field lengths, as for the customer's own data (spec §9 "Text limits"). */
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

/** The partner form's required checkbox; recorded with a paid second person as what was confirmed. */
export const PARTNER_CONFIRM_LABEL =
  'Ich bestätige, dass die Angaben zur zweiten Person korrekt sind und für den Antrag verwendet werden dürfen.';

export const PARTNER_MESSAGES = {
  postalCodeLength: 'PLZ des Partners muss 5 Zeichen haben',
  birthDateInvalid: 'Geburtsdatum des Partners ist ungültig',
  /** Step 1's age rule, addressed to the second person instead of "du". */
  tooYoung: 'Die zweite Person muss mindestens 16 Jahre alt sein',
  confirm: 'Sie müssen bestätigen, dass die Daten korrekt sind',
  additionalInfoTooLong: 'Zusätzliche Informationen zu lang',
} as const;

// A missing field becomes '' so that it fails with the field's own message, not a library default.
const text = v.pipe(v.optional(v.string('Ungültige Eingabe'), ''), v.trim());

/** Non-empty and at most `max` characters; `label` is the German field name in the messages. */
function partnerText(label: string, max: number) {
  return v.pipe(
    text,
    v.nonEmpty(`${label} des Partners ist erforderlich`),
    v.maxLength(max, `${label} des Partners zu lang`),
    singleLine(`${label} des Partners darf keinen Zeilenumbruch enthalten`),
  );
}

/** As partnerText, without digits (names, places, streets; step 1's rule). */
function digitFreePartnerText(label: string, max: number) {
  return v.pipe(
    partnerText(label, max),
    v.check((s) => !hasDigits(s), `${label} des Partners darf keine Zahlen enthalten`),
  );
}

const partnerFields = {
  firstName: digitFreePartnerText('Vorname', PARTNER_LIMITS.firstName),
  lastName: digitFreePartnerText('Nachname', PARTNER_LIMITS.lastName),
  /** 'YYYY-MM-DD'; the form asks for 'TT.MM.JJJJ' and toExtendedDataSubmission converts it. */
  birthDate: v.pipe(
    partnerText('Geburtsdatum', PARTNER_LIMITS.birthDate),
    v.check((s) => s === '' || parseIsoDate(s) !== null, PARTNER_MESSAGES.birthDateInvalid),
  ),
  birthPlace: digitFreePartnerText('Geburtsort', PARTNER_LIMITS.birthPlace),
  street: digitFreePartnerText('Straße', PARTNER_LIMITS.street),
  houseNumber: partnerText('Hausnummer', PARTNER_LIMITS.houseNumber),
  /** Exactly five digits. */
  postalCode: v.pipe(
    text,
    v.nonEmpty('PLZ des Partners ist erforderlich'),
    v.check((s) => s === '' || /^\d{5}$/.test(s), PARTNER_MESSAGES.postalCodeLength),
  ),
  city: digitFreePartnerText('Ort', PARTNER_LIMITS.city),
};

/** The form's birth date: 'TT.MM.JJJJ' with step 1's rules (a real day, 1900 or later, not in the future, 16+). */
function partnerBirthDate(today: Date) {
  return v.pipe(
    partnerText('Geburtsdatum', PARTNER_LIMITS.birthDate),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === '') return;
      const message = birthDateError(dataset.value, today);
      if (message)
        addIssue({ message: message === BIRTH_DATE_MESSAGES.tooYoung ? PARTNER_MESSAGES.tooYoung : message });
    }),
  );
}

/** The form's postal code: five digits, and in the list like step 1's (format only without a list). */
function partnerPostalCode(postalCodes: PersonalDataOptions['postalCodes']) {
  return v.pipe(
    partnerFields.postalCode,
    v.check((s) => !/^\d{5}$/.test(s) || checkPostalCode(s, postalCodes) === 'valid', POSTAL_CODE_MESSAGE),
  );
}

/** Free text for the operator; blank becomes ''. */
export const AdditionalInfoSchema = v.pipe(
  text,
  v.maxLength(PARTNER_LIMITS.additionalInfo, PARTNER_MESSAGES.additionalInfoTooLong),
);

/** The second person's data as the submission carries it. */
export const PartnerDataSchema = v.object(partnerFields, 'Ungültige Eingabe');
export type PartnerData = v.InferOutput<typeof PartnerDataSchema>;

/** The form on /extended-wizard and /status, field names as in the specification; one day and one postal code list. */
export function partnerFormSchema({ today, postalCodes }: PersonalDataOptions) {
  return v.object(
    {
      partnerFirstName: partnerFields.firstName,
      partnerLastName: partnerFields.lastName,
      partnerBirthDate: partnerBirthDate(today),
      partnerBirthPlace: partnerFields.birthPlace,
      partnerStreet: partnerFields.street,
      partnerHouseNumber: partnerFields.houseNumber,
      partnerPostalCode: partnerPostalCode(postalCodes),
      partnerCity: partnerFields.city,
      additionalInfo: AdditionalInfoSchema,
      /** The data is correct and may be used. */
      confirmExtendedData: v.pipe(
        v.optional(v.boolean(PARTNER_MESSAGES.confirm), false),
        v.literal(true, PARTNER_MESSAGES.confirm),
      ),
    },
    'Ungültige Eingabe',
  );
}
export type PartnerForm = v.InferOutput<ReturnType<typeof partnerFormSchema>>;

/** The body of POST /api/orders/:orderNumber/partner (spec §3 "Extended-data submission"). */
export const extendedDataSubmissionSchema = v.object(
  {
    originalOrderNumber: v.pipe(text, v.regex(ORDER_NUMBER_PATTERN, 'Ungültige Bestellnummer')),
    /** Payment session id from the success URL; the Worker accepts it or statusToken as proof. */
    sessionId: v.optional(v.pipe(v.string('Ungültige Eingabe'), v.trim(), v.maxLength(255, 'Ungültige Eingabe'))),
    /** The order's status token, the other accepted proof. */
    statusToken: v.optional(v.pipe(v.string('Ungültige Eingabe'), v.trim(), v.maxLength(255, 'Ungültige Eingabe'))),
    extendedData: v.object(
      {
        partnerData: v.optional(PartnerDataSchema, {}),
        additionalInfo: AdditionalInfoSchema,
        /** When the form was sent, ISO 8601 (Date#toISOString). */
        timestamp: v.pipe(v.string('Ungültiger Zeitstempel'), v.isoTimestamp('Ungültiger Zeitstempel')),
      },
      'Ungültige Eingabe',
    ),
  },
  'Ungültige Anfrage',
);
export type ExtendedDataSubmission = v.InferOutput<typeof extendedDataSubmissionSchema>;

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
