import type { InputHTMLAttributes } from 'react';
import { PERSONAL_FIELD_LABELS as L, type PersonalField } from '../../domain/wizard-state';

/** Labels and helper texts of step 1 and the review card (spec §2 "Wizard step 1"). */
export const FIELD_LABELS: Record<PersonalField, { label: string; hint?: string; optional?: boolean }> = {
  firstName: { label: L.firstName },
  lastName: { label: L.lastName },
  birthName: {
    label: L.birthName,
    optional: true,
    hint: 'Nur ausfüllen, wenn dein Geburtsname von deinem aktuellen Nachnamen abweicht',
  },
  birthDate: { label: L.birthDate, hint: 'TT.MM.JJJJ' },
  birthPlace: { label: L.birthPlace },
  street: { label: L.street },
  houseNumber: { label: L.houseNumber },
  postalCode: { label: L.postalCode },
  city: { label: L.city },
  email: { label: L.email, hint: 'Für wichtige Rückfragen zu deinem Antrag' },
  phone: { label: L.phone, optional: true, hint: 'Falls wir Rückfragen haben' },
};

/** How each field's input behaves on a phone (keyboard, autofill), in step 1 and wherever the data is edited. */
export const INPUT_PROPS: Partial<Record<PersonalField, InputHTMLAttributes<HTMLInputElement>>> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  birthName: { autoComplete: 'off' },
  birthDate: { inputMode: 'numeric', autoComplete: 'bday', placeholder: 'TT.MM.JJJJ' },
  birthPlace: { autoComplete: 'off' },
  street: { autoComplete: 'address-line1' },
  houseNumber: { autoComplete: 'off' },
  postalCode: { inputMode: 'numeric', autoComplete: 'postal-code' },
  city: { autoComplete: 'address-level2' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
};
