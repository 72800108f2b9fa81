// The postal-code list: loaded once from /data/plz.json and cached; on failure the error
// is logged and only the format check applies. Place names for the city suggestion (185 KB) load only once
// the customer types a postal code (PersonalDataFields), at low priority: they never compete with the
// wizard's code.
import { postalCodeSet } from '../domain/personal-data';
import { staticJson } from './api';

let codes: Promise<ReadonlySet<string> | null> | null = null;
let places: Promise<Record<string, string[]>> | null = null;

export function loadPostalCodes(): Promise<ReadonlySet<string> | null> {
  codes ??= staticJson<string[]>('/data/plz.json')
    .then(postalCodeSet)
    .catch((error: unknown) => {
      console.error('Postleitzahlen konnten nicht geladen werden:', error);
      return null;
    });
  return codes;
}

/** Place names for a valid postal code, e.g. "50667" → ["Köln"]; [] when unknown or not loadable. */
export async function placesFor(code: string): Promise<string[]> {
  places ??= staticJson<Record<string, string[]>>('/data/plz-places.json', 'low').catch(() => ({}));
  return (await places)[code] ?? [];
}
