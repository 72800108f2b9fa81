import { describe, expect, it } from 'vitest';
import { createOrderNumber, isOrderNumber } from '../../src/domain/order-number';

const NOW = new Date('2026-11-22T10:00:00.123Z');

/** A random source that hands out the given bytes in order and records each request. */
function scripted(bytes: number[]) {
  const requests: number[] = [];
  let next = 0;
  const source = (count: number) => {
    requests.push(count);
    const out = bytes.slice(next, next + count);
    next += count;
    return out;
  };
  return { source, requests };
}

describe('createOrderNumber', () => {
  it('is PK-{milliseconds}-{6 letters}', () => {
    const { source } = scripted([0, 1, 2, 23, 24, 25]);
    expect(createOrderNumber(NOW, source)).toBe('PK-1795341600123-ABCXYZ');
  });

  it('maps bytes to letters modulo 26 below 234', () => {
    const { source } = scripted([26, 52, 207, 208, 233, 25]);
    expect(createOrderNumber(NOW, source)).toBe('PK-1795341600123-AAZAZZ');
  });

  it('rejects bytes ≥ 234 and draws again for the missing letters only', () => {
    const { source, requests } = scripted([234, 0, 255, 1, 240, 2, /* second round */ 3, 250, 4, /* third */ 5]);
    expect(createOrderNumber(NOW, source)).toBe('PK-1795341600123-ABCDEF');
    expect(requests).toEqual([6, 3, 1]);
  });

  it('accepts a Uint8Array source', () => {
    expect(createOrderNumber(NOW, (n) => new Uint8Array(n).fill(7))).toBe('PK-1795341600123-HHHHHH');
  });

  it('gives up on a source that only returns rejected bytes instead of looping forever', () => {
    expect(() => createOrderNumber(NOW, (n) => new Array<number>(n).fill(255))).toThrow(/rejected/);
  });

  it.each([[[256]], [[-1]], [[1.5]]])('refuses a source that returns %j', (bad) => {
    expect(() => createOrderNumber(NOW, () => [...bad, 0, 0, 0, 0, 0])).toThrow(RangeError);
  });

  it('refuses an invalid date', () => {
    expect(() => createOrderNumber(new Date(Number.NaN), () => [0, 0, 0, 0, 0, 0])).toThrow(RangeError);
  });

  it('uses every letter A–Z and nothing else over many real draws', () => {
    const seen = new Set<string>();
    const source = (n: number) => crypto.getRandomValues(new Uint8Array(n));
    for (let i = 0; i < 500; i++) {
      const number = createOrderNumber(NOW, source);
      expect(isOrderNumber(number)).toBe(true);
      for (const letter of number.slice(-6)) seen.add(letter);
    }
    expect([...seen].sort().join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });
});

describe('isOrderNumber', () => {
  it.each([
    ['PK-1795341600123-ABCXYZ', true],
    ['PK-1-AAAAAA', true],
    ['ORD-1795341600123-ABCXYZ', false],
    ['PM-1795341600123-ABCXYZ', false],
    ['DEMO-1795341600123', false],
    ['PK-1795341600123-abcxyz', false],
    ['PK-1795341600123-ABCXY', false],
    ['PK-1795341600123-ABCXYZA', false],
    ['PK-1795341600123-ABC1YZ', false],
    ['PK--ABCXYZ', false],
    [' PK-1795341600123-ABCXYZ', false],
    ['PK-1795341600123-ABCXYZ\n', false],
    [42, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isOrderNumber(value)).toBe(expected);
  });
});
