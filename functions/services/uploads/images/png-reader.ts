// Reads a PNG without decoding it: its header, its chunks (each within the file, up to IEND) and its
// image data through the one bounded inflate (lib/bounded-inflate.ts). The upload check
// (uploads/inspection.ts) and the PDF embedding (pdf/png-image.ts) read with it, so a file the upload takes
// is one the application can print. We read PNGs ourselves: a full decoder would need the whole bitmap,
// more than a Worker's 128 MB for a phone photo.
//
// What the image data inflates to is bounded before anything is inflated, by the pixel format and by
// the file, not only by what the header promises:
// - the pixel format: the rows are exactly pngDataBytes (height × (1 + ceil(width × channels × bitDepth
//   / 8)), Adam7 seven such images); more is never inflated, and the upload refuses data of any other size;
// - the Worker: at most MAX_PNG_DATA_BYTES (the largest photo we take, as 8-bit RGBA);
// - the file: n bytes of zlib never inflate past 1032 × n, so a header promising more than its IDAT
//   chunks can hold describes an incomplete image.
//
// Only erasable TypeScript syntax, so Node can run it directly (bench/).
import { MAX_PNG_DATA_BYTES } from '../../../../src/domain/uploads.ts';
import { MAX_DEFLATE_RATIO, inflateAtMost } from '../../../lib/bounded-inflate.ts';
import { toBinaryString } from '../../../lib/encoding.ts';

/** A stored image this service cannot read (truncated, malformed or not what its header says). */
export class UnreadableImage extends Error {
  override name = 'UnreadableImage';
}

/** An image whose pixels need more than the Worker may spend on one picture. */
export class ImageTooLarge extends UnreadableImage {
  override name = 'ImageTooLarge';
}

export interface Png {
  width: number;
  height: number;
  bitDepth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA. */
  colorType: number;
  interlaced: boolean;
  palette: Uint8Array | null;
  transparency: Uint8Array | null;
  /** The IDAT chunks in order (views into the file, not copies): together one zlib stream of filtered rows. */
  parts: Uint8Array[];
}

/** Samples per pixel by colour type. */
export const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** The bit depths each colour type allows (PNG specification, 11.2.2). */
const BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Where each Adam7 pass starts and how far apart its pixels are: x, y, step in x, step in y. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * How many bytes the image data inflates to, as the pixel format demands: each row is a filter byte and
 * its packed samples. Adam7 stores seven smaller images one after another (an empty pass has no rows).
 */
export function pngDataBytes(png: Pick<Png, 'width' | 'height' | 'bitDepth' | 'colorType' | 'interlaced'>): number {
  const bitsPerPixel = CHANNELS[png.colorType]! * png.bitDepth;
  const image = (width: number, height: number) =>
    width > 0 && height > 0 ? height * (Math.ceil((width * bitsPerPixel) / 8) + 1) : 0;
  if (!png.interlaced) return image(png.width, png.height);
  return ADAM7.reduce(
    (sum, [x, y, dx, dy]) => sum + image(Math.ceil((png.width - x) / dx), Math.ceil((png.height - y) / dy)),
    0,
  );
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Reads a PNG's header and chunks, refusing before any inflating: anything that is not a PNG, a chunk
 * reaching past the end of the file, no image data, no IEND, a palette image without a palette (all
 * UnreadableImage), and image data beyond what the Worker or the file size allows (see the top).
 */
export function readPng(bytes: Uint8Array): Png {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = (at: number) => toBinaryString(bytes.subarray(at, at + 4));
  const isPng = SIGNATURE.every((b, i) => bytes[i] === b) && bytes.length >= 33 && type(12) === 'IHDR';
  if (!isPng || view.getUint32(8) !== 13) throw new UnreadableImage('Kein lesbares PNG.');
  const png: Png = {
    width: view.getUint32(16),
    height: view.getUint32(20),
    bitDepth: bytes[24]!,
    colorType: bytes[25]!,
    interlaced: bytes[28] === 1,
    palette: null,
    transparency: null,
    parts: [],
  };
  // Compression and filter method 0 are the only ones defined; interlace is 0 (none) or 1 (Adam7).
  const methodsKnown = bytes[26] === 0 && bytes[27] === 0 && bytes[28]! <= 1;
  if (!BIT_DEPTHS[png.colorType]?.includes(png.bitDepth) || png.width === 0 || png.height === 0 || !methodsKnown)
    throw new UnreadableImage('Kein lesbares PNG.');

  let dataBytes = 0;
  let ended = false;
  for (let at = 33; at < bytes.length && !ended;) {
    if (at + 12 > bytes.length) throw new UnreadableImage('PNG unvollständig.');
    const length = view.getUint32(at);
    if (at + 12 + length > bytes.length) throw new UnreadableImage('PNG unvollständig.');
    const body = bytes.subarray(at + 8, at + 8 + length);
    const name = type(at + 4);
    if (name === 'IDAT') {
      png.parts.push(body);
      dataBytes += length;
    } else if (name === 'PLTE') png.palette = body;
    else if (name === 'tRNS') png.transparency = body;
    else if (name === 'IEND') ended = true;
    at += 12 + length;
  }
  if (png.parts.length === 0) throw new UnreadableImage('PNG ohne Bilddaten.');
  if (!ended) throw new UnreadableImage('PNG unvollständig.');
  if (png.colorType === 3 && !png.palette) throw new UnreadableImage('PNG ohne Palette.');

  const promised = pngDataBytes(png);
  if (promised > MAX_PNG_DATA_BYTES) throw new ImageTooLarge('PNG-Bilddaten zu groß für den Druck.');
  if (promised > dataBytes * MAX_DEFLATE_RATIO) throw new UnreadableImage('PNG unvollständig.');
  return png;
}

/**
 * Inflates the image data and hands its first `limit` bytes to `onChunk`; returns how many came
 * (see inflateAtMost). Callers never ask for more than pngDataBytes + 1.
 */
export function inflatePngData(
  png: Png,
  limit: number,
  onChunk?: (chunk: Uint8Array) => void | Promise<void>,
): Promise<number> {
  return inflateAtMost(png.parts, limit, onChunk);
}

/** Whether the image data inflates to exactly the rows the header describes, found by asking one byte more. */
export async function hasExactData(png: Png): Promise<boolean> {
  const promised = pngDataBytes(png);
  return (await inflatePngData(png, promised + 1)) === promised;
}
