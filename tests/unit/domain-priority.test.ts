import { describe, expect, it } from 'vitest';
import {
  customerLetterWaitEnds,
  PRO_PRIORITY_HOURS,
  proPriorityDeadline,
  proPriorityText,
} from '../../src/domain/priority';

const CUTOFF = '14:00';

// Winter time (UTC+1) unless said otherwise. [label, paid at (UTC), hand over by (UTC)]
const CASES: [string, string, string][] = [
  ['Monday 10:00', '2026-11-30T09:00:00Z', '2026-11-30T11:00:00Z'],
  ['Monday 13:59:59 (the last second in time)', '2026-11-30T12:59:59Z', '2026-11-30T14:59:59Z'],
  ['Monday 14:00:00 → Tuesday from 9:00', '2026-11-30T13:00:00Z', '2026-12-01T10:00:00Z'],
  ['Monday 7:30 → from the opening at 9:00', '2026-11-30T06:30:00Z', '2026-11-30T10:00:00Z'],
  ['Saturday → Monday from 9:00', '2026-11-28T10:00:00Z', '2026-11-30T10:00:00Z'],
  ['Sunday evening → Monday from 9:00', '2026-11-29T20:00:00Z', '2026-11-30T10:00:00Z'],
  ['1. Weihnachtstag → Monday 28th from 9:00', '2026-12-25T09:00:00Z', '2026-12-28T10:00:00Z'],
  ['Monday 10:00 summer time', '2026-06-01T08:00:00Z', '2026-06-01T10:00:00Z'],
];

describe('proPriorityDeadline', () => {
  it.each(CASES)('%s', (_, paidAt, deadline) => {
    expect(proPriorityDeadline(new Date(paidAt), CUTOFF)?.toISOString()).toBe(new Date(deadline).toISOString());
  });

  it('is two hours', () => {
    expect(PRO_PRIORITY_HOURS).toBe(2);
  });

  it('uses the site cut-off 14:00 when none is given, and has no deadline for an invalid instant', () => {
    expect(proPriorityDeadline(new Date('2026-11-30T12:59:59Z'))?.toISOString()).toBe('2026-11-30T14:59:59.000Z');
    expect(proPriorityDeadline(new Date('2026-11-30T13:00:00Z'))?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(proPriorityDeadline(new Date('kaputt'))).toBeNull();
  });
});

describe('proPriorityText', () => {
  const deadline = new Date('2026-11-30T11:00:00Z');
  it.each([
    ['2026-11-30T09:25:00Z', 'Pro: noch 1 Std. 35 Min.'],
    ['2026-11-30T10:59:30Z', 'Pro: noch weniger als 1 Min.'],
    ['2026-11-30T11:00:00Z', 'Pro: überfällig'],
    ['2026-11-30T13:00:00Z', 'Pro: überfällig'],
  ])('at %s: %s', (now, text) => {
    expect(proPriorityText(deadline, new Date(now))).toBe(text);
  });
});

describe('customerLetterWaitEnds: how long the letter waits for the second person', () => {
  it.each([
    // Summer: the deadline morning (10:00 UTC) is 12:00 German time, after a 9:00 payment's 11:00.
    ['pro', '2026-06-16T07:00:00Z', '2026-06-16', '2026-06-16T08:45:00.000Z'],
    ['plus', '2026-06-16T07:00:00Z', '2026-06-16', '2026-06-16T10:00:00.000Z'],
    // Winter: 11:00 German time is 10:00 UTC; Pro still stops 15 minutes before its deadline.
    ['pro', '2026-11-24T08:00:00Z', '2026-11-24', '2026-11-24T09:45:00.000Z'],
    ['plus', '2026-11-24T08:00:00Z', '2026-11-24', '2026-11-24T10:00:00.000Z'],
    // Paid after the cut-off: the next business day's 11:00 German time, less the margin.
    ['pro', '2026-11-24T15:00:00Z', '2026-11-25', '2026-11-25T09:45:00.000Z'],
  ] as const)('%s paid at %s (deadline %s): until %s', (plan, paidAt, dispatchDeadline, until) => {
    const waitEnds = customerLetterWaitEnds({ plan, paidAt, dispatchDeadline }, '14:15');
    expect(waitEnds.toISOString()).toBe(until);
    if (plan === 'pro') expect(waitEnds < proPriorityDeadline(new Date(paidAt))!).toBe(true);
  });
});
