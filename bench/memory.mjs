// Peak memory of the worst uploads we accept and of the daily batch, against a Worker isolate's
// 128 MB. `npm run bench:memory` (Node ≥ 22.18, run with --expose-gc by the script).
//
// Each case runs in a child process of its own: the parent writes the inputs to a temporary folder,
// the child reads them, collects garbage, notes its resident set size (RSS) and then does the work.
// The children run with the V8 heap capped at 40 MB (see NODE_FLAGS). Reported: the peak RSS above
// that baseline (the process's high-water mark, so synchronous peaks inside pdf-lib or zlib count
// too, and so do native zlib buffers and memory freed but not yet returned: the upper figure, which
// the verdict uses) and the peak of V8 heap + ArrayBuffers sampled every millisecond (a lower figure:
// a long synchronous step is not sampled). Node stands in for workerd: the same V8, Node's own
// baseline subtracted.
//
// Cases: the upload inspection of the worst PDFs we accept (10 MB, streams inflating to just under
// the cap; structure just under its cap) and of a bomb we refuse; the application with a 24 MP PNG
// (with and without transparency) and with the worst accepted PDF; pdf-lib's own embedPng of the same
// PNG for comparison; the daily batch of 100 orders streamed, and built in one document as before.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';

const MB = 1024 * 1024;
const LIMIT_MB = 128;
const BATCH_ORDERS = Number(process.env.ORDERS ?? 100);
const here = fileURLToPath(import.meta.url);
/**
 * The children's V8 heap is capped well below the isolate's 128 MB (40 MB), so V8 collects garbage
 * early instead of letting the heap grow with it, and RSS shows what the work really keeps. A case
 * that needed more live heap would crash here, which the table would show. ArrayBuffers live outside
 * that cap and count in full. Override with NODE_FLAGS (e.g. NODE_FLAGS=--max-old-space-size=128).
 */
const NODE_FLAGS = (process.env.NODE_FLAGS ?? '--max-old-space-size=40').split(' ').filter(Boolean);

// ---------------------------------------------------------------------------------------------
// Inputs

const u16 = (n) => [n >> 8, n & 0xff];

/** A valid baseline grey JPEG of width × height padded with COM segments to about `size` bytes. */
function makeJpeg(width, height, size) {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = new Uint8Array(Math.ceil((2 * blocks) / 8));
  if ((2 * blocks) % 8) scan[scan.length - 1] = (1 << (8 - ((2 * blocks) % 8))) - 1;
  const huffman = (tableClass) => [0xff, 0xc4, ...u16(20), tableClass, 1, ...new Array(15).fill(0), 0];
  const head = [0xff, 0xdb, ...u16(67), 0, ...new Array(64).fill(1)];
  head.push(0xff, 0xc0, ...u16(11), 8, ...u16(height), ...u16(width), 1, 1, 0x11, 0);
  head.push(...huffman(0x00), ...huffman(0x10), 0xff, 0xda, ...u16(8), 1, 1, 0x00, 0, 63, 0);
  const parts = [Uint8Array.of(0xff, 0xd8)];
  for (let left = size - scan.length - head.length; left > 0; left -= 65533) {
    const n = Math.min(left, 65533);
    parts.push(Uint8Array.of(0xff, 0xfe, ...u16(n + 2)), randomBytes(n));
  }
  parts.push(Uint8Array.from(head), scan, Uint8Array.of(0xff, 0xd9));
  return new Uint8Array(Buffer.concat(parts));
}

/** An 8-bit RGB(A) PNG; a share `noisy` of its rows is random (incompressible), the rest grey. */
function makePng(width, height, alpha, noisy) {
  const channels = alpha ? 4 : 3;
  const stride = width * channels + 1;
  const raw = Buffer.alloc(stride * height, 0x80);
  const every = Math.round(1 / noisy);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0;
    if (y % every === 0) randomBytes(stride - 1).copy(raw, y * stride + 1);
  }
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
  const idat = deflateSync(raw, { level: 6 });
  return new Uint8Array(
    Buffer.concat([magic, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]),
  );
}

