import { describe, expect, it } from 'vitest';
import {
  dispatchDeadline,
  expectedPostingDay,
  isCutoff,
  isLaterCutoff,
  sameDayDispatchNote,
  shortGermanDay,
} from '../../src/domain/dispatch';

const CUTOFF = '14:00';

// [label, paid at (UTC), Basic, Basic + Express, Plus, Pro]
const CASES: [string, string, string, string, string, string][] = [
  ['Friday 13:59 (CET)', '2026-03-06T12:59:00Z', '2026-03-10', '2026-03-06', '2026-03-06', '2026-03-06'],
  ['Friday 14:01 (CET)', '2026-03-06T13:01:00Z', '2026-03-10', '2026-03-09', '2026-03-09', '2026-03-09'],
  [
    'Friday 23:30 UTC = Saturday in Germany',
    '2026-03-06T23:30:00Z',
    '2026-03-10',
    '2026-03-09',
    '2026-03-09',
    '2026-03-09',
  ],
  ['Saturday', '2026-03-07T09:00:00Z', '2026-03-10', '2026-03-09', '2026-03-09', '2026-03-09'],
  ['Sunday', '2026-03-08T09:00:00Z', '2026-03-10', '2026-03-09', '2026-03-09', '2026-03-09'],
  ['Karfreitag', '2026-04-03T08:00:00Z', '2026-04-08', '2026-04-07', '2026-04-07', '2026-04-07'],
  ['Fronleichnam', '2026-06-04T09:00:00Z', '2026-06-08', '2026-06-05', '2026-06-05', '2026-06-05'],
  [
    '24 December (a business day), morning',
    '2026-12-24T09:00:00Z',
    '2026-12-29',
    '2026-12-24',
    '2026-12-24',
    '2026-12-24',
  ],
  ['31 December, 13:00', '2026-12-31T12:00:00Z', '2027-01-05', '2026-12-31', '2026-12-31', '2026-12-31'],
  ['31 December, 15:00', '2026-12-31T14:00:00Z', '2027-01-05', '2027-01-04', '2027-01-04', '2027-01-04'],
  // Summer time started on Sunday 29 March 2026: 11:30 UTC is 13:30, 12:30 UTC is 14:30 in Germany.
  [
    'first Monday of summer time, 13:30',
    '2026-03-30T11:30:00Z',
    '2026-04-01',
    '2026-03-30',
    '2026-03-30',
    '2026-03-30',
  ],
  [
    'first Monday of summer time, 14:30',
    '2026-03-30T12:30:00Z',
    '2026-04-01',
    '2026-03-31',
    '2026-03-31',
    '2026-03-31',
  ],
  // Winter time from Sunday 25 October 2026: 12:30 UTC is 13:30, 13:30 UTC is 14:30 in Germany.
  [
    'first Monday of winter time, 13:30',
    '2026-10-26T12:30:00Z',
    '2026-10-28',
    '2026-10-26',
    '2026-10-26',
    '2026-10-26',
  ],
  [
    'first Monday of winter time, 14:30',
    '2026-10-26T13:30:00Z',
    '2026-10-28',
    '2026-10-27',
    '2026-10-27',
    '2026-10-27',
  ],
];

describe('dispatchDeadline (plan and extras, cut-off 14:00 German time, NRW business days)', () => {
  it.each(CASES)('paid %s', (_label, paidAt, basic, express, plus, pro) => {
    const at = new Date(paidAt);
    const deadline = (plan: 'basic' | 'plus' | 'pro', extras: ('express' | 'duo' | 'correction')[] = []) =>
      dispatchDeadline({ plan, extras, paidAt: at, cutoff: CUTOFF });
    expect(deadline('basic')).toBe(basic);
    expect(deadline('basic', ['duo', 'correction'])).toBe(basic);
    expect(deadline('basic', ['express'])).toBe(express);
    expect(deadline('plus')).toBe(plus);
    expect(deadline('pro')).toBe(pro);
  });

  it('follows the configured cut-off', () => {
    const friday1530 = new Date('2026-03-06T14:30:00Z');
    expect(dispatchDeadline({ plan: 'plus', extras: [], paidAt: friday1530, cutoff: '16:00' })).toBe('2026-03-06');
    expect(() => dispatchDeadline({ plan: 'plus', extras: [], paidAt: friday1530, cutoff: '4pm' })).toThrow(RangeError);
  });
});

describe('sameDayDispatchNote (what is true at that moment)', () => {
  it.each([
    ['Monday 10:00', '2026-11-23T09:00:00Z', 'Versand heute – bei Zahlung bis 14:00 Uhr'],
    ['Monday 15:00', '2026-11-23T14:00:00Z', 'Versand am nächsten Werktag (Di., 24.11.)'],
    ['Sunday', '2026-11-22T10:00:00Z', 'Versand am nächsten Werktag (Mo., 23.11.)'],
    ['Friday 14:30', '2026-11-27T13:30:00Z', 'Versand am nächsten Werktag (Mo., 30.11.)'],
  ])('%s', (_label, now, note) => {
    expect(sameDayDispatchNote(new Date(now), CUTOFF)).toBe(note);
  });

  it('names weekday and date briefly', () => {
    expect(shortGermanDay('2026-12-24')).toBe('Do., 24.12.');
  });
});

describe('expectedPostingDay (the print service’s own cut-off)', () => {
  it('is the hand-over day before the cut-off on a business day, else the next business day', () => {
    // Tuesday 24.11.2026, German time = UTC + 1.
    expect(expectedPostingDay(new Date('2026-11-24T12:59:00Z'), '14:00')).toBe('2026-11-24');
    expect(expectedPostingDay(new Date('2026-11-24T13:00:00Z'), '14:00')).toBe('2026-11-25');
    expect(expectedPostingDay(new Date('2026-11-24T13:00:00Z'), '16:30')).toBe('2026-11-24');
    // Friday after the cut-off: Monday.
    expect(expectedPostingDay(new Date('2026-11-27T15:00:00Z'), '14:00')).toBe('2026-11-30');
  });

  it('compares cut-offs as times of day and refuses malformed ones', () => {
    expect(isLaterCutoff('14:00', '13:30')).toBe(true);
    expect(isLaterCutoff('14:00', '14:00')).toBe(false);
    expect(isCutoff('9:00')).toBe(false);
    expect(isCutoff('24:00')).toBe(false);
    expect(isCutoff('15:45')).toBe(true);
  });
});
