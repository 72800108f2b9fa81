// The never-throwing browser storage (src/lib/safe-storage.ts): storage that throws on access or on
// each call, storage that is full, and keys holding corrupt JSON all read as "nothing stored".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStorage } from './fake-storage';
import { browserStorage, isRecord, parseJson, safeStorage, type KeyValueStorage } from '../../src/lib/safe-storage';

const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');

/** A storage whose every call throws, as Safari's and Firefox's do with storage blocked. */
const throwingStorage: KeyValueStorage = {
  getItem: () => {
    throw securityError();
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: () => {
    throw securityError();
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('safeStorage with a working storage', () => {
  it('reads, writes and removes text and JSON', () => {
    const backing = fakeStorage();
    const storage = safeStorage(() => backing);
    expect(storage.setItem('a', 'eins')).toBe(true);
    expect(storage.getItem('a')).toBe('eins');
    expect(storage.writeJson('b', { plan: 'plus', extras: ['duo'] })).toBe(true);
    expect(backing.map.get('b')).toBe('{"plan":"plus","extras":["duo"]}');
    expect(storage.readJson('b')).toEqual({ plan: 'plus', extras: ['duo'] });
    expect(storage.readRecord('b')).toEqual({ plan: 'plus', extras: ['duo'] });
    storage.removeItem('a');
    expect(backing.map.has('a')).toBe(false);
    expect(storage.getItem('a')).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"selectedPlan":"plus",'],
    ['plain text', 'undefined'],
    ['an empty string', ''],
  ])('reads %s as nothing stored', (_label, raw) => {
    const storage = safeStorage(() => fakeStorage({ key: raw }));
    expect(storage.readJson('key')).toBeNull();
    expect(storage.readRecord('key')).toEqual({});
    // The text itself is still there for whoever wants it.
    expect(storage.getItem('key')).toBe(raw);
  });

  it.each([
    ['an array', '[1,2]'],
    ['a string', '"PK-1"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('readRecord gives an empty object for %s', (_label, raw) => {
    const storage = safeStorage(() => fakeStorage({ key: raw }));
    expect(storage.readRecord('key')).toEqual({});
  });

  it('writes nothing for a value without JSON text or one that cannot be serialised', () => {
    const backing = fakeStorage();
    const storage = safeStorage(() => backing);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(storage.writeJson('undefined', undefined)).toBe(false);
    expect(storage.writeJson('cyclic', cyclic)).toBe(false);
    expect(storage.writeJson('bigint', 1n)).toBe(false);
    expect(backing.map.size).toBe(0);
  });
});

describe('safeStorage with a storage that fails', () => {
  const cases: [string, () => KeyValueStorage | null][] = [
    [
      'throws on access',
      () => {
        throw securityError();
      },
    ],
    ['throws on every call', () => throwingStorage],
    ['is missing', () => null],
  ];

  it.each(cases)('reads nothing and writes nothing when the storage %s, without throwing', (_label, resolve) => {
    const storage = safeStorage(resolve);
    expect(storage.getItem('key')).toBeNull();
    expect(storage.readJson('key')).toBeNull();
    expect(storage.readRecord('key')).toEqual({});
    expect(storage.setItem('key', 'value')).toBe(false);
    expect(storage.writeJson('key', { a: 1 })).toBe(false);
    expect(() => storage.removeItem('key')).not.toThrow();
  });

  it('a full storage still reads, only the write is dropped', () => {
    const backing = fakeStorage({ key: '{"a":1}' });
    const storage = safeStorage(() => ({ ...backing, setItem: throwingStorage.setItem }));
    expect(storage.writeJson('key', { a: 2 })).toBe(false);
    expect(storage.readJson('key')).toEqual({ a: 1 });
  });

  it('asks for the storage on every call, so one that becomes available is used', () => {
    let available = false;
    const backing = fakeStorage();
    const storage = safeStorage(() => {
      if (!available) throw securityError();
      return backing;
    });
    expect(storage.setItem('key', 'value')).toBe(false);
    available = true;
    expect(storage.setItem('key', 'value')).toBe(true);
    expect(storage.getItem('key')).toBe('value');
  });
});

describe('browserStorage', () => {
  it('is null without a window (pre-rendering, Node)', () => {
    expect(browserStorage('local')).toBeNull();
    expect(browserStorage('session')).toBeNull();
  });

  it('is null when the browser refuses access, and the storage itself otherwise', () => {
    const session = fakeStorage();
    const blockedWindow = {
      get localStorage(): Storage {
        throw securityError();
      },
      sessionStorage: session,
    };
    vi.stubGlobal('window', blockedWindow);
    expect(browserStorage('local')).toBeNull();
    expect(browserStorage('session')).toBe(session);
  });
});

describe('parseJson and isRecord', () => {
  it('parse without throwing and tell records from other values', () => {
    expect(parseJson(null)).toBeNull();
    expect(parseJson('{')).toBeNull();
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(isRecord({ a: 1 })).toBe(true);
    for (const value of [null, [], 'text', 1, undefined]) expect(isRecord(value)).toBe(false);
  });
});
