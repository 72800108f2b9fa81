import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../src/domain/field-errors';
import {
  checkPostalCode,
  formatBirthDateInput,
  hasDigits,
  personalDataSchema,
  postalCodeSet,
} from '../../src/domain/personal-data';

// 11:00 in Germany on Sunday, 22 November 2026.
const TODAY = new Date('2026-11-22T10:00:00Z');
const CODES = postalCodeSet(['50667', '10115', '80331']);

const valid = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  birthDate: '12.08.1964',
  birthPlace: 'Köln',
  street: 'Hauptstraße',
  houseNumber: '12a',
  postalCode: '50667',
  city: 'Köln',
  email: 'erika@example.de',
};

function errorsFor(
  input: unknown,
  options: Parameters<typeof personalDataSchema>[0] = { today: TODAY, postalCodes: CODES },
) {
  const result = v.safeParse(personalDataSchema(options), input);
  return result.success ? [] : toFieldErrors(result.issues);
}

function birthDateErrors(birthDate: string, today: Date = TODAY) {
  return errorsFor({ ...valid, birthDate }, { today, postalCodes: CODES });
}

describe('personalDataSchema (step 1)', () => {
  it('accepts valid data, trims every string and leaves blank optional fields undefined', () => {
    const result = v.parse(personalDataSchema({ today: TODAY, postalCodes: CODES }), {
      ...valid,
      firstName: '  Erika ',
      city: ' Köln\t',
      postalCode: ' 50667 ',
      birthName: '   ',
      phone: '',
    });
    expect(result).toEqual({ ...valid, birthName: undefined, phone: undefined });
  });

  it('keeps filled optional fields', () => {
    const result = v.parse(personalDataSchema({ today: TODAY }), {
      ...valid,
      birthName: ' Gabler ',
      phone: '+49 (221) 123-45/67',
    });
    expect(result.birthName).toBe('Gabler');
    expect(result.phone).toBe('+49 (221) 123-45/67');
  });

  it.each([
    ['firstName', 'E', 'Vorname muss mindestens 2 Zeichen lang sein'],
    ['firstName', '  E  ', 'Vorname muss mindestens 2 Zeichen lang sein'],
    ['firstName', 'E'.repeat(51), 'Vorname zu lang'],
    ['firstName', 'Erika2', 'Vorname darf keine Zahlen enthalten'],
    ['lastName', 'M', 'Nachname muss mindestens 2 Zeichen lang sein'],
    ['lastName', 'M'.repeat(51), 'Nachname zu lang'],
    ['lastName', 'Muster3mann', 'Nachname darf keine Zahlen enthalten'],
    ['birthName', 'G'.repeat(51), 'Geburtsname zu lang'],
    ['birthName', 'Gabler1', 'Geburtsname darf keine Zahlen enthalten'],
    ['birthDate', '12.8.1964', 'Format: TT.MM.JJJJ'],
    ['birthPlace', 'K', 'Geburtsort muss mindestens 2 Zeichen lang sein'],
    ['birthPlace', 'K'.repeat(101), 'Geburtsort zu lang'],
    ['birthPlace', 'Köln 1', 'Geburtsort darf keine Zahlen enthalten'],
    ['street', 'H', 'Straßenname muss mindestens 2 Zeichen lang sein'],
    ['street', 'H'.repeat(101), 'Straßenname zu lang'],
    ['street', '<b>Hauptstraße</b>', 'Straßenname enthält nicht erlaubte Zeichen (z. B. < oder >)'],
    ['street', 'Haupt\u200Bstraße', 'Straßenname enthält nicht erlaubte Zeichen (z. B. < oder >)'],
    ['street', '17. 6.', 'Straßenname muss mindestens einen Buchstaben enthalten'],
    ['houseNumber', '  ', 'Hausnummer erforderlich'],
    ['houseNumber', '12345678901', 'Hausnummer zu lang'],
    ['houseNumber', '{12}', 'Hausnummer enthält nicht erlaubte Zeichen (z. B. < oder >)'],
    ['houseNumber', 'a12', 'Hausnummer muss mit einer Ziffer beginnen, z. B. 12, 12a oder 3-5'],
    ['firstName', 'Erika\tMaria', 'Vorname enthält nicht erlaubte Zeichen (z. B. < oder >)'],
    ['lastName', 'Muster<mann', 'Nachname enthält nicht erlaubte Zeichen (z. B. < oder >)'],
    ['birthName', 'Gabler}', 'Geburtsname enthält nicht erlaubte Zeichen (z. B. < oder >)'],
    ['birthPlace', 'Köln\u202E', 'Geburtsort enthält nicht erlaubte Zeichen (z. B. < oder >)'],
    ['city', 'Köln>', 'Ort enthält nicht erlaubte Zeichen (z. B. < oder >)'],
    ['postalCode', '5066', 'Ungültige deutsche PLZ'],
    ['city', 'K', 'Ort muss mindestens 2 Zeichen lang sein'],
    ['city', 'K'.repeat(101), 'Ort zu lang'],
    ['city', 'Köln2', 'Ort darf keine Zahlen enthalten'],
    ['email', 'erika@', 'Gültige E-Mail-Adresse erforderlich'],
    ['email', `${'e'.repeat(95)}@example.de`, 'E-Mail-Adresse zu lang'],
    ['phone', '0'.repeat(21), 'Telefonnummer zu lang'],
    ['phone', '0221 123 45 ext.', 'Telefonnummer darf nur Ziffern, Leerzeichen und + - / ( ) enthalten'],
    ['firstName', 42, 'Ungültige Eingabe'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual([{ path: field, message }]);
  });

  it.each([
    ['firstName', 'E'.repeat(50)],
    ['firstName', 'Anna-Lena'],
    ['lastName', 'ʻOkina'],
    ['birthName', 'G'.repeat(50)],
    ['birthPlace', 'K'.repeat(100)],
    ['street', 'Straße des Friedens'],
    ['street', 'Hauptstraße 12'],
    ['street', 'Straße des 17. Juni'],
    ['street', 'L 7'],
    ['houseNumber', '1'],
    ['houseNumber', '1234567890'],
    ['city', 'Frankfurt am Main'],
    ['phone', '0'.repeat(20)],
  ])('%s = %j is accepted (bounds inclusive)', (field, value) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual([]);
  });

  it("reports every missing field with the field's own German message, never a library default", () => {
    expect(errorsFor({})).toEqual([
      { path: 'firstName', message: 'Vorname muss mindestens 2 Zeichen lang sein' },
      { path: 'lastName', message: 'Nachname muss mindestens 2 Zeichen lang sein' },
      { path: 'birthDate', message: 'Format: TT.MM.JJJJ' },
      { path: 'birthPlace', message: 'Geburtsort muss mindestens 2 Zeichen lang sein' },
      { path: 'street', message: 'Straßenname muss mindestens 2 Zeichen lang sein' },
      { path: 'houseNumber', message: 'Hausnummer erforderlich' },
      { path: 'postalCode', message: 'Ungültige deutsche PLZ' },
      { path: 'city', message: 'Ort muss mindestens 2 Zeichen lang sein' },
      { path: 'email', message: 'Gültige E-Mail-Adresse erforderlich' },
    ]);
  });

  it('rejects something that is not an object with a German message', () => {
    expect(errorsFor('Erika')).toEqual([{ path: '', message: 'Ungültige Eingabe' }]);
  });
});

