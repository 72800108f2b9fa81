// Bytes as text and back: hex (hashes, signatures), base64 (keys, sealed values, mail attachments), base64url
// (tokens) and binary strings (one character per byte, what btoa/atob and PDF syntax work in). The Worker
// writes these here only, so every hash and key is spelled the same way wherever it is stored or compared.
//
// Only erasable TypeScript syntax and no imports, so Node runs it directly (scripts/operator-create.mjs,
// scripts/legal-archive.mjs, bench/).

/** Bytes as lowercase hex, two digits each. */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Hex (either case, two digits a byte) as bytes; null for anything else, the empty string included. */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
}

/** Spreading many bytes into one call overflows the stack: converted in slices of this many. */
const SLICE = 0x8000;

/** One character per byte (Latin-1), as btoa takes it and PDF syntax is read. */
export function toBinaryString(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return binary;
}

/** The bytes of a binary string (character codes 0–255, e.g. PDF keywords or atob's result). */
export function fromBinaryString(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

export function toBase64(bytes: Uint8Array): string {
  return btoa(toBinaryString(bytes));
}

/** Throws on text that is not base64 (atob's InvalidCharacterError). */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return fromBinaryString(atob(text));
}

/** Base64url without padding: safe in URLs and cookies as it is. */
export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
