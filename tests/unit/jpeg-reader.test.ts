// The JPEG reader (functions/services/uploads/images/jpeg-reader.ts) walks markers as ITU-T T.81 B.1.1 does: fill
// bytes before markers, segments by their length, entropy-coded data up to the next marker. The upload
// takes the frame size and completeness from it, and the application PDF describes the image with it.
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readJpeg } from '../../functions/services/uploads/images/jpeg-reader';
import { embedJpeg } from '../../functions/services/pdf/png-image';

const u16 = (n: number) => [n >> 8, n & 0xff];
const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];
const frame = (width: number, height: number, marker = 0xc0) => [
  0xff,
  marker,
  ...u16(11),
  8,
  ...u16(height),
  ...u16(width),
  1,
  1,
  0x11,
  0,
];
const comment = (body: number[]) => [0xff, 0xfe, ...u16(body.length + 2), ...body];
const scanHeader = [0xff, 0xda, ...u16(8), 1, 1, 0x00, 0, 63, 0];
const jpeg = (...parts: number[][]) => Uint8Array.from(parts.flat());

/**
 * FF D8, one fill byte, the real frame header, then a comment whose body holds a decoy frame header where a
 * reader taking the fill byte for a marker lands: it reads C0 00 as a length and jumps to byte 49 156.
 */
function withDecoy(real: [number, number], decoy: [number, number]): Uint8Array {
  const head = [...SOI, 0xff, ...frame(...real)];
  const decoyAt = 2 + 2 + 0xc000;
  const body = new Array<number>(decoyAt - head.length - 4 + 30).fill(0x20);
  body.splice(decoyAt - head.length - 4, 13, ...frame(...decoy));
  return jpeg(head, comment(body), scanHeader, [0x00], EOI);
}

describe('readJpeg', () => {
  it('skips fill bytes before a marker and reads the real frame header, not a decoy further on', () => {
    expect(readJpeg(withDecoy([1600, 1200], [60_000, 60_000]))).toEqual({
      width: 1600,
      height: 1200,
      precision: 8,
      components: 1,
      complete: true,
    });
  });

  it.each([
    [
      'many fill bytes before several markers',
      jpeg(SOI, [0xff, 0xff, 0xff], frame(40, 30), [0xff], scanHeader, [1], EOI),
    ],
    ['a progressive frame (SOF2)', jpeg(SOI, frame(40, 30, 0xc2), scanHeader, [1], EOI)],
    [
      'stuffed FF 00 and restart markers in the scan',
      jpeg(SOI, frame(40, 30), scanHeader, [1, 0xff, 0, 2, 0xff, 0xd0, 3], EOI),
    ],
    [
      'a second scan after a table (progressive)',
      jpeg(SOI, frame(40, 30), scanHeader, [1], [0xff, 0xc4, 0, 2], scanHeader, [2], EOI),
    ],
    ['bytes after EOI (a camera trailer)', jpeg(SOI, frame(40, 30), scanHeader, [1], EOI, [1, 2, 3, 0xff, 0xd8])],
    [
      'a comment holding another JPEG (a thumbnail)',
      jpeg(SOI, comment([...SOI, ...frame(9, 9), ...EOI]), frame(40, 30), scanHeader, [1], EOI),
    ],
  ])('reads %s as complete', (_, bytes) => {
    expect(readJpeg(bytes)).toMatchObject({ width: 40, height: 30, complete: true });
  });

  it.each([
    ['no scan', jpeg(SOI, frame(40, 30), EOI)],
    ['no EOI', jpeg(SOI, frame(40, 30), scanHeader, [1, 2, 3])],
    ['a segment cut short', jpeg(SOI, frame(40, 30), scanHeader, [1], [0xff, 0xfe, 0, 40, 1])],
    ['a segment not followed by a marker', jpeg(SOI, frame(40, 30), [0x12], scanHeader, [1], EOI)],
  ])('reads the frame but not as complete with %s', (_, bytes) => {
    expect(readJpeg(bytes)).toMatchObject({ width: 40, complete: false });
  });

  it.each([
    ['not a JPEG', Uint8Array.of(0x89, 0x50, 0x4e, 0x47)],
    ['a scan before any frame header', jpeg(SOI, scanHeader, [1], frame(40, 30), EOI)],
    ['no frame header at all', jpeg(SOI, comment([1, 2]), EOI)],
  ])('gives null for %s', (_, bytes) => {
    expect(readJpeg(bytes)).toBeNull();
  });
});

describe('embedJpeg', () => {
  it('describes the image by the frame the upload checked, not by a decoy', async () => {
    const pdf = await PDFDocument.create();
    const image = await embedJpeg(pdf, withDecoy([1600, 1200], [60_000, 60_000]));
    expect([image.width, image.height]).toEqual([1600, 1200]);
    const [, stream] = pdf.context.enumerateIndirectObjects().find(([, object]) => object instanceof PDFRawStream)!;
    const { dict } = stream as PDFRawStream;
    expect(dict.get(PDFName.of('Width'))).toEqual(PDFNumber.of(1600));
    expect(dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceGray'));
    expect(dict.get(PDFName.of('Filter'))).toBe(PDFName.of('DCTDecode'));
  });
});