describe('birth date rules', () => {
  it.each([
    ['22.11.2010', 'exactly 16 today'],
    ['21.11.2010', '16 since yesterday'],
    ['01.01.1900', 'first allowed year'],
    ['29.02.2008', 'leap day in a leap year'],
    [' 12.08.1964 ', 'surrounding spaces'],
  ])('%s is accepted (%s)', (birthDate) => {
    expect(birthDateErrors(birthDate)).toEqual([]);
  });

  it.each([
    ['23.11.2010', 'Du musst mindestens 16 Jahre alt sein', 'one day short of 16'],
    ['22.11.2026', 'Du musst mindestens 16 Jahre alt sein', 'born today'],
    ['23.11.2026', 'Das Geburtsdatum darf nicht in der Zukunft liegen', 'tomorrow'],
    ['01.01.2030', 'Das Geburtsdatum darf nicht in der Zukunft liegen', 'years ahead'],
    ['31.12.1899', 'Das Geburtsjahr muss 1900 oder später sein', 'year 1899'],
    ['31.02.1990', 'Ungültiges Datum', '31 February'],
    ['31.04.1990', 'Ungültiges Datum', '31 April'],
    ['29.02.2009', 'Ungültiges Datum', 'leap day in a common year'],
    ['00.01.1990', 'Ungültiges Datum', 'day 0'],
    ['32.01.1990', 'Ungültiges Datum', 'day 32'],
    ['01.13.1990', 'Ungültiges Datum', 'month 13'],
    ['01.00.1990', 'Ungültiges Datum', 'month 0'],
    ['1.1.1990', 'Format: TT.MM.JJJJ', 'no leading zeros'],
    ['1990-01-01', 'Format: TT.MM.JJJJ', 'ISO format'],
    ['12.08.64', 'Format: TT.MM.JJJJ', 'two-digit year'],
    ['', 'Format: TT.MM.JJJJ', 'empty'],
  ])('%s → %s (%s)', (birthDate, message) => {
    expect(birthDateErrors(birthDate)).toEqual([{ path: 'birthDate', message }]);
  });

  it('born on 29.02. turns 16 on 01.03. in a non-leap year (2100 is not a leap year)', () => {
    expect(birthDateErrors('29.02.2084', new Date('2100-02-28T12:00:00Z'))).toEqual([
      { path: 'birthDate', message: 'Du musst mindestens 16 Jahre alt sein' },
    ]);
    expect(birthDateErrors('29.02.2084', new Date('2100-03-01T12:00:00Z'))).toEqual([]);
  });

  it('born on 29.02. turns 16 on 29.02. in a leap year', () => {
    expect(birthDateErrors('29.02.2008', new Date('2024-02-28T12:00:00Z'))).toHaveLength(1);
    expect(birthDateErrors('29.02.2008', new Date('2024-02-29T12:00:00Z'))).toEqual([]);
  });

  it('takes the German calendar date of `today`, not the UTC one', () => {
    // 23:30 UTC on 21 November is 00:30 on 22 November in Germany.
    expect(birthDateErrors('22.11.2010', new Date('2026-11-21T23:30:00Z'))).toEqual([]);
    // 22:30 UTC on 21 November is still 23:30 on 21 November in Germany.
    expect(birthDateErrors('22.11.2010', new Date('2026-11-21T22:30:00Z'))).toEqual([
      { path: 'birthDate', message: 'Du musst mindestens 16 Jahre alt sein' },
    ]);
  });
});

