// Decides what an uploaded file really is from its bytes (never from its name or declared type),
// and refuses files whose processing could exhaust a Worker's 128 MB: images with more pixels than a
// phone camera gives, PNGs whose image data inflates past what their header promises (a 2 MB file can
// inflate to gigabytes; counted by inflating at most one byte past the promise), and PDFs whose
// streams inflate beyond a cap. PDFs are also refused when they
// are encrypted, carry JavaScript or launch actions, or embed files. The limits and messages are the
// domain's (src/domain/uploads.ts), shared with the browser's pre-check.
//
// PDFs are first read as raw bytes (pdfRisks): every stream is found, FlateDecode streams are
// inflated with DecompressionStream and counted, stopping at the cap, and names are read outside
// streams and inside object streams (hex escapes like /J#61vaScript decoded). Only a PDF that passes
// is handed to pdf-lib, whose PDFDocument.load would otherwise inflate every object stream at once;
// then the pages' content streams, which the application decodes, get a cap of their own.
// Only erasable TypeScript syntax, so Node can run this file directly (bench/memory.mjs).
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';
import {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_INTERLACED_PNG_PIXELS,
  MAX_PDF_CONTENT_BYTES,
  MAX_PDF_INFLATED_BYTES,
  MAX_PDF_PAGES,
  MAX_PDF_STRUCTURE_BYTES,
  type UploadMime,
} from '../../src/domain/uploads.ts';
import { pngDataFits } from './pdf/png-image.ts';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The type by magic bytes: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, PDF "%PDF-". */
export function detectMime(bytes: Uint8Array): UploadMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** Width and height from the PNG IHDR chunk or the JPEG start-of-frame marker; null if unreadable. */
export function imageDimensions(
  bytes: Uint8Array,
  mime: 'image/jpeg' | 'image/png',
): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (mime === 'image/png') {
    if (bytes.length < 24 || String.fromCharCode(...bytes.slice(12, 16)) !== 'IHDR') return null;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

export type InspectionRefusal =
  | 'type'
  | 'dimensions'
  | 'png-interlaced'
  | 'unreadable-image'
  | 'unreadable-pdf'
  | 'pdf-too-complex'
  | 'pdf-encrypted'
  | 'pdf-active-content'
  | 'pdf-embedded-files';

export type Inspection = { ok: true; mime: UploadMime } | { ok: false; reason: InspectionRefusal };

// ---------------------------------------------------------------------------------------------
// PDF: the raw-byte scan

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const STREAM = ascii('stream');
const ENDSTREAM = ascii('endstream');
const [LF, CR, SLASH, LT, GT, HASH] = [0x0a, 0x0d, 0x2f, 0x3c, 0x3e, 0x23];

const isWhite = (b: number | undefined) => b === 0x20 || b === LF || b === CR || b === 0x09 || b === 0x0c || b === 0;
/** PDF delimiters and white space end a name. */
const endsName = (b: number | undefined) =>
  b === undefined || isWhite(b) || '()<>[]{}/%'.includes(String.fromCharCode(b));

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  for (let i = haystack.indexOf(needle[0]!, from); i !== -1; i = haystack.indexOf(needle[0]!, i + 1)) {
    if (i + needle.length > haystack.length) return -1;
    let k = 1;
    while (k < needle.length && haystack[i + k] === needle[k]) k++;
    if (k === needle.length) return i;
  }
  return -1;
}

const latin1 = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
};

/** '/J#61vaScript' → 'JavaScript' (PDF names may spell any byte as #xx). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Names that refuse a PDF, by what they mean. */
const FORBIDDEN_NAMES: Record<string, 'pdf-encrypted' | 'pdf-active-content' | 'pdf-embedded-files'> = {
  Encrypt: 'pdf-encrypted',
  JS: 'pdf-active-content',
  JavaScript: 'pdf-active-content',
  Launch: 'pdf-active-content',
  EmbeddedFile: 'pdf-embedded-files',
  EmbeddedFiles: 'pdf-embedded-files',
};
const LONGEST_FORBIDDEN = 13 * 3; // 'EmbeddedFiles' with every letter as #xx

/** Adds the forbidden names found in `bytes` (PDF syntax: objects, dictionaries) to `found`. */
function scanNames(bytes: Uint8Array, found: Set<InspectionRefusal>): void {
  for (let i = bytes.indexOf(SLASH); i !== -1; i = bytes.indexOf(SLASH, i + 1)) {
    const first = bytes[i + 1];
    // Every forbidden name starts with E, J or L, or hides its first letter as #xx.
    if (first !== 0x45 && first !== 0x4a && first !== 0x4c && first !== HASH) continue;
    let end = i + 1;
    while (end - i <= LONGEST_FORBIDDEN + 1 && !endsName(bytes[end])) end++;
    if (!endsName(bytes[end])) continue;
    const meaning = FORBIDDEN_NAMES[decodeName(latin1(bytes.subarray(i + 1, end)))];
    if (meaning) found.add(meaning);
  }
}

