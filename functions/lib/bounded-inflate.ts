// The one zlib inflater for bytes a customer sent (PNG image data, PDF Flate streams). A few KB of zlib
// can inflate to gigabytes, so nothing is ever inflated whole: input goes in in small slices, output is
// handed on chunk by chunk and dropped, and the inflater is cancelled as soon as `limit` bytes came out.
// Memory stays at one slice's output whatever the ratio.
//
// Only erasable TypeScript syntax, so Node can run it directly (bench/).

/**
 * Deflate's best case: a 258-byte match coded in 2 bits, so n compressed bytes never inflate to more
 * than 1032 × n. Data promising more than that cannot be complete.
 */
export const MAX_DEFLATE_RATIO = 1032;

/** Input slices fed to the inflater: one slice inflates to at most ~4 MB, so little is queued. */
const INFLATE_SLICE = 4096;

/**
 * Inflates a zlib stream (given whole or in parts, such as a PNG's IDAT chunks) and hands its first
 * `limit` bytes to `onChunk` in order, then stops. Returns how many bytes were handed on: `limit` when
 * the data inflates to at least that much (ask for one byte more than allowed to learn whether it
 * inflates past it). Corrupt data ends where it breaks; errors of `onChunk` are the caller's.
 */
export async function inflateAtMost(
  data: Uint8Array | readonly Uint8Array[],
  limit: number,
  onChunk: (chunk: Uint8Array) => void | Promise<void> = () => {},
): Promise<number> {
  const parts = data instanceof Uint8Array ? [data] : data;
  const inflater = new DecompressionStream('deflate');
  const writer = inflater.writable.getWriter();
  const reader = inflater.readable.getReader();
  let stopped = false;
  const feeding = (async () => {
    try {
      for (const part of parts)
        for (let i = 0; i < part.length && !stopped; i += INFLATE_SLICE) {
          await writer.ready;
          await writer.write(part.slice(i, i + INFLATE_SLICE)); // a copy: the stream may take over its buffer
        }
      if (!stopped) await writer.close();
    } catch {
      /* corrupt data, or the reader stopped: the bytes so far stand */
    }
  })();
  let handed = 0;
  try {
    while (handed < limit) {
      const next = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (next.done) break;
      const chunk = next.value.subarray(0, limit - handed);
      handed += chunk.length;
      await onChunk(chunk);
    }
  } finally {
    stopped = true;
    await reader.cancel().catch(() => {});
    await writer.abort().catch(() => {});
    await feeding;
  }
  return handed;
}
