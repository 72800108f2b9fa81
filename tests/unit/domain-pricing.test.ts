import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ExtraId, PlanId } from '../../src/domain/catalog';
import {
  ExtraSelectionSchema,
  PlanIdSchema,
  includedExtras,
  normalizeExtras,
  priceOf,
  requiresSecondPerson,
  vatOf,
  visibleExtras,
} from '../../src/domain/pricing';

/** All 8 subsets of the three extras, in catalog order. */
const SUBSETS: ExtraId[][] = [
  [],
  ['express'],
  ['duo'],
  ['correction'],
  ['express', 'duo'],
  ['express', 'correction'],
  ['duo', 'correction'],
  ['express', 'duo', 'correction'],
];

describe('priceOf (package + selected extras)', () => {
  it.each([
    [[], 3990],
    [['express'], 5980],
    [['duo'], 5980],
    [['correction'], 5980],
    [['express', 'duo'], 7970],
    [['express', 'correction'], 7970],
    [['duo', 'correction'], 7970],
    [['express', 'duo', 'correction'], 9960],
  ] as [ExtraId[], number][])('Basic + %j = %i cents', (extras, total) => {
    const price = priceOf({ plan: 'basic', extras });
    expect(price.totalCents).toBe(total);
    expect(price.lines.map((l) => [l.kind, l.id, l.priceCents])).toEqual([
      ['plan', 'basic', 3990],
      ...extras.map((id) => ['extra', id, 1990]),
    ]);
  });

  it.each(SUBSETS.flatMap((extras) => [['plus', extras, 4990] as const, ['pro', extras, 7990] as const]))(
    '%s + %j = %i cents (its included extras cost nothing)',
    (plan, extras, total) => {
      const price = priceOf({ plan, extras });
      expect(price.totalCents).toBe(total);
      expect(price.lines).toEqual([
        { kind: 'plan', id: plan, name: plan === 'plus' ? 'Plus' : 'Pro', priceCents: total },
      ]);
    },
  );

  it('counts a duplicated extra once and lists extras in catalog order', () => {
    const price = priceOf({ plan: 'basic', extras: ['correction', 'express', 'correction'] });
    expect(price.totalCents).toBe(7970);
    expect(price.lines.map((l) => l.id)).toEqual(['basic', 'express', 'correction']);
  });

  it('names the lines as the catalog does', () => {
    expect(priceOf({ plan: 'basic', extras: ['express', 'duo', 'correction'] }).lines.map((l) => l.name)).toEqual([
      'Basic',
      'Express heute',
      'Duo+ – zweite Person',
      'Korrekturoption',
    ]);
  });
});

describe('extras per package', () => {
  it.each([
    ['basic', ['express', 'duo', 'correction'], []],
    ['plus', [], ['express', 'duo', 'correction']],
    ['pro', [], ['express', 'duo', 'correction']],
  ] as [PlanId, ExtraId[], ExtraId[]][])('%s: visible %j, included %j', (plan, visible, included) => {
    expect(visibleExtras(plan).map((e) => e.id)).toEqual(visible);
    expect(includedExtras(plan).map((e) => e.id)).toEqual(included);
  });

  it.each([
    ['basic', ['correction', 'express', 'express'], ['express', 'correction']],
    ['basic', [], []],
    ['plus', ['express', 'duo'], []],
    ['pro', ['correction'], []],
  ] as [PlanId, ExtraId[], ExtraId[]][])('normalizeExtras(%s, %j) → %j', (plan, extras, normalized) => {
    expect(normalizeExtras(plan, extras)).toEqual(normalized);
  });
});

describe('vatOf (19 % included in gross prices)', () => {
  it.each([
    [3990, 3353, 637],
    [4990, 4193, 797],
    [7990, 6714, 1276],
    [1990, 1672, 318],
    [9960, 8370, 1590],
    [119, 100, 19],
    [1, 1, 0],
    [0, 0, 0],
  ])('%i gross → %i net + %i VAT', (gross, net, vat) => {
    expect(vatOf(gross)).toEqual({ netCents: net, vatCents: vat });
  });

  it('takes another rate', () => {
    expect(vatOf(1070, 7)).toEqual({ netCents: 1000, vatCents: 70 });
  });

  it('net and VAT always add up to the gross amount', () => {
    for (let gross = 0; gross <= 20_000; gross += 7) {
      const { netCents, vatCents } = vatOf(gross);
      expect(netCents + vatCents).toBe(gross);
      expect(Math.abs(netCents * 1.19 - gross)).toBeLessThanOrEqual(0.6);
    }
  });

  it('refuses fractional cents', () => {
    expect(() => vatOf(39.9)).toThrow(TypeError);
  });
});

describe('requiresSecondPerson', () => {
  it.each([
    ['basic', [], false],
    ['basic', ['express', 'correction'], false],
    ['basic', ['duo'], true],
    ['plus', [], true],
    ['pro', [], true],
  ] as [PlanId, ExtraId[], boolean][])('%s + %j → %s', (plan, extras, expected) => {
    expect(requiresSecondPerson({ plan, extras })).toBe(expected);
  });
});

describe('selection schemas', () => {
  it('accepts the three plans and refuses anything else with the German message', () => {
    for (const plan of ['basic', 'plus', 'pro']) expect(v.parse(PlanIdSchema, plan)).toBe(plan);
    for (const plan of ['', 'premium', undefined, null]) {
      const result = v.safeParse(PlanIdSchema, plan);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe('Bitte wähle ein Paket.');
    }
  });

  it('accepts known extras only', () => {
    expect(v.parse(ExtraSelectionSchema, ['duo', 'express'])).toEqual(['duo', 'express']);
    expect(v.safeParse(ExtraSelectionSchema, ['duo', 'gift']).issues?.[0]?.message).toBe('Unbekanntes Extra');
    expect(v.safeParse(ExtraSelectionSchema, 'duo').issues?.[0]?.message).toBe('Ungültige Auswahl der Extras');
  });
});
