// Shared by browser and Worker: step 1 of the order wizard, the customer's personal data.
// The wizard validates live with these rules and the
// Worker re-validates the order with the same schema; the messages are the catalogue's (src/domain/catalogue/
// validation.ts) in the page's or order's language, German being the specification's text.
import * as v from 'valibot';
import { berlinDateOf, compareDates, parseGermanDate, type CalendarDate } from './dates';
import { EMAIL_MAX_LENGTH } from './email';
import { emailSchemaIn } from './email-schema';
import type { Locale } from './locales';
import { MESSAGES } from './ui-messages';

/** Field lengths, also for the inputs' maxlength attributes. */
export const PERSONAL_DATA_LIMITS = {
  firstName: 50,
  lastName: 50,
  birthName: 50,
  birthDate: 10,
  birthPlace: 100,
  street: 100,
  houseNumber: 10,
  postalCode: 5,
  city: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 20,
} as const;

const MIN_AGE_YEARS = 16;
const MIN_BIRTH_YEAR = 1900;

/** The birth date's messages in one language. */
export function birthDateMessagesIn(locale: Locale) {
  const m = MESSAGES[locale];
  return {
    format: m['validation.birthDate.format'],
    invalidDate: m['validation.birthDate.invalidDate'],
    tooEarly: m['validation.birthDate.tooEarly'],
    future: m['validation.birthDate.future'],
    tooYoung: m['validation.birthDate.tooYoung'],
  };
}

const BIRTH_DATE_PATTERN = /^\d{2}\.\d{2}\.\d{4}$/;
const POSTAL_CODE_PATTERN = /^\d{5}$/;
const PHONE_PATTERN = /^[0-9 +\-/()]*$/;

export interface PersonalDataOptions {
  /** Any instant of the day to check the age against; its German calendar date counts. */
  today: Date;
  /**
   * Known postal codes (from /data/plz.json). null, undefined or an empty set mean the list could
   * not be loaded: then only the format is checked.
   */
  postalCodes?: ReadonlySet<string> | null;
  /** The language of the messages; German when not given. */
  locale?: Locale;
}

/** True when the text contains a digit of any script (names and places must not). */
export function hasDigits(value: string): boolean {
  return /\p{Nd}/u.test(value);
}

/**
 * Characters no name or address needs: markup (< > { }), control characters (line breaks and tabs
 * among them), invisible format characters (zero-width spaces, direction marks, the soft hyphen), line
 * and paragraph separators, private-use characters and lone surrogates.
 */
const UNSUPPORTED_CHARACTERS = /[<>{}\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/u;

/** True when the text contains a character that no name or address field takes. */
function hasUnsupportedCharacters(value: string): boolean {
  return UNSUPPORTED_CHARACTERS.test(value);
}

// The one rule per kind of field, for the customer (step 1, the review card, both corrections), the
// second person (partner form, extended-data submission) and the Worker alike. Each returns what is
// wrong with a filled-in value, and each schema words it for its field; length and "required" are the
// schemas' own.

/**
 * Names and places (first, last and birth name, birthplace, city): letters of any script with their
 * diacritics, hyphens, apostrophes, dots and spaces ("Anne-Marie", "D’Angelo", "St. Ingbert"); no
 * digits, no unsupported characters.
 */
export function nameProblem(value: string): 'characters' | 'digits' | undefined {
  if (hasUnsupportedCharacters(value)) return 'characters';
  return hasDigits(value) ? 'digits' : undefined;
}

/**
 * The street name, as Deutsche Post delivers to it: digits, dots, hyphens, apostrophes, slashes and
 * parentheses too ("Straße des 17. Juni", "L 7", "An der B 27"), but at least one letter and no
 * unsupported characters.
 */
export function streetProblem(value: string): 'characters' | 'letter' | undefined {
  if (hasUnsupportedCharacters(value)) return 'characters';
  return /\p{L}/u.test(value) ? undefined : 'letter';
}

/** The house number: begins with a digit ("12", "12 a", "3-5", "12/14", "1½", "110 1/2"); no unsupported characters. */
export function houseNumberProblem(value: string): 'characters' | 'start' | undefined {
  if (hasUnsupportedCharacters(value)) return 'characters';
  return /^[0-9]/.test(value) ? undefined : 'start';
}

/**
 * A valibot check applying one of the rules above, with the field's message for each problem. A blank
 * value passes: whether it may be blank is the field's own rule.
 */
export function textRule<P extends string>(problem: (value: string) => P | undefined, messages: Record<P, string>) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value === '') return;
    const found = problem(dataset.value);
    if (found) addIssue({ message: messages[found] });
  });
}