describe('postal code against the list', () => {
  it.each([
    ['50667', CODES, []],
    ['12345', CODES, [{ path: 'postalCode', message: 'Ungültige deutsche PLZ' }]],
    ['12345', null, []],
    ['12345', undefined, []],
    ['12345', new Set<string>(), []],
    ['1234', null, [{ path: 'postalCode', message: 'Ungültige deutsche PLZ' }]],
    ['123456', null, [{ path: 'postalCode', message: 'Ungültige deutsche PLZ' }]],
    ['5066a', null, [{ path: 'postalCode', message: 'Ungültige deutsche PLZ' }]],
  ])('%s with list %o → %j', (postalCode, postalCodes, errors) => {
    expect(errorsFor({ ...valid, postalCode }, { today: TODAY, postalCodes })).toEqual(errors);
  });
});

describe('input helpers', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['15', '15'],
    ['150', '15.0'],
    ['1503', '15.03'],
    ['15032', '15.03.2'],
    ['15032008', '15.03.2008'],
    ['150320081', '15.03.2008'],
    ['15.03.2008', '15.03.2008'],
    ['15.', '15'],
    ['ab15-03/2008xy', '15.03.2008'],
    ['1.1.1990', '11.19.90'],
  ])('formatBirthDateInput(%j) → %j', (raw, formatted) => {
    expect(formatBirthDateInput(raw)).toBe(formatted);
  });

  it('formatBirthDateInput never returns more than 10 characters', () => {
    expect(formatBirthDateInput('9'.repeat(30))).toHaveLength(10);
  });

  it.each([
    ['', CODES, 'unknown'],
    ['5066', CODES, 'unknown'],
    ['50667', CODES, 'valid'],
    ['12345', CODES, 'invalid'],
    ['12345', null, 'valid'],
    ['5066x', null, 'invalid'],
    ['5066x', CODES, 'invalid'],
  ] as const)('checkPostalCode(%j, %o) → %s', (value, codes, state) => {
    expect(checkPostalCode(value, codes)).toBe(state);
  });

  it.each([
    ['Erika', false],
    ['', false],
    ['Erika2', true],
    ['Straße 7a', true],
    ['٣', true],
  ])('hasDigits(%j) → %s', (value, expected) => {
    expect(hasDigits(value)).toBe(expected);
  });

  it('postalCodeSet keeps only 5-digit codes', () => {
    expect([...postalCodeSet(['50667', '1234', 'abcde', '10115', '123456'])]).toEqual(['50667', '10115']);
  });
});
