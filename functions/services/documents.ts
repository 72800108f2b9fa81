// The private R2 bucket: documents are encrypted before they leave the Worker and decrypted only
// for the token holder (before the order) or an operator (later issue). Keys carry no personal data.
import type { Env } from '../env';
import { decrypt, encrypt, importDocumentsKey } from '../lib/crypto';

export function newObjectKey(prefix: 'uploads' | 'invoices'): string {
  return `${prefix}/${crypto.randomUUID()}`;
}

export async function putEncrypted(env: Env, objectKey: string, plain: Uint8Array): Promise<void> {
  const key = await importDocumentsKey(env.DOCUMENTS_KEY);
  await env.DOCUMENTS.put(objectKey, await encrypt(key, plain, objectKey), {
    httpMetadata: { contentType: 'application/octet-stream' },
  });
}

/** The decrypted bytes, or null when the object is gone. */
export async function getDecrypted(env: Env, objectKey: string): Promise<Uint8Array | null> {
  const object = await env.DOCUMENTS.get(objectKey);
  if (!object) return null;
  const key = await importDocumentsKey(env.DOCUMENTS_KEY);
  return decrypt(key, new Uint8Array(await object.arrayBuffer()), objectKey);
}