/** Builds the set that personalDataSchema and checkPostalCode look codes up in. */
export function postalCodeSet(codes: readonly string[]): ReadonlySet<string> {
  return new Set(codes.filter((code) => POSTAL_CODE_PATTERN.test(code)));
}

/**
 * The birth date input's formatting: keeps at most 8 digits and puts the
 * dots in, e.g. "1503" → "15.03", "15032008" → "15.03.2008". A dot appears once the next part has
 * begun, so deleting backwards over a dot is not undone by the formatting.
 */
export function formatBirthDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}

/**
 * The day someone born on `birth` turns 16. For 29.02. in a non-leap year this is the non-existent
 * 29.02., which compareDates sorts after 28.02. and before 01.03., so they count as 16 from 01.03.
 */
function sixteenthBirthday(birth: CalendarDate): CalendarDate {
  return { ...birth, year: birth.year + MIN_AGE_YEARS };
}

/**
 * The first rule a birth date breaks, as its German message, or undefined when it is acceptable:
 * format, real calendar day, year ≥ 1900, not in the future, at least 16 on `today` (German date).
 */
export function birthDateError(value: string, today: Date, locale: Locale = 'de'): string | undefined {
  const BIRTH_DATE_MESSAGES = birthDateMessagesIn(locale);
  const text = value.trim();
  if (!BIRTH_DATE_PATTERN.test(text)) return BIRTH_DATE_MESSAGES.format;
  const birth = parseGermanDate(text);
  if (!birth) return BIRTH_DATE_MESSAGES.invalidDate;
  if (birth.year < MIN_BIRTH_YEAR) return BIRTH_DATE_MESSAGES.tooEarly;
  const now = berlinDateOf(today);
  if (compareDates(birth, now) > 0) return BIRTH_DATE_MESSAGES.future;
  if (compareDates(sixteenthBirthday(birth), now) > 0) return BIRTH_DATE_MESSAGES.tooYoung;
  return undefined;
}

export type CheckState = 'unknown' | 'valid' | 'invalid';

/**
 * The wizard's live postal code check: 'unknown' until 5 characters are typed, then 'valid' when
 * they are 5 digits and in the list (format only when there is no list).
 */
export function checkPostalCode(value: string, postalCodes: ReadonlySet<string> | null | undefined): CheckState {
  const text = value.trim();
  if (text.length < PERSONAL_DATA_LIMITS.postalCode) return 'unknown';
  if (!POSTAL_CODE_PATTERN.test(text)) return 'invalid';
  if (!postalCodes || postalCodes.size === 0) return 'valid';
  return postalCodes.has(text) ? 'valid' : 'invalid';
}

// A missing field becomes '' so that it fails with the field's own message, not a library default.
function textIn(locale: Locale) {
  return v.pipe(v.optional(v.string(MESSAGES[locale]['validation.invalidInput']), ''), v.trim());
}

interface TextRule {
  text: ReturnType<typeof textIn>;
  min: number;
  max: number;
  tooShort: string;
  tooLong: string;
}

function requiredText(rule: TextRule) {
  return v.pipe(rule.text, v.minLength(rule.min, rule.tooShort), v.maxLength(rule.max, rule.tooLong));
}

/** A required name or place (nameProblem's rule). */
function nameText(rule: TextRule & { digits: string; characters: string }) {
  return v.pipe(requiredText(rule), textRule(nameProblem, { digits: rule.digits, characters: rule.characters }));
}

