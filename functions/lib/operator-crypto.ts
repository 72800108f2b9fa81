// Passwords (PBKDF2-SHA-256) and second factors (TOTP, RFC 6238) for operators, on WebCrypto.
// Imported by the Worker and by scripts/operator-create.mjs (in Node), so the hashes and TOTP secrets
// the script writes are read by the very code that wrote them.

import { fromBase64, toBase64 } from './encoding.ts';
import { hmac } from './hmac.ts';

/** The highest PBKDF2 iteration count the Workers runtime accepts. */
export const PBKDF2_ITERATIONS = 100_000;

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256),
  );
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2-sha256$${iterations}$${toBase64(salt)}$${toBase64(await pbkdf2(password, salt, iterations))}`;
}

/**
 * A hash no password matches (random salt and digest, no known preimage). A login for an unknown
 * e-mail is verified against it, so it costs the same PBKDF2 time as one for a known operator and
 * the answer's timing does not tell which addresses have accounts.
 */
export const DUMMY_PASSWORD_HASH = `pbkdf2-sha256$${PBKDF2_ITERATIONS}$qrJ8F3OdCJRsGvZ153u14A==$8afWwdxMUpg65z7VUQuQDnetyOkKS+8HyWkeFM+YgCk=`;

/** The shortest password an operator may choose (generated ones are 24 characters). */
export const MIN_PASSWORD_LENGTH = 12;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2-sha256' || !iterations || !salt || !hash) return false;
  const computed = toBase64(await pbkdf2(password, fromBase64(salt), Number(iterations)));
  let diff = computed.length ^ hash.length;
  for (let i = 0; i < Math.min(computed.length, hash.length); i++) diff |= computed.charCodeAt(i) ^ hash.charCodeAt(i);
  return diff === 0;
}

/** The RFC 4648 base32 alphabet, the one authenticator apps read TOTP secrets in. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Base32 (RFC 4648) without padding, as otpauth:// URIs carry the secret. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 (RFC 4648) as people type it: padding and spaces ignored, lower case accepted. */
export function base32Decode(secret: string): Uint8Array<ArrayBuffer> {
  const clean = secret.replace(/=+$/, '').replace(/\s/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** Bytes of a new TOTP secret: 160 bits, the HMAC-SHA-1 key length RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;

/** A new operator's TOTP secret, base32 as the authenticator app and totpAt read it. */
export function newTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES)));
}

/** The 6-digit code of a 30-second step (RFC 6238 with HMAC-SHA-1, as authenticator apps use). */
export async function totpAt(secret: string, unixSeconds: number): Promise<string> {
  const counter = new DataView(new ArrayBuffer(8));
  counter.setBigUint64(0, BigInt(Math.floor(unixSeconds / 30)));
  const mac = await hmac(base32Decode(secret), new Uint8Array(counter.buffer), 'SHA-1');
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 1_000_000).padStart(6, '0');
}

/**
 * The 30-second time step (Unix seconds / 30) whose code `code` is, looking at the current step and
 * its neighbours (±30 s of clock drift); null when none matches. The caller stores the step it
 * accepted and refuses any step up to it later, so a code is never accepted twice.
 */
export async function totpStepOf(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const step = Math.floor(now.getTime() / 1000 / 30);
  for (const candidate of [step - 1, step, step + 1])
    if ((await totpAt(secret, candidate * 30)) === code) return candidate;
  return null;
}

/** Accepts the current code and its neighbours (±30 s of clock drift); replay protection is the caller's (totpStepOf). */
export async function verifyTotp(secret: string, code: string, now: Date): Promise<boolean> {
  return (await totpStepOf(secret, code, now)) !== null;
}
