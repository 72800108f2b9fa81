// Render time of the KBA application PDF (functions/services/applications/pdf.ts) in Node: one
// application with two ~3 MB ID photos as JPEG (median of RUNS renders after one untimed warm-up),
// a batch of 50 such applications one after another, and, for comparison, the same with two ~3 MB
// PNGs (pdf-lib decodes and re-compresses PNGs, JPEGs go in unchanged). Prints a Markdown table.
// `node bench/application-pdf.mjs` (RUNS=50 for more runs). Target: ≤ 100 ms per application.
//
// The photos are built here without an image library: a valid baseline 4000×3000 JPEG (uniform grey,
// every 8×8 block two Huffman bits) padded to ~3 MB with COM segments of random bytes. pdf-lib only
// parses a JPEG's header and copies the bytes, so the cost depends on the size, not the picture.
// Node is only a proxy for workerd (same V8, but Worker CPU limits apply per request there).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { renderApplicationPdf } from '../functions/services/applications/pdf.ts';

const RUNS = Number(process.env.RUNS ?? 20);
const BATCH = 50;
const PHOTO_BYTES = 3 * 1024 * 1024;
const fontDir = fileURLToPath(new URL('../functions/assets/fonts/', import.meta.url));
const fonts = {
  regular: new Uint8Array(readFileSync(`${fontDir}DejaVuSans.ttf`)),
  bold: new Uint8Array(readFileSync(`${fontDir}DejaVuSans-Bold.ttf`)),
};

const u16 = (n) => [n >> 8, n & 0xff];

/** A valid width × height baseline grey JPEG of about `size` bytes (random COM segments after SOI). */
function makeJpeg(width, height, size) {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = new Uint8Array(Math.ceil((2 * blocks) / 8));
  if ((2 * blocks) % 8) scan[scan.length - 1] = (1 << (8 - ((2 * blocks) % 8))) - 1;
  const huffman = (tableClass) => [0xff, 0xc4, ...u16(20), tableClass, 1, ...new Array(15).fill(0), 0];
  const head = [
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
  ];
  const parts = [Uint8Array.of(0xff, 0xd8)];
  for (let left = size - scan.length - head.length; left > 0; left -= 65533) {
    const n = Math.min(left, 65533);
    parts.push(Uint8Array.of(0xff, 0xfe, ...u16(n + 2)), randomBytes(n));
  }
  parts.push(Uint8Array.from(head), scan, Uint8Array.of(0xff, 0xd9));
  return new Uint8Array(Buffer.concat(parts));
}

/** A valid 8-bit RGB(A) PNG; `noise` fills it with random pixels (incompressible, like a photo at worst). */
function makePng(width, height, alpha, noise) {
  const channels = alpha ? 4 : 3;
  const stride = width * channels + 1;
  const raw = noise ? randomBytes(stride * height) : Buffer.alloc(stride * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * stride] = 0; // filter type None
  const chunk = (type, data) => {
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
  header.set([8, alpha ? 6 : 2, 0, 0, 0], 8);
  const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      magic,
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 1 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** @type {import('../functions/services/applications/pdf.ts').ApplicationInput} */
const jpegApplication = {
  applicant: {
    firstName: 'Łukasz',
    lastName: 'Öztürk-Ğül',
    birthName: 'Strauß',
    birthDate: '15.03.1985',
    birthPlace: 'İzmir',
    street: 'Große Straße',
    houseNumber: '5a',
    postalCode: '50667',
    city: 'Köln',
  },
  language: 'en',
  place: 'Köln',
  date: '2026-11-22',
  signature: { mime: 'image/png', bytes: makePng(600, 200, true, false) },
  documents: [
    { mime: 'image/jpeg', bytes: makeJpeg(4000, 3000, PHOTO_BYTES), label: 'Ausweis Vorderseite' },
    { mime: 'image/jpeg', bytes: makeJpeg(4000, 3000, PHOTO_BYTES), label: 'Ausweis Rückseite' },
  ],
  orderNumber: 'PK-1766400000000-7F3K9Q',
};
const side = Math.round(Math.sqrt(PHOTO_BYTES / 3)); // RGB noise: ~3 MB compressed
const pngApplication = {
  ...jpegApplication,
  documents: jpegApplication.documents.map((document) => ({
    ...document,
    mime: 'image/png',
    bytes: makePng(side, side, false, true),
  })),
};

/** Renders `data` `runs` times (after a warm-up); returns sorted durations in ms and the last PDF. */
async function measure(data, runs) {
  let pdf = await renderApplicationPdf(data, fonts);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    pdf = await renderApplicationPdf(data, fonts);
    times.push(performance.now() - start);
  }
  return { times: times.sort((a, b) => a - b), pdf };
}

const ms = (value) => `${value.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const inputSize = (data) => data.documents.reduce((sum, document) => sum + document.bytes.length, 0);
console.log(`Node ${process.version}, ${RUNS} runs for single applications, batch of ${BATCH}\n`);
console.log('| case | photos in | pages | PDF size | median | min | p90 |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [name, data, runs] of [
  ['1 application, 2 × JPEG', jpegApplication, RUNS],
  ['1 application, 2 × PNG (noise)', pngApplication, Math.min(RUNS, 5)],
]) {
  const { times, pdf } = await measure(data, runs);
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(
    `| ${name} | ${mb(inputSize(data))} | ${pages} | ${mb(pdf.length)} | ${ms(at(0.5))} | ${ms(times[0])} | ${ms(at(0.9))} |`,
  );
}
const start = performance.now();
for (let i = 0; i < BATCH; i++) await renderApplicationPdf(jpegApplication, fonts);
const total = performance.now() - start;
console.log(
  `| batch of ${BATCH}, 2 × JPEG each | ${mb(inputSize(jpegApplication))} each | 3 each | – | ${ms(total / BATCH)} per application | – | total ${ms(total)} |`,
);
