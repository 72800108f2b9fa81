// Reads a JPEG's markers as the standard does (ITU-T T.81, B.1.1), without decoding it: the upload check
// (uploads/inspection.ts) takes its frame size and completeness from here, and the PDF embedding
// (pdf/png-image.ts) describes the image with the same frame, so both see the same picture.
//
// - Any number of 0xFF fill bytes may precede a marker (B.1.1.2): they are skipped, never read as a
//   marker of their own (reading FF D8 FF FF C0 as marker FF would jump over the real frame header and
//   let a decoy further on give the size).
// - SOI, EOI, RST0–7 and TEM stand alone; every other marker starts a segment whose length counts itself.
// - After an SOS header comes entropy-coded data, in which FF is followed by 00 (a stuffed byte) or
//   RST0–7; any other marker ends the scan.
//
// Only erasable TypeScript syntax, so Node can run it directly (bench/).

export interface JpegFrame {
  width: number;
  height: number;
  /** Bits per sample (8 for baseline). */
  precision: number;
  /** 1 grey, 3 YCbCr/RGB, 4 CMYK. */
  components: number;
  /** A scan (SOS) follows the frame header and the file reaches its EOI marker. */
  complete: boolean;
}

const SOS = 0xda;
const EOI = 0xd9;

/** Markers without a length: TEM, RST0–7, SOI, EOI. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Where the entropy-coded data from `at` ends: at the FF of the next marker that is not RST0–7, or the file's end. */
function scanEnd(bytes: Uint8Array, at: number): number {
  for (let i = bytes.indexOf(0xff, at); i !== -1; i = bytes.indexOf(0xff, i + 1)) {
    const next = bytes[i + 1];
    if (next === 0x00 || (next !== undefined && next >= 0xd0 && next <= 0xd7)) {
      i++;
      continue;
    }
    return i;
  }
  return bytes.length;
}

/**
 * The first frame header of a JPEG and whether the file is complete, or null when its markers cannot be
 * read up to a frame header (not a JPEG, a broken segment, no frame before the first scan).
 * Bytes after EOI are allowed (cameras append their own data there).
 */
export function readJpeg(bytes: Uint8Array): JpegFrame | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const u16 = (at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
  let frame: Omit<JpegFrame, 'complete'> | null = null;
  let scanned = false;
  const end = (complete: boolean) => frame && { ...frame, complete };
  for (let at = 2; ;) {
    if (at >= bytes.length) return end(false);
    if (bytes[at] !== 0xff) return end(false); // a segment must be followed by a marker
    while (bytes[at] === 0xff) at++; // fill bytes
    if (at >= bytes.length) return end(false);
    const marker = bytes[at++]!;
    if (marker === 0x00) return end(false);
    if (marker === EOI) return end(scanned);
    if (standsAlone(marker)) continue;
    if (at + 2 > bytes.length) return end(false);
    const length = u16(at);
    if (length < 2 || at + length > bytes.length) return end(false);
    if (isFrameHeader(marker) && !frame) {
      if (length < 8) return null;
      frame = { precision: bytes[at + 2]!, height: u16(at + 3), width: u16(at + 5), components: bytes[at + 7]! };
    }
    at += length;
    if (marker === SOS) {
      if (!frame) return null; // a scan before any frame header
      scanned = true;
      at = scanEnd(bytes, at);
    }
  }
}
