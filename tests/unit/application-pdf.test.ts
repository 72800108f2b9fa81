// The KBA application PDF, read back with unpdf (pdf.js) and pdf-lib: the letter's content, non-ASCII
// names through the embedded DejaVu subset, the language sentence, and the ID copies (JPEG and PNG
// pages with their images, PDF pages merged). The test images are built here byte by byte: a
// minimal baseline grayscale JPEG and a zlib-compressed PNG, so no image library is needed.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  StandardFonts,
} from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { fitInto, renderApplicationPdf, type ApplicationInput } from '../../functions/services/applications/pdf';
import { dpiOf, ID_CARD_MM, PHOTO_LONG_SIDE_PX, PRINT_DPI, printedMm } from '../../src/domain/id-photo';

const fontDir = resolve(import.meta.dirname, '../../functions/assets/fonts');
const fonts = {
  regular: new Uint8Array(readFileSync(join(fontDir, 'DejaVuSans.ttf'))),
  bold: new Uint8Array(readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf'))),
};

const u16 = (n: number) => [n >> 8, n & 0xff];

/**
 * A valid baseline JPEG, uniformly grey, width × height: one 1-bit Huffman code each for "DC diff 0"
 * and "end of block", so every 8×8 block is two zero bits. `padding` bytes of COM segments make it large.
 */
function makeJpeg(width: number, height: number, padding = 0): Uint8Array {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = new Uint8Array(Math.ceil((2 * blocks) / 8));
  const used = (2 * blocks) % 8;
  if (used) scan[scan.length - 1] = (1 << (8 - used)) - 1; // pad the last byte with 1 bits
  const comments: number[] = [];
  for (let left = padding; left > 0; left -= 65533)
    comments.push(0xff, 0xfe, ...u16(Math.min(left, 65533) + 2), ...new Array(Math.min(left, 65533)).fill(0x41));
  const huffman = (tableClass: number) => [0xff, 0xc4, ...u16(20), tableClass, 1, ...new Array(15).fill(0), 0];
  return new Uint8Array([
    0xff,
    0xd8,
    ...comments,
    0xff,
    0xdb,
    ...u16(67),
    0,
    ...new Array(64).fill(1),
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
    ...huffman(0x00),
    ...huffman(0x10),
    0xff,
    0xda,
    ...u16(8),
    1,
    1,
    0x00,
    0,
    63,
    0,
    ...scan,
    0xff,
    0xd9,
  ]);
}

/** A valid 8-bit PNG, RGB or RGBA (for a transparent signature), filled with a diagonal pattern. */
function makePng(width: number, height: number, alpha: boolean): Uint8Array {
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc((width * channels + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * channels + 1) + 1 + x * channels;
      const ink = (x + y) % 7 === 0 ? 0 : 255;
      raw.fill(ink, at, at + 3);
      if (alpha) raw[at + 3] = ink === 0 ? 255 : 0;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, alpha ? 6 : 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]),
  );
}

/** A PDF document with `pages` pages, each saying 'Reisepass Seite n'. */
async function makePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    pdf.addPage([300, 200]).drawText(`Reisepass Seite ${i}`, { x: 20, y: 100, font, size: 12 });
  return pdf.save();
}

const front = makeJpeg(640, 400);
const back = makePng(320, 200, false);

const input: ApplicationInput = {
  applicant: {
    firstName: 'Łukasz',
    lastName: 'Öztürk-Ğül',
    birthName: 'Yılmaz',
    birthDate: '15.03.1985',
    birthPlace: 'İzmir',
    street: 'Große Straße',
    houseNumber: '5a',
    postalCode: '50667',
    city: 'Köln',
  },
  language: 'de',
  place: 'Köln',
  date: '2026-11-22',
  signature: { mime: 'image/png', bytes: makePng(300, 100, true) },
  documents: [
    { mime: 'image/jpeg', bytes: front, label: 'Ausweis Vorderseite' },
    { mime: 'image/png', bytes: back, label: 'Ausweis Rückseite' },
  ],
  orderNumber: 'PK-1766400000000-7F3K9Q',
};

/** Renders and reads back: page count, text per page (non-breaking spaces as plain spaces), bytes. */
async function render(data: ApplicationInput) {
  const bytes = await renderApplicationPdf(data, fonts);
  const proxy = await getDocumentProxy(bytes.slice()); // pdf.js may detach the buffer it is given
  const { totalPages, text } = await extractText(proxy, { mergePages: false });
  return { bytes, totalPages, pages: text.map((page) => page.replace(/\u00a0/g, ' ')) };
}

/** The image XObjects on each page as [width, height]. */
async function imagesPerPage(bytes: Uint8Array): Promise<[number, number][][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    return (xObjects?.values() ?? []).flatMap((ref) => {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image')
        return [];
      const size = (key: string) => stream.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
      return [[size('Width'), size('Height')] as [number, number]];
    });
  });
}

