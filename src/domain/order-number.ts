// Shared by browser and Worker: order numbers 'PK-{milliseconds since 1970}-{6 letters A–Z}'.
// The Worker creates them (docs/architecture.md, 'What the server decides'); the browser only checks
// the format, e.g. of the number in a success URL. Clock and randomness are parameters.

const ORDER_NUMBER_PREFIX = 'PK';
export const ORDER_NUMBER_PATTERN = /^PK-\d{1,16}-[A-Z]{6}$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SUFFIX_LENGTH = 6;
/**
 * Bytes from here up are thrown away and drawn again: 234 = 9 × 26 is the largest multiple of 26 that
 * fits in a byte, so `byte % 26` over 0–233 gives every letter with the same probability (taking
 * 234–255 too would favour A–V).
 */
const REJECT_FROM = 234;
/** A fair source needs more than a few rounds with probability < 10^-30; more means it is broken. */
const MAX_ROUNDS = 32;

/**
 * A new order number. `randomInts(count)` must return `count` random bytes (0–255), in the Worker
 * `(n) => crypto.getRandomValues(new Uint8Array(n))`.
 */
export function createOrderNumber(now: Date, randomInts: (count: number) => Uint8Array | number[]): string {
  const time = now.getTime();
  if (!Number.isSafeInteger(time) || time < 0) throw new RangeError('createOrderNumber needs a valid time after 1970');
  let suffix = '';
  for (let round = 0; suffix.length < SUFFIX_LENGTH; round++) {
    if (round === MAX_ROUNDS) throw new Error('The random source keeps returning rejected bytes');
    for (const byte of randomInts(SUFFIX_LENGTH - suffix.length)) {
      if (!Number.isInteger(byte) || byte < 0 || byte > 255) throw new RangeError('randomInts must return bytes 0–255');
      if (byte < REJECT_FROM && suffix.length < SUFFIX_LENGTH) suffix += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `${ORDER_NUMBER_PREFIX}-${time}-${suffix}`;
}

/** True for a string in the order number format. */
export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}