/** A one-page PDF with the given raw streams (dictionary entries and bytes) as page content and images. */
async function pdfWithStreams({ content, image, image2, extraObject }) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const contentRef = doc.context.register(doc.context.stream(content.bytes, content.dict));
  page.node.set(PDFName.of('Contents'), contentRef);
  if (image) {
    const imageRef = doc.context.register(
      doc.context.stream(image.bytes, { Type: 'XObject', Subtype: 'Image', Width: 1000, Height: 1000, ...image.dict }),
    );
    page.node.setXObject(PDFName.of('Im0'), imageRef);
  }
  if (image2) {
    const imageRef = doc.context.register(
      doc.context.stream(image2.bytes, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 1000,
        Height: 1000,
        ...image2.dict,
      }),
    );
    page.node.setXObject(PDFName.of('Im1'), imageRef);
  }
  if (extraObject) page.node.set(PDFName.of('PieceInfo'), doc.context.register(extraObject(doc.context)));
  return doc.save({ useObjectStreams: false });
}

async function writeInputs(dir) {
  const { MAX_PDF_CONTENT_BYTES, MAX_PDF_INFLATED_BYTES, MAX_PDF_STRUCTURE_BYTES, MAX_UPLOAD_BYTES } =
    await import('../src/domain/uploads.ts');
  const files = {};
  const put = (name, bytes) => {
    writeFileSync(join(dir, name), bytes);
    files[name] = bytes.length;
  };

  // The worst PDF we accept: page content inflating to just under its cap, an image of zeros and one of
  // random bytes (stored, ~9.5 MB on the wire) bringing all streams to just under the total cap.
  const content = MAX_PDF_CONTENT_BYTES - 64 * 1024;
  const random = 9.5 * MB;
  const zeros = MAX_PDF_INFLATED_BYTES - content - random - 256 * 1024;
  put(
    'pdf-worst.pdf',
    await pdfWithStreams({
      content: { bytes: deflateSync(Buffer.alloc(content), { level: 9 }), dict: { Filter: 'FlateDecode' } },
      image: {
        bytes: deflateSync(Buffer.alloc(zeros), { level: 9 }),
        dict: { Filter: 'FlateDecode', ColorSpace: 'DeviceGray', BitsPerComponent: 8 },
      },
      image2: {
        bytes: deflateSync(randomBytes(random), { level: 0 }),
        dict: { Filter: 'FlateDecode', ColorSpace: 'DeviceGray', BitsPerComponent: 8 },
      },
    }),
  );
  // Structure just under its cap: one array of numbers (parsed into objects), padded to 10 MB with an image.
  const numbers = Math.floor((MAX_PDF_STRUCTURE_BYTES - 64 * 1024) / 2);
  put(
    'pdf-structure.pdf',
    await pdfWithStreams({
      content: { bytes: new Uint8Array(0), dict: {} },
      image: {
        bytes: randomBytes(MAX_UPLOAD_BYTES - MAX_PDF_STRUCTURE_BYTES - 64 * 1024),
        dict: { Filter: 'DCTDecode' },
      },
      extraObject: (context) => context.obj(new Array(numbers).fill(0)),
    }),
  );
  // A bomb we refuse: 1 MB that inflate to 1 GB.
  put(
    'pdf-bomb.pdf',
    await pdfWithStreams({
      content: { bytes: deflateSync(Buffer.alloc(1024 * MB), { level: 9 }), dict: { Filter: 'FlateDecode' } },
    }),
  );
  put('png-24mp-rgba.png', makePng(6000, 4000, true, 0.1));
  put('png-24mp-rgb.png', makePng(6000, 4000, false, 0.12));
  put('signature.png', makePng(1200, 450, true, 0.02));
  put('jpeg-10mb.jpg', makeJpeg(6000, 4000, 10 * MB - 4096));
  // What leaves the browser for a phone photo (bench:photo): about 1.5 MB.
  put('jpeg-phone.jpg', makeJpeg(2400, 1800, 1.5 * MB));
  for (const [name, size] of Object.entries(files))
    if (size > MAX_UPLOAD_BYTES) throw new Error(`${name} is larger than an upload may be`);
  return files;
}

// ---------------------------------------------------------------------------------------------
// Cases (run in the child)

const read = (dir, name) => new Uint8Array(readFileSync(join(dir, name)));
const fontDir = fileURLToPath(new URL('../functions/assets/fonts/', import.meta.url));
const fonts = () => ({
  regular: new Uint8Array(readFileSync(`${fontDir}DejaVuSans.ttf`)),
  bold: new Uint8Array(readFileSync(`${fontDir}DejaVuSans-Bold.ttf`)),
});

