// Shared by browser and Worker. Money is always integer cents; formatting is German.

import { onFirstUse } from './first-use';

const euro = onFirstUse(() => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }));

/** Formats integer cents as a German euro amount, e.g. 3990 → "39,90 €" (non-breaking space). */
export function formatEuro(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError('formatEuro expects integer cents');
  return euro().format(cents / 100);
}
