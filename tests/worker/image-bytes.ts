// Building blocks of test images, written by hand so that they work inside workerd without an image
// library: PNG chunks with their CRC, and zlib streams of zeros of any size (rows of zeros are valid
// PNG image data: filter 0, black or transparent pixels).

/** CRC-32 as PNG chunks carry it. */
function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(
    Array.from(type, (c) => c.charCodeAt(0)),
    4,
  );
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
}

/**
 * A zlib stream of `size` zero bytes without holding them: one fixed-Huffman block of a literal 0 and
 * copies of 258 bytes at distance 1 (13 bits each, ~160:1), then the rest as literals.
 */
export function zlibOfZeros(size: number): Uint8Array {
  const out: number[] = [0x78, 0x01];
  let byte = 0;
  let filled = 0;
  const bit = (value: number) => {
    byte |= value << filled;
    if (++filled === 8) {
      out.push(byte);
      byte = filled = 0;
    }
  };
  const code = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bit((value >> i) & 1); // Huffman codes go most significant bit first
  };
  bit(1); // the last block
  bit(1); // fixed Huffman codes (type 01, least significant bit first)
  bit(0);
  let left = size;
  if (left > 0) {
    code(0x30, 8); // the literal 0
    left--;
  }
  for (; left >= 258; left -= 258) {
    code(0xc5, 8); // length 258 (code 285)
    code(0, 5); // distance 1 (code 0)
  }
  for (; left > 0; left--) code(0x30, 8);
  code(0, 7); // end of block
  if (filled) out.push(byte);
  // Adler-32 of zeros: a stays 1, b adds 1 for each byte.
  const b = size % 65521;
  out.push(b >>> 8, b & 0xff, 0, 1);
  return Uint8Array.from(out);
}
