// How a personal-data input reacts to what is typed, without JSX: step 1,
// the review card's edit, the partner form and both correction forms mask their inputs with this.
import { formatBirthDateInput } from '../../domain/personal-data';
import type { PersonalField } from '../../domain/wizard-state';

// Names and places only: a street may have digits ("Straße des 17. Juni", Mannheim's "L 7").
const NO_DIGITS: readonly PersonalField[] = ['firstName', 'lastName', 'birthName', 'birthPlace', 'city'];

/** Applies the input behaviour: no digits in names and places, birth date dots, 5-digit postal code. */
export function maskInput(field: PersonalField, raw: string): string {
  if (NO_DIGITS.includes(field)) return raw.replace(/\p{Nd}/gu, '');
  if (field === 'birthDate') return formatBirthDateInput(raw);
  if (field === 'postalCode') return raw.replace(/\D/g, '').slice(0, 5);
  return raw;
}

/** Input types of a whole value put in at once (autofill, paste, a suggestion picked); none is typing. */
const WHOLE_VALUE_INPUT = new Set(['insertFromPaste', 'insertFromDrop', 'insertReplacementText', '']);

/**
 * True when an input event put in more than typing does: autofill (often without an inputType), paste,
 * a picked suggestion, or a change of more than one character at once.
 */
export function isWholeValueInput(previous: string, next: string, inputType: string | undefined): boolean {
  if (WHOLE_VALUE_INPUT.has(inputType ?? '')) return true;
  return Math.abs(next.length - previous.length) > 1;
}
