import { describe, expect, it } from 'vitest';
import { isWholeOrderLink, orderLinkFragment } from '../../src/domain/order-link';
import { readOrderLink } from '../../src/lib/order-link';

describe('the fragment of a link mailed for an order', () => {
  it('reads back what the Worker writes into the mail', () => {
    const fragment = orderLinkFragment('PK-1767225600000-ABCDEF', 'aB3_-xYz');
    expect(fragment).toBe('#bestellung=PK-1767225600000-ABCDEF&token=aB3_-xYz');
    const link = readOrderLink(fragment);
    expect(link).toEqual({ orderNumber: 'PK-1767225600000-ABCDEF', token: 'aB3_-xYz' });
    expect(isWholeOrderLink(link)).toBe(true);
  });

  it('keeps characters a URL would change intact both ways', () => {
    expect(readOrderLink(orderLinkFragment('PK 1&x=y', 'a+b/c='))).toEqual({
      orderNumber: 'PK 1&x=y',
      token: 'a+b/c=',
    });
  });

  it('leaves out blank or missing parts, trims the others, and is whole only with both', () => {
    expect(readOrderLink('#bestellung=%20PK-1-ABCDEF%20&token=%20')).toEqual({ orderNumber: 'PK-1-ABCDEF' });
    expect(readOrderLink('#token=abc')).toEqual({ token: 'abc' });
    expect(readOrderLink('')).toEqual({});
    expect(isWholeOrderLink(readOrderLink('#bestellung=PK-1-ABCDEF'))).toBe(false);
    expect(isWholeOrderLink(readOrderLink('#bestellung=PK-1-ABCDEF&token=%20'))).toBe(false);
  });
});
