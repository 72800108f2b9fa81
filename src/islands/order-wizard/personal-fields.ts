import type { PersonalField } from '../../domain/wizard-state';

/** Labels and helper texts of step 1 and the review card (spec §2 "Wizard step 1"). */
export const FIELD_LABELS: Record<PersonalField, { label: string; hint?: string; optional?: boolean }> = {
  firstName: { label: 'Vorname' },
  lastName: { label: 'Nachname' },
  birthName: {
    label: 'Geburtsname',
    optional: true,
    hint: 'Nur ausfüllen, wenn dein Geburtsname von deinem aktuellen Nachnamen abweicht',
  },
  birthDate: { label: 'Geburtsdatum', hint: 'TT.MM.JJJJ' },
  birthPlace: { label: 'Geburtsort' },
  street: { label: 'Straße' },
  houseNumber: { label: 'Hausnummer' },
  postalCode: { label: 'Postleitzahl' },
  city: { label: 'Ort' },
  email: { label: 'E-Mail-Adresse', hint: 'Für wichtige Rückfragen zu deinem Antrag' },
  phone: { label: 'Telefonnummer', optional: true, hint: 'Falls wir Rückfragen haben' },
};
