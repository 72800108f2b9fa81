// Decides what an uploaded file really is from its bytes (never from its name or declared type),
// and refuses files whose processing could exhaust a Worker's 128 MB: images with more pixels than a
// phone camera gives, PNGs whose image data could inflate past their pixel format or their file size
// (images/png-reader.ts), and PDFs whose streams inflate beyond a cap. Images must be complete (a PNG
// with image data and IEND, a JPEG with a scan and EOI), so that what is taken can be printed. PDFs are
// also refused when they are encrypted, carry JavaScript, actions, forms or links, or embed files
// (pdf-risks.ts reads them on their raw bytes first); only a PDF that passes is handed to pdf-lib, and
// then the pages' content streams, which the application decodes, get a cap of their own. The limits
// and messages are the domain's (src/domain/uploads.ts), shared with the browser's pre-check.
// Only erasable TypeScript syntax, so Node can run this file directly (bench/memory.mjs).
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';
import {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_INTERLACED_PNG_PIXELS,
  MAX_PDF_CONTENT_BYTES,
  MAX_PDF_PAGES,
  type UploadMime,
} from '../../../src/domain/uploads.ts';
import { readJpeg } from './images/jpeg-reader.ts';
import { hasExactData, ImageTooLarge, readPng, type Png } from './images/png-reader.ts';
import { inflatedSize, pdfRisks, type PdfRisk } from './pdf-risks.ts';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The type by magic bytes: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, PDF "%PDF-". */
export function detectMime(bytes: Uint8Array): UploadMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

export type InspectionRefusal =
  'type' | 'dimensions' | 'png-interlaced' | 'unreadable-image' | 'unreadable-pdf' | PdfRisk;

export type Inspection = { ok: true; mime: UploadMime } | { ok: false; reason: InspectionRefusal };

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
  return mime === 'image/png' ? inspectPng(bytes) : inspectJpeg(bytes);
}

/** Whether a picture of this size may be stored: a phone camera's pixels at most. */
const fitsPixelCap = (width: number, height: number) =>
  width > 0 && height > 0 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;

/** A JPEG must have a frame header within the pixel cap, a scan and its EOI marker (a complete file). */
function inspectJpeg(bytes: Uint8Array): Inspection {
  const frame = readJpeg(bytes);
  if (!frame || frame.width === 0 || frame.height === 0) return { ok: false, reason: 'unreadable-image' };
  if (!fitsPixelCap(frame.width, frame.height)) return { ok: false, reason: 'dimensions' };
  // Grey, colour or CMYK are what a PDF can show; a JPEG without its scan or its end is not a picture.
  if (!frame.complete || ![1, 3, 4].includes(frame.components)) return { ok: false, reason: 'unreadable-image' };
  return { ok: true, mime: 'image/jpeg' };
}

/**
 * A PNG must be well-formed up to IEND, within the pixel cap, and its image data must inflate to exactly
 * the rows its header describes (a decompression bomb is no picture the customer could retake smaller:
 * it is refused as unreadable).
 */
async function inspectPng(bytes: Uint8Array): Promise<Inspection> {
  let png: Png;
  try {
    png = readPng(bytes);
  } catch (error) {
    return { ok: false, reason: error instanceof ImageTooLarge ? 'dimensions' : 'unreadable-image' };
  }
  if (!fitsPixelCap(png.width, png.height)) return { ok: false, reason: 'dimensions' };
  // Adam7 must be decoded whole before it can be printed.
  if (png.interlaced && png.width * png.height > MAX_INTERLACED_PNG_PIXELS)
    return { ok: false, reason: 'png-interlaced' };
  if (!(await hasExactData(png))) return { ok: false, reason: 'unreadable-image' };
  return { ok: true, mime: 'image/png' };
}
