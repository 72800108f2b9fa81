// The documents keys: DOCUMENTS_KEY seals everything new; the keys in DOCUMENTS_KEY_PREVIOUS only open
// what they sealed before a key change, until `npm run documents:rotate` has re-sealed it. Every sealed
// value records its key's id (lib/crypto.ts documentKeyId), so the right key is chosen without trying;
// values from before key ids try the current key, then the previous ones.
import type { Env } from '../env';
import { decrypt, documentKeyId, encrypt, importDocumentsKey } from './crypto';
import { fromBase64, toBase64 } from './encoding';

interface DocumentKey {
  id: string;
  key: CryptoKey;
}

export interface DocumentKeys {
  current: DocumentKey;
  previous: DocumentKey[];
}

type KeySettings = Pick<Env, 'DOCUMENTS_KEY' | 'DOCUMENTS_KEY_PREVIOUS'>;

/** No configured key opens the value: `keyId` is the id it records (null: none recorded). */
export class UnreadableSealed extends Error {
  constructor(
    readonly keyId: string | null,
    readonly known: string[],
  ) {
    super(`no documents key opens it (key id ${keyId ?? 'none'}; configured ${known.join(', ')})`);
    this.name = 'UnreadableSealed';
  }
}

/** DOCUMENTS_KEY_PREVIOUS as a list: comma-separated, blanks ignored. */
export function previousKeysOf(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}

async function keyOf(base64: string, name: string): Promise<DocumentKey> {
  try {
    return { id: await documentKeyId(base64), key: await importDocumentsKey(base64) };
  } catch {
    throw new Error(`${name} must hold 32-byte keys, base64-encoded`);
  }
}

/** The imported keys of the last settings seen: importing on every document read would cost each time. */
let cached: { settings: string; keys: Promise<DocumentKeys> } | null = null;

export function documentKeys(env: KeySettings): Promise<DocumentKeys> {
  if (!env.DOCUMENTS_KEY) return Promise.reject(new Error('DOCUMENTS_KEY is not set'));
  const settings = `${env.DOCUMENTS_KEY}|${env.DOCUMENTS_KEY_PREVIOUS ?? ''}`;
  if (cached?.settings !== settings) {
    const current = env.DOCUMENTS_KEY;
    const keys = (async () => ({
      current: await keyOf(current, 'DOCUMENTS_KEY'),
      previous: await Promise.all(
        previousKeysOf(env.DOCUMENTS_KEY_PREVIOUS).map((key) => keyOf(key, 'DOCUMENTS_KEY_PREVIOUS')),
      ),
    }))();
    cached = { settings, keys };
    // A setting that does not import is reported each time, not remembered.
    keys.catch(() => {
      if (cached?.keys === keys) cached = null;
    });
  }
  return cached.keys;
}

/** Seals with the current key; returns the sealed bytes and the key's id to record beside them. */
export async function seal(
  env: KeySettings,
  plain: Uint8Array,
  context: string,
): Promise<{ sealed: Uint8Array; keyId: string }> {
  const { current } = await documentKeys(env);
  return { sealed: await encrypt(current.key, plain, context), keyId: current.id };
}

/**
 * Opens a sealed value with the key whose id it records, or (no id recorded) with the first configured
 * key that opens it. Throws UnreadableSealed when none does: a key that was dropped too early, or the
 * wrong key configured; never returns something else instead.
 */
export async function unseal(
  env: KeySettings,
  sealed: Uint8Array,
  context: string,
  keyId: string | null,
): Promise<{ plain: Uint8Array; keyId: string }> {
  const { current, previous } = await documentKeys(env);
  const all = [current, ...previous];
  for (const candidate of keyId ? all.filter((k) => k.id === keyId) : all) {
    try {
      return { plain: await decrypt(candidate.key, sealed, context), keyId: candidate.id };
    } catch {
      // Not this key (AES-GCM's tag does not match): try the next one.
    }
  }
  throw new UnreadableSealed(
    keyId,
    all.map((k) => k.id),
  );
}

/** seal for a short text kept in D1 (a TOTP secret, old personal data): base64. */
export async function sealText(env: KeySettings, text: string, context: string) {
  const { sealed, keyId } = await seal(env, new TextEncoder().encode(text), context);
  return { value: toBase64(sealed), keyId };
}

/** unseal for a text sealed by sealText. */
export async function unsealText(env: KeySettings, value: string, context: string, keyId: string | null) {
  const { plain, keyId: usedKeyId } = await unseal(env, fromBase64(value), context, keyId);
  return { text: new TextDecoder().decode(plain), keyId: usedKeyId };
}
