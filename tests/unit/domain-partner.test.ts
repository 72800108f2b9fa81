import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../src/domain/field-errors';
import { extendedDataSubmissionSchema, partnerFormSchema, toExtendedDataSubmission } from '../../src/domain/partner';
import { postalCodeSet } from '../../src/domain/personal-data';

// One day and one postal code list, as the form gets them (the same rules as step 1's).
const PartnerFormSchema = partnerFormSchema({
  today: new Date('2026-11-22T10:00:00.000Z'),
  postalCodes: postalCodeSet(['50667', '53111']),
});

const form = {
  partnerFirstName: 'Max',
  partnerLastName: 'Mustermann',
  partnerBirthDate: '01.03.1965',
  partnerBirthPlace: 'Bonn',
  partnerStreet: 'Hauptstraße',
  partnerHouseNumber: '12a',
  partnerPostalCode: '50667',
  partnerCity: 'Köln',
  additionalInfo: '',
  confirmExtendedData: true,
};

function formErrors(input: unknown) {
  const result = v.safeParse(PartnerFormSchema, input);
  return result.success ? [] : toFieldErrors(result.issues);
}

function submissionErrors(input: unknown) {
  const result = v.safeParse(extendedDataSubmissionSchema, input);
  return result.success ? [] : toFieldErrors(result.issues);
}

