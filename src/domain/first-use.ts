// Shared by browser and Worker: a value made when it is first needed, then kept.

/**
 * `make` runs on the first call and its result is kept for every later one. For Intl formatters: the
 * first one a page builds loads the locale's and the time zone's data, ≈ 15 ms of a phone's main thread
 * (bench/RESULTS.md, "Lighthouse"), which a module's import should not cost before anything is formatted.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
