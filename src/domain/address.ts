/**
 * Street and house number as browsers autofill them: `address-line1` is one line ("Hauptstraße 12a"),
 * while the wizard asks for street and house number in two fields. On autofill or paste the
 * trailing house number is split off into its own field; the street keeps digits of its own
 * ("Straße des 17. Juni 5" → "Straße des 17. Juni" and "5").
 */

/** A house number at the end of the line: "12", "12a", "12 a", "12-14", "12 - 14", "12/1", "12a-b". */
const TRAILING_NUMBER = /^(.*?\p{L}.*?)[\s,]*(\p{Nd}+(?:\s?\p{L})?(?:\s*[-/]\s*(?:\p{Nd}+(?:\s?\p{L})?|\p{L}))?)\s*$/u;

export interface StreetAndNumber {
  street: string;
  houseNumber: string;
}

/** A street ending in a lone letter: the number after it is part of the name ("L 7", "An der B 27"). */
const LONE_LETTER_AT_END = /(?:^|[\s.-])\p{L}$/u;

/**
 * Splits "Hauptstraße 12a" into street "Hauptstraße" and house number "12a", and "L 7 3-5" into "L 7"
 * and "3-5"; null when the line does not end in a house number, nothing street-like stays before it,
 * or the number belongs to the street ("L 7", "An der B 27": a Mannheim square or a road's name). The
 * house number loses inner spaces ("12 a" → "12a", "12 - 14" → "12-14"); the street keeps its own
 * spelling, trimmed.
 */
export function splitStreetAndNumber(line: string): StreetAndNumber | null {
  const match = TRAILING_NUMBER.exec(line.trim());
  if (!match) return null;
  const street = match[1]!.trim();
  if (LONE_LETTER_AT_END.test(street)) return null;
  return { street, houseNumber: match[2]!.replace(/\s+/g, '') };
}
