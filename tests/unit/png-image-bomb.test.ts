// A PNG stored before the upload check refused decompression bombs must not cost seconds when it is
// printed: the decoder in functions/services/pdf/png-image.ts inflates no more than the rows its header
// promises. Every DecompressionStream is wrapped here so the test can count what came out of it.
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** An 8-bit RGBA PNG (decoded row by row onto white when printed) whose image data is `inflated`. */
function rgbaPng(width: number, height: number, inflated: Uint8Array, interlaced = false): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, interlaced ? 1 : 0], 8);
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
