// The wizard's step in the address bar (src/islands/order-wizard/use-step-history.ts).
import { describe, expect, it } from 'vitest';
import { stepFromSearch, stepQuery } from '../../src/islands/order-wizard/use-step-history';

describe('stepFromSearch', () => {
  it.each([
    ['?schritt=1', 1],
    ['?schritt=3', 3],
    ['?utm_source=x&schritt=2', 2],
    ['', null],
    ['?schritt=0', null],
    ['?schritt=4', null],
    ['?schritt=2.5', null],
    ['?schritt=zwei', null],
  ])('%s → %s', (search, step) => {
    expect(stepFromSearch(search)).toBe(step);
  });

  it('reads back what stepQuery writes', () => {
    for (const step of [1, 2, 3] as const) expect(stepFromSearch(stepQuery(step))).toBe(step);
  });
});