/** What a stream's dictionary says about decoding it, with names decoded. */
interface StreamDict {
  filters: string[];
  /** The direct /Length, or null when it is indirect or missing. */
  length: number | null;
  isObjectStream: boolean;
}

function parseStreamDict(raw: string): StreamDict {
  const text = raw.replace(/\/[^\s/<>[\]()%{}]*/g, (name) => decodeName(name));
  const filter = /\/Filter\s*(?:\/([^\s/<>[\]()%{}]+)|\[([^\]]*)\])/.exec(text);
  const filters = filter?.[1] ? [filter[1]] : (filter?.[2]?.match(/\/[^\s/<>[\]()%{}]+/g) ?? []).map((n) => n.slice(1));
  const length = /\/Length\s+(\d+)(\s+\d+\s+R)?/.exec(text);
  return {
    filters,
    length: length && !length[2] ? Number(length[1]) : null,
    isObjectStream: /\/Type\s*\/ObjStm(?![^\s/<>[\]()%{}])/.test(text),
  };
}

/** Where the dictionary that ends at `end` (exclusive, after its '>>') begins, not before `floor`; -1 if unbalanced. */
function dictStart(bytes: Uint8Array, end: number, floor: number): number {
  let depth = 0;
  for (let i = end - 1; i > floor;) {
    if (bytes[i] === GT && bytes[i - 1] === GT) {
      depth++;
      i -= 2;
    } else if (bytes[i] === LT && bytes[i - 1] === LT) {
      depth--;
      if (depth === 0) return i - 1;
      i -= 2;
    } else i--;
  }
  return -1;
}

/** Image codecs: pdf-lib never decodes them (it copies their bytes), so they inflate nothing. */
const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);

/** Input slices fed to the inflater: one slice can inflate to at most ~1000 × its size. */
const INFLATE_SLICE = 4096;

/**
 * Inflates a zlib (FlateDecode) stream and counts its output, stopping as soon as it passes
 * `budget`. Chunks go to `onChunk` and are dropped at once, so memory stays small whatever the
 * ratio. A corrupt stream counts what it produced before the error.
 */
async function inflatedSize(data: Uint8Array, budget: number, onChunk?: (chunk: Uint8Array) => void): Promise<number> {
  const inflater = new DecompressionStream('deflate');
  const writer = inflater.writable.getWriter();
  const reader = inflater.readable.getReader();
  let stopped = false;
  const feeding = (async () => {
    try {
      for (let i = 0; i < data.length && !stopped; i += INFLATE_SLICE) {
        await writer.ready;
        await writer.write(data.slice(i, i + INFLATE_SLICE)); // a copy: the stream may take over its buffer
      }
      if (!stopped) await writer.close();
    } catch {
      /* corrupt data, or the reader stopped: the count so far stands */
    }
  })();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > budget) break;
      onChunk?.(value);
    }
  } catch {
    /* corrupt data: what came out counts */
  }
  stopped = true;
  await reader.cancel().catch(() => {});
  await writer.abort().catch(() => {});
  await feeding;
  return total;
}

/** Scans an object stream's inflated text for names in chunks, carrying a name cut at a chunk's end. */
function nameScanner(found: Set<InspectionRefusal>): (chunk: Uint8Array) => void {
  let carry = new Uint8Array(0);
  return (chunk) => {
    let bytes = chunk;
    if (carry.length) {
      bytes = new Uint8Array(carry.length + chunk.length);
      bytes.set(carry);
      bytes.set(chunk, carry.length);
    }
    const lastSlash = bytes.lastIndexOf(SLASH);
    const cut = lastSlash !== -1 && bytes.length - lastSlash <= LONGEST_FORBIDDEN + 1 ? lastSlash : bytes.length;
    scanNames(bytes.subarray(0, cut), found);
    carry = bytes.slice(cut);
  };
}

/**
 * The first reason to refuse a PDF found in its raw bytes, or null. Reasons in order: encrypted,
 * active content, embedded files, too complex (inflates past MAX_PDF_INFLATED_BYTES, structure past
 * MAX_PDF_STRUCTURE_BYTES, a stream filter we cannot bound, or a stream we cannot delimit).
 */
