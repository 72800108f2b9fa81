// Browser storage that never throws. localStorage and sessionStorage can throw on the mere access
// (storage or cookies blocked: SecurityError), on a write (full: QuotaExceededError), and may hold
// anything an older version of the site or another script left under a key. Nothing a visitor does
// here may fail because of that, least of all an order: a failed read counts as "nothing stored",
// unreadable JSON as well, and a failed write is dropped.

/** The subset of the Web Storage API these helpers use; tests pass Map-backed fakes. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StorageArea = 'local' | 'session';

/** The browser's storage, or null while pre-rendering (no window) or when the browser refuses access. */
export function browserStorage(area: StorageArea): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** JSON.parse that gives null instead of throwing: storage may hold anything, or nothing. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** A plain object (not null, not an array), e.g. a stored record that may be spread. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface SafeStorage {
  /** The stored text, or null when there is none or the storage cannot be read. */
  getItem(key: string): string | null;
  /** True when the value was stored. */
  setItem(key: string, value: string): boolean;
  removeItem(key: string): void;
  /** The stored JSON value; null when there is none, it is not JSON or the storage cannot be read. */
  readJson(key: string): unknown;
  /** The stored JSON object; an empty object for anything else (nothing, not JSON, an array, a string). */
  readRecord(key: string): Record<string, unknown>;
  /** Stores `value` as JSON; true when it was stored. */
  writeJson(key: string, value: unknown): boolean;
}

/**
 * A storage whose every operation swallows failures. `resolve` is asked on each operation, so a storage
 * that throws on access (or is missing, null) is simply treated as empty.
 */
export function safeStorage(resolve: () => KeyValueStorage | null): SafeStorage {
  const attempt = <T>(fallback: T, action: (storage: KeyValueStorage) => T): T => {
    try {
      const storage = resolve();
      return storage ? action(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  const getItem = (key: string) => attempt(null, (storage) => storage.getItem(key));
  const setItem = (key: string, value: string) =>
    attempt(false, (storage) => {
      storage.setItem(key, value);
      return true;
    });
  const readJson = (key: string) => parseJson(getItem(key));
  return {
    getItem,
    setItem,
    removeItem: (key) => attempt(undefined, (storage) => storage.removeItem(key)),
    readJson,
    readRecord: (key) => {
      const value = readJson(key);
      return isRecord(value) ? value : {};
    },
    writeJson: (key, value) => {
      let text: string | undefined;
      try {
        // undefined (or a function) has no JSON text; a cycle or a BigInt throws.
        text = JSON.stringify(value) as string | undefined;
      } catch {
        return false;
      }
      return text === undefined ? false : setItem(key, text);
    },
  };
}

/** This browser's localStorage, never throwing. */
export const safeLocalStorage = safeStorage(() => browserStorage('local'));
/** This tab's sessionStorage, never throwing. */
export const safeSessionStorage = safeStorage(() => browserStorage('session'));
