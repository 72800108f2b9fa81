// PNGs into a PDF without ever holding the decoded bitmap (a Worker isolate has 128 MB). pdf-lib's embedPng
// decodes the whole image to RGBA and splits it into colour and alpha: a 24 MP photo needs ~300 MB that way.
//
// - Opaque, non-interlaced PNGs (grey, RGB, palette) go in as they are: PDF's FlateDecode with the
//   PNG predictor (Predictor 15) reads a PNG's IDAT data directly, so nothing is decoded at all.
// - PNGs with transparency (alpha channel or tRNS) are decoded row by row and laid on white (the
//   paper is white), each row recompressed at once: memory is two rows plus the compressed output.
// - Interlaced PNGs need the whole bitmap; they are left to pdf-lib (the upload caps them at 4 MP).
//
// The file is read by uploads/images/png-reader.ts, which refuses a PNG whose image data could exceed its pixel
// format, the Worker's cap or what its size can hold before inflating anything; the decoder then stops
// after the last row, and an interlaced PNG is checked before pdf-lib inflates it whole. JPEGs go in as
// they are, described by uploads/images/jpeg-reader.ts (the reader the upload used, not pdf-lib's).
//
// Only erasable TypeScript syntax, so Node can run it directly (bench/).
import {
  concatTransformationMatrix,
  drawObject,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { toHex } from '../../lib/encoding.ts';
import { readJpeg } from '../uploads/images/jpeg-reader.ts';
import {
  CHANNELS,
  hasExactData,
  inflatePngData,
  pngDataBytes,
  readPng,
  UnreadableImage,
  type Png,
} from '../uploads/images/png-reader.ts';

/** An image placed into a PDF: its size in pixels and how to draw it into a box on a page. */
export interface PlacedImage {
  width: number;
  height: number;
  draw(page: PDFPage, box: { x: number; y: number; width: number; height: number }): void;
}

/** The IDAT data as one array (a PDF stream is one piece); no copy when the PNG has a single IDAT chunk. */
function joined(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const data = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    data.set(part, offset);
    offset += part.length;
  }
  return data;
}

/** Draws the image XObject `ref` into a box (PDF images are drawn into the unit square, scaled). */
function placed(ref: PDFRef, width: number, height: number): PlacedImage {
  return {
    width,
    height,
    draw(page, box) {
      const name = page.node.newXObject('Image', ref);
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(box.width, 0, 0, box.height, box.x, box.y),
        drawObject(name),
        popGraphicsState(),
      );
    },
  };
}

/** The PNG's own data as an image XObject, decoded by the PDF reader with the PNG predictor. */
function passThrough(pdf: PDFDocument, png: Png): PDFRef {
  const colors = png.colorType === 2 ? 3 : 1;
  const colorSpace =
    png.colorType === 3
      ? ['Indexed', 'DeviceRGB', png.palette!.length / 3 - 1, PDFHexString.of(toHex(png.palette!))]
      : colors === 3
        ? 'DeviceRGB'
        : 'DeviceGray';
  const stream = pdf.context.stream(joined(png.parts), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: png.width,
    Height: png.height,
    BitsPerComponent: png.bitDepth,
    ColorSpace: colorSpace,
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: colors, BitsPerComponent: png.bitDepth, Columns: png.width },
  });
  return pdf.context.register(stream);
}

/** Reverses a PNG row filter in place (`prior` is the row above, zeros for the first). */
function unfilter(kind: number, row: Uint8Array, prior: Uint8Array, bpp: number): void {
  const n = row.length;
  if (kind === 1) for (let i = bpp; i < n; i++) row[i] = row[i]! + row[i - bpp]!;
  else if (kind === 2) for (let i = 0; i < n; i++) row[i] = row[i]! + prior[i]!;
  else if (kind === 3)
    for (let i = 0; i < n; i++) row[i] = row[i]! + (((i >= bpp ? row[i - bpp]! : 0) + prior[i]!) >> 1);
  else if (kind === 4)
    for (let i = 0; i < n; i++) {
      const a = i >= bpp ? row[i - bpp]! : 0;
      const b = prior[i]!;
      const c = i >= bpp ? prior[i - bpp]! : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      row[i] = row[i]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
    }
  else if (kind !== 0) throw new UnreadableImage('PNG mit unbekanntem Zeilenfilter.');
}

