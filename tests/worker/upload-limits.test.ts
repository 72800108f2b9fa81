// Uploads that could exhaust a Worker's memory, or that carry more than a picture of an ID, are
// refused with the domain's German messages: PDFs whose streams inflate past the cap
// (made here with pdf-lib and a big Flate stream), encrypted PDFs, PDFs with JavaScript or launch
// actions (also hidden in object streams or behind #xx name escapes), PDFs with embedded files,
// images above the phone-camera pixel cap, and PNGs whose image data inflates past what their header
// promises (made here byte by byte around a big zlib stream of zeros).
import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { MAX_PDF_CONTENT_BYTES, MAX_PDF_INFLATED_BYTES, UPLOAD_MESSAGES } from '../../src/domain/uploads';
import { SIGNATURE_PNG, pngBytes, uploadRequest } from './fixtures';

interface ErrorBody {
  error: { code: string; message: string };
}

const MB = 1024 * 1024;

/** `size` bytes of zeros, deflated (zlib) without holding them: a bomb of ~1000:1. */
async function deflatedZeros(size: number): Promise<Uint8Array> {
  const stream = new CompressionStream('deflate');
  const writer = stream.writable.getWriter();
  const zeros = new Uint8Array(MB);
  void (async () => {
    for (let left = size; left > 0; left -= MB) await writer.write(left >= MB ? zeros : zeros.subarray(0, left));
    await writer.close();
  })();
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
}

/** A one-page PDF whose page content is a Flate stream inflating to `inflatedSize` bytes. */
async function pdfWithFlateContent(inflatedSize: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const content = doc.context.stream(await deflatedZeros(inflatedSize), { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), doc.context.register(content));
  return doc.save();
}

/** A one-page PDF changed by `edit` before saving; object streams on (pdf-lib's default) or off. */
async function pdfWith(
  edit: (doc: PDFDocument) => void | Promise<void>,
  useObjectStreams = false,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  await edit(doc);
  return doc.save({ useObjectStreams });
}

function openAction(doc: PDFDocument, action: Record<string, string | PDFString>) {
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(doc.context.obj(action)));
}
const javascript = (doc: PDFDocument) =>
  openAction(doc, { Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hallo")') });

/** CRC-32 as PNG chunks carry it. */
function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(
    Array.from(type, (c) => c.charCodeAt(0)),
    4,
  );
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** A 8-bit RGBA PNG whose image data is `zlib`, split into 8 KB IDAT chunks as encoders write them. */
function rgbaPng(width: number, height: number, zlib: Uint8Array, interlaced = false): Uint8Array {
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, 6, 0, 0, interlaced ? 1 : 0], 8);
  const chunks = [Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), pngChunk('IHDR', header)];
  for (let i = 0; i < zlib.length; i += 8192) chunks.push(pngChunk('IDAT', zlib.subarray(i, i + 8192)));
  chunks.push(pngChunk('IEND', new Uint8Array(0)));
  const png = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  chunks.reduce((at, c) => (png.set(c, at), at + c.length), 0);
  return png;
}

async function refusal(bytes: Uint8Array, name = 'scan.pdf', type = 'application/pdf') {
  const res = await uploadRequest('front', bytes, name, type);
  const body = res.status === 201 ? null : await res.json<ErrorBody>();
  return { status: res.status, code: body?.error.code, message: body?.error.message };
}

describe('PDFs that inflate too far', () => {
  it('refuses a small PDF whose Flate stream inflates past the cap, before pdf-lib reads it', async () => {
    const bomb = await pdfWithFlateContent(MAX_PDF_INFLATED_BYTES + 5 * MB);
    expect(bomb.length).toBeLessThan(MB); // a few hundred KB on the wire
    expect(await refusal(bomb)).toEqual({
      status: 422,
      code: 'pdf_too_complex',
      message: UPLOAD_MESSAGES.pdfTooComplex,
    });
  });

  it('accepts the same kind of PDF when its content stays well under the cap', async () => {
    expect((await refusal(await pdfWithFlateContent(5 * MB))).status).toBe(201);
  });

  it('refuses page content (decoded when the page is drawn) past its own cap, though all streams stay under the total', async () => {
    const content = await pdfWithFlateContent(MAX_PDF_CONTENT_BYTES + MB);
    expect(MAX_PDF_CONTENT_BYTES + MB).toBeLessThan(MAX_PDF_INFLATED_BYTES);
    expect((await refusal(content)).code).toBe('pdf_too_complex');
  });

  it('refuses filters whose output cannot be bounded without decoding (LZW)', async () => {
    const lzw = await pdfWith((doc) => {
      const stream = doc.context.stream(new Uint8Array([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]), {
        Filter: 'LZWDecode',
      });
      doc.getPage(0).node.set(PDFName.of('Contents'), doc.context.register(stream));
    });
    expect((await refusal(lzw)).code).toBe('pdf_too_complex');
  });
});

