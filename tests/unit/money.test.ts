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

  it('refuses fractional cents', () => {
    expect(() => formatEuro(39.9)).toThrow(TypeError);
  });
});
