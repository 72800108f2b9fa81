import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  TOTP_SECRET_BYTES,
  base32Decode,
  base32Encode,
  hashPassword,
  newTotpSecret,
  totpAt,
  verifyPassword,
  verifyTotp,
} from '../../functions/lib/operator-crypto';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (base32 below), last 6 of the 8 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s', async (seconds, code) => {
    expect(await totpAt(RFC_SECRET, seconds)).toBe(code);
  });

  it('accepts one step of drift either way, not two', async () => {
    const now = new Date(1234567890 * 1000);
    expect(await verifyTotp(RFC_SECRET, await totpAt(RFC_SECRET, 1234567890 - 30), now)).toBe(true);
    expect(await verifyTotp(RFC_SECRET, await totpAt(RFC_SECRET, 1234567890 + 30), now)).toBe(true);
    expect(await verifyTotp(RFC_SECRET, await totpAt(RFC_SECRET, 1234567890 - 90), now)).toBe(false);
    expect(await verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
  });
});

describe('base32 (RFC 4648)', () => {
  const ascii = (text: string) => new TextEncoder().encode(text);

  // RFC 4648 section 10, without the padding otpauth:// URIs leave out.
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
    ['12345678901234567890', RFC_SECRET],
  ])('%j is %s and back', (text, encoded) => {
    expect(base32Encode(ascii(text))).toBe(encoded);
    expect(base32Decode(encoded)).toEqual(ascii(text));
  });

  it('reads a secret as people type it: lower case, spaces, padding', () => {
    expect(base32Decode('mzxw 6ytb oi======')).toEqual(ascii('foobar'));
    expect(() => base32Decode('MZXW1')).toThrow('invalid base32');
  });

  it('gives operator:create a secret the login reads back to the same 160 random bits', async () => {
    // scripts/operator-create.mjs prints and stores exactly this function's result.
    const script = readFileSync(new URL('../../scripts/operator-create.mjs', import.meta.url), 'utf8');
    expect(script).toMatch(/const totpSecret = newTotpSecret\(\);/);

    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const bytes = base32Decode(secret);
    expect(bytes).toHaveLength(TOTP_SECRET_BYTES);
    expect(base32Encode(bytes)).toBe(secret);
    expect(newTotpSecret()).not.toBe(secret);
    expect(await verifyTotp(secret, await totpAt(secret, 1234567890), new Date(1234567890 * 1000))).toBe(true);
  });
});

describe('PBKDF2 passwords', () => {
  it('verifies the right password only, and salts every hash', async () => {
    const a = await hashPassword('geheim', 1000);
    const b = await hashPassword('geheim', 1000);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^pbkdf2-sha256\$1000\$/);
    expect(await verifyPassword('geheim', a)).toBe(true);
    expect(await verifyPassword('Geheim', a)).toBe(false);
    expect(await verifyPassword('geheim', 'md5$abc')).toBe(false);
  });
});
