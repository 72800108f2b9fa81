import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, publicHolidaysNrw } from '../../src/domain/business-days';

describe('isBusinessDay (Mon–Fri without NRW public holidays)', () => {
  it.each([
    ['2026-04-02', true, 'Thursday before Easter'],
    ['2026-04-03', false, 'Karfreitag'],
    ['2026-04-04', false, 'Saturday'],
    ['2026-04-05', false, 'Easter Sunday'],
    ['2026-04-06', false, 'Ostermontag'],
    ['2026-04-07', true, 'Tuesday after Easter'],
    ['2026-05-01', false, 'Tag der Arbeit (Friday)'],
    ['2026-05-14', false, 'Christi Himmelfahrt'],
    ['2026-05-25', false, 'Pfingstmontag'],
    ['2026-06-04', false, 'Fronleichnam (a holiday in NRW)'],
    ['2026-06-05', true, 'Friday after Fronleichnam'],
    ['2025-10-31', true, 'Reformationstag is no holiday in NRW'],
    ['2026-11-18', true, 'Buß- und Bettag is no holiday in NRW'],
    ['2026-01-06', true, 'Heilige Drei Könige is no holiday in NRW'],
    ['2026-11-01', false, 'Allerheiligen 2026 (Sunday)'],
    ['2027-11-01', false, 'Allerheiligen 2027 (Monday)'],
    ['2027-11-02', true, 'Tuesday after Allerheiligen'],
    ['2026-12-24', true, 'Heiligabend is a business day'],
    ['2026-12-25', false, '1. Weihnachtstag'],
    ['2026-12-28', true, 'Monday after Christmas'],
    ['2026-12-31', true, 'Silvester is a business day'],
    ['2027-01-01', false, 'Neujahr'],
    ['2027-01-04', true, 'first Monday of 2027'],
  ])('%s → %s (%s)', (day, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });

  it('takes the German date of an instant', () => {
    // Thursday 2 April 2026, 23:30 in Germany (CEST) → still Thursday.
    expect(isBusinessDay(new Date('2026-04-02T21:30:00Z'))).toBe(true);
    // 22:30 UTC on Thursday is 00:30 on Karfreitag in Germany.
    expect(isBusinessDay(new Date('2026-04-02T22:30:00Z'))).toBe(false);
  });

  it('lists the NRW holidays of 2026', () => {
    expect([...publicHolidaysNrw(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-06-04',
      '2026-10-03',
      '2026-11-01',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('refuses something that is not a date', () => {
    expect(() => isBusinessDay('03.04.2026')).toThrow(RangeError);
    expect(() => isBusinessDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('addBusinessDays', () => {
  it.each([
    ['2026-04-02', 0, '2026-04-02', 'business day + 0 is the same day'],
    ['2026-04-03', 0, '2026-04-07', 'Karfreitag + 0 → Tuesday after Easter'],
    ['2026-04-04', 0, '2026-04-07', 'Easter Saturday + 0'],
    ['2026-04-02', 1, '2026-04-07', 'Thursday before Easter + 1'],
    ['2026-04-02', 2, '2026-04-08', 'Thursday before Easter + 2'],
    ['2026-04-01', 2, '2026-04-07', 'Wednesday before Easter + 2'],
    ['2026-06-03', 1, '2026-06-05', 'over Fronleichnam'],
    ['2026-06-03', 2, '2026-06-08', 'over Fronleichnam and a weekend'],
    ['2026-12-23', 1, '2026-12-24', 'to Heiligabend'],
    ['2026-12-23', 2, '2026-12-28', 'over Christmas'],
    ['2026-12-24', 2, '2026-12-29', 'from Heiligabend'],
    ['2026-12-31', 1, '2027-01-04', 'over New Year'],
    ['2026-12-30', 2, '2027-01-04', 'into the new year'],
    ['2027-10-29', 1, '2027-11-02', 'over a weekend and Allerheiligen'],
    ['2026-03-06', 1, '2026-03-09', 'Friday + 1'],
    ['2026-03-07', 1, '2026-03-09', 'Saturday + 1'],
    ['2026-03-08', 2, '2026-03-10', 'Sunday + 2'],
    ['2026-03-02', 5, '2026-03-09', 'a full week'],
    ['2026-03-27', 1, '2026-03-30', 'over the switch to summer time'],
  ])('%s + %i → %s (%s)', (day, n, expected) => {
    expect(addBusinessDays(day, n)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN])('refuses n = %s', (n) => {
    expect(() => addBusinessDays('2026-03-02', n)).toThrow(RangeError);
  });
});