/** An optional text: blank becomes undefined. */
function optionalText(
  text: ReturnType<typeof textIn>,
  max: number,
  tooLong: string,
  allowed: v.CheckAction<string, string> | v.RawCheckAction<string>,
) {
  return v.pipe(
    text,
    v.maxLength(max, tooLong),
    allowed,
    v.transform((s): string | undefined => (s === '' ? undefined : s)),
  );
}

/** The personal data schema for one day and one postal code list (both parameters, no clock reads). */
export function personalDataSchema(options: PersonalDataOptions) {
  const { today, postalCodes, locale = 'de' } = options;
  const m = MESSAGES[locale];
  const text = textIn(locale);
  return v.object(
    {
      firstName: nameText({
        text,
        min: 2,
        max: PERSONAL_DATA_LIMITS.firstName,
        tooShort: m['validation.firstName.tooShort'],
        tooLong: m['validation.firstName.tooLong'],
        digits: m['validation.firstName.digits'],
        characters: m['validation.firstName.characters'],
      }),
      lastName: nameText({
        text,
        min: 2,
        max: PERSONAL_DATA_LIMITS.lastName,
        tooShort: m['validation.lastName.tooShort'],
        tooLong: m['validation.lastName.tooLong'],
        digits: m['validation.lastName.digits'],
        characters: m['validation.lastName.characters'],
      }),
      /** Only when it differs from the current last name. */
      birthName: optionalText(
        text,
        PERSONAL_DATA_LIMITS.birthName,
        m['validation.birthName.tooLong'],
        textRule(nameProblem, {
          digits: m['validation.birthName.digits'],
          characters: m['validation.birthName.characters'],
        }),
      ),
      /** 'TT.MM.JJJJ'. */
      birthDate: v.pipe(
        text,
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const message = birthDateError(dataset.value, today, locale);
          if (message) addIssue({ message });
        }),
      ),
      birthPlace: nameText({
        text,
        min: 2,
        max: PERSONAL_DATA_LIMITS.birthPlace,
        tooShort: m['validation.birthPlace.tooShort'],
        tooLong: m['validation.birthPlace.tooLong'],
        digits: m['validation.birthPlace.digits'],
        characters: m['validation.birthPlace.characters'],
      }),
      /** Street name only ("Straße des 17. Juni", "L 7"); the number has its own field. */
      street: v.pipe(
        requiredText({
          text,
          min: 2,
          max: PERSONAL_DATA_LIMITS.street,
          tooShort: m['validation.street.tooShort'],
          tooLong: m['validation.street.tooLong'],
        }),
        textRule(streetProblem, {
          characters: m['validation.street.characters'],
          letter: m['validation.street.letter'],
        }),
      ),
      /** Begins with a digit, e.g. "12a", "3-5" or "1½". */
      houseNumber: v.pipe(
        requiredText({
          text,
          min: 1,
          max: PERSONAL_DATA_LIMITS.houseNumber,
          tooShort: m['validation.houseNumber.missing'],
          tooLong: m['validation.houseNumber.tooLong'],
        }),
        textRule(houseNumberProblem, {
          characters: m['validation.houseNumber.characters'],
          start: m['validation.houseNumber.start'],
        }),
      ),
      /** Five digits, and in the list when one is given. */
      postalCode: v.pipe(
        text,
        v.check((s) => checkPostalCode(s, postalCodes) === 'valid', m['validation.postalCode.invalid']),
      ),
      city: nameText({
        text,
        min: 2,
        max: PERSONAL_DATA_LIMITS.city,
        tooShort: m['validation.city.tooShort'],
        tooLong: m['validation.city.tooLong'],
        digits: m['validation.city.digits'],
        characters: m['validation.city.characters'],
      }),
      email: emailSchemaIn(locale),
      /** For questions about the application. */
      phone: optionalText(
        text,
        PERSONAL_DATA_LIMITS.phone,
        m['validation.phone.tooLong'],
        v.check((s) => PHONE_PATTERN.test(s), m['validation.phone.characters']),
      ),
    },
    m['validation.invalidInput'],
  );
}

export type PersonalDataSchema = ReturnType<typeof personalDataSchema>;
/** Validated personal data: trimmed; birthName and phone are undefined when left blank. */
export type PersonalData = v.InferOutput<PersonalDataSchema>;