function applicationInput(dir, documents) {
  return {
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
    language: 'de',
    place: 'Köln',
    date: '2026-11-23',
    signature: { mime: 'image/png', bytes: read(dir, 'signature.png') },
    documents,
    orderNumber: 'PK-1766400000000-7F3K9Q',
  };
}

/** Each case returns a short note about what came out. */
const CASES = {
  async 'inspect-worst'(dir) {
    const { inspectFile } = await import('../functions/services/uploads/inspection.ts');
    return JSON.stringify(await inspectFile(read(dir, 'pdf-worst.pdf')));
  },
  async 'inspect-structure'(dir) {
    const { inspectFile } = await import('../functions/services/uploads/inspection.ts');
    return JSON.stringify(await inspectFile(read(dir, 'pdf-structure.pdf')));
  },
  async 'inspect-bomb'(dir) {
    const { inspectFile } = await import('../functions/services/uploads/inspection.ts');
    return JSON.stringify(await inspectFile(read(dir, 'pdf-bomb.pdf')));
  },
  async 'load-bomb-pdf-lib'(dir) {
    // What the upload did before: pdf-lib reads the same bomb (its page content stays compressed on
    // load; embedding the page for the application then inflates it).
    const doc = await PDFDocument.load(read(dir, 'pdf-bomb.pdf'));
    const target = await PDFDocument.create();
    await target.embedPages([doc.getPage(0)]);
    await target.save();
    return 'embedded';
  },
  async 'application-png'(dir) {
    const { renderApplicationPdf } = await import('../functions/services/applications/pdf.ts');
    const pdf = await renderApplicationPdf(
      applicationInput(dir, [
        { mime: 'image/png', bytes: read(dir, 'png-24mp-rgba.png'), label: 'Ausweis Vorderseite' },
        { mime: 'image/png', bytes: read(dir, 'png-24mp-rgb.png'), label: 'Ausweis Rückseite' },
      ]),
      fonts(),
    );
    return `${(pdf.length / MB).toFixed(1)} MB PDF`;
  },
  async 'embed-png-pdf-lib'(dir) {
    const doc = await PDFDocument.create();
    const image = await doc.embedPng(read(dir, 'png-24mp-rgba.png'));
    doc.addPage().drawImage(image, { x: 0, y: 0, width: 100, height: 100 });
    return `${((await doc.save()).length / MB).toFixed(1)} MB PDF`;
  },
  async 'application-pdf'(dir) {
    const { renderApplicationPdf } = await import('../functions/services/applications/pdf.ts');
    const pdf = await renderApplicationPdf(
      applicationInput(dir, [
        { mime: 'application/pdf', bytes: read(dir, 'pdf-worst.pdf'), label: 'Ausweis Vorderseite' },
        { mime: 'image/jpeg', bytes: read(dir, 'jpeg-10mb.jpg'), label: 'Ausweis Rückseite' },
      ]),
      fonts(),
    );
    return `${(pdf.length / MB).toFixed(1)} MB PDF`;
  },
  async 'batch-streamed'(dir) {
    const { renderApplicationPdf } = await import('../functions/services/applications/pdf.ts');
    const { PdfBatchWriter } = await import('../functions/services/pdf/batch-writer.ts');
    const input = batchInput(dir);
    let written = 0;
    // The Response body: each piece goes to the client and is dropped.
    const writer = new PdfBatchWriter((chunk) => (written += chunk.length));
    for (let i = 0; i < BATCH_ORDERS; i++) {
      // As in the Worker: the documents are read (here: copied) for each application, then dropped.
      await writer.append(await renderApplicationPdf(copyInput(input), fonts()));
    }
    writer.finish();
    return `${writer.pageCount} pages, ${(written / MB).toFixed(0)} MB streamed`;
  },
  async 'batch-one-document'(dir) {
    const { renderApplicationPdf } = await import('../functions/services/applications/pdf.ts');
    const input = batchInput(dir);
    const batch = await PDFDocument.create();
    for (let i = 0; i < BATCH_ORDERS; i++) {
      const single = await PDFDocument.load(await renderApplicationPdf(copyInput(input), fonts()));
      for (const page of await batch.copyPages(single, single.getPageIndices())) batch.addPage(page);
    }
    const bytes = await batch.save();
    return `${batch.getPageCount()} pages, ${(bytes.length / MB).toFixed(0)} MB in one buffer`;
  },
};

