import { describe, expect, it } from 'vitest';
import {
  addDays,
  berlinDateOf,
  berlinIsoDate,
  compareDates,
  formatIsoDate,
  isValidCalendarDate,
  parseGermanDate,
  parseIsoDate,
  weekdayOf,
} from '../../src/domain/dates';

describe('calendar dates', () => {
  it.each([
    [2024, 2, 29, true],
    [2026, 2, 29, false],
    [2000, 2, 29, true],
    [2100, 2, 29, false],
    [2026, 4, 31, false],
    [2026, 12, 31, true],
    [2026, 13, 1, false],
    [2026, 0, 1, false],
    [2026, 1, 0, false],
  ])('isValidCalendarDate(%i, %i, %i) → %s', (year, month, day, expected) => {
    expect(isValidCalendarDate(year, month, day)).toBe(expected);
  });

  it.each([
    ['15.03.2008', { year: 2008, month: 3, day: 15 }],
    ['31.04.2008', null],
    ['5.3.2008', null],
    ['15.03.2008 ', null],
  ])('parseGermanDate(%j) → %o', (text, expected) => {
    expect(parseGermanDate(text)).toEqual(expected);
  });

  it.each([
    ['2026-04-03', { year: 2026, month: 4, day: 3 }],
    ['2026-02-29', null],
    ['2026-4-3', null],
  ])('parseIsoDate(%j) → %o', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });

  it('formats with zero padding', () => {
    expect(formatIsoDate({ year: 2027, month: 1, day: 4 })).toBe('2027-01-04');
  });

  it.each([
    [{ year: 2026, month: 12, day: 31 }, 1, '2027-01-01'],
    [{ year: 2024, month: 2, day: 28 }, 1, '2024-02-29'],
    [{ year: 2026, month: 3, day: 28 }, 2, '2026-03-30'],
    [{ year: 2026, month: 3, day: 1 }, -1, '2026-02-28'],
  ])('addDays(%o, %i) → %s', (date, n, expected) => {
    expect(formatIsoDate(addDays(date, n))).toBe(expected);
  });

  it.each([
    ['2026-04-03', 5],
    ['2026-04-05', 0],
    ['2026-11-22', 0],
    ['2027-11-01', 1],
  ])('weekdayOf(%s) → %i', (text, weekday) => {
    expect(weekdayOf(parseIsoDate(text)!)).toBe(weekday);
  });

  it('orders dates', () => {
    expect(compareDates({ year: 2026, month: 1, day: 2 }, { year: 2025, month: 12, day: 31 })).toBeGreaterThan(0);
    expect(compareDates({ year: 2026, month: 1, day: 2 }, { year: 2026, month: 1, day: 2 })).toBe(0);
    expect(compareDates({ year: 2026, month: 1, day: 2 }, { year: 2026, month: 2, day: 1 })).toBeLessThan(0);
  });

  it.each([
    ['2026-03-06T22:59:00Z', '2026-03-06'],
    ['2026-03-06T23:00:00Z', '2026-03-07'],
    ['2026-07-01T21:59:00Z', '2026-07-01'],
    ['2026-07-01T22:00:00Z', '2026-07-02'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
  ])('the German date of %s is %s (CET and CEST)', (instant, expected) => {
    expect(formatIsoDate(berlinDateOf(new Date(instant)))).toBe(expected);
  });

  it('refuses an invalid instant', () => {
    expect(() => berlinDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('berlinIsoDate', () => {
  it('gives the German calendar day, not the UTC one', () => {
    expect(berlinIsoDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(berlinIsoDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(berlinIsoDate(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
  });
});
