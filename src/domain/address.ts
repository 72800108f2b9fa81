/**
 * Street and house number as browsers autofill them: `address-line1` is one line ("Hauptstraße 12a"),
 * while the wizard asks for street and house number in two fields (spec §5) and keeps digits out of the
 * street. On autofill or paste the trailing house number is split off instead of being stripped.
 */

/** A house number at the end of the line: "12", "12a", "12 a", "12-14", "12 - 14", "12/1", "12a-b". */
const TRAILING_NUMBER = /^(.*?\p{L}.*?)[\s,]*(\p{Nd}+(?:\s?\p{L})?(?:\s*[-/]\s*(?:\p{Nd}+(?:\s?\p{L})?|\p{L}))?)\s*$/u;

export interface StreetAndNumber {
  street: string;
  houseNumber: string;
}

/**
 * Splits "Hauptstraße 12a" into street "Hauptstraße" and house number "12a"; null when the line does not
 * end in a house number or nothing street-like stays before it. The house number loses inner spaces
 * ("12 a" → "12a", "12 - 14" → "12-14"); the street keeps its own spelling, trimmed.
 */
export function splitStreetAndNumber(line: string): StreetAndNumber | null {
  const match = TRAILING_NUMBER.exec(line.trim());
  if (!match) return null;
  const street = match[1]!.trim();
  // A street that still contains a digit ("Straße 1 12") is not split: the split would be a guess.
  if (/\p{Nd}/u.test(street)) return null;
  return { street, houseNumber: match[2]!.replace(/\s+/g, '') };
}
