import { describe, expect, it } from 'vitest';
import { isBusinessDay } from '../../src/domain/business-days';
import { EXTRAS, planById } from '../../src/domain/catalog';
import { addDays, berlinDateOf, formatIsoDate } from '../../src/domain/dates';
import {
  EXPRESS_NEXT_DAY_NAME,
  dispatchDeadline,
  expectedPostingDay,
  extraNameAt,
  isCutoff,
  isOverdue,
  minutesBetweenCutoffs,
  secondPersonWaitEnds,
  sameDayDispatchNote,
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

/** Business days after the payment day (German date) up to and including `deadline`. */
function businessDaysAfterPaymentDay(paidAt: Date, deadline: string): number {
  let day = berlinDateOf(paidAt);
  let count = 0;
  while (formatIsoDate(day) < deadline) {
    day = addDays(day, 1);
    if (isBusinessDay(formatIsoDate(day))) count++;
  }
  return count;
}

describe('Basic: "Versand an das KBA innerhalb von 2 Werktagen" is the deadline the back office counts', () => {
  const card = planById('basic').features.find((line) => line.includes('Werktagen'))!;
  const promised = Number(/innerhalb von (\d+) Werktagen/.exec(card)![1]);

  it.each([
    ['Monday 09:00', '2026-11-23T08:00:00Z', '2026-11-25'],
    ['Friday 13:59', '2026-11-27T12:59:00Z', '2026-12-01'],
    ['Saturday', '2026-11-28T10:00:00Z', '2026-12-01'],
    ['Thursday before Karfreitag and Ostermontag', '2026-04-02T08:00:00Z', '2026-04-08'],
    ['23 December, before Christmas', '2026-12-23T09:00:00Z', '2026-12-28'],
  ])('paid %s', (_label, paidAt, deadline) => {
    const at = new Date(paidAt);
    expect(dispatchDeadline({ plan: 'basic', extras: [], paidAt: at, cutoff: CUTOFF })).toBe(deadline);
    // The card's number is the number of business days after the payment day, and the deadline is one.
    expect(businessDaysAfterPaymentDay(at, deadline)).toBe(promised);
    expect(isBusinessDay(deadline)).toBe(true);
  });
});

describe('the cut-off is the first second too late: 13:59:59 is in time, 14:00:00 is not', () => {
  it.each([
    ['winter time, 13:59:59', '2026-11-24T12:59:59Z', '2026-11-24'],
    ['winter time, 13:59:59.999', '2026-11-24T12:59:59.999Z', '2026-11-24'],
    ['winter time, 14:00:00', '2026-11-24T13:00:00Z', '2026-11-25'],
    ['summer time, 13:59:59', '2026-06-02T11:59:59Z', '2026-06-02'],
    ['summer time, 14:00:00', '2026-06-02T12:00:00Z', '2026-06-03'],
  ])('%s', (_label, paidAt, day) => {
    const at = new Date(paidAt);
    expect(dispatchDeadline({ plan: 'plus', extras: [], paidAt: at, cutoff: CUTOFF })).toBe(day);
    expect(dispatchDeadline({ plan: 'basic', extras: ['express'], paidAt: at, cutoff: CUTOFF })).toBe(day);
  });

  it('says "heute" up to 13:59:59 and the next business day from 14:00:00', () => {
    expect(sameDayDispatchNote(new Date('2026-11-24T12:59:59Z'), CUTOFF)).toBe(
      'Versand heute – bei Zahlung bis 14:00 Uhr',
    );
    expect(sameDayDispatchNote(new Date('2026-11-24T13:00:00Z'), CUTOFF)).toBe(
      'Versand am nächsten Werktag (Mi., 25.11.)',
    );
  });

  it('keeps the print service’s own cut-off exclusive (a letter handed over at it goes the next day)', () => {
    expect(expectedPostingDay(new Date('2026-11-24T12:59:59Z'), '14:00')).toBe('2026-11-24');
    expect(expectedPostingDay(new Date('2026-11-24T13:00:00Z'), '14:00')).toBe('2026-11-25');
  });
});

describe('extraNameAt (the Express extra’s name before ordering)', () => {
  const express = EXTRAS.find((e) => e.id === 'express')!;
  const duo = EXTRAS.find((e) => e.id === 'duo')!;

  it.each([
    ['a business day, 10:00', '2026-11-24T09:00:00Z', 'Express heute'],
    ['a business day, 13:59:59', '2026-11-24T12:59:59Z', 'Express heute'],
    ['a business day, 14:00:00', '2026-11-24T13:00:00Z', EXPRESS_NEXT_DAY_NAME],
    ['Saturday morning', '2026-11-28T09:00:00Z', EXPRESS_NEXT_DAY_NAME],
    ['Sunday', '2026-11-29T09:00:00Z', EXPRESS_NEXT_DAY_NAME],
    ['Karfreitag morning', '2026-04-03T08:00:00Z', EXPRESS_NEXT_DAY_NAME],
  ])('%s', (_label, now, name) => {
    expect(express.name).toBe('Express heute');
    expect(extraNameAt(express, new Date(now), CUTOFF)).toBe(name);
  });

  it('leaves the other extras’ names alone', () => {
    expect(extraNameAt(duo, new Date('2026-11-28T09:00:00Z'), CUTOFF)).toBe(duo.name);
    expect(EXPRESS_NEXT_DAY_NAME).toBe('Express (nächster Werktag)');
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
    expect(minutesBetweenCutoffs('14:00', '14:15')).toBe(15);
    expect(minutesBetweenCutoffs('14:00', '14:00')).toBe(0);
    expect(minutesBetweenCutoffs('14:00', '13:30')).toBe(-30);
    expect(isCutoff('9:00')).toBe(false);
    expect(isCutoff('24:00')).toBe(false);
    expect(isCutoff('15:45')).toBe(true);
  });
});

describe('secondPersonWaitEnds: a waiting letter is released in time for the print service', () => {
  it.each([
    // Late morning (10:00 UTC) when the print service takes letters until the afternoon.
    ['winter, print service until 14:15', '2026-11-24', '14:15', '2026-11-24T10:00:00.000Z'],
    ['summer, print service until 16:00', '2026-06-16', '16:00', '2026-06-16T10:00:00.000Z'],
    // Half an hour before an early cut-off: 11:00 German time in winter is 10:00 UTC, in summer 09:00 UTC.
    ['winter, print service until 11:00', '2026-11-24', '11:00', '2026-11-24T09:30:00.000Z'],
    ['summer, print service until 11:00', '2026-06-16', '11:00', '2026-06-16T08:30:00.000Z'],
  ])('%s', (_label, deadline, cutoff, until) => {
    const release = secondPersonWaitEnds(deadline, cutoff);
    expect(release.toISOString()).toBe(until);
    expect(expectedPostingDay(release, cutoff)).toBe(deadline);
  });
});

describe('overdue', () => {
  it('is a dispatch deadline before today, never one today or later, nor none', () => {
    expect(isOverdue({ dispatchDeadline: '2026-11-23' }, '2026-11-24')).toBe(true);
    expect(isOverdue({ dispatchDeadline: '2026-11-24' }, '2026-11-24')).toBe(false);
    expect(isOverdue({ dispatchDeadline: '2026-11-25' }, '2026-11-24')).toBe(false);
    expect(isOverdue({ dispatchDeadline: null }, '2026-11-24')).toBe(false);
  });
});
