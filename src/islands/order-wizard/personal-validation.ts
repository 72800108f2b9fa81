// Step 1 validated field by field while typing: a keystroke runs the schema of the field
// that changed, not the whole step's; the whole step's schema still decides on 'Weiter'. Pure, so the
// number of schema runs can be tested.
import * as v from 'valibot';
import type { PersonalDataSchema } from '../../domain/personal-data';
import { PERSONAL_FIELDS, type PersonalField, type PersonalValues } from '../../domain/wizard-state';

export type PersonalErrors = Partial<Record<PersonalField, string>>;

/**
 * The first message step 1's schema gives for one field's value, as the whole schema would report it
 * (the fields have no rules across each other), or undefined.
 */
export function personalFieldError(
  schema: PersonalDataSchema,
  field: PersonalField,
  value: string,
): string | undefined {
  const result = v.safeParse(schema.entries[field], value);
  return result.success ? undefined : result.issues[0].message;
}

/**
 * A function from step 1's values to their errors by field that remembers its last answer: only fields
 * whose value differs from the last call are validated again; unchanged values give the same object back.
 */
export function createPersonalErrors(
  validateField: (field: PersonalField, value: string) => string | undefined,
): (values: PersonalValues) => PersonalErrors {
  let last: PersonalValues | null = null;
  let errors: PersonalErrors = {};
  return (values) => {
    const changed = PERSONAL_FIELDS.filter((field) => last?.[field] !== values[field]);
    last = values;
    if (changed.length === 0) return errors;
    const next: PersonalErrors = { ...errors };
    for (const field of changed) {
      const message = validateField(field, values[field]);
      if (message) next[field] = message;
      else delete next[field];
    }
    errors = next;
    return errors;
  };
}
