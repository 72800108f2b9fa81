// Shared by browser and Worker: how large a photo of an ID leaves the browser and how large it is printed.
// The browser scales and compresses each photo to this (src/lib/photo-prepare.ts); the application PDF prints
// an image at PRINT_DPI (functions/services/applications/pdf.ts), so the two agree on what "sharp" means.

/** An ID card (ID-1, ISO/IEC 7810): 85.6 × 54 mm. */
export const ID_CARD_MM = { width: 85.6, height: 54 } as const;

/** The resolution the ID copy is printed at: 300 dots per inch, what a copier makes of a card. */
export const PRINT_DPI = 300;

const MM_PER_INCH = 25.4;

/**
 * The long side a photo of an ID leaves the browser with, and its JPEG quality, in one choice:
 *
 * - We assume a phone photo of a card shows the card across at least two thirds of the photo's long side
 *   (the customer is asked to photograph the whole card, nothing cut off, and a card held at 15–20 cm
 *   fills 70–90 % of the frame; the photo check warns below 600 px on the short side).
 * - 1600 px on the long side then give the card at least 1067 px across its 85.6 mm: 317 dpi at its real
 *   size (356 dpi when it fills three quarters), above the 300 dpi a sharp copy needs (1011 px).
 * - JPEG quality 0.8 keeps the small print (1.2 mm letters are 15 px high) free of visible artefacts; a
 *   photo that would still exceed PHOTO_TARGET_BYTES (fine texture, sensor noise) is encoded once more at
 *   the quality estimated to fit, never below 0.5 (choosePhotoQuality), where print of that size is still
 *   as legible as at 0.8. Measured in Chromium: a card on a table 90–130 KB at 0.8; bench/wizard.mjs's
 *   4.4 MB photos with sensor noise 320 KB at 0.8, 218 KB at 0.65, 173 KB at 0.5.
 */
export const PHOTO_LONG_SIDE_PX = 1600;
export const PHOTO_QUALITY = 0.8;
export const PHOTO_MIN_QUALITY = 0.5;
/**
 * What one photo should weigh at most: two take ~3.3 s on a slow mobile uplink (0.75 Mbit/s), the
 * longest a customer waits at the order button (bench/wizard.mjs). A card on a table stays at 0.8.
 */
export const PHOTO_TARGET_BYTES = 150 * 1024;

/**
 * The browser never decodes more pixels than this (a 200 MP "high resolution" phone photo would take 800 MB
 * as RGBA): 50 MP covers the 48 and 50 MP modes of current phones. Read from the file's header before decoding.
 */
export const MAX_DECODE_PIXELS = 50_000_000;

/** The size a photo of `width` × `height` is sent at: its long side at most PHOTO_LONG_SIDE_PX, never enlarged. */
export function photoExportSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_LONG_SIDE_PX / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * How JPEG sizes fall with the quality, relative to PHOTO_QUALITY (0.8): measured on photos at 1600 px
 * in Chromium's encoder (0.7 → 76 %, 0.6 → 62 %, 0.5 → 52 % of the bytes at 0.8), highest quality first.
 */
const SIZE_AT_QUALITY: readonly (readonly [quality: number, share: number])[] = [
  [0.75, 0.86],
  [0.7, 0.76],
  [0.65, 0.69],
  [0.6, 0.62],
  [0.55, 0.57],
  [0.5, 0.52],
];

/**
 * The quality for a second encoding when the first, at PHOTO_QUALITY, gave `bytes`: null when it fits
 * PHOTO_TARGET_BYTES, else the highest quality expected to fit, at least PHOTO_MIN_QUALITY.
 */
export function choosePhotoQuality(bytes: number, target = PHOTO_TARGET_BYTES): number | null {
  if (bytes <= target) return null;
  const fitting = SIZE_AT_QUALITY.find(([, share]) => bytes * share <= target);
  return fitting ? fitting[0] : PHOTO_MIN_QUALITY;
}

/** Dots per inch of `pixels` printed across `mm` millimetres. */
export function dpiOf(pixels: number, mm: number): number {
  return (pixels * MM_PER_INCH) / mm;
}

/** Millimetres `pixels` take when printed at PRINT_DPI. */
export function printedMm(pixels: number): number {
  return (pixels * MM_PER_INCH) / PRINT_DPI;
}
