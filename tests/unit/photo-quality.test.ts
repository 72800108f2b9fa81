import { describe, expect, it } from 'vitest';
import {
  MAX_MEAN_BRIGHTNESS,
  MEASURE_LONG_SIDE_PX,
  MIN_LAPLACIAN_VARIANCE,
  MIN_MEAN_BRIGHTNESS,
  MIN_SHORT_SIDE_PX,
  PHOTO_PROBLEM_MESSAGES,
  measurePhoto,
  measureSize,
  photoProblem,
  type PixelImage,
} from '../../src/lib/photo-quality';

// Sample images made here, as RGBA pixels like the browser's ImageData.

/** A black-and-white checkerboard: nothing but sharp edges, like printed text. */
function checkerboard(width: number, height: number, square = 16, dark = 0, light = 255): PixelImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = (Math.floor(x / square) + Math.floor(y / square)) % 2 ? light : dark;
      data.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** The image box-blurred with a (2·radius+1)² box, edges clamped: a photo out of focus. */
function boxBlur(image: PixelImage, radius: number): PixelImage {
  const { width, height, data } = image;
  const pass = (source: ArrayLike<number>, dx: number, dy: number) => {
    const out = new Uint8ClampedArray(source.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (let channel = 0; channel < 4; channel++) {
          let sum = 0;
          for (let k = -radius; k <= radius; k++) {
            const sx = Math.min(width - 1, Math.max(0, x + k * dx));
            const sy = Math.min(height - 1, Math.max(0, y + k * dy));
            sum += source[(sy * width + sx) * 4 + channel]!;
          }
          out[(y * width + x) * 4 + channel] = sum / (2 * radius + 1);
        }
      }
    }
    return out;
  };
  return { width, height, data: pass(pass(data, 1, 0), 0, 1) };
}

describe('photo quality measures', () => {
  const sharp = checkerboard(800, 600);

  it('passes a sharp, evenly lit photo of sufficient size', () => {
    const measures = measurePhoto(sharp);
    expect(measures.shortSide).toBe(600);
    expect(measures.meanBrightness).toBeCloseTo(127.5, 0);
    expect(measures.laplacianVariance).toBeGreaterThan(10 * MIN_LAPLACIAN_VARIANCE);
    expect(photoProblem(measures)).toBeNull();
  });

  it('finds the same image blurry once it is box-blurred', () => {
    const measures = measurePhoto(boxBlur(sharp, 6));
    expect(measures.meanBrightness).toBeCloseTo(127.5, 0);
    expect(measures.laplacianVariance).toBeLessThan(MIN_LAPLACIAN_VARIANCE);
    expect(photoProblem(measures)).toBe('blurry');
  });

  it('finds a dark photo too dark, and a washed-out one too bright, before judging sharpness', () => {
    const dark = measurePhoto(checkerboard(800, 600, 16, 10, 60));
    expect(dark.meanBrightness).toBeLessThan(MIN_MEAN_BRIGHTNESS);
    expect(photoProblem(dark)).toBe('dark');
    const bright = measurePhoto(checkerboard(800, 600, 16, 215, 255));
    expect(bright.meanBrightness).toBeGreaterThan(MAX_MEAN_BRIGHTNESS);
    expect(photoProblem(bright)).toBe('bright');
  });

  it('finds a tiny photo too small, however sharp it is', () => {
    const tiny = measurePhoto(checkerboard(320, 200, 8));
    expect(tiny.laplacianVariance).toBeGreaterThan(MIN_LAPLACIAN_VARIANCE);
    expect(photoProblem(tiny)).toBe('small');
    expect(photoProblem(measurePhoto(checkerboard(900, MIN_SHORT_SIDE_PX - 1)))).toBe('small');
  });

  it('judges the size by the original photo when the pixels were downscaled', () => {
    const downscaled = checkerboard(500, 375);
    expect(photoProblem(measurePhoto(downscaled))).toBe('small');
    expect(photoProblem(measurePhoto(downscaled, { width: 4000, height: 3000 }))).toBeNull();
  });

  it('measures at most MEASURE_LONG_SIDE_PX on the longest side and never enlarges', () => {
    expect(measureSize(4000, 3000)).toEqual({ width: MEASURE_LONG_SIDE_PX, height: 750 });
    expect(measureSize(3000, 4000)).toEqual({ width: 750, height: MEASURE_LONG_SIDE_PX });
    expect(measureSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('says what is wrong in plain German', () => {
    expect(PHOTO_PROBLEM_MESSAGES.blurry).toBe('Das Foto ist unscharf – bitte noch einmal aufnehmen');
    expect(PHOTO_PROBLEM_MESSAGES.dark).toBe('Das Foto ist zu dunkel – bitte bei mehr Licht noch einmal aufnehmen');
    expect(PHOTO_PROBLEM_MESSAGES.small).toBe('Das Foto ist sehr klein – bitte den Ausweis formatfüllend aufnehmen');
  });
});
