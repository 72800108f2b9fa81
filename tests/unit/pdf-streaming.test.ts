// The memory-bounded PDF pieces (a Worker isolate has 128 MB), in Node: PNGs embedded without decoding them whole
// (functions/services/pdf/png-image.ts), customer PDF pages drawn without their annotations and
// actions (applications/pdf.ts), and the daily batch written piece by piece (pdf/batch-writer.ts).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts, type PDFArray, type PDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderApplicationPdf, type ApplicationInput } from '../../functions/services/applications/pdf';
import { PdfBatchWriter } from '../../functions/services/pdf/batch-writer';
import { embedPng } from '../../functions/services/pdf/png-image';

// ---- PNG files written byte by byte, with a chosen filter per row

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function filterRow(kind: number, row: Uint8Array, prior: Uint8Array, bpp: number): Uint8Array {
  const out = new Uint8Array(row.length);
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? row[i - bpp]! : 0;
    const b = prior[i]!;
    const c = i >= bpp ? prior[i - bpp]! : 0;
    const p = a + b - c;
    const paeth =
      Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
        ? a
        : Math.abs(p - b) <= Math.abs(p - c)
          ? b
          : c;
    const predictor = [0, a, b, (a + b) >> 1, paeth][kind]!;
    out[i] = (row[i]! - predictor) & 0xff;
  }
  return out;
}

interface PngSpec {
  width: number;
  height: number;
  colorType: number;
  bitDepth?: number;
  /** Packed sample bytes of each row, as PNG stores them unfiltered. */
  rows: Uint8Array[];
  palette?: number[];
  transparency?: number[];
  interlaced?: boolean;
}

function makePng({ width, height, colorType, bitDepth = 8, rows, palette, transparency, interlaced }: PngSpec) {
  const bpp = Math.max(1, (CHANNELS[colorType]! * bitDepth) >> 3);
  const parts: number[] = [];
  let prior: Uint8Array = new Uint8Array(rows[0]!.length);
  rows.forEach((row, y) => {
    const kind = y % 5; // every filter type in turn
    parts.push(kind, ...filterRow(kind, row, prior, bpp));
    prior = row;
  });
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colorType, 0, 0, interlaced ? 1 : 0], 8);
  const idat = deflateSync(Uint8Array.from(parts));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      ...(palette ? [chunk('PLTE', Uint8Array.from(palette))] : []),
      ...(transparency ? [chunk('tRNS', Uint8Array.from(transparency))] : []),
      // Two IDAT chunks, as encoders often write them.
      chunk('IDAT', idat.subarray(0, idat.length >> 1)),
      chunk('IDAT', idat.subarray(idat.length >> 1)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** Deterministic pseudo-random bytes. */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) out[i] = (x = (x * 1103515245 + 12345) & 0x7fffffff) >> 16;
  return out;
}

const onWhite = (c: number, a: number) => ((c * a + 255 * (255 - a) + 127) / 255) | 0;

/** Embeds a PNG, saves, reads the image XObject back: its dictionary and its raw (still compressed) bytes. */
async function embedded(png: Uint8Array) {
  const pdf = await PDFDocument.create();
  const image = await embedPng(pdf, png);
  image.draw(pdf.addPage([200, 200]), { x: 10, y: 10, width: 100, height: 100 });
  const reloaded = await PDFDocument.load(await pdf.save());
  const resources = reloaded.getPage(0).node.Resources()!;
  const xobjects = resources.lookup(PDFName.of('XObject'), PDFDict);
  const stream = xobjects.lookup(xobjects.keys()[0]!) as PDFRawStream;
  const get = (key: string) => stream.dict.lookup(PDFName.of(key));
  return { image, stream, get, pixels: () => new Uint8Array(inflateSync(stream.contents)) };
}