/** `c` seen through alpha `a` on white paper. */
const onWhite = (c: number, a: number) => ((c * a + 255 * (255 - a) + 127) / 255) | 0;

/**
 * Turns one unfiltered row into opaque 8-bit grey or RGB on white. Samples of 16 bits keep their
 * high byte; grey below 8 bits is scaled up; tRNS marks one colour (grey, RGB) or palette alphas.
 */
function rowConverter(png: Png): (row: Uint8Array, out: Uint8Array) => void {
  const { width, bitDepth, colorType, palette, transparency } = png;
  const channels = CHANNELS[colorType]!;
  const wide = bitDepth === 16;
  const raw = (row: Uint8Array, index: number): number => {
    if (wide) return (row[index * 2]! << 8) | row[index * 2 + 1]!;
    if (bitDepth === 8) return row[index]!;
    const bit = index * bitDepth;
    return (row[bit >> 3]! >> (8 - bitDepth - (bit & 7))) & ((1 << bitDepth) - 1);
  };
  const to8 = (value: number) => (wide ? value >> 8 : bitDepth === 8 ? value : (value * 255) / ((1 << bitDepth) - 1));
  const key = (i: number) => (transparency ? (transparency[i * 2]! << 8) | transparency[i * 2 + 1]! : -1);
  return (row, out) => {
    for (let x = 0; x < width; x++) {
      const s = x * channels;
      if (colorType === 0) out[x] = raw(row, s) === key(0) ? 255 : to8(raw(row, s));
      else if (colorType === 4) out[x] = onWhite(to8(raw(row, s)), to8(raw(row, s + 1)));
      else if (colorType === 3) {
        const index = raw(row, s);
        const alpha = transparency && index < transparency.length ? transparency[index]! : 255;
        for (let c = 0; c < 3; c++) out[x * 3 + c] = onWhite(palette ? (palette[index * 3 + c] ?? 0) : 0, alpha);
      } else {
        const [r, g, b] = [raw(row, s), raw(row, s + 1), raw(row, s + 2)];
        const alpha = colorType === 6 ? to8(raw(row, s + 3)) : r === key(0) && g === key(1) && b === key(2) ? 0 : 255;
        out[x * 3] = onWhite(to8(r), alpha);
        out[x * 3 + 1] = onWhite(to8(g), alpha);
        out[x * 3 + 2] = onWhite(to8(b), alpha);
      }
    }
  };
}

/** Collects what a stream's readable side produces into one array. */
async function collect(readable: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(readable).arrayBuffer());
}

/** Output rows are handed to the compressor in batches of about this many bytes. */
const BATCH_BYTES = 256 * 1024;

