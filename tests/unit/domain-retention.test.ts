import { describe, expect, it } from 'vitest';
import { retainedFrom, retentionEndsAt } from '../../src/domain/retention';

describe('retentionEndsAt: years from the end of the calendar year (German time)', () => {
  it.each([
    ['an invoice of 15.03.2026, 8 years', '2026-03-15T10:00:00Z', 8, '2035-01-01T00:00:00+01:00'],
    ['an invoice of 31.12.2016, 10 years', '2016-12-31T12:00:00Z', 10, '2027-01-01T00:00:00+01:00'],
    ['31.12. 23:30 German time still counts for that year', '2016-12-31T22:30:00Z', 10, '2027-01-01T00:00:00+01:00'],
    [
      '1.1. 00:30 German time (still 31.12. in UTC) counts for the new year',
      '2016-12-31T23:30:00Z',
      10,
      '2028-01-01T00:00:00+01:00',
    ],
    ['order data of 02.01.2026, 6 years', '2026-01-02T09:00:00Z', 6, '2033-01-01T00:00:00+01:00'],
  ])('%s', (_, createdAt, years, endsAt) => {
    expect(retentionEndsAt(new Date(createdAt), years).toISOString()).toBe(new Date(endsAt).toISOString());
  });

  it('agrees with retainedFrom: due exactly when made before the instant retainedFrom gives', () => {
    const instants = [
      '2016-12-31T22:59:59.999Z',
      '2016-12-31T23:00:00.000Z',
      '2017-06-30T12:00:00.000Z',
      '2020-02-29T10:00:00.000Z',
      '2026-12-31T23:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      '2036-12-31T22:59:59.999Z',
      '2036-12-31T23:00:00.000Z',
      '2037-07-01T00:00:00.000Z',
    ].map((s) => new Date(s));
    for (const years of [6, 10])
      for (const createdAt of instants)
        for (const now of instants)
          expect(
            retentionEndsAt(createdAt, years) <= now,
            `${createdAt.toISOString()} at ${now.toISOString()}, ${years}`,
          ).toBe(createdAt < retainedFrom(now, years));
  });
});
