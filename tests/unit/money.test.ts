import { describe, expect, it } from 'vitest';
import { formatEuro } from '../../src/domain/money';

describe('formatEuro', () => {
  it.each([
    [3990, '39,90\u00a0€'],
    [4990, '49,90\u00a0€'],
    [7990, '79,90\u00a0€'],
    [1990, '19,90\u00a0€'],
    [0, '0,00\u00a0€'],
    [123456, '1.234,56\u00a0€'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatEuro(cents)).toBe(text);
  });

  it('writes what Intl writes for German euros, from cents to millions, negative amounts too', () => {
    const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 100_001, 123_456_789, 100_000_000];
    for (const cents of [...amounts, ...amounts.map((a) => -a).filter((a) => a !== 0)]) {
      expect(formatEuro(cents), String(cents)).toBe(intl.format(cents / 100));
    }
  });

  it('refuses fractional cents', () => {
    expect(() => formatEuro(39.9)).toThrow(TypeError);
  });
});
