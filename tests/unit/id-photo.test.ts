// The size and quality a photo of an ID leaves the browser with (src/domain/id-photo.ts), and what that
// means on paper: the card at 300 dpi or more at its real size.
import { describe, expect, it } from 'vitest';
import {
  choosePhotoQuality,
  dpiOf,
  ID_CARD_MM,
  MAX_DECODE_PIXELS,
  PHOTO_LONG_SIDE_PX,
  PHOTO_MIN_QUALITY,
  PHOTO_QUALITY,
  PHOTO_TARGET_BYTES,
  photoExportSize,
  PRINT_DPI,
  printedMm,
} from '../../src/domain/id-photo';

describe('photoExportSize', () => {
  it.each([
    [
      [4032, 3024],
      [1600, 1200],
    ],
    [
      [3024, 4032],
      [1200, 1600],
    ],
    [
      [8064, 6048],
      [1600, 1200],
    ],
    [
      [4000, 1800],
      [1600, 720],
    ],
    [
      [1600, 1200],
      [1600, 1200],
    ],
    [
      [1200, 800],
      [1200, 800],
    ], // never enlarged
    [
      [1, 9000],
      [1, 1600],
    ], // never below one pixel
  ])('%j is sent at %j', ([width, height], expected) => {
    const size = photoExportSize(width!, height!);
    expect([size.width, size.height]).toEqual(expected);
  });
});

describe('the chosen long side prints the card sharp at its real size', () => {
  it('gives a card across two thirds of the long side 300 dpi or more at 85.6 mm', () => {
    const cardPixels = (PHOTO_LONG_SIDE_PX * 2) / 3;
    expect(dpiOf(cardPixels, ID_CARD_MM.width)).toBeGreaterThanOrEqual(PRINT_DPI);
    expect(Math.round(dpiOf(cardPixels, ID_CARD_MM.width))).toBe(317);
    expect(Math.round(dpiOf(PHOTO_LONG_SIDE_PX * 0.75, ID_CARD_MM.width))).toBe(356);
  });

  it('prints the whole photo at 300 dpi 135.5 mm wide, the card in it at its real size or larger', () => {
    expect(printedMm(PHOTO_LONG_SIDE_PX)).toBeCloseTo(135.47, 2);
    expect(printedMm((PHOTO_LONG_SIDE_PX * 2) / 3)).toBeGreaterThanOrEqual(ID_CARD_MM.width);
  });

  it('decodes at most 50 megapixels: a 48 MP phone photo yes, a 200 MP one no', () => {
    expect(8064 * 6048).toBeLessThanOrEqual(MAX_DECODE_PIXELS);
    expect(16320 * 12240).toBeGreaterThan(MAX_DECODE_PIXELS);
  });
});

describe('choosePhotoQuality', () => {
  it('keeps quality 0.8 when the photo fits 150 KB', () => {
    expect(PHOTO_QUALITY).toBe(0.8);
    expect(choosePhotoQuality(120 * 1024)).toBeNull();
    expect(choosePhotoQuality(PHOTO_TARGET_BYTES)).toBeNull();
  });

  it.each([
    [170, 0.75], // 170 × 0.86 = 146 KB
    [195, 0.7], // 195 × 0.76 = 148 KB
    [240, 0.6], // 240 × 0.62 = 149 KB
    [260, 0.55], // 260 × 0.57 = 148 KB
    [288, 0.5], // 288 × 0.52 = 150 KB
    [320, 0.5], // the bench's photo with sensor noise: 173 KB measured at 0.5, about the target
    [900, PHOTO_MIN_QUALITY], // never below 0.5, even when it does not fit
  ])('chooses, after %i KB at 0.8, quality %f for the second encoding', (kilobytes, quality) => {
    expect(choosePhotoQuality(kilobytes * 1024)).toBe(quality);
  });

  it('chooses the highest quality expected to fit 150 KB, never below the floor', () => {
    expect(PHOTO_TARGET_BYTES).toBe(150 * 1024);
    let previous = PHOTO_QUALITY;
    for (let kilobytes = 151; kilobytes <= 500; kilobytes++) {
      const quality = choosePhotoQuality(kilobytes * 1024)!;
      expect(quality).toBeGreaterThanOrEqual(PHOTO_MIN_QUALITY);
      expect(quality).toBeLessThanOrEqual(previous); // more bytes never get a higher quality
      previous = quality;
    }
  });
});
