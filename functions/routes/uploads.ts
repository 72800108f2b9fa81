import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, isUploadKind, mimeTypesFor } from '../../src/domain/uploads';
import type { AppEnv } from '../env';
import { findUpload, insertUpload, markUploadDeleted, type UploadRow } from '../db/uploads';
import { ApiError } from '../lib/api-error';
import { randomToken, sha256Hex, timingSafeEqual } from '../lib/crypto';
import { rateLimit } from '../lib/rate-limit';
import { getDecrypted, newObjectKey, putEncrypted } from '../services/documents/store';
import { inspectFile, type InspectionRefusal } from '../services/uploads/inspection';

const UPLOAD_TTL_MS = 24 * 3600 * 1000;

const REFUSALS: Record<InspectionRefusal, ApiError> = {
  type: new ApiError(415, 'unsupported_type', UPLOAD_MESSAGES.type),
  dimensions: new ApiError(422, 'image_too_large', UPLOAD_MESSAGES.tooManyPixels),
  'png-interlaced': new ApiError(422, 'png_interlaced', UPLOAD_MESSAGES.interlacedPng),
  'unreadable-image': new ApiError(422, 'unreadable_image', UPLOAD_MESSAGES.unreadableImage),
  'unreadable-pdf': new ApiError(422, 'unreadable_pdf', UPLOAD_MESSAGES.unreadablePdf),
  'pdf-too-complex': new ApiError(422, 'pdf_too_complex', UPLOAD_MESSAGES.pdfTooComplex),
  'pdf-encrypted': new ApiError(422, 'pdf_encrypted', UPLOAD_MESSAGES.pdfEncrypted),
  'pdf-active-content': new ApiError(422, 'pdf_active_content', UPLOAD_MESSAGES.pdfActiveContent),
  'pdf-embedded-files': new ApiError(422, 'pdf_embedded_files', UPLOAD_MESSAGES.pdfEmbeddedFiles),
  'pdf-interactive': new ApiError(422, 'pdf_interactive', UPLOAD_MESSAGES.pdfInteractive),
};

/** Multipart overhead on top of the file itself. */
const MULTIPART_SLACK = 64 * 1024;

/** The upload a request's X-Upload-Token opens; unknown id and wrong token look the same (no enumeration). */
async function authorizedUpload(c: Context<AppEnv>): Promise<UploadRow> {
  const token = c.req.header('X-Upload-Token') ?? '';
  const upload = await findUpload(c.env.DB, c.req.param('id') ?? '');
  const notFound = new ApiError(404, 'not_found', UPLOAD_MESSAGES.notFound);
  if (!upload || upload.deleted_at || !token || !timingSafeEqual(await sha256Hex(token), upload.token_hash))
    throw notFound;
  return upload;
}

export const uploads = new Hono<AppEnv>()
  .post(
    '/',
    rateLimit({ bucket: 'uploads', limit: 40, windowSeconds: 600 }),
    async (c, next) => {
      // Refuse before reading the body when the declared length is already too large.
      const length = Number(c.req.header('Content-Length') ?? 0);
      if (length > MAX_UPLOAD_BYTES + MULTIPART_SLACK) throw new ApiError(413, 'too_large', UPLOAD_MESSAGES.tooLarge);
      await next();
    },
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + MULTIPART_SLACK,
      onError: () => {
        throw new ApiError(413, 'too_large', UPLOAD_MESSAGES.tooLarge);
      },
    }),
    async (c) => {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new ApiError(400, 'invalid_form', UPLOAD_MESSAGES.notReceived);
      }
      const file = form.get('file');
      const kind = form.get('kind');
      if (!(file instanceof File))
        throw new ApiError(400, 'file_missing', UPLOAD_MESSAGES.noFile, [
          { path: 'file', message: UPLOAD_MESSAGES.noFile },
        ]);
      if (!isUploadKind(kind)) {
        throw new ApiError(400, 'invalid_kind', UPLOAD_MESSAGES.unknownKind, [
          { path: 'kind', message: UPLOAD_MESSAGES.unknownKind },
        ]);
      }
      if (form.getAll('file').length > 1) throw new ApiError(400, 'one_file_only', UPLOAD_MESSAGES.oneFilePerSide);
      if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, 'too_large', UPLOAD_MESSAGES.tooLarge);

      const bytes = new Uint8Array(await file.arrayBuffer());
      const inspection = await inspectFile(bytes);
      if (!inspection.ok) throw REFUSALS[inspection.reason];
      if (!mimeTypesFor(kind).includes(inspection.mime)) {
        throw new ApiError(415, 'unsupported_type', UPLOAD_MESSAGES.signatureType);
      }

      const id = crypto.randomUUID();
      const token = randomToken();
      const objectKey = newObjectKey('uploads');
      const now = new Date();
      await putEncrypted(c.env, objectKey, bytes);
      await insertUpload(c.env.DB, {
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
      // The name is echoed for the browser's list only; it is not stored (it may contain a name).
      return c.json(
        {
          id,
          token,
          kind,
          name: file.name.slice(0, 200),
          size: bytes.length,
          mime: inspection.mime,
          uploadedAt: now.toISOString(),
        },
        201,
      );
    },
  )
  .get('/:id/preview', async (c) => {
    const upload = await authorizedUpload(c);
    // Previews are for the wizard before ordering; once the file belongs to an order its upload
    // token no longer opens it (only the back office reads it, audited).
    if (upload.order_number) throw new ApiError(404, 'not_found', UPLOAD_MESSAGES.notFound);
    const bytes = await getDecrypted(c.env, upload.object_key);
    if (!bytes) throw new ApiError(404, 'not_found', UPLOAD_MESSAGES.notFound);
    return new Response(bytes, {
      headers: {
        'Content-Type': upload.mime,
        'Cache-Control': 'no-store',
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'",
      },
    });
  })
  .delete('/:id', async (c) => {
    const upload = await authorizedUpload(c);
    if (upload.order_number) throw new ApiError(409, 'attached', UPLOAD_MESSAGES.attached);
    await c.env.DOCUMENTS.delete(upload.object_key);
    await markUploadDeleted(c.env.DB, upload.id, new Date().toISOString()).run();
    return c.body(null, 204);
  });
