// HMAC over WebCrypto, for everything the Worker signs or checks: the order webhook's signature, the print
// service's and the SMS provider's webhooks, and the operators' TOTP codes. Checking goes through
// WebCrypto's verify, which compares in constant time, so no caller compares signatures by hand.
//
// Only erasable TypeScript syntax, so Node runs it directly (scripts/operator-create.mjs).
import { toHex } from './encoding.ts';

/** SHA-256 for signatures; SHA-1 only where a standard fixes it (TOTP, RFC 6238). */
export type HmacHash = 'SHA-256' | 'SHA-1';

const encoder = new TextEncoder();

/** Bytes WebCrypto takes: backed by an ArrayBuffer (what TextEncoder, Uint8Array.from and ./encoding.ts give). */
type Bytes = Uint8Array<ArrayBuffer>;

function importKey(secret: string | Bytes, hash: HmacHash, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  const raw = typeof secret === 'string' ? encoder.encode(secret) : secret;
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash }, false, [usage]);
}

const bytesOf = (message: string | Bytes) => (typeof message === 'string' ? encoder.encode(message) : message);

/** The MAC of `message` under `secret` (text is taken as UTF-8). */
export async function hmac(
  secret: string | Bytes,
  message: string | Bytes,
  hash: HmacHash = 'SHA-256',
): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await importKey(secret, hash, 'sign'), bytesOf(message)));
}

/** HMAC-SHA-256 as lowercase hex. */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  return toHex(await hmac(secret, message));
}

/** True when `signature` is the HMAC-SHA-256 of `message` under `secret` (compared in constant time). */
export async function verifyHmacSha256(secret: string, message: string, signature: Bytes): Promise<boolean> {
  return crypto.subtle.verify('HMAC', await importKey(secret, 'SHA-256', 'verify'), signature, bytesOf(message));
}
