// Step 1 validates field by field while typing: a keystroke runs one field's schema.
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrorMap, toFieldErrors } from '../../src/domain/field-errors';
import { personalDataSchema, postalCodeSet } from '../../src/domain/personal-data';
import { EMPTY_PERSONAL_DATA, type PersonalField, type PersonalValues } from '../../src/domain/wizard-state';
import { createPersonalErrors, personalFieldError } from '../../src/islands/order-wizard/personal-validation';

const schema = personalDataSchema({ today: new Date('2026-11-22T10:00:00Z'), postalCodes: postalCodeSet(['50667']) });
const wholeStep = (values: PersonalValues) => {
  const result = v.safeParse(schema, values);
  return result.success ? {} : fieldErrorMap(toFieldErrors(result.issues));
};

const FILLED: PersonalValues = {
  ...EMPTY_PERSONAL_DATA,
  firstName: 'Erika',
  lastName: 'Mustermann',
  birthDate: '12.08.1985',
  birthPlace: 'Bonn',
  street: 'Hauptstraße',
  houseNumber: '12a',
  postalCode: '50667',
  city: 'Köln',
  email: 'erika@example.de',
};

describe('createPersonalErrors', () => {
  it('validates only the field that changed on a keystroke', () => {
    const validateField = vi.fn((field: PersonalField, value: string) => personalFieldError(schema, field, value));
    const errorsOf = createPersonalErrors(validateField);
    errorsOf(EMPTY_PERSONAL_DATA);
    expect(validateField).toHaveBeenCalledTimes(11);

    validateField.mockClear();
    const typed = { ...EMPTY_PERSONAL_DATA, firstName: 'E' };
    const errors = errorsOf(typed);
    expect(validateField.mock.calls).toEqual([['firstName', 'E']]);
    expect(errors.firstName).toBe('Vorname muss mindestens 2 Zeichen lang sein');

    validateField.mockClear();
    expect(errorsOf({ ...typed })).toBe(errors);
    expect(validateField).not.toHaveBeenCalled();
  });

  it('gives the whole step schema’s messages, field by field', () => {
    const errorsOf = createPersonalErrors((field, value) => personalFieldError(schema, field, value));
    const cases: PersonalValues[] = [
      EMPTY_PERSONAL_DATA,
      FILLED,
      { ...FILLED, postalCode: '99999', birthDate: '31.02.1990', phone: 'abc' },
      { ...FILLED, firstName: 'E1', email: 'erika@', birthDate: '01.01.2020' },
      FILLED,
    ];
    for (const values of cases) expect(errorsOf(values)).toEqual(wholeStep(values));
  });
});
