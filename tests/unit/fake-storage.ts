// A Map-backed stand-in for localStorage / sessionStorage, for the tests of code that stores in the browser.
import type { KeyValueStorage } from '../../src/lib/safe-storage';

export function fakeStorage(entries: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
