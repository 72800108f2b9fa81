// Small crypto helpers over WebCrypto: random tokens, hashes, and AES-256-GCM for documents.
import { fromBase64, toBase64Url, toHex } from './encoding.ts';

const encoder = new TextEncoder();

/** SHA-256 as lowercase hex, of text or bytes. */
export async function sha256Hex(data: string | ArrayBuffer | Uint8Array): Promise<string> {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  return toHex(await crypto.subtle.digest('SHA-256', bytes));
}

/** 32 random bytes as base64url (43 characters): upload and status tokens. */
export function randomToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Compares two strings in constant time (for hashes of secrets). */
export function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The id stored objects and rows record of the key that sealed them: the first 8 hex digits of the
 * SHA-256 of the raw key. It names a key without revealing it, so a rotation finds what an old key
 * sealed and a failed read can say which key it needed.
 */
export async function documentKeyId(base64: string): Promise<string> {
  return (await sha256Hex(fromBase64(base64))).slice(0, 8);
}

/** Imports the documents key: 32 bytes, base64 (secret DOCUMENTS_KEY). */
export async function importDocumentsKey(base64: string | undefined): Promise<CryptoKey> {
  if (!base64) throw new Error('DOCUMENTS_KEY is not set');
  const raw = fromBase64(base64);
  if (raw.length !== 32) throw new Error('DOCUMENTS_KEY must be 32 bytes, base64-encoded');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/**
 * AES-256-GCM with a random 96-bit IV, stored as IV || ciphertext. The object key is the
 * additional authenticated data, so a ciphertext cannot be moved to another object unnoticed.
 */
export async function encrypt(key: CryptoKey, plain: Uint8Array, objectKey: string): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(objectKey) },
    key,
    plain,
  );
  const out = new Uint8Array(12 + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), 12);
  return out;
}

export async function decrypt(key: CryptoKey, stored: Uint8Array, objectKey: string): Promise<Uint8Array> {
  const iv = stored.slice(0, 12);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(objectKey) },
    key,
    stored.slice(12),
  );
  return new Uint8Array(plain);
}
