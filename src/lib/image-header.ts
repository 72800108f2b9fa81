// A photo's size as the browser will show it, read from the first bytes of the file without decoding it:
// the frame header of a JPEG (SOF) with its EXIF orientation, or a PNG's IHDR. The photo step needs it before
// decoding, to decode at the size it sends (createImageBitmap's resizeWidth and resizeHeight) and to refuse what would take too much
// memory (MAX_DECODE_PIXELS). Pure, so tests/unit/image-header.test.ts runs it in Node; the Worker keeps its
// own, stricter readers (functions/services/uploads/images/) for the bytes it stores.

/** Enough of the file for the header: EXIF (≤ 64 KB) and other APPn segments come before the frame header. */
export const HEADER_BYTES = 256 * 1024;

export interface ImageHeader {
  /** Width and height as displayed, after the EXIF orientation. */
  width: number;
  height: number;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;

/** EXIF orientations 5–8 turn the image by 90°: width and height swap. */
const turnsSideways = (orientation: number) => orientation >= 5 && orientation <= 8;

/** The orientation tag (0x0112) of an EXIF APP1 payload starting at `at` ("Exif\0\0" + TIFF), or 1. */
function exifOrientation(bytes: Uint8Array, at: number, end: number): number {
  if (String.fromCharCode(...bytes.subarray(at, at + 4)) !== 'Exif') return 1;
  const tiff = at + 6;
  const little = bytes[tiff] === 0x49; // "II" little-endian, "MM" big-endian
  const read16 = (p: number) => (little ? bytes[p]! | (bytes[p + 1]! << 8) : u16(bytes, p));
  const read32 = (p: number) =>
    little
      ? (bytes[p]! | (bytes[p + 1]! << 8) | (bytes[p + 2]! << 16) | (bytes[p + 3]! << 24)) >>> 0
      : ((bytes[p]! << 24) | (bytes[p + 1]! << 16) | (bytes[p + 2]! << 8) | bytes[p + 3]!) >>> 0;
  const ifd = tiff + read32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const entries = read16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (read16(entry) === 0x0112) return read16(entry + 8);
  }
  return 1;
}

function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  let orientation = 1;
  for (let at = 2; at + 4 <= bytes.length;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // a fill byte before the marker
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = u16(bytes, at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      const height = u16(bytes, at + 5);
      const width = u16(bytes, at + 7);
      if (!width || !height) return null;
      return turnsSideways(orientation) ? { width: height, height: width } : { width, height };
    }
    if (marker === 0xda || marker === 0xd9) return null; // a scan before any frame header
    if (marker === 0xe1) orientation = exifOrientation(bytes, at + 4, Math.min(bytes.length, at + 2 + length));
    at += 2 + length;
  }
  return null;
}

function pngHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const read32 = (at: number) =>
    ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
  const width = read32(16);
  const height = read32(20);
  return width && height ? { width, height } : null;
}

/** The displayed size of a JPEG or PNG from its first bytes (HEADER_BYTES suffice), or null when not readable. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegHeader(bytes);
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return pngHeader(bytes);
  return null;
}
