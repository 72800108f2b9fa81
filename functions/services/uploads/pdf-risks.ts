// The first look at an uploaded PDF, on its raw bytes, before pdf-lib parses anything (inspection.ts):
// every stream is found, FlateDecode streams are inflated with the bounded inflate (lib/bounded-inflate.ts)
// and counted, stopping at the cap, and names are read outside streams and inside object streams (hex
// escapes like /J#61vaScript decoded). pdf-lib's PDFDocument.load would otherwise inflate every object
// stream at once.
// Only erasable TypeScript syntax, so Node can run this file directly (bench/memory.mjs).
import { MAX_PDF_INFLATED_BYTES, MAX_PDF_STRUCTURE_BYTES } from '../../../src/domain/uploads.ts';
import { inflateAtMost } from '../../lib/bounded-inflate.ts';
import { fromBinaryString, toBinaryString } from '../../lib/encoding.ts';

const STREAM = fromBinaryString('stream');
const ENDSTREAM = fromBinaryString('endstream');
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

/** '/J#61vaScript' → 'JavaScript' (PDF names may spell any byte as #xx). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** What the raw scan can find in a PDF; 'pdf-too-complex' also when it cannot finish reading. */
export type PdfRisk =
  'pdf-too-complex' | 'pdf-encrypted' | 'pdf-active-content' | 'pdf-embedded-files' | 'pdf-interactive';

/**
 * Names that refuse a PDF, by what they mean. The operator opens ID copies inline, so nothing may run,
 * reach out or ask for input when the file is opened: scripts, programs and media, actions that start by
 * themselves (/OpenAction, /AA) or leave the file (/URI, /GoToR, /GoToE, /SubmitForm, /ImportData), and
 * forms (/AcroForm, /XFA). A scan has none of them.
 */
const FORBIDDEN_NAMES: Record<string, Exclude<PdfRisk, 'pdf-too-complex'>> = {
  Encrypt: 'pdf-encrypted',
  JS: 'pdf-active-content',
  JavaScript: 'pdf-active-content',
  Launch: 'pdf-active-content',
  RichMedia: 'pdf-active-content',
  EmbeddedFile: 'pdf-embedded-files',
  EmbeddedFiles: 'pdf-embedded-files',
  OpenAction: 'pdf-interactive',
  AA: 'pdf-interactive',
  URI: 'pdf-interactive',
  GoToR: 'pdf-interactive',
  GoToE: 'pdf-interactive',
  SubmitForm: 'pdf-interactive',
  ImportData: 'pdf-interactive',
  AcroForm: 'pdf-interactive',
  XFA: 'pdf-interactive',
};
/** The order in which found risks are answered: the first one found in this list. */
const RISK_ORDER: readonly Exclude<PdfRisk, 'pdf-too-complex'>[] = [
  'pdf-encrypted',
  'pdf-active-content',
  'pdf-embedded-files',
  'pdf-interactive',
];
/** The longest forbidden name with every letter spelled as #xx. */
const LONGEST_FORBIDDEN = Math.max(...Object.keys(FORBIDDEN_NAMES).map((name) => name.length)) * 3;
/** The bytes a forbidden name can start with: its first letter, or '#' when that is escaped too. */
const FIRST_BYTES = new Set([HASH, ...Object.keys(FORBIDDEN_NAMES).map((name) => name.charCodeAt(0))]);

/**
 * Adds the forbidden names found in `bytes` (PDF syntax: objects, dictionaries) to `found`. Names are
 * compared after their #xx escapes are decoded (/Open#41ction is /OpenAction), as a PDF reader does.
 */
function scanNames(bytes: Uint8Array, found: Set<PdfRisk>): void {
  for (let i = bytes.indexOf(SLASH); i !== -1; i = bytes.indexOf(SLASH, i + 1)) {
    if (!FIRST_BYTES.has(bytes[i + 1]!)) continue;
    let end = i + 1;
    while (end - i <= LONGEST_FORBIDDEN + 1 && !endsName(bytes[end])) end++;
    if (!endsName(bytes[end])) continue;
    const meaning = FORBIDDEN_NAMES[decodeName(toBinaryString(bytes.subarray(i + 1, end)))];
    if (meaning) found.add(meaning);
  }
}

/** What a stream's dictionary says about decoding it, with names decoded. */
interface StreamDict {
  filters: string[];
  /** The direct /Length, or null when it is indirect or missing. */
  length: number | null;
  isObjectStream: boolean;
  /** Decoding parameters (a predictor) change the inflated bytes before they are objects. */
  hasDecodeParms: boolean;
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
    hasDecodeParms: /\/DecodeParms(?![^\s/<>[\]()%{}])/.test(text),
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

/**
 * How far a FlateDecode stream inflates, counted up to one byte past `budget` (so `> budget` means too
 * far); `onChunk` sees the bytes as they come and drops them.
 */
export function inflatedSize(data: Uint8Array, budget: number, onChunk?: (chunk: Uint8Array) => void): Promise<number> {
  return inflateAtMost(data, budget + 1, onChunk);
}

/** Scans an object stream's inflated text for names in chunks, carrying a name cut at a chunk's end. */
function nameScanner(found: Set<PdfRisk>): (chunk: Uint8Array) => void {
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
 * The first reason to refuse a PDF found in its raw bytes, or null. Reasons in order: too complex
 * (found while reading, so it comes first), then encrypted, active content, embedded files, actions, forms or
 * links (RISK_ORDER). Too complex: it inflates past MAX_PDF_INFLATED_BYTES, its structure passes
 * MAX_PDF_STRUCTURE_BYTES, or it has a stream we cannot bound, delimit or check.
 */
export async function pdfRisks(bytes: Uint8Array): Promise<PdfRisk | null> {
  const found = new Set<PdfRisk>();
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
    const dict = parseStreamDict(toBinaryString(bytes.subarray(start, j + 1)));

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
    // Object streams hold objects, and so the names above, inside compressed data: they are inflated
    // (bounded) and scanned like the rest. One we cannot read as plain objects (a filter other than Flate,
    // a predictor) is refused as too complex rather than taken unchecked; scans have no such streams.
    if (dict.isObjectStream && (dict.hasDecodeParms || rest.length > 0 || (first && first !== 'FlateDecode')))
      return 'pdf-too-complex';
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
  return RISK_ORDER.find((risk) => found.has(risk)) ?? null;
}
