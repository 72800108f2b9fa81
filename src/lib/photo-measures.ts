// Is a photo of an ID good enough to be read by the authority? A blurry, dark or cut-off photo is
// the most common reason an application comes back, so the browser checks the photo
// before it is uploaded and warns; the customer may keep it anyway. Pure: it works on ImageData-like
// pixels, so it runs the same in the browser, in the photo worker (without the message catalogue) and in
// the unit tests (tests/unit/photo-quality.test.ts). The messages are src/lib/photo-quality.ts; the browser
// part (decoding, downscaling and compressing a File once) is src/lib/photo-prepare.ts.

/** RGBA pixels, row by row, as in the DOM's ImageData. */
export interface PixelImage {
  width: number;
  height: number;
  data: ArrayLike<number>;
}

export type PhotoProblem = 'small' | 'dark' | 'bright' | 'blurry';

/**
 * The longest side the sharpness and brightness are measured at. The browser downscales to this
 * before measuring, so a 12 MP photo takes milliseconds and every photo is judged at the same scale
 * (the sharpness measure grows with resolution).
 */
export const MEASURE_LONG_SIDE_PX = 1000;

/**
 * Below this shorter side (in the original photo) the ID's small print cannot be read: a card that
 * fills a 600 px high photo gets about 11 pixels per millimetre, enough for its 2 mm letters.
 * Smaller photos are usually screenshots, thumbnails sent by a messenger or a crop of part of the card.
 */
export const MIN_SHORT_SIDE_PX = 600;

/** Mean grey value (0–255) below which the text drowns in the dark: a photo taken in a dim room. */
export const MIN_MEAN_BRIGHTNESS = 60;

/** Mean grey value above which the card is washed out: flash glare or a photo against a window. */
export const MAX_MEAN_BRIGHTNESS = 225;

/**
 * The variance of the Laplacian (on the grey image at MEASURE_LONG_SIDE_PX) below which a photo
 * counts as blurry. Sharp edges and letters give a strongly varying second derivative, blur flattens
 * it. 100 is the usual starting point for 8-bit photos at about this size (Pech-Pacheco et al. 2000,
 * the common OpenCV recipe); sharp ID photos measure far above it, camera shake and a missed focus
 * fall below. Calibrate on real rejected photos when we have them.
 */
export const MIN_LAPLACIAN_VARIANCE = 100;

export interface PhotoMeasures {
  /** Shorter side of the original photo, in pixels. */
  shortSide: number;
  /** Mean grey value, 0 (black) to 255 (white). */
  meanBrightness: number;
  /** Variance of the 4-neighbour Laplacian of the grey image. */
  laplacianVariance: number;
}

/** Grey value of one pixel (ITU-R BT.601 luma, the weighting the eye uses for brightness). */
function grey(data: ArrayLike<number>, offset: number): number {
  return 0.299 * data[offset]! + 0.587 * data[offset + 1]! + 0.114 * data[offset + 2]!;
}

function greyImage({ width, height, data }: PixelImage): Float32Array {
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = grey(data, i * 4);
  return out;
}

/** Variance of the Laplacian [0 1 0; 1 −4 1; 0 1 0] over the pixels that have four neighbours. */
function laplacianVariance(grey: Float32Array, width: number, height: number): number {
  let count = 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = grey[i - width]! + grey[i + width]! + grey[i - 1]! + grey[i + 1]! - 4 * grey[i]!;
      count++;
      sum += value;
      sumOfSquares += value * value;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return sumOfSquares / count - mean * mean;
}

/**
 * Measures a photo. `image` is the (downscaled) pixels; `original` the photo's real size when the
 * pixels were downscaled, since only the original tells whether the photo is too small.
 */
export function measurePhoto(image: PixelImage, original: { width: number; height: number } = image): PhotoMeasures {
  const grey = greyImage(image);
  let total = 0;
  for (const value of grey) total += value;
  return {
    shortSide: Math.min(original.width, original.height),
    meanBrightness: grey.length ? total / grey.length : 0,
    laplacianVariance: laplacianVariance(grey, image.width, image.height),
  };
}

/**
 * The first problem a photo has, or null when it looks fine. Size first (a tiny photo's other
 * measures mean little), then light (a dark photo also looks blurry), then sharpness.
 */
export function photoProblem(measures: PhotoMeasures): PhotoProblem | null {
  if (measures.shortSide < MIN_SHORT_SIDE_PX) return 'small';
  if (measures.meanBrightness < MIN_MEAN_BRIGHTNESS) return 'dark';
  if (measures.meanBrightness > MAX_MEAN_BRIGHTNESS) return 'bright';
  if (measures.laplacianVariance < MIN_LAPLACIAN_VARIANCE) return 'blurry';
  return null;
}

/** The size a photo is measured at: its longest side at most MEASURE_LONG_SIDE_PX, never enlarged. */
export function measureSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MEASURE_LONG_SIDE_PX / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