function batchInput(dir) {
  const photo = read(dir, 'jpeg-phone.jpg');
  return applicationInput(dir, [
    { mime: 'image/jpeg', bytes: photo, label: 'Ausweis Vorderseite' },
    { mime: 'image/jpeg', bytes: photo, label: 'Ausweis Rückseite' },
  ]);
}

function copyInput(input) {
  return {
    ...input,
    signature: { ...input.signature, bytes: input.signature.bytes.slice() },
    documents: input.documents.map((d) => ({ ...d, bytes: d.bytes.slice() })),
  };
}

async function runChild(name, dir) {
  const run = CASES[name];
  await import('pdf-lib'); // loaded before the baseline, as in a warm Worker
  await import('../functions/services/applications/pdf.ts');
  await import('../functions/services/uploads/inspection.ts');
  await import('../functions/services/pdf/batch-writer.ts');
  global.gc();
  const base = process.memoryUsage();
  let sampled = 0;
  const sample = () => {
    const m = process.memoryUsage();
    sampled = Math.max(sampled, m.heapUsed + m.arrayBuffers - base.heapUsed - base.arrayBuffers);
  };
  const timer = setInterval(sample, 1);
  const started = performance.now();
  const note = await run(dir);
  const ms = performance.now() - started;
  sample();
  clearInterval(timer);
  const peakRss = process.resourceUsage().maxRSS * 1024 - base.rss;
  process.stdout.write(JSON.stringify({ peakRss, sampled, ms, note }));
}

// ---------------------------------------------------------------------------------------------
// Parent

const LABELS = {
  'inspect-worst': 'Upload check: 10 MB PDF, page content just under 8 MB and all streams just under 50 MB inflated',
  'inspect-structure': 'Upload check: 10 MB PDF, structure just under the 1 MB cap (one array of ~½ M numbers)',
  'inspect-bomb': 'Upload check: PDF bomb (1 MB → 1 GB), refused',
  'load-bomb-pdf-lib': 'before: the same bomb read by pdf-lib and embedded (no pre-check)',
  'application-png': 'Application: 24 MP PNG with alpha + 24 MP PNG (each ≈ 10 MB), streamed PNG embedding',
  'embed-png-pdf-lib': "before: pdf-lib's embedPng of the one 24 MP PNG with alpha",
  'application-pdf': 'Application: the worst accepted PDF (above) + 10 MB JPEG',
  'batch-streamed': `Daily batch: ${BATCH_ORDERS} orders, 2 × 1.5 MB photos each, streamed (batch-writer)`,
  'batch-one-document': `before: the same ${BATCH_ORDERS} orders copied into one pdf-lib document and saved`,
};

async function main() {
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice(7)
    .split(',');
  const dir = mkdtempSync(join(tmpdir(), 'punktebrief-memory-'));
  try {
    const files = await writeInputs(dir);
    console.log(
      `Node ${process.version}, children with ${NODE_FLAGS.join(' ')}; inputs: ${Object.entries(files)
        .map(([n, s]) => `${n} ${(s / MB).toFixed(1)} MB`)
        .join(', ')}\n`,
    );
    console.log(
      `| case | peak RSS above baseline | peak heap + ArrayBuffers (sampled) | time | result | within ${LIMIT_MB} MB |`,
    );
    console.log('|---|---:|---:|---:|---|:---:|');
    for (const name of Object.keys(CASES)) {
      if (only && !only.includes(name)) continue;
      const child = spawnSync(process.execPath, [...NODE_FLAGS, '--expose-gc', here, '--case', name, dir], {
        encoding: 'utf8',
        maxBuffer: 16 * MB,
      });
      if (child.status !== 0) {
        const oom = /heap out of memory|Allocation failed/i.test(child.stderr);
        const why = oom
          ? 'crashed: JavaScript heap out of memory'
          : `failed: ${child.stderr.trim().split('\n').at(-1)}`;
        console.log(`| ${LABELS[name]} | ${why} | | | | **no** |`);
        continue;
      }
      const r = JSON.parse(child.stdout);
      const mb = (b) => `${(b / MB).toFixed(0)} MB`;
      const ok = Math.max(r.peakRss, r.sampled) <= LIMIT_MB * MB ? 'yes' : '**no**';
      console.log(
        `| ${LABELS[name]} | ${mb(r.peakRss)} | ${mb(r.sampled)} | ${(r.ms / 1000).toFixed(1)} s | ${r.note} | ${ok} |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--case') await runChild(process.argv[3], process.argv[4]);
else await main();
