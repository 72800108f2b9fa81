// Uploads that could exhaust a Worker's memory, or that carry more than a picture of an ID, are
// refused with the domain's German messages: PDFs whose streams inflate past the cap
// (made here with pdf-lib and a big Flate stream), encrypted PDFs, PDFs with JavaScript or launch
// actions (also hidden in object streams or behind #xx name escapes), PDFs with embedded files,
// images above the phone-camera pixel cap, and PNGs whose image data inflates past what their header
// promises (made here byte by byte around a big zlib stream of zeros).
import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { MAX_PDF_CONTENT_BYTES, MAX_PDF_INFLATED_BYTES, UPLOAD_MESSAGES } from '../../src/domain/uploads';
import { SIGNATURE_PNG, jpegBytes, pngBytes, uploadRequest } from './fixtures';
import { concat, pngChunk, zlibOfZeros } from './image-bytes';

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

/**
 * A PNG whose image data is `zlib`, split into 8 KB IDAT chunks as encoders write them: 8-bit RGBA unless
 * told otherwise, and without IEND when `end` is false.
 */
function pngOf(
  width: number,
  height: number,
  zlib: Uint8Array,
  { bitDepth = 8, colorType = 6, interlaced = false, end = true } = {},
): Uint8Array {
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([bitDepth, colorType, 0, 0, interlaced ? 1 : 0], 8);
  const chunks = [Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), pngChunk('IHDR', header)];
  for (let i = 0; i < zlib.length; i += 8192) chunks.push(pngChunk('IDAT', zlib.subarray(i, i + 8192)));
  if (end) chunks.push(pngChunk('IEND', new Uint8Array(0)));
  return concat(chunks);
}
const rgbaPng = (width: number, height: number, zlib: Uint8Array, interlaced = false) =>
  pngOf(width, height, zlib, { interlaced });

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
const latin1Bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

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

  it('refuses actions that run by themselves, links that leave the file, forms and media', async () => {
    const page = (doc: PDFDocument) => doc.getPage(0);
    const annotation = (doc: PDFDocument, entries: Record<string, unknown>) =>
      page(doc).node.set(
        PDFName.of('Annots'),
        doc.context.obj([doc.context.register(doc.context.obj(entries as never))]),
      );
    const link = (action: Record<string, unknown>) => (doc: PDFDocument) =>
      annotation(doc, { Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 10, 10], A: action });
    const cases: [string, (doc: PDFDocument) => void][] = [
      ['/OpenAction', (doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([page(doc).ref, 'Fit']))],
      [
        '/AA',
        (doc) => page(doc).node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'GoTo', D: [page(doc).ref, 'Fit'] } })),
      ],
      ['/URI', link({ S: 'URI', URI: PDFString.of('https://example.com/') })],
      ['/SubmitForm', link({ S: 'SubmitForm', F: PDFString.of('https://example.com/') })],
      ['/AcroForm', (doc) => doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [] }))],
      ['/XFA', (doc) => page(doc).node.set(PDFName.of('XFA'), PDFString.of('<xdp/>'))],
    ];
    for (const [name, edit] of cases) {
      const bytes = await pdfWith(edit);
      expect(latin1(bytes), name).toContain(name);
      expect(await refusal(bytes), name).toEqual({
        status: 422,
        code: 'pdf_interactive',
        message: UPLOAD_MESSAGES.pdfInteractive,
      });
    }
    const richMedia = await pdfWith((doc) =>
      annotation(doc, { Type: 'Annot', Subtype: 'RichMedia', Rect: [0, 0, 9, 9] }),
    );
    expect((await refusal(richMedia)).code).toBe('pdf_active_content');
  });

  it('reads names as a PDF reader does: #xx escapes decoded, object streams inflated', async () => {
    const goTo = (doc: PDFDocument) =>
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, 'Fit']));
    const escaped = latin1Bytes(latin1(await pdfWith(goTo)).replace('/OpenAction', '/Open#41ction'));
    expect(latin1(escaped)).not.toContain('/OpenAction');
    const inObjectStream = await pdfWith(goTo, true);
    expect(latin1(inObjectStream)).not.toContain('/OpenAction');
    for (const bytes of [escaped, inObjectStream]) expect((await refusal(bytes)).code).toBe('pdf_interactive');
  });

  it('refuses an object stream it cannot read as plain objects (a predictor on its data)', async () => {
    const predicted = await pdfWith((doc) => {
      const stream = doc.context.stream(zlibOfZeros(100), {
        Type: 'ObjStm',
        N: 1,
        First: 4,
        Filter: 'FlateDecode',
        DecodeParms: { Predictor: 12, Columns: 4 },
      });
      doc.catalog.set(PDFName.of('PieceInfo'), doc.context.register(stream));
    });
    expect((await refusal(predicted)).code).toBe('pdf_too_complex');
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
    const interlaced = pngBytes(3000, 2000, { interlaced: true });
    expect(await refusal(interlaced, 'foto.png', 'image/png')).toEqual({
      status: 422,
      code: 'png_interlaced',
      message: UPLOAD_MESSAGES.interlacedPng,
    });
    const small = pngBytes(1600, 1200, { interlaced: true });
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

describe('PNGs refused by their pixel format, their file size and their chunks, before inflating', () => {
  const unreadable = { status: 422, code: 'unreadable_image', message: UPLOAD_MESSAGES.unreadableImage };

  it('refuses a 24 MP 16-bit RGBA PNG (192 MB of rows, twice the largest accepted photo) at once', async () => {
    // 6000 × 4000 pixels of 8 bytes: 4000 × (48 000 + 1) bytes of rows, here ~1.2 MB of zlib.
    const deep = pngOf(6000, 4000, zlibOfZeros(4000 * 48_001), { bitDepth: 16 });
    const started = Date.now();
    expect(await refusal(deep, 'foto.png', 'image/png')).toEqual({
      status: 422,
      code: 'image_too_large',
      message: UPLOAD_MESSAGES.tooManyPixels,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a header promising more rows than its image data can inflate to (deflate: at most 1032:1)', async () => {
    // 1000 × 1000 RGBA promises 4 MB of rows; 1000 bytes of zeros in ~20 bytes of zlib cannot hold them.
    expect(await refusal(pngOf(1000, 1000, zlibOfZeros(1000)), 'foto.png', 'image/png')).toEqual(unreadable);
  });

  it('refuses image data shorter than the rows its header describes', async () => {
    expect(await refusal(pngOf(100, 100, zlibOfZeros(100 * 401 - 1)), 'foto.png', 'image/png')).toEqual(unreadable);
  });

  it('refuses a header without image data, image data without IEND, and a chunk reaching past the end', async () => {
    const complete = pngOf(100, 100, zlibOfZeros(100 * 401));
    const headerOnly = concat([complete.subarray(0, 33), pngChunk('IEND', new Uint8Array(0))]);
    const withoutEnd = pngOf(100, 100, zlibOfZeros(100 * 401), { end: false });
    const cut = complete.subarray(0, complete.length - 14); // the IDAT's last bytes and IEND gone
    for (const bytes of [headerOnly, withoutEnd, cut])
      expect(await refusal(bytes, 'foto.png', 'image/png')).toEqual(unreadable);
    expect((await refusal(complete, 'foto.png', 'image/png')).status).toBe(201);
  });
});

describe('JPEGs read marker by marker, as the standard does', () => {
  const unreadable = { status: 422, code: 'unreadable_image', message: UPLOAD_MESSAGES.unreadableImage };
  const u16 = (n: number) => [n >> 8, n & 0xff];
  const frame = (width: number, height: number) => [
    0xff,
    0xc0,
    ...u16(11),
    8,
    ...u16(height),
    ...u16(width),
    1,
    1,
    0x11,
    0,
  ];
  const scan = [0xff, 0xda, ...u16(8), 1, 1, 0x00, 0, 63, 0, 0x00, 0xff, 0xd9];

  /**
   * FF D8, one fill byte, the real frame header, then a comment hiding a decoy frame header exactly where
   * a reader that takes the fill byte for a marker lands (it reads C0 00 as a length and jumps 49 154 bytes).
   */
  function withFillByte(real: [number, number], decoy: [number, number]): Uint8Array {
    const bytes = new Uint8Array(49_300);
    const head = [0xff, 0xd8, 0xff, ...frame(...real)];
    bytes.set(head);
    const comment = head.length; // 18
    const decoyAt = 2 + 2 + 0xc000;
    const scanAt = decoyAt + 40;
    bytes.set([0xff, 0xfe, ...u16(scanAt - comment - 2)], comment);
    bytes.set(frame(...decoy), decoyAt);
    bytes.set(scan, scanAt);
    return bytes.subarray(0, scanAt + scan.length);
  }

  it('skips fill bytes before a marker and reads the real frame header, never a decoy', async () => {
    expect(await refusal(withFillByte([7000, 7000], [1000, 800]), 'foto.jpg', 'image/jpeg')).toEqual({
      status: 422,
      code: 'image_too_large',
      message: UPLOAD_MESSAGES.tooManyPixels,
    });
    expect((await refusal(withFillByte([1600, 1200], [60_000, 60_000]), 'foto.jpg', 'image/jpeg')).status).toBe(201);
  });

  it('refuses a header without a scan, and a scan without its EOI marker', async () => {
    const complete = jpegBytes();
    const headerOnly = Uint8Array.of(...complete.subarray(0, 2 + 18 + 19), 0xff, 0xd9);
    const withoutEnd = complete.subarray(0, complete.length - 2);
    for (const bytes of [headerOnly, withoutEnd])
      expect(await refusal(bytes, 'foto.jpg', 'image/jpeg')).toEqual(unreadable);
    expect((await refusal(complete, 'foto.jpg', 'image/jpeg')).status).toBe(201);
  });
});
