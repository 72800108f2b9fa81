import { describe, expect, it } from 'vitest';
import { hashPassword, totpAt, verifyPassword, verifyTotp } from '../../functions/lib/operator-crypto';

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
