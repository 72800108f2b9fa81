// Decides what an uploaded file really is from its bytes (never from its name or declared type),
// and refuses images whose dimensions could exhaust memory when decoded, and PDFs that do not parse.
// The limits are the domain's (src/domain/uploads.ts), shared with the browser's pre-check.
import { PDFDocument } from 'pdf-lib';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_PDF_PAGES, type UploadMime } from '../../src/domain/uploads';

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

export type Inspection =
  { ok: true; mime: UploadMime } | { ok: false; reason: 'type' | 'dimensions' | 'unreadable-image' | 'unreadable-pdf' };

/** Everything we check about a file before it is stored. */
export async function inspectFile(bytes: Uint8Array): Promise<Inspection> {
  const mime = detectMime(bytes);
  if (!mime) return { ok: false, reason: 'type' };
  if (mime === 'application/pdf') {
    try {
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
      const pages = pdf.getPageCount();
      return pages >= 1 && pages <= MAX_PDF_PAGES ? { ok: true, mime } : { ok: false, reason: 'unreadable-pdf' };
    } catch {
      return { ok: false, reason: 'unreadable-pdf' };
    }
  }
  const size = imageDimensions(bytes, mime);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, reason: 'unreadable-image' };
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS)
    return { ok: false, reason: 'dimensions' };
  return { ok: true, mime };
}
