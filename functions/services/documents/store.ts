// The private R2 bucket: documents are encrypted before they leave the Worker and decrypted only
// for the token holder (before the order) or an operator (later issue). Keys carry no personal data.
// Each object records the id of the key that sealed it (custom metadata `keyId`, never the key), so
// after a key change the right one of DOCUMENTS_KEY / DOCUMENTS_KEY_PREVIOUS opens it.
import type { Env } from '../../env';
import { seal, unseal, UnreadableSealed } from '../../lib/document-keys';
import { Refusal } from '../../lib/refusal';

export function newObjectKey(prefix: 'uploads' | 'invoices'): string {
  return `${prefix}/${crypto.randomUUID()}`;
}

/**
 * A stored document that none of the configured keys opens (its key was dropped before the rotation
 * finished, or a wrong key is set): a clear 503 for whoever asked, never an empty or garbled file.
 */
export class DocumentUnreadable extends Refusal {
  constructor() {
    super('unavailable', 'document_unreadable', 'errors.documentUnreadable');
  }
}

export async function putEncrypted(env: Env, objectKey: string, plain: Uint8Array): Promise<void> {
  const { sealed, keyId } = await seal(env, plain, objectKey);
  await env.DOCUMENTS.put(objectKey, sealed, {
    httpMetadata: { contentType: 'application/octet-stream' },
    customMetadata: { keyId },
  });
}

/**
 * The decrypted bytes, or null when the object is gone. Throws DocumentUnreadable (and logs the key
 * ids, never a key) when no configured key opens it.
 */
export async function getDecrypted(env: Env, objectKey: string): Promise<Uint8Array | null> {
  const object = await env.DOCUMENTS.get(objectKey);
  if (!object) return null;
  const bytes = new Uint8Array(await object.arrayBuffer());
  try {
    return (await unseal(env, bytes, objectKey, object.customMetadata?.keyId ?? null)).plain;
  } catch (error) {
    if (!(error instanceof UnreadableSealed)) throw error;
    console.error(`document_unreadable object=${objectKey} ${error.message}`);
    throw new DocumentUnreadable();
  }
}

/** Which of these objects are gone from the bucket (deleted after posting, before a database restore). */
export async function missingObjects(env: Env, objectKeys: readonly string[]): Promise<Set<string>> {
  const heads = await Promise.all(objectKeys.map(async (key) => [key, await env.DOCUMENTS.head(key)] as const));
  return new Set(heads.filter(([, head]) => head === null).map(([key]) => key));
}
