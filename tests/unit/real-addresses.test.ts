// Real German addresses and names pass step 1's personal-data schema as a whole (the same schema the
// Worker checks orders and corrections with): streets with digits ("Straße des 17. Juni", Mannheim's
// squares), house numbers in the forms Deutsche Post delivers to, names of any script. Markup, control
// characters and empty fields are refused, each at its field with the field's own message.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../src/domain/field-errors';
import type { Locale } from '../../src/domain/locales';
import { personalDataSchema, postalCodeSet } from '../../src/domain/personal-data';

// 11:00 in Germany on Sunday, 22 November 2026.
const TODAY = new Date('2026-11-22T10:00:00Z');
// Berlin (Straße des 17. Juni), Leipzig (Straße des 18. Oktober), Mannheim (the squares), St. Ingbert.
const CODES = postalCodeSet(['10623', '04103', '68161', '66386']);

const valid = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  birthDate: '12.08.1964',
  birthPlace: 'Köln',
  street: 'Straße des 17. Juni',
  houseNumber: '135',
  postalCode: '10623',
  city: 'Berlin',
  email: 'erika@example.de',
};

function parse(input: Record<string, unknown>, locale: Locale = 'de') {
  const result = v.safeParse(personalDataSchema({ today: TODAY, postalCodes: CODES, locale }), { ...valid, ...input });
  return result.success
    ? { output: result.output, errors: [] }
    : { output: undefined, errors: toFieldErrors(result.issues) };
}

describe('real addresses pass the personal data', () => {
  it.each([
    { street: 'Straße des 17. Juni', houseNumber: '135', postalCode: '10623', city: 'Berlin' },
    { street: 'Straße des 18. Oktober', houseNumber: '10', postalCode: '04103', city: 'Leipzig' },
    { street: 'L 7', houseNumber: '3-5', postalCode: '68161', city: 'Mannheim' },
    { street: 'Q 6', houseNumber: '12a', postalCode: '68161', city: 'Mannheim' },
    { street: 'St.-Anna-Platz', houseNumber: '2', postalCode: '10623', city: 'Berlin' },
    { street: "Am Hof 'Zur Linde'", houseNumber: '1', postalCode: '04103', city: 'Leipzig' },
    { street: 'Am Hof ’Zur Linde’', houseNumber: '1', postalCode: '04103', city: 'Leipzig' },
    { street: 'An der B 27', houseNumber: '4', postalCode: '66386', city: 'St. Ingbert' },
    { street: 'Carl-von-Ossietzky-Str.', houseNumber: '7 b', postalCode: '04103', city: 'Leipzig' },
    { street: 'Hauptstraße (Hinterhaus)', houseNumber: '12', postalCode: '66386', city: 'St. Ingbert' },
    { street: 'Weg 3/Ecke Ring', houseNumber: '1', postalCode: '10623', city: 'Berlin' },
  ])('$street $houseNumber, $postalCode $city', (address) => {
    const { output, errors } = parse(address);
    expect(errors).toEqual([]);
    expect(output).toMatchObject(address);
  });

  it.each(['12', '12a', '12 a', '7 b', '3-5', '3 - 5', '12/14', '1½', '12A', '4-6a', '110 1/2'])(
    'house number %j',
    (houseNumber) => {
      const { output, errors } = parse({ street: 'L 7', houseNumber, postalCode: '68161', city: 'Mannheim' });
      expect(errors).toEqual([]);
      expect(output?.houseNumber).toBe(houseNumber);
    },
  );

  it.each([
    { firstName: 'Anne-Marie', lastName: "O'Neill" },
    { firstName: 'Jean-Luc', lastName: 'D’Angelo' },
    { firstName: 'Ömer', lastName: 'Çağrı' },
    { firstName: 'Thị Lan', lastName: 'Nguyễn', birthName: 'Trần', birthPlace: 'Đà Nẵng' },
    { firstName: 'Łukasz', lastName: 'Öztürk-Ğül', birthPlace: 'İzmir' },
    { firstName: 'J. R.', lastName: 'von der Heide', city: 'St. Ingbert', postalCode: '66386' },
  ])('names %o', (names) => {
    const { output, errors } = parse(names);
    expect(errors).toEqual([]);
    expect(output).toMatchObject(names);
  });
});

describe('refusals at the field, with its message', () => {
  const CHARACTERS = 'enthält nicht erlaubte Zeichen (z. B. < oder >)';

  it.each([
    ['street', '<script>alert(1)</script>', `Straßenname ${CHARACTERS}`],
    ['street', 'Straße des 17. Juni<b>', `Straßenname ${CHARACTERS}`],
    ['street', 'Hauptstraße\nHinterhaus', `Straßenname ${CHARACTERS}`],
    ['street', 'Haupt\u200Bstraße', `Straßenname ${CHARACTERS}`],
    ['street', '', 'Straßenname muss mindestens 2 Zeichen lang sein'],
    ['street', '   ', 'Straßenname muss mindestens 2 Zeichen lang sein'],
    ['street', '17', 'Straßenname muss mindestens einen Buchstaben enthalten'],
    ['street', '17. 6. - 1', 'Straßenname muss mindestens einen Buchstaben enthalten'],
    ['street', `Straße des 17. Juni ${'x'.repeat(81)}`, 'Straßenname zu lang'],
    ['houseNumber', '12\u0000', `Hausnummer ${CHARACTERS}`],
    ['houseNumber', '3\t5', `Hausnummer ${CHARACTERS}`],
    ['houseNumber', '<12>', `Hausnummer ${CHARACTERS}`],
    ['houseNumber', '', 'Hausnummer erforderlich'],
    ['houseNumber', ' ', 'Hausnummer erforderlich'],
    ['houseNumber', 'abc', 'Hausnummer muss mit einer Ziffer beginnen, z. B. 12, 12a oder 3-5'],
    ['houseNumber', '½', 'Hausnummer muss mit einer Ziffer beginnen, z. B. 12, 12a oder 3-5'],
    ['houseNumber', '12345678901', 'Hausnummer zu lang'],
    ['firstName', '<b>Erika</b>', `Vorname ${CHARACTERS}`],
    ['lastName', 'O’Neill<script>', `Nachname ${CHARACTERS}`],
    ['birthName', '{{Gabler}}', `Geburtsname ${CHARACTERS}`],
    ['birthPlace', 'Köln\r\nBcc: x', `Geburtsort ${CHARACTERS}`],
    ['city', 'Berlin<', `Ort ${CHARACTERS}`],
    ['city', 'Berlin 10', 'Ort darf keine Zahlen enthalten'],
  ])('%s = %j → %s', (path, value, message) => {
    expect(parse({ [path]: value }).errors).toEqual([{ path, message }]);
  });

  it('says the same in English on an English page', () => {
    expect(parse({ street: '<b>', houseNumber: 'abc', lastName: 'O<Neill' }, 'en').errors).toEqual([
      { path: 'lastName', message: 'Last name contains characters that are not allowed (such as < or >)' },
      { path: 'street', message: 'Street contains characters that are not allowed (such as < or >)' },
      { path: 'houseNumber', message: 'House number must start with a digit, e.g. 12, 12a or 3-5' },
    ]);
    expect(parse({ street: '17' }, 'en').errors).toEqual([
      { path: 'street', message: 'Street must contain at least one letter' },
    ]);
  });
});
