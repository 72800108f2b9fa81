// The Worker's helpers that each exist once: bytes as text (lib/encoding.ts), HMAC (lib/hmac.ts), the retry
// schedule of the job queue and the outbox (lib/retry.ts) and constant lists in SQL (db/sql-list.ts). Stored
// hashes, keys and signatures were written by the copies these replaced, so the output must stay the same.
import { describe, expect, it } from 'vitest';
import { sqlList } from '../../functions/db/sql-list';
import {
  fromBase64,
  fromBinaryString,
  fromHex,
  toBase64,
  toBase64Url,
  toBinaryString,
  toHex,
} from '../../functions/lib/encoding';
import { hmac, hmacSha256Hex, verifyHmacSha256 } from '../../functions/lib/hmac';
import { BACKOFF_MINUTES, leaseUntil, nextAttemptAt } from '../../functions/lib/retry';
import { POSTABLE_IN } from '../../src/domain/order-lifecycle';

describe('encoding', () => {
  it('writes hex as lowercase pairs and reads it back, refusing anything else', () => {
    expect(toHex(new Uint8Array([0, 1, 0xab, 0xff]))).toBe('0001abff');
    expect(toHex(new Uint8Array([0xde, 0xad]).buffer)).toBe('dead');
    expect([...fromHex('0001ABff')!]).toEqual([0, 1, 0xab, 0xff]);
    for (const bad of ['', 'abc', 'zz', '0x00', 'ab cd']) expect(fromHex(bad), bad).toBeNull();
  });

  it('writes base64 as Node does, also for more bytes than one call can spread', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31) % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(() => fromBase64('not base64!')).toThrow();
  });

  it('writes base64url without padding', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xfe, 0x01]);
    expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    expect(toBase64Url(bytes)).not.toMatch(/[+/=]/);
  });

  it('maps bytes to characters one to one', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBinaryString(toBinaryString(bytes))).toEqual(bytes);
    expect(toBinaryString(fromBinaryString('%PDF-1.7'))).toBe('%PDF-1.7');
  });
});

describe('hmac', () => {
  // RFC 4231, test case 2.
  const KEY = 'Jefe';
  const DATA = 'what do ya want for nothing?';
  const MAC = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';

  it('signs as RFC 4231 says and verifies only the right signature', async () => {
    expect(await hmacSha256Hex(KEY, DATA)).toBe(MAC);
    expect(await verifyHmacSha256(KEY, DATA, fromHex(MAC)!)).toBe(true);
    expect(await verifyHmacSha256(KEY, `${DATA}!`, fromHex(MAC)!)).toBe(false);
    expect(await verifyHmacSha256('other', DATA, fromHex(MAC)!)).toBe(false);
  });

  it('takes a raw key and SHA-1 for TOTP (RFC 2202, test case 2)', async () => {
    const mac = await hmac(fromBinaryString(KEY), DATA, 'SHA-1');
    expect(toHex(mac)).toBe('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79');
  });
});

describe('retry schedule', () => {
  it('waits longer after each failure and gives up after the last', () => {
    const now = new Date('2026-11-24T09:00:00.000Z');
    expect(nextAttemptAt(0, now)).toBe('2026-11-24T09:01:00.000Z');
    expect(nextAttemptAt(1, now)).toBe('2026-11-24T09:05:00.000Z');
    expect(nextAttemptAt(BACKOFF_MINUTES.length - 1, now)).toBe('2026-11-25T09:00:00.000Z');
    expect(nextAttemptAt(BACKOFF_MINUTES.length, now)).toBeNull();
    expect(leaseUntil(now)).toBe('2026-11-24T09:05:00.000Z');
  });
});

describe('sqlList', () => {
  it('quotes the domain’s names and refuses anything that is not one', () => {
    expect(sqlList(POSTABLE_IN)).toBe("'paid', 'correction_requested', 'second_person_due'");
    for (const bad of ["paid'; DROP TABLE orders; --", 'Paid', 'pro-priority', ''])
      expect(() => sqlList([bad]), bad).toThrow();
    expect(() => sqlList([])).toThrow();
  });
});
