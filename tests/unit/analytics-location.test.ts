// What analytics may see of an address (src/lib/analytics.ts): never the proofs of an order.
import { describe, expect, it } from 'vitest';
import { analyticsLocation, analyticsReferrer } from '../../src/lib/analytics';

const ORIGIN = 'https://punktebrief.de';

describe('analyticsLocation', () => {
  it('drops the payment return’s session id and order number, the fragment’s token, and any unknown parameter', () => {
    expect(analyticsLocation(`${ORIGIN}/extended-wizard?session_id=cs_test_123&order_number=PK-1-ABCDEF`)).toBe(
      `${ORIGIN}/extended-wizard`,
    );
    expect(analyticsLocation(`${ORIGIN}/status#bestellung=PK-1-ABCDEF&token=geheim`)).toBe(`${ORIGIN}/status`);
    expect(analyticsLocation(`${ORIGIN}/zweite-person#bestellung=PK-1-ABCDEF&token=geheim`)).toBe(
      `${ORIGIN}/zweite-person`,
    );
    expect(analyticsLocation(`${ORIGIN}/success?order_number=PK-1-ABCDEF&token=x&statusToken=y`)).toBe(
      `${ORIGIN}/success`,
    );
  });

  it('keeps the wizard step and campaign tags', () => {
    expect(analyticsLocation(`${ORIGIN}/app?schritt=2&session_id=x&utm_source=news#top`)).toBe(
      `${ORIGIN}/app?schritt=2&utm_source=news`,
    );
  });

  it('gives nothing for something that is no URL', () => {
    expect(analyticsLocation('not a url')).toBe('');
  });
});

describe('analyticsReferrer', () => {
  it('cleans our own pages and reduces other sites to their origin', () => {
    expect(analyticsReferrer(`${ORIGIN}/extended-wizard?session_id=cs_1&order_number=PK-1-A`, ORIGIN)).toBe(
      `${ORIGIN}/extended-wizard`,
    );
    expect(analyticsReferrer('https://checkout.stripe.com/c/pay/cs_test_123#fid', ORIGIN)).toBe(
      'https://checkout.stripe.com/',
    );
    expect(analyticsReferrer('', ORIGIN)).toBe('');
  });
});