describe('PNGs into the PDF without decoding them whole', () => {
  it('puts an opaque RGB PNG in as it is, with the PNG predictor for the PDF reader', async () => {
    const rows = Array.from({ length: 6 }, (_, y) => noise(7 * 3, y + 1));
    const png = makePng({ width: 7, height: 6, colorType: 2, rows });
    const { image, stream, get } = await embedded(png);
    expect([image.width, image.height]).toEqual([7, 6]);
    expect(get('ColorSpace')).toBe(PDFName.of('DeviceRGB'));
    expect(get('Filter')).toBe(PDFName.of('FlateDecode'));
    const parms = get('DecodeParms') as PDFDict;
    expect(parms.get(PDFName.of('Predictor'))?.toString()).toBe('15');
    expect(parms.get(PDFName.of('Columns'))?.toString()).toBe('7');
    // The stream is the PNG's IDAT data: inflated, it is the filtered rows, filter byte first.
    const filtered = new Uint8Array(inflateSync(stream.contents));
    expect(filtered.length).toBe(6 * (1 + 7 * 3));
    expect([...filtered.filter((_, i) => i % 22 === 0)]).toEqual([0, 1, 2, 3, 4, 0]);
  });

  it('keeps a palette PNG as an indexed image', async () => {
    const png = makePng({
      width: 4,
      height: 2,
      colorType: 3,
      rows: [Uint8Array.of(0, 1, 2, 1), Uint8Array.of(2, 2, 0, 1)],
      palette: [255, 0, 0, 0, 255, 0, 0, 0, 255],
    });
    const { get } = await embedded(png);
    const space = get('ColorSpace') as PDFArray;
    expect(space.get(0)).toBe(PDFName.of('Indexed'));
    expect(space.get(2)?.toString()).toBe('2');
  });

  it('lays an RGBA PNG on white row by row, through every filter type', async () => {
    const width = 9;
    const rows = Array.from({ length: 10 }, (_, y) => noise(width * 4, 100 + y));
    const { get, pixels } = await embedded(makePng({ width, height: 10, colorType: 6, rows }));
    expect(get('ColorSpace')).toBe(PDFName.of('DeviceRGB'));
    expect(get('DecodeParms')).toBeUndefined();
    const expected = rows.flatMap((row) =>
      Array.from({ length: width * 3 }, (_, i) =>
        onWhite(row[Math.floor(i / 3) * 4 + (i % 3)]!, row[Math.floor(i / 3) * 4 + 3]!),
      ),
    );
    expect([...pixels()]).toEqual(expected);
  });

  it('flattens 16-bit grey with alpha to 8-bit grey (high bytes)', async () => {
    const width = 5;
    const rows = Array.from({ length: 4 }, (_, y) => noise(width * 4, 7 + y));
    const { get, pixels } = await embedded(makePng({ width, height: 4, colorType: 4, bitDepth: 16, rows }));
    expect(get('ColorSpace')).toBe(PDFName.of('DeviceGray'));
    const expected = rows.flatMap((row) =>
      Array.from({ length: width }, (_, x) => onWhite(row[x * 4]!, row[x * 4 + 2]!)),
    );
    expect([...pixels()]).toEqual(expected);
  });

  it('applies tRNS: palette alphas, and the one transparent colour of a 1-bit grey image', async () => {
    const palette = await embedded(
      makePng({
        width: 3,
        height: 1,
        colorType: 3,
        rows: [Uint8Array.of(0, 1, 2)],
        palette: [0, 0, 0, 200, 100, 0, 10, 20, 30],
        transparency: [0, 128],
      }),
    );
    expect([...palette.pixels()]).toEqual([
      255,
      255,
      255,
      onWhite(200, 128),
      onWhite(100, 128),
      onWhite(0, 128),
      10,
      20,
      30,
    ]);

    // 2 bits per pixel, values 0 1 2 3 1 0 packed into two bytes; grey value 1 is transparent.
    const grey = await embedded(
      makePng({
        width: 6,
        height: 1,
        colorType: 0,
        bitDepth: 2,
        rows: [Uint8Array.of(0b00011011, 0b01000000)],
        transparency: [0, 1],
      }),
    );
    expect([...grey.pixels()]).toEqual([0, 255, 170, 255, 255, 0]);
  });

  it('refuses a truncated PNG', async () => {
    const png = makePng({ width: 4, height: 4, colorType: 6, rows: Array.from({ length: 4 }, (_, y) => noise(16, y)) });
    const pdf = await PDFDocument.create();
    await expect(embedPng(pdf, png.subarray(0, png.length - 30))).rejects.toThrow();
  });
});

// ---- customer PDF pages and the batch