/** The printed size (points) of each image drawn on page `index`, from the `cm` before its `Do` in the content stream. */
async function drawnImages(bytes: Uint8Array, index: number): Promise<{ width: number; height: number }[]> {
  const page = (await PDFDocument.load(bytes)).getPages()[index]!;
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const text = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .join('\n');
  return [...text.matchAll(/([\d.]+) 0 0 ([\d.]+) [\d.-]+ [\d.-]+ cm\s*\/[\w-]+ Do/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
}

const MM_PER_POINT = 25.4 / 72;

describe('renderApplicationPdf', () => {
  it('renders the letter with recipient, subject, personal data and the date line, then the image pages', async () => {
    const { bytes, totalPages, pages } = await render(input);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(totalPages).toBe(3);
    const letter = pages[0]!;
    for (const expected of [
      'Kraftfahrt-Bundesamt',
      '24932 Flensburg',
      'Antrag auf Auskunft aus dem Fahreignungsregister (§ 30 Abs. 8 StVG)',
      'Sehr geehrte Damen und Herren,',
      'Łukasz Öztürk-Ğül',
      'Große Straße 5a',
      '50667 Köln',
      'Köln, 22.11.2026',
      'Geburtsname',
      'Yılmaz',
      '15.03.1985',
      'İzmir',
      'Große Straße 5a, 50667 Köln',
      'Ich bitte um Zusendung der Auskunft an die oben genannte Anschrift.',
      'Vorder- und Rückseite',
      'Mit freundlichen Grüßen',
      'Bestellnummer PK-1766400000000-7F3K9Q',
    ]) {
      expect(letter).toContain(expected);
    }
    expect(letter).not.toContain('englischer Sprache');
    expect(pages[1]).toContain('Ausweis Vorderseite');
    expect(pages[2]).toContain('Ausweis Rückseite');
  });

  it('embeds the signature on the letter and each ID image on its own page', async () => {
    const { bytes } = await render(input);
    expect(await imagesPerPage(bytes)).toEqual([[[300, 100]], [[640, 400]], [[320, 200]]]);
    const bigger = await renderApplicationPdf(
      { ...input, documents: [{ ...input.documents[0]!, bytes: makeJpeg(640, 400, 200_000) }] },
      fonts,
    );
    const smaller = await renderApplicationPdf({ ...input, documents: [input.documents[0]!] }, fonts);
    expect(bigger.length - smaller.length).toBeGreaterThanOrEqual(200_000); // the JPEG goes in unchanged
  });

  it('merges PDF documents page by page after the images', async () => {
    const documents = [
      ...input.documents,
      { mime: 'application/pdf' as const, bytes: await makePdf(2), label: 'Reisepass' },
    ];
    const { totalPages, pages } = await render({ ...input, documents });
    expect(totalPages).toBe(1 + 2 + 2);
    expect(pages[3]).toContain('Reisepass Seite 1');
    expect(pages[4]).toContain('Reisepass Seite 2');
  });

  it('asks for an English reply only for language en, and leaves out a missing birth name', async () => {
    const { totalPages, pages } = await render({
      ...input,
      language: 'en',
      applicant: { ...input.applicant, birthName: undefined },
      documents: [{ mime: 'application/pdf', bytes: await makePdf(1), label: 'Ausweis' }],
    });
    expect(totalPages).toBe(2);
    expect(pages[0]).toContain('Ich bitte, die Auskunft nach Möglichkeit in englischer Sprache zu erteilen.');
    expect(pages[0]).toContain('Ich bitte um Zusendung der Auskunft an die oben genannte Anschrift.');
    expect(pages[0]).not.toContain('Geburtsname');
    expect(pages[0]).not.toContain('Yılmaz');
  });

  it('prints ß in names and places, and accepts a JPEG signature', async () => {
    const applicant = {
      ...input.applicant,
      firstName: 'Hans-Jürgen',
      lastName: 'Strauß',
      birthName: 'Weiß',
      birthPlace: 'Gießen',
      city: 'Neuß',
    };
    const { pages } = await render({
      ...input,
      applicant,
      place: 'Neuß',
      signature: { mime: 'image/jpeg', bytes: makeJpeg(240, 80) },
    });
    for (const expected of ['Hans-Jürgen Strauß', 'Weiß', 'Gießen', 'Neuß, 22.11.2026', '50667 Neuß'])
      expect(pages[0]).toContain(expected);
  });

  it('prints streets with digits and house numbers as typed: dates, Mannheim’s squares, ½', async () => {
    for (const [address, expected] of [
      [
        { street: 'Straße des 17. Juni', houseNumber: '1½', postalCode: '10623', city: 'Berlin' },
        'Straße des 17. Juni 1½',
      ],
      [{ street: 'L 7', houseNumber: '3-5', postalCode: '68161', city: 'Mannheim' }, 'L 7 3-5'],
      [
        { street: 'Am Hof ’Zur Linde’', houseNumber: '110 1/2', postalCode: '04103', city: 'Leipzig' },
        'Am Hof ’Zur Linde’ 110 1/2',
      ],
    ] as const) {
      const applicant = {
        ...input.applicant,
        ...address,
        firstName: 'Thị Lan',
        lastName: 'Nguyễn',
        birthPlace: 'Đà Nẵng',
      };
      const { pages } = await render({ ...input, applicant, documents: [] });
      const city = `${address.postalCode} ${address.city}`;
      for (const text of [expected, city, `${expected}, ${city}`, 'Thị Lan Nguyễn', 'Đà Nẵng'])
        expect(pages[0], text).toContain(text);
    }
  });

  it('encloses the proof of a change of name after the ID copy and says so in the letter', async () => {
    const proof = { mime: 'application/pdf' as const, bytes: await makePdf(2), label: 'Nachweis der Namensänderung' };
    const image = { mime: 'image/jpeg' as const, bytes: makeJpeg(320, 200), label: 'Nachweis der Namensänderung' };
    const { totalPages, pages } = await render({
      ...input,
      documents: [...input.documents, proof, image],
      enclosesNameProof: true,
    });
    const words = (text: string | undefined) => text?.replace(/\s+/g, ' ');
    expect(totalPages).toBe(1 + 2 + 2 + 1);
    expect(words(pages[0])).toContain(
      'Eine Kopie meines Personalausweises bzw. Reisepasses (Vorder- und Rückseite) liegt bei. Da dieser noch ' +
        'meinen früheren Namen ausweist, füge ich außerdem einen Nachweis meiner Namensänderung bei.',
    );
    expect(pages[5]).toContain('Nachweis der Namensänderung');
    // Without one, the letter names the ID copy alone; the letter copy says what the letter sent said.
    expect(words((await render(input)).pages[0])).not.toContain('Namensänderung');
    const copy = await render({ ...input, documents: [], enclosesNameProof: true });
    expect(copy.totalPages).toBe(1);
    expect(words(copy.pages[0])).toContain('Nachweis meiner Namensänderung bei.');
  });

  it('prints a photo from the wizard at 300 dpi, so the card in it prints sharp at about its real size', async () => {
    // The wizard sends photos at PHOTO_LONG_SIDE_PX on the long side (src/domain/id-photo.ts), landscape or portrait.
    for (const [width, height] of [
      [PHOTO_LONG_SIDE_PX, 1200],
      [1200, PHOTO_LONG_SIDE_PX],
    ] as const) {
      const photo = { mime: 'image/jpeg' as const, bytes: makeJpeg(width, height), label: 'Ausweis Vorderseite' };
      const bytes = await renderApplicationPdf({ ...input, documents: [photo] }, fonts);
      const [drawn] = await drawnImages(bytes, 1);
      const printedWidthMm = drawn!.width * MM_PER_POINT;
      expect(dpiOf(width, printedWidthMm)).toBeGreaterThanOrEqual(PRINT_DPI - 0.01);
      expect(printedWidthMm).toBeCloseTo(printedMm(width), 1);
      // A card across two thirds of the long side (the assumption in id-photo.ts) prints at 300 dpi or more
      // and at least at its real width.
      const cardPixels = (Math.max(width, height) * 2) / 3;
      expect(dpiOf(cardPixels, ID_CARD_MM.width)).toBeGreaterThanOrEqual(PRINT_DPI);
      expect((cardPixels / width) * printedWidthMm).toBeGreaterThanOrEqual(ID_CARD_MM.width);
    }
  });

  it('fits a large image into the page at more than 300 dpi and does not shrink a small one below a photo’s size', async () => {
    const large = { mime: 'image/jpeg' as const, bytes: makeJpeg(4000, 3000), label: 'Ausweis Vorderseite' };
    const small = { mime: 'image/jpeg' as const, bytes: makeJpeg(800, 600), label: 'Ausweis Rückseite' };
    const bytes = await renderApplicationPdf({ ...input, documents: [large, small] }, fonts);
    const [big] = await drawnImages(bytes, 1);
    expect(big!.width * MM_PER_POINT).toBeCloseTo(180, 1); // the page's width between its 15 mm margins
    expect(dpiOf(4000, big!.width * MM_PER_POINT)).toBeGreaterThan(PRINT_DPI);
    const [little] = await drawnImages(bytes, 2);
    expect(little!.width * MM_PER_POINT).toBeCloseTo(printedMm(PHOTO_LONG_SIDE_PX), 1);
  });

  it('fits images into a box keeping the aspect ratio', () => {
    const wide = fitInto({ width: 300, height: 100 }, 170, 57);
    expect([wide.width, wide.height * 3]).toEqual([170, 170]);
    const square = fitInto({ width: 100, height: 100 }, 170, 57);
    expect(square.width).toBeCloseTo(57, 9);
    expect(square.height).toBeCloseTo(57, 9);
  });
});
