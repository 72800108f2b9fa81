// A PNG stored before the upload check refused decompression bombs must not cost seconds when it is
// printed: the decoder in functions/services/pdf/png-image.ts inflates no more than the rows its header
// promises, and the reader (functions/services/uploads/images/png-reader.ts) refuses a promise beyond the pixel
// format's cap or the file's size before inflating anything, at upload and when printing alike. Every
// DecompressionStream is wrapped here so the test can count what came out of it.
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inspectFile } from '../../functions/services/uploads/inspection';
import { embedPng } from '../../functions/services/pdf/png-image';

const MB = 1024 * 1024;

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** An RGBA PNG (decoded row by row onto white when printed) whose image data is `inflated`. */
function rgbaPng(width: number, height: number, inflated: Uint8Array, interlaced = false, bitDepth = 8): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, 6, 0, 0, interlaced ? 1 : 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(inflated, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

let inflatedBytes = 0;
const RealDecompressionStream = globalThis.DecompressionStream;

/** A DecompressionStream whose output is counted on its way out. */
class CountingDecompressionStream {
  readonly writable: WritableStream<BufferSource>;
  readonly readable: ReadableStream<Uint8Array>;
  constructor(format: CompressionFormat) {
    const inner = new RealDecompressionStream(format);
    this.writable = inner.writable;
    this.readable = inner.readable.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(piece, controller) {
          inflatedBytes += piece.byteLength;
          controller.enqueue(piece);
        },
      }),
    );
  }
}

beforeEach(() => {
  inflatedBytes = 0;
  vi.stubGlobal('DecompressionStream', CountingDecompressionStream);
});
afterEach(() => vi.unstubAllGlobals());

describe('a stored PNG bomb when printed', () => {
  // 100 × 100 RGBA promises 100 × (400 + 1) bytes; zeros are valid rows (filter 0, transparent black).
  const promised = 100 * 401;
  const bomb = new Uint8Array(64 * MB);

  it('is decoded up to its last row and no further', async () => {
    const png = rgbaPng(100, 100, bomb);
    expect(png.length).toBeLessThan(MB);
    const pdf = await PDFDocument.create();
    const image = await embedPng(pdf, png);
    expect([image.width, image.height]).toEqual([100, 100]);
    expect(inflatedBytes).toBeGreaterThanOrEqual(promised);
    expect(inflatedBytes).toBeLessThan(MB);
  });

  it('is refused when interlaced (pdf-lib would inflate it whole) after inflating little', async () => {
    const pdf = await PDFDocument.create();
    await expect(embedPng(pdf, rgbaPng(100, 100, bomb, true))).rejects.toThrow(/PNG/);
    expect(inflatedBytes).toBeLessThan(MB);
  });

  it('still prints an interlaced PNG whose data has the promised size', async () => {
    // Adam7 for 100 × 100 RGBA: passes of 13×13, 12×13, 25×12, 25×25, 50×25, 50×50 and 100×50 pixels.
    const adam7 = 13 * 53 + 13 * 49 + 12 * 101 + 25 * 101 + 25 * 201 + 50 * 201 + 50 * 401;
    const image = await embedPng(await PDFDocument.create(), rgbaPng(100, 100, new Uint8Array(adam7), true));
    expect([image.width, image.height]).toEqual([100, 100]);
  });
});

describe('a small PNG whose header promises far more than a photo', () => {
  // 6000 × 4000 16-bit RGBA: 4000 rows of 6000 × 8 bytes and a filter byte, 192 MB; deflated at level 9
  // the zeros take 186 KB (~1030:1, deflate's best). Before, it passed the upload and took seconds to print.
  const rows = 4000 * (6000 * 8 + 1);
  const deep = rgbaPng(6000, 4000, new Uint8Array(rows), false, 16);

  it('is refused when printed, at once and without inflating anything', async () => {
    expect(deep.length).toBeLessThan(200_000);
    const started = performance.now();
    await expect(embedPng(await PDFDocument.create(), deep)).rejects.toThrow('PNG-Bilddaten zu groß für den Druck.');
    expect(performance.now() - started).toBeLessThan(200);
    expect(inflatedBytes).toBe(0);
  });

  it('is refused by the upload check as too large, without inflating anything', async () => {
    expect(await inspectFile(deep)).toEqual({ ok: false, reason: 'dimensions' });
    expect(inflatedBytes).toBe(0);
  });

  it('is refused, unread, when the header promises more than its image data can inflate to', async () => {
    // 4000 × 3000 8-bit RGBA promises 48 MB of rows: within the cap, but 1 KB of zeros is ~30 bytes of zlib.
    const hollow = rgbaPng(4000, 3000, new Uint8Array(1024));
    await expect(embedPng(await PDFDocument.create(), hollow)).rejects.toThrow('PNG unvollständig.');
    expect(await inspectFile(hollow)).toEqual({ ok: false, reason: 'unreadable-image' });
    expect(inflatedBytes).toBe(0);
  });

  it('still prints the largest accepted kind (8-bit RGBA) within its rows, and the upload takes it', async () => {
    // 2000 × 1500 RGBA: 12 MB of rows, decoded row by row; the check inflates one byte more than that.
    const photo = rgbaPng(2000, 1500, new Uint8Array(1500 * 8001));
    expect(await inspectFile(photo)).toEqual({ ok: true, mime: 'image/png' });
    const image = await embedPng(await PDFDocument.create(), photo);
    expect([image.width, image.height]).toEqual([2000, 1500]);
    expect(inflatedBytes).toBeLessThanOrEqual(2 * 1500 * 8001 + 1);
  });
});
