// The generated postal-code files (scripts/build-plz.mjs) against their source CSV.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkPostalCode, personalDataSchema, postalCodeSet } from '../../src/domain/personal-data';

const root = resolve(import.meta.dirname, '../..');
const codes = JSON.parse(readFileSync(resolve(root, 'public/data/plz.json'), 'utf8')) as string[];
const places = JSON.parse(readFileSync(resolve(root, 'public/data/plz-places.json'), 'utf8')) as Record<
  string,
  string[]
>;

describe('public/data/plz.json', () => {
  it('is a sorted list of distinct 5-digit codes', () => {
    expect(codes.every((c) => /^\d{5}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
  });

  it('holds every code of the GeoNames source (10,814 distinct codes, scripts/build-plz.mjs)', () => {
    expect(codes).toHaveLength(10_814);
    expect(codes[0]).toBe('01053');
    expect(codes.at(-1)).toBe('99998');
  });

  it('drives the postal code check', () => {
    const set = postalCodeSet(codes);
    expect(checkPostalCode('50667', set)).toBe('valid');
    expect(checkPostalCode('10115', set)).toBe('valid');
    expect(checkPostalCode('00000', set)).toBe('invalid');
    expect(checkPostalCode('99999', set)).toBe('invalid');
    const schema = personalDataSchema({ today: new Date('2026-11-22T10:00:00Z'), postalCodes: set });
    expect(
      v.safeParse(schema, { postalCode: '00000' }).issues?.find((i) => v.getDotPath(i) === 'postalCode')?.message,
    ).toBe('Ungültige deutsche PLZ');
  });
});

describe('public/data/plz-places.json', () => {
  it('has the same codes as plz.json', () => {
    // Object.keys lists integer-like keys ("10115") before the others ("01053"), so compare sorted.
    expect(Object.keys(places).sort()).toEqual(codes);
  });

  it('lists distinct, non-empty place names per code', () => {
    for (const names of Object.values(places)) {
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
      expect(names.every((n) => n.trim() === n && n !== '')).toBe(true);
    }
  });

  it.each([
    ['50667', ['Köln']],
    ['10115', ['Berlin']],
    ['99998', ['Körner', 'Mühlhausen/Thüringen']],
  ])('%s → %j', (code, expected) => {
    expect(places[code]).toEqual(expected);
  });

  it('keeps quoted names that contain a comma in one piece', () => {
    expect(places['01156']).toContain('Dresden Gompitz, Gompitz');
    expect(places['01156']).not.toContain('Gompitz');
  });
});
