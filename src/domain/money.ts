// Shared by browser and Worker. Money is always integer cents; formatting is German.

/**
 * Formats integer cents as a German euro amount, e.g. 3990 → "39,90 €" (non-breaking space), 123456 →
 * "1.234,56 €": what Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }) writes
 * (tests/unit/money.test.ts compares the two), by hand, because the first Intl formatter a page builds
 * loads ICU's locale data (≈ 15 ms of a phone's main thread, bench/RESULTS.md) and every page that shows a
 * price would pay it on its first render.
 */
export function formatEuro(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError('formatEuro expects integer cents');
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${cents < 0 ? '-' : ''}${grouped},${fraction}\u00a0€`;
}
