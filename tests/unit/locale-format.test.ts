import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPrice } from '../../src/domain/locale-format';

describe('prices and dates in the customer language', () => {
  it('writes English euro amounts as Intl does for en-GB, German ones as before', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
    for (const cents of [0, 1, 99, 3990, 123_456, 100_000_000, -4990]) {
      expect(formatPrice(cents, 'en'), String(cents)).toBe(intl.format(cents / 100));
    }
    expect(formatPrice(3990, 'de')).toBe('39,90\u00a0€');
  });

  it('writes dates with the month spelled out in English, in German time', () => {
    expect(formatDate('2026-11-26', 'en')).toBe('26 November 2026');
    expect(formatDate('2026-11-26', 'de')).toBe('26.11.2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
    // 23:30 UTC on 31 December is already New Year in Berlin.
    expect(formatDateTime('2026-12-31T23:30:00Z', 'en')).toBe('1 January 2027, 00:30 (German time)');
    expect(formatDateTime('2026-12-31T23:30:00Z', 'de')).toBe('01.01.2027, 00:30 Uhr');
  });
});
