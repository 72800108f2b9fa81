import type { InputHTMLAttributes } from 'react';
import type { Locale } from '../../domain/locales';
import { MESSAGES } from '../../domain/ui-messages';
import { personalFieldLabelsIn, type PersonalField } from '../../domain/wizard-state';

export interface FieldLabel {
  label: string;
  hint?: string;
  optional?: boolean;
}

/** Labels and helper texts of step 1 and the review card, in `locale`. */
export function fieldLabelsIn(locale: Locale): Record<PersonalField, FieldLabel> {
  const L = personalFieldLabelsIn(locale);
  const m = MESSAGES[locale];
  return {
    firstName: { label: L.firstName },
    lastName: { label: L.lastName },
    birthName: { label: L.birthName, optional: true, hint: m['wizard.hint.birthName'] },
    birthDate: { label: L.birthDate, hint: m['wizard.hint.birthDate'] },
    birthPlace: { label: L.birthPlace },
    street: { label: L.street },
    houseNumber: { label: L.houseNumber },
    postalCode: { label: L.postalCode },
    city: { label: L.city },
    email: { label: L.email, hint: m['wizard.hint.email'] },
    phone: { label: L.phone, optional: true, hint: m['wizard.hint.phone'] },
  };
}

/** Labels and helper texts of step 1 and the review card, in German (the back office names fields with them). */
export const FIELD_LABELS: Record<PersonalField, FieldLabel> = fieldLabelsIn('de');

/**
 * How each field's input behaves on a phone (keyboard, autofill), in step 1 and wherever the data is
 * edited; the birth date's placeholder in `locale`.
 */
export function inputPropsIn(locale: Locale): Partial<Record<PersonalField, InputHTMLAttributes<HTMLInputElement>>> {
  return {
    firstName: { autoComplete: 'given-name' },
    lastName: { autoComplete: 'family-name' },
    birthName: { autoComplete: 'off' },
    birthDate: { inputMode: 'numeric', autoComplete: 'bday', placeholder: MESSAGES[locale]['wizard.hint.birthDate'] },
    birthPlace: { autoComplete: 'off' },
    street: { autoComplete: 'address-line1' },
    houseNumber: { autoComplete: 'off' },
    postalCode: { inputMode: 'numeric', autoComplete: 'postal-code' },
    city: { autoComplete: 'address-level2' },
    email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
    phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  };
}