/** Decodes the PNG row by row onto white and recompresses it as 8-bit grey or RGB; returns the XObject. */
async function flattened(pdf: PDFDocument, png: Png): Promise<PDFRef> {
  const channels = CHANNELS[png.colorType]!;
  const grey = png.colorType === 0 || png.colorType === 4;
  const rowBytes = Math.ceil((png.width * channels * png.bitDepth) / 8);
  const bpp = Math.max(1, (channels * png.bitDepth) >> 3);
  const outBytes = png.width * (grey ? 1 : 3);
  const convert = rowConverter(png);

  const deflater = new CompressionStream('deflate');
  const output = collect(deflater.readable);
  const writer = deflater.writable.getWriter();
  let batch = new Uint8Array(Math.max(outBytes, Math.floor(BATCH_BYTES / outBytes) * outBytes));
  let filled = 0;

  let prior = new Uint8Array(rowBytes);
  let row = new Uint8Array(rowBytes);
  let filter = -1; // the current row's filter byte, -1 until read
  let at = 0; // bytes of the current row read
  let rows = 0;
  const take = async (chunk: Uint8Array) => {
    for (let i = 0; i < chunk.length && rows < png.height;) {
      if (filter < 0) {
        filter = chunk[i++]!;
        continue;
      }
      const n = Math.min(rowBytes - at, chunk.length - i);
      row.set(chunk.subarray(i, i + n), at);
      at += n;
      i += n;
      if (at < rowBytes) continue;
      unfilter(filter, row, prior, bpp);
      convert(row, batch.subarray(filled, filled + outBytes));
      filled += outBytes;
      if (filled + outBytes > batch.length) {
        await writer.write(batch.subarray(0, filled));
        batch = new Uint8Array(batch.length);
        filled = 0;
      }
      [prior, row] = [row, prior];
      filter = -1;
      at = 0;
      rows++;
    }
  };

  // The promised bytes are exactly the rows: the decoder stops after the last one.
  await inflatePngData(png, pngDataBytes(png), take);
  if (rows < png.height) throw new UnreadableImage('PNG unvollständig.');
  if (filled > 0) await writer.write(batch.subarray(0, filled));
  await writer.close();

  const stream = pdf.context.stream(await output, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: png.width,
    Height: png.height,
    BitsPerComponent: 8,
    ColorSpace: grey ? 'DeviceGray' : 'DeviceRGB',
    Filter: 'FlateDecode',
  });
  return pdf.context.register(stream);
}

/** Embeds a PNG without decoding it whole (see the top of this file). */
export async function embedPng(pdf: PDFDocument, bytes: Uint8Array): Promise<PlacedImage> {
  const png = readPng(bytes);
  if (png.interlaced) {
    // pdf-lib inflates the data whole, however far it goes: a bomb stored before the upload check is refused.
    if (!(await hasExactData(png))) throw new UnreadableImage('PNG-Bilddaten passen nicht zum Kopf.');
    const image = await pdf.embedPng(bytes);
    return { width: image.width, height: image.height, draw: (page, box) => page.drawImage(image, box) };
  }
  const opaque = png.colorType === 0 || png.colorType === 2 || png.colorType === 3;
  const ref = opaque && !png.transparency ? passThrough(pdf, png) : await flattened(pdf, png);
  return placed(ref, png.width, png.height);
}

/** PDF colour spaces by a JPEG's number of components. */
const JPEG_COLOR_SPACES: Record<number, string> = { 1: 'DeviceGray', 3: 'DeviceRGB', 4: 'DeviceCMYK' };

/**
 * A JPEG goes in unchanged, described by our reader's frame header: pdf-lib's own reader skips fill
 * bytes wrongly and could describe a decoy frame instead of the one the upload checked.
 */
export async function embedJpeg(pdf: PDFDocument, bytes: Uint8Array): Promise<PlacedImage> {
  const frame = readJpeg(bytes);
  const colorSpace = frame && JPEG_COLOR_SPACES[frame.components];
  if (!frame || !colorSpace) throw new UnreadableImage('Kein lesbares JPEG.');
  const stream = pdf.context.stream(bytes, {
    Type: 'XObject',
    Subtype: 'Image',
    BitsPerComponent: frame.precision,
    Width: frame.width,
    Height: frame.height,
    ColorSpace: colorSpace,
    Filter: 'DCTDecode',
    // As pdf-lib does: CMYK JPEGs (mostly from Photoshop) store their inks inverted.
    ...(frame.components === 4 ? { Decode: [1, 0, 1, 0, 1, 0, 1, 0] } : {}),
  });
  return placed(pdf.context.register(stream), frame.width, frame.height);
}
