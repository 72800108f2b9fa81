// A photo's displayed size from its first bytes (src/lib/image-header.ts): JPEG frame headers after any
// APPn segments, EXIF orientations that turn the image, PNG's IHDR; nothing for what it cannot read.
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readImageHeader } from '../../src/lib/image-header';

const u16 = (n: number) => [n >> 8, n & 0xff];

/** An EXIF APP1 segment with one IFD0 entry, the orientation, in big- or little-endian TIFF. */
function exif(orientation: number, little = false): number[] {
  const w16 = (n: number) => (little ? [n & 0xff, n >> 8] : u16(n));
  const w32 = (n: number) => (little ? [n & 0xff, (n >> 8) & 0xff, 0, 0] : [0, 0, (n >> 8) & 0xff, n & 0xff]);
  const tiff = [
    ...(little ? [0x49, 0x49, 0x2a, 0x00] : [0x4d, 0x4d, 0x00, 0x2a]),
    ...w32(8),
    ...w16(1),
    ...w16(0x0112),
    ...w16(3),
    ...w32(1),
    ...w16(orientation),
    0,
    0,
    ...w32(0),
  ];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  return [0xff, 0xe1, ...u16(payload.length + 2), ...payload];
}

function jpeg(width: number, height: number, before: number[] = []): Uint8Array {
  const app0 = [0xff, 0xe0, ...u16(16), 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...before, ...sof, 0xff, 0xda, 0, 8]);
}

function png(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const body = Buffer.concat([Buffer.from('IHDR'), ihdr]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(13, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk]));
}

describe('readImageHeader', () => {
  it('reads a JPEG frame header, also after an EXIF segment and fill bytes', () => {
    expect(readImageHeader(jpeg(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    expect(readImageHeader(jpeg(4032, 3024, [...exif(1), 0xff, 0xff]))).toEqual({ width: 4032, height: 3024 });
  });

  it.each([
    [6, false],
    [8, true],
    [5, false],
    [7, true],
  ])('swaps width and height for EXIF orientation %i (little-endian: %s)', (orientation, little) => {
    expect(readImageHeader(jpeg(4032, 3024, exif(orientation, little)))).toEqual({ width: 3024, height: 4032 });
  });

  it.each([2, 3, 4])('keeps width and height for orientation %i (mirrored or upside down)', (orientation) => {
    expect(readImageHeader(jpeg(4032, 3024, exif(orientation)))).toEqual({ width: 4032, height: 3024 });
  });

  it('reads a PNG header', () => {
    expect(readImageHeader(png(1200, 800))).toEqual({ width: 1200, height: 800 });
  });

  it('reads nothing from a PDF, a truncated JPEG, a scan before any frame, or a zero size', () => {
    expect(readImageHeader(new TextEncoder().encode('%PDF-1.7\n'))).toBeNull();
    expect(readImageHeader(jpeg(4032, 3024).subarray(0, 24))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 2, 3]))).toBeNull();
    expect(readImageHeader(jpeg(0, 3024))).toBeNull();
    expect(readImageHeader(png(0, 10))).toBeNull();
  });
});
