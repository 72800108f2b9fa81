import { describe, expect, it } from 'vitest';
import { splitStreetAndNumber } from '../../src/domain/address';

describe('splitStreetAndNumber', () => {
  it.each([
    ['Hauptstraße 12', 'Hauptstraße', '12'],
    ['Hauptstraße 12a', 'Hauptstraße', '12a'],
    ['Hauptstraße 12 a', 'Hauptstraße', '12a'],
    ['Hauptstraße 12A', 'Hauptstraße', '12A'],
    ['Hauptstraße 12-14', 'Hauptstraße', '12-14'],
    ['Hauptstraße 12 - 14', 'Hauptstraße', '12-14'],
    ['Hauptstraße 12/1', 'Hauptstraße', '12/1'],
    ['Am Alten Markt 3', 'Am Alten Markt', '3'],
    ['Str. des 17. Juni 5', 'Str. des 17. Juni', '5'],
    ['Straße des 18. Oktober 12', 'Straße des 18. Oktober', '12'],
    ['L 7 3-5', 'L 7', '3-5'],
    ['Q 6 12 a', 'Q 6', '12a'],
    ['An der B 27 4', 'An der B 27', '4'],
    ['Hauptstr.12', 'Hauptstr.', '12'],
    ['Hauptstraße, 12', 'Hauptstraße', '12'],
    ['  Hauptstraße 12  ', 'Hauptstraße', '12'],
    ['Rue de l’Église 7', 'Rue de l’Église', '7'],
  ])('%s → %s / %s', (line, street, houseNumber) => {
    const result = splitStreetAndNumber(line);
    expect(result).toEqual(street === null ? null : { street, houseNumber });
  });

  it.each([
    'Hauptstraße',
    '12',
    '12a',
    '',
    'Hauptstraße 12 Hinterhaus',
    // The number is the street's own: a Mannheim square, a federal road.
    'L 7',
    'An der B 27',
  ])('no split for %j', (line) => {
    expect(splitStreetAndNumber(line)).toBeNull();
  });
});
