// The uploads of the wizard, the second person's page and /status (POST /api/uploads): a file checked by
// its bytes (inspection.ts), stored encrypted with a random token that only the browser keeps, and
// previewed or deleted with that token until it belongs to an order (then only the back office reads it).
import {
  MAX_IMAGE_PIXELS,
  MAX_INTERLACED_PNG_PIXELS,
  mimeTypesFor,
  type UploadKind,
  type UploadMime,
} from '../../../src/domain/uploads';
import type { Env } from '../../env';
import { findUpload, insertUpload, markUploadDeleted, type UploadRow } from '../../db/uploads';
import { randomToken, sha256Hex, timingSafeEqual } from '../../lib/crypto';
import { Refusal } from '../../lib/refusal';
import { getDecrypted, newObjectKey, putEncrypted } from '../documents/store';
import { inspectFile, type InspectionRefusal } from './inspection';

/** How long an upload waits for the order that uses it. */
const UPLOAD_TTL_MS = 24 * 3600 * 1000;

const REFUSALS: Record<InspectionRefusal, () => Refusal> = {
  type: () => new Refusal('unsupported', 'unsupported_type', 'validation.upload.type'),
  dimensions: () =>
    new Refusal('unprocessable', 'image_too_large', 'validation.upload.tooManyPixels', {
      params: { megapixels: MAX_IMAGE_PIXELS / 1_000_000 },
    }),
  'png-interlaced': () =>
    new Refusal('unprocessable', 'png_interlaced', 'validation.upload.interlacedPng', {
      params: { megapixels: MAX_INTERLACED_PNG_PIXELS / 1_000_000 },
    }),
  'unreadable-image': () => new Refusal('unprocessable', 'unreadable_image', 'validation.upload.unreadableImage'),
  'unreadable-pdf': () => new Refusal('unprocessable', 'unreadable_pdf', 'validation.upload.unreadablePdf'),
  'pdf-too-complex': () => new Refusal('unprocessable', 'pdf_too_complex', 'validation.upload.pdfTooComplex'),
  'pdf-encrypted': () => new Refusal('unprocessable', 'pdf_encrypted', 'validation.upload.pdfEncrypted'),
  'pdf-active-content': () => new Refusal('unprocessable', 'pdf_active_content', 'validation.upload.pdfActiveContent'),
  'pdf-embedded-files': () => new Refusal('unprocessable', 'pdf_embedded_files', 'validation.upload.pdfEmbeddedFiles'),
  'pdf-interactive': () => new Refusal('unprocessable', 'pdf_interactive', 'validation.upload.pdfInteractive'),
};

const notFound = () => new Refusal('not_found', 'not_found', 'validation.upload.notFound');

export interface StoredUpload {
  id: string;
  /** The upload's key for preview, delete and the order that uses it; only its hash is stored. */
  token: string;
  mime: UploadMime;
  size: number;
  uploadedAt: string;
}

/** Checks a file by its bytes for the kind it is uploaded as, and stores it encrypted. */
export async function storeUpload(env: Env, kind: UploadKind, bytes: Uint8Array, now: Date): Promise<StoredUpload> {
  const inspection = await inspectFile(bytes);
  if (!inspection.ok) throw REFUSALS[inspection.reason]();
  if (!mimeTypesFor(kind).includes(inspection.mime)) {
    throw new Refusal('unsupported', 'unsupported_type', 'validation.upload.signatureType');
  }
  const id = crypto.randomUUID();
  const token = randomToken();
  const objectKey = newObjectKey('uploads');
  await putEncrypted(env, objectKey, bytes);
  await insertUpload(env.DB, {
    id,
    kind,
    mime: inspection.mime,
    size: bytes.length,
    sha256: await sha256Hex(bytes),
    token_hash: await sha256Hex(token),
    object_key: objectKey,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + UPLOAD_TTL_MS).toISOString(),
  });
  return { id, token, mime: inspection.mime, size: bytes.length, uploadedAt: now.toISOString() };
}

/** The upload `token` opens; an unknown id and a wrong token look the same (no enumeration). */
async function openUpload(env: Env, id: string, token: string): Promise<UploadRow> {
  const upload = await findUpload(env.DB, id);
  if (!upload || upload.deleted_at || !token || !timingSafeEqual(await sha256Hex(token), upload.token_hash))
    throw notFound();
  return upload;
}

/**
 * The file for the wizard's preview, before ordering only: once it belongs to an order its upload token no
 * longer opens it (only the back office reads it, audited).
 */
export async function uploadPreview(env: Env, id: string, token: string): Promise<{ bytes: Uint8Array; mime: string }> {
  const upload = await openUpload(env, id, token);
  if (upload.order_number) throw notFound();
  const bytes = await getDecrypted(env, upload.object_key);
  if (!bytes) throw notFound();
  return { bytes, mime: upload.mime };
}

/** Deletes an upload that no order uses (yet): the file at once, the row marked. */
export async function deleteUpload(env: Env, id: string, token: string, now: Date): Promise<void> {
  const upload = await openUpload(env, id, token);
  if (upload.order_number) throw new Refusal('conflict', 'attached', 'validation.upload.attached');
  await env.DOCUMENTS.delete(upload.object_key);
  await markUploadDeleted(env.DB, upload.id, now.toISOString()).run();
}