export async function pdfRisks(bytes: Uint8Array): Promise<InspectionRefusal | null> {
  const found = new Set<InspectionRefusal>();
  let inflated = 0;
  let structure = 0;
  let textFrom = 0; // start of the bytes outside streams not scanned yet
  let position = 0;
  const outside = (end: number) => {
    scanNames(bytes.subarray(textFrom, end), found);
    structure += end - textFrom;
  };

  for (let k = indexOf(bytes, STREAM, position); k !== -1; k = indexOf(bytes, STREAM, position)) {
    position = k + STREAM.length;
    if (bytes[position] !== LF && bytes[position] !== CR) continue; // 'endstream', or 'stream' inside a name
    let j = k - 1;
    while (j > textFrom && isWhite(bytes[j])) j--;
    if (bytes[j] !== GT || bytes[j - 1] !== GT) continue; // not after a dictionary: no stream keyword
    const start = dictStart(bytes, j + 1, textFrom - 1);
    if (start < 0) return 'pdf-too-complex';
    const dict = parseStreamDict(latin1(bytes.subarray(start, j + 1)));

    let dataStart = position;
    if (bytes[dataStart] === CR) dataStart++;
    if (bytes[dataStart] === LF) dataStart++;
    let dataEnd = -1;
    if (dict.length !== null && dataStart + dict.length <= bytes.length) {
      let e = dataStart + dict.length;
      while (e < bytes.length && isWhite(bytes[e])) e++;
      if (indexOf(bytes.subarray(e, e + ENDSTREAM.length), ENDSTREAM, 0) === 0) dataEnd = dataStart + dict.length;
    }
    if (dataEnd < 0) {
      const e = indexOf(bytes, ENDSTREAM, dataStart);
      dataEnd = e < 0 ? bytes.length : e;
      if (bytes[dataEnd - 1] === LF) dataEnd--;
      if (bytes[dataEnd - 1] === CR) dataEnd--;
    }
    outside(dataStart);
    textFrom = position = Math.max(dataEnd, dataStart);

    const data = bytes.subarray(dataStart, dataEnd);
    const [first, ...rest] = dict.filters;
    if (first === undefined || IMAGE_FILTERS.has(first)) {
      if (rest.length > 0) return 'pdf-too-complex';
      if (dict.isObjectStream) {
        structure += data.length;
        scanNames(data, found);
      }
    } else if (first === 'FlateDecode' && rest.every((f) => IMAGE_FILTERS.has(f))) {
      const budget = MAX_PDF_INFLATED_BYTES - inflated;
      const size = await inflatedSize(data, budget, dict.isObjectStream ? nameScanner(found) : undefined);
      inflated += size;
      if (dict.isObjectStream) structure += size;
      if (size > budget) return 'pdf-too-complex';
    } else {
      return 'pdf-too-complex'; // LZW, ASCII85, RunLength, Crypt, chains: their output cannot be bounded cheaply
    }
    if (structure > MAX_PDF_STRUCTURE_BYTES) return 'pdf-too-complex';
  }
  outside(bytes.length);
  if (structure > MAX_PDF_STRUCTURE_BYTES) return 'pdf-too-complex';
  for (const reason of ['pdf-encrypted', 'pdf-active-content', 'pdf-embedded-files'] as const)
    if (found.has(reason)) return reason;
  return null;
}

/** True when the pages' content streams together inflate to at most MAX_PDF_CONTENT_BYTES. */
async function pageContentFits(pdf: PDFDocument): Promise<boolean> {
  let left = MAX_PDF_CONTENT_BYTES;
  for (const page of pdf.getPages()) {
    const contents: PDFObject | undefined = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.lookup(PDFName.of('Filter'));
      const names = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
      if (names.length > 1 || (names.length === 1 && names[0] !== PDFName.of('FlateDecode'))) return false;
      left -= names.length ? await inflatedSize(stream.contents, left) : stream.contents.length;
      if (left < 0) return false;
    }
  }
  return true;
}

/** Everything we check about a file before it is stored. */
export async function inspectFile(bytes: Uint8Array): Promise<Inspection> {
  const mime = detectMime(bytes);
  if (!mime) return { ok: false, reason: 'type' };
  if (mime === 'application/pdf') {
    const risk = await pdfRisks(bytes);
    if (risk) return { ok: false, reason: risk };
    try {
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      const pages = pdf.getPageCount();
      if (pages < 1 || pages > MAX_PDF_PAGES) return { ok: false, reason: 'unreadable-pdf' };
      return (await pageContentFits(pdf)) ? { ok: true, mime } : { ok: false, reason: 'pdf-too-complex' };
    } catch {
      return { ok: false, reason: 'unreadable-pdf' };
    }
  }
  const size = imageDimensions(bytes, mime);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, reason: 'unreadable-image' };
  const pixels = size.width * size.height;
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || pixels > MAX_IMAGE_PIXELS)
    return { ok: false, reason: 'dimensions' };
  // IHDR byte 28 is the interlace method; Adam7 (1) must be decoded whole before it can be printed.
  if (mime === 'image/png' && bytes[28] === 1 && pixels > MAX_INTERLACED_PNG_PIXELS)
    return { ok: false, reason: 'png-interlaced' };
  // A decompression bomb is no picture the customer could retake smaller: it is refused as unreadable.
  if (mime === 'image/png' && !(await pngDataFits(bytes).catch(() => false)))
    return { ok: false, reason: 'unreadable-image' };
  return { ok: true, mime };
}