describe('PDFs with more than pages', () => {
  it('refuses an encrypted PDF (an /Encrypt entry in the trailer)', async () => {
    const encrypted = await pdfWith((doc) => {
      doc.context.trailerInfo.Encrypt = doc.context.register(
        doc.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, P: -3904 }),
      );
    });
    expect(await refusal(encrypted)).toEqual({
      status: 422,
      code: 'pdf_encrypted',
      message: UPLOAD_MESSAGES.pdfEncrypted,
    });
  });

  it('refuses a JavaScript action, in plain objects, inside a compressed object stream, and spelled with #xx', async () => {
    const plain = await pdfWith(javascript);
    expect(new TextDecoder('latin1').decode(plain)).toContain('/JavaScript');
    const inObjectStream = await pdfWith(javascript, true);
    expect(new TextDecoder('latin1').decode(inObjectStream)).not.toContain('/JavaScript');
    const escaped = new TextEncoder().encode(
      new TextDecoder('latin1').decode(plain).replace('/JavaScript', '/J#61vaScript').replace('/JS ', '/J#53 '),
    );
    for (const bytes of [plain, inObjectStream, escaped]) {
      expect(await refusal(bytes)).toEqual({
        status: 422,
        code: 'pdf_active_content',
        message: UPLOAD_MESSAGES.pdfActiveContent,
      });
    }
  });

  it('refuses a launch action', async () => {
    const launch = await pdfWith((doc) =>
      openAction(doc, { Type: 'Action', S: 'Launch', F: PDFString.of('calc.exe') }),
    );
    expect((await refusal(launch)).code).toBe('pdf_active_content');
  });

  it('refuses a PDF with an embedded file', async () => {
    const attached = await pdfWith((doc) =>
      doc.attach(new TextEncoder().encode('geheim'), 'anhang.txt', { mimeType: 'text/plain' }),
    );
    expect(await refusal(attached)).toEqual({
      status: 422,
      code: 'pdf_embedded_files',
      message: UPLOAD_MESSAGES.pdfEmbeddedFiles,
    });
  });

  it('still accepts an ordinary PDF with object streams', async () => {
    expect((await refusal(await pdfWith(() => {}, true))).status).toBe(201);
  });
});

describe('images above what a phone camera gives', () => {
  it('refuses a 25 MP PNG by its header and accepts 24 MP', async () => {
    expect(await refusal(pngBytes(5000, 5000), 'foto.png', 'image/png')).toEqual({
      status: 422,
      code: 'image_too_large',
      message: 'Das Bild hat zu viele Pixel (höchstens 24 Megapixel). Bitte lade ein kleineres Foto hoch.',
    });
    expect((await refusal(pngBytes(6000, 4000), 'foto.png', 'image/png')).status).toBe(201);
  });

  it('refuses an interlaced PNG above 4 MP, which could only be printed after decoding it whole', async () => {
    const interlaced = pngBytes(3000, 2000);
    interlaced[28] = 1;
    expect(await refusal(interlaced, 'foto.png', 'image/png')).toEqual({
      status: 422,
      code: 'png_interlaced',
      message: UPLOAD_MESSAGES.interlacedPng,
    });
    const small = pngBytes(1600, 1200);
    small[28] = 1;
    expect((await refusal(small, 'foto.png', 'image/png')).status).toBe(201);
  });
});

describe('PNGs whose image data inflates past their header (decompression bombs)', () => {
  const unreadable = { status: 422, code: 'unreadable_image', message: UPLOAD_MESSAGES.unreadableImage };

  it('refuses a 100 × 100 RGBA PNG whose image data inflates to 50 MB instead of 100 × (400 + 1) bytes', async () => {
    const bomb = rgbaPng(100, 100, await deflatedZeros(50 * MB));
    expect(bomb.length).toBeLessThan(MB);
    expect(await refusal(bomb, 'foto.png', 'image/png')).toEqual(unreadable);
  });

  it('accepts image data of exactly the promised size and refuses one byte more, plain and interlaced', async () => {
    // Rows of zeros: filter byte 0, transparent black. Adam7 by hand for 100 × 100 RGBA: the seven passes
    // are 13×13, 12×13, 25×12, 25×25, 50×25, 50×50 and 100×50 pixels, each row 4 bytes a pixel plus 1.
    const adam7 = 13 * 53 + 13 * 49 + 12 * 101 + 25 * 101 + 25 * 201 + 50 * 201 + 50 * 401;
    for (const [promised, interlaced] of [
      [100 * 401, false],
      [adam7, true],
    ] as const) {
      const exact = rgbaPng(100, 100, await deflatedZeros(promised), interlaced);
      expect((await refusal(exact, 'foto.png', 'image/png')).status).toBe(201);
      const more = rgbaPng(100, 100, await deflatedZeros(promised + 1), interlaced);
      expect(await refusal(more, 'foto.png', 'image/png')).toEqual(unreadable);
    }
  });

  it('still accepts a real small PNG (the signature fixture)', async () => {
    const res = await uploadRequest('signature', SIGNATURE_PNG, 'unterschrift.png', 'image/png');
    expect(res.status).toBe(201);
    expect((await res.json<{ mime: string }>()).mime).toBe('image/png');
  });
});