describe('PartnerFormSchema (partner form)', () => {
  it('accepts a complete form and trims it', () => {
    const result = v.parse(PartnerFormSchema, { ...form, partnerCity: ' Köln ', additionalInfo: '  Bitte schnell.  ' });
    expect(result.partnerCity).toBe('Köln');
    expect(result.additionalInfo).toBe('Bitte schnell.');
  });

  it('treats additional information as optional', () => {
    const { additionalInfo: _info, ...rest } = form;
    expect(v.parse(PartnerFormSchema, rest).additionalInfo).toBe('');
  });

  it.each([
    ['partnerFirstName', ' ', 'Vorname des Partners ist erforderlich'],
    ['partnerLastName', '', 'Nachname des Partners ist erforderlich'],
    ['partnerBirthDate', '', 'Geburtsdatum des Partners ist erforderlich'],
    ['partnerBirthPlace', '', 'Geburtsort des Partners ist erforderlich'],
    ['partnerStreet', '', 'Straße des Partners ist erforderlich'],
    ['partnerHouseNumber', '', 'Hausnummer des Partners ist erforderlich'],
    ['partnerPostalCode', '', 'PLZ des Partners ist erforderlich'],
    ['partnerCity', '', 'Ort des Partners ist erforderlich'],
    ['partnerPostalCode', '5066', 'PLZ des Partners muss 5 Zeichen haben'],
    ['partnerPostalCode', '506678', 'PLZ des Partners muss 5 Zeichen haben'],
    ['partnerPostalCode', '5066a', 'PLZ des Partners muss 5 Zeichen haben'],
    ['partnerPostalCode', '99999', 'Ungültige deutsche PLZ'],
    ['partnerBirthDate', '1965-03-01', 'Format: TT.MM.JJJJ'],
    ['partnerBirthDate', '30.02.1965', 'Ungültiges Datum'],
    ['partnerBirthDate', '01.03.1899', 'Das Geburtsjahr muss 1900 oder später sein'],
    ['partnerBirthDate', '23.11.2026', 'Das Geburtsdatum darf nicht in der Zukunft liegen'],
    ['partnerBirthDate', '23.11.2010', 'Die zweite Person muss mindestens 16 Jahre alt sein'],
    ['partnerFirstName', 'Max2', 'Vorname des Partners darf keine Zahlen enthalten'],
    ['partnerCity', 'Köln 1', 'Ort des Partners darf keine Zahlen enthalten'],
    ['partnerLastName', 'O<Neill', 'Nachname des Partners enthält nicht erlaubte Zeichen (z. B. < oder >)'],
    ['partnerStreet', '<b>Hauptstraße</b>', 'Straße des Partners enthält nicht erlaubte Zeichen (z. B. < oder >)'],
    ['partnerStreet', '17. 6.', 'Straße des Partners muss mindestens einen Buchstaben enthalten'],
    ['partnerHouseNumber', '12\u0007', 'Hausnummer des Partners enthält nicht erlaubte Zeichen (z. B. < oder >)'],
    ['partnerHouseNumber', 'abc', 'Hausnummer des Partners muss mit einer Ziffer beginnen, z. B. 12, 12a oder 3-5'],
    ['partnerFirstName', 'M'.repeat(51), 'Vorname des Partners zu lang'],
    ['partnerStreet', 'S'.repeat(101), 'Straße des Partners zu lang'],
    ['partnerHouseNumber', '1'.repeat(11), 'Hausnummer des Partners zu lang'],
    ['additionalInfo', 'x'.repeat(1001), 'Zusätzliche Informationen zu lang'],
    ['confirmExtendedData', false, 'Sie müssen bestätigen, dass die Daten korrekt sind'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(formErrors({ ...form, [field]: value })).toEqual([{ path: field, message }]);
  });

  it('checks the postal code format only when the list could not be loaded', () => {
    const withoutList = partnerFormSchema({ today: new Date('2026-11-22T10:00:00.000Z'), postalCodes: null });
    expect(v.safeParse(withoutList, { ...form, partnerPostalCode: '99999' }).success).toBe(true);
  });

  it.each([
    { partnerStreet: 'Straße des 17. Juni', partnerHouseNumber: '1½' },
    { partnerStreet: 'L 7', partnerHouseNumber: '3-5' },
    { partnerStreet: 'St.-Anna-Platz', partnerHouseNumber: '110 1/2' },
    { partnerFirstName: 'Anne-Marie', partnerLastName: 'D’Angelo', partnerBirthPlace: 'Hồ Chí Minh' },
    { partnerFirstName: 'Çağrı', partnerLastName: "O'Neill", partnerCity: 'St. Ingbert' },
  ])('accepts step 1’s real names and addresses: %o', (fields) => {
    expect(formErrors({ ...form, ...fields })).toEqual([]);
  });

  it('accepts the upper bounds', () => {
    expect(formErrors({ ...form, partnerFirstName: 'M'.repeat(50), additionalInfo: 'x'.repeat(1000) })).toEqual([]);
  });

  it("reports every missing field with the field's own German message", () => {
    expect(formErrors({})).toEqual([
      { path: 'partnerFirstName', message: 'Vorname des Partners ist erforderlich' },
      { path: 'partnerLastName', message: 'Nachname des Partners ist erforderlich' },
      { path: 'partnerBirthDate', message: 'Geburtsdatum des Partners ist erforderlich' },
      { path: 'partnerBirthPlace', message: 'Geburtsort des Partners ist erforderlich' },
      { path: 'partnerStreet', message: 'Straße des Partners ist erforderlich' },
      { path: 'partnerHouseNumber', message: 'Hausnummer des Partners ist erforderlich' },
      { path: 'partnerPostalCode', message: 'PLZ des Partners ist erforderlich' },
      { path: 'partnerCity', message: 'Ort des Partners ist erforderlich' },
      { path: 'confirmExtendedData', message: 'Sie müssen bestätigen, dass die Daten korrekt sind' },
    ]);
  });
});

describe('extendedDataSubmissionSchema (extended-data submission)', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  const submission = toExtendedDataSubmission(
    v.parse(PartnerFormSchema, form),
    { orderNumber: 'PK-1795341600123-ABCXYZ', sessionId: 'cs_test_a1B2' },
    now,
  );

  it('is built from the form, the birth date as YYYY-MM-DD', () => {
    expect(submission).toEqual({
      originalOrderNumber: 'PK-1795341600123-ABCXYZ',
      sessionId: 'cs_test_a1B2',
      extendedData: {
        partnerData: {
          firstName: 'Max',
          lastName: 'Mustermann',
          birthDate: '1965-03-01',
          birthPlace: 'Bonn',
          street: 'Hauptstraße',
          houseNumber: '12a',
          postalCode: '50667',
          city: 'Köln',
        },
        additionalInfo: '',
        timestamp: '2026-11-22T10:00:00.000Z',
      },
    });
  });

  it('accepts what toExtendedDataSubmission builds', () => {
    expect(v.parse(extendedDataSubmissionSchema, submission)).toEqual(submission);
  });

  it.each([
    [
      { ...submission, originalOrderNumber: 'DEMO-1795341600123' },
      [{ path: 'originalOrderNumber', message: 'Ungültige Bestellnummer' }],
    ],
    [
      { ...submission, extendedData: { ...submission.extendedData, timestamp: 'gestern' } },
      [{ path: 'extendedData.timestamp', message: 'Ungültiger Zeitstempel' }],
    ],
    [
      {
        ...submission,
        extendedData: {
          ...submission.extendedData,
          partnerData: { ...submission.extendedData.partnerData, postalCode: '123' },
        },
      },
      [{ path: 'extendedData.partnerData.postalCode', message: 'PLZ des Partners muss 5 Zeichen haben' }],
    ],
    [
      {
        ...submission,
        extendedData: {
          ...submission.extendedData,
          partnerData: { ...submission.extendedData.partnerData, birthDate: '01.03.1965' },
        },
      },
      [{ path: 'extendedData.partnerData.birthDate', message: 'Geburtsdatum des Partners ist ungültig' }],
    ],
    [
      { ...submission, extendedData: { ...submission.extendedData, partnerData: undefined } },
      [
        { path: 'extendedData.partnerData.firstName', message: 'Vorname des Partners ist erforderlich' },
        { path: 'extendedData.partnerData.lastName', message: 'Nachname des Partners ist erforderlich' },
        { path: 'extendedData.partnerData.birthDate', message: 'Geburtsdatum des Partners ist erforderlich' },
        { path: 'extendedData.partnerData.birthPlace', message: 'Geburtsort des Partners ist erforderlich' },
        { path: 'extendedData.partnerData.street', message: 'Straße des Partners ist erforderlich' },
        { path: 'extendedData.partnerData.houseNumber', message: 'Hausnummer des Partners ist erforderlich' },
        { path: 'extendedData.partnerData.postalCode', message: 'PLZ des Partners ist erforderlich' },
        { path: 'extendedData.partnerData.city', message: 'Ort des Partners ist erforderlich' },
      ],
    ],
    [
      { ...submission, extendedData: { ...submission.extendedData, additionalInfo: 'x'.repeat(1001) } },
      [{ path: 'extendedData.additionalInfo', message: 'Zusätzliche Informationen zu lang' }],
    ],
  ])('%# refuses a broken submission', (input, errors) => {
    expect(submissionErrors(input)).toEqual(errors);
  });

  it('keeps sessionId and statusToken optional', () => {
    const { sessionId: _sessionId, ...withoutSession } = submission;
    expect(submissionErrors(withoutSession)).toEqual([]);
    expect(v.parse(extendedDataSubmissionSchema, { ...withoutSession, statusToken: 'tok' }).statusToken).toBe('tok');
  });
});