const fontDir = resolve(import.meta.dirname, '../../functions/assets/fonts');
const fonts = {
  regular: new Uint8Array(readFileSync(join(fontDir, 'DejaVuSans.ttf'))),
  bold: new Uint8Array(readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf'))),
};

/** A PDF with `pages` pages, each reading `${label} ${n}`; optionally turned and with a link and a page action. */
async function textPdf(label: string, pages: number, { rotate = 0, interactive = false } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([600, 400]);
    page.drawText(`${label} ${n}`, { x: 40, y: 300, size: 24, font });
    if (rotate) page.setRotation({ type: 'degrees', angle: rotate } as never);
    if (interactive) {
      const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
      page.node.set(PDFName.of('AA'), doc.context.obj({ O: action }));
      const link = doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 100, 100],
        A: { S: 'URI', URI: PDFString.of('https://example.invalid/') },
      });
      page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
    }
  }
  return doc.save({ useObjectStreams: false });
}

const PNG_SIGNATURE = makePng({
  width: 8,
  height: 4,
  colorType: 6,
  rows: Array.from({ length: 4 }, (_, y) => noise(32, y)),
});

function application(documents: ApplicationInput['documents']): ApplicationInput {
  return {
    applicant: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      birthDate: '12.08.1964',
      birthPlace: 'Berlin',
      street: 'Heidestraße',
      houseNumber: '17',
      postalCode: '50667',
      city: 'Köln',
    },
    language: 'de',
    place: 'Köln',
    date: '2026-03-06',
    signature: { mime: 'image/png', bytes: PNG_SIGNATURE },
    documents,
    orderNumber: 'PK-1767225600000-ABCDEF',
  };
}

describe("a customer's PDF pages in the application", () => {
  it('are drawn without annotations, links or actions, as large as they look, turned as they are shown', async () => {
    const scan = await textPdf('Scan', 2, { rotate: 90, interactive: true });
    expect(new TextDecoder('latin1').decode(scan)).toContain('/JavaScript');
    const pdf = await renderApplicationPdf(
      application([{ mime: 'application/pdf', bytes: scan, label: 'Ausweis Vorderseite' }]),
      fonts,
    );
    const text = new TextDecoder('latin1').decode(pdf);
    for (const marker of ['/Annots', '/JavaScript', '/URI', '/AA']) expect(text).not.toContain(marker);
    const doc = await PDFDocument.load(pdf);
    const pages = doc.getPages().slice(-2);
    expect(pages.map((p) => [p.getWidth(), p.getHeight(), p.getRotation().angle])).toEqual([
      [400, 600, 0],
      [400, 600, 0],
    ]);
    const proxy = await getDocumentProxy(new Uint8Array(pdf));
    const { text: pageTexts } = await extractText(proxy);
    expect(pageTexts.slice(-2).map((t) => t.trim())).toEqual(['Scan 1', 'Scan 2']);
  });
});

describe('the daily batch, written piece by piece', () => {
  it('joins the PDFs page by page into one valid file, handing out bytes as it goes', async () => {
    const chunks: Uint8Array[] = [];
    const writer = new PdfBatchWriter((chunk) => chunks.push(chunk));
    await writer.append(await textPdf('A', 1));
    const afterFirst = chunks.reduce((sum, c) => sum + c.length, 0);
    expect(afterFirst).toBeGreaterThan(300); // the first part is out before the second is read
    await writer.append(await textPdf('B', 2));
    await writer.append(
      await renderApplicationPdf(application([{ mime: 'image/png', bytes: PNG_SIGNATURE, label: 'Ausweis' }]), fonts),
    );
    writer.finish();
    expect(writer.pageCount).toBe(5);

    const file = Buffer.concat(chunks);
    const doc = await PDFDocument.load(file);
    expect(doc.getPageCount()).toBe(5);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)));
    expect(text.slice(0, 3).map((t) => t.trim())).toEqual(['A 1', 'B 1', 'B 2']);
    expect(text[3]).toContain('Mustermann');

    // Every cross-reference entry points at its object.
    const latin = file.toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(latin)![1]);
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(latin.slice(xrefAt))!;
    expect(first).toBe('0');
    const entries = latin
      .slice(xrefAt)
      .split('\n')
      .slice(2, 2 + Number(count));
    entries.forEach((entry, n) => {
      if (entry.endsWith('n\r')) expect(latin.slice(Number(entry.slice(0, 10))).startsWith(`${n} 0 obj`)).toBe(true);
    });
  });
});
