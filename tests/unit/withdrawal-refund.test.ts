import { describe, expect, it } from 'vitest';
import { priceOf } from '../../src/domain/pricing';
import type { ExtraId, PlanId } from '../../src/domain/catalog';
import { refundAfterPostingCents, withdrawalPeriodEnds } from '../../src/domain/withdrawal-refund';

const order = (plan: PlanId, extras: ExtraId[], secondPersonPosted = false) => ({
  plan,
  extras,
  totalCents: priceOf({ plan, extras }).totalCents,
  secondPersonPosted,
});

describe('a withdrawal after posting refunds the price less the value of what was performed', () => {
  it.each([
    // Nothing is owed after posting: the right has lapsed.
    ['Basic', order('basic', []), 0],
    ['Basic + Express (the same-day posting was the Express)', order('basic', ['express']), 0],
    // What is still owed comes back.
    ['Basic + Korrekturoption', order('basic', ['correction']), 1990],
    ['Basic + Express + Korrekturoption', order('basic', ['express', 'correction']), 1990],
    ['Basic + Duo+ before the second application', order('basic', ['duo']), 1990],
    ['Basic + Duo+ after it', order('basic', ['duo'], true), 0],
    ['Plus before the second application', order('plus', []), 1000],
    ['Plus after it', order('plus', [], true), 0],
    ['Pro before the second application', order('pro', []), 4000],
    ['Pro after it', order('pro', [], true), 2010],
  ])('%s → %i cents', (_label, posted, cents) => {
    expect(refundAfterPostingCents(posted)).toBe(cents);
  });

  it('never refunds more than was paid nor less than nothing', () => {
    for (const plan of ['basic', 'plus', 'pro'] as const)
      for (const secondPersonPosted of [false, true]) {
        const posted = order(plan, plan === 'basic' ? ['express', 'duo', 'correction'] : [], secondPersonPosted);
        const refund = refundAfterPostingCents(posted);
        expect(refund).toBeGreaterThanOrEqual(0);
        expect(refund).toBeLessThanOrEqual(posted.totalCents);
      }
  });
});

describe('the withdrawal period', () => {
  it('ends with the 14th day after the contract, German time', () => {
    // Ordered Tuesday 24.11.2026 at 23:30 German time: the period runs to the end of Tuesday 08.12.
    expect(withdrawalPeriodEnds(new Date('2026-11-24T22:30:00Z')).toISOString()).toBe('2026-12-08T23:00:00.000Z');
    // In summer time the day ends an hour earlier in UTC.
    expect(withdrawalPeriodEnds(new Date('2026-06-01T08:00:00Z')).toISOString()).toBe('2026-06-15T22:00:00.000Z');
  });
});
