import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { findUpload, insertUpload, markUploadDeleted, type UploadKind, type UploadRow } from '../db/uploads';
import { ApiError } from '../lib/api-error';
import { randomToken, sha256Hex, timingSafeEqual } from '../lib/crypto';
import { rateLimit } from '../lib/rate-limit';
import { getDecrypted, newObjectKey, putEncrypted } from '../services/documents';
import { inspectFile } from '../services/file-inspection';

export const MAX_UPLOAD_BYTES = 10_485_760;
const UPLOAD_TTL_MS = 24 * 3600 * 1000;
const KINDS: UploadKind[] = ['front', 'back', 'signature', 'partner-front', 'partner-back', 'partner-signature'];

const TOO_LARGE = 'Datei ist zu groß. Maximum 10MB erlaubt.';
const WRONG_TYPE = 'Nur JPG, PNG und PDF Dateien sind erlaubt.';
const REFUSALS = {
  type: new ApiError(415, 'unsupported_type', WRONG_TYPE),
  dimensions: new ApiError(422, 'image_too_large', 'Das Bild hat zu viele Pixel (höchstens 40 Megapixel). Bitte lade ein kleineres Foto hoch.'),
  'unreadable-image': new ApiError(422, 'unreadable_image', 'Das Bild konnte nicht gelesen werden. Bitte lade ein anderes Foto hoch.'),
  'unreadable-pdf': new ApiError(422, 'unreadable_pdf', 'Die PDF-Datei konnte nicht gelesen werden. Bitte lade eine andere Datei hoch.'),
};

/** Multipart overhead on top of the file itself. */
const MULTIPART_SLACK = 64 * 1024;

/** The upload a request's X-Upload-Token opens; unknown id and wrong token look the same (no enumeration). */
async function authorizedUpload(c: Context<AppEnv>): Promise<UploadRow> {
  const token = c.req.header('X-Upload-Token') ?? '';
  const upload = await findUpload(c.env.DB, c.req.param('id') ?? '');
  const notFound = new ApiError(404, 'not_found', 'Datei nicht gefunden.');
  if (!upload || upload.deleted_at || !token || !timingSafeEqual(await sha256Hex(token), upload.token_hash)) throw notFound;
  return upload;
}

export const uploads = new Hono<AppEnv>()
  .post(
    '/',
    rateLimit({ bucket: 'uploads', limit: 40, windowSeconds: 600 }),
    async (c, next) => {
      // Refuse before reading the body when the declared length is already too large.
      const length = Number(c.req.header('Content-Length') ?? 0);
      if (length > MAX_UPLOAD_BYTES + MULTIPART_SLACK) throw new ApiError(413, 'too_large', TOO_LARGE);
      await next();
    },
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + MULTIPART_SLACK,
      onError: () => {
        throw new ApiError(413, 'too_large', TOO_LARGE);
      },
    }),
    async (c) => {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new ApiError(400, 'invalid_form', 'Die Datei konnte nicht empfangen werden. Bitte versuche es erneut.');
      }
      const file = form.get('file');
      const kind = form.get('kind');
      if (!(file instanceof File)) throw new ApiError(400, 'file_missing', 'Bitte wähle eine Datei aus.', [{ path: 'file', message: 'Bitte wähle eine Datei aus.' }]);
      if (typeof kind !== 'string' || !KINDS.includes(kind as UploadKind)) {
        throw new ApiError(400, 'invalid_kind', 'Unbekannte Upload-Art.', [{ path: 'kind', message: 'Unbekannte Upload-Art.' }]);
      }
      if (form.getAll('file').length > 1) throw new ApiError(400, 'one_file_only', 'Bitte lade eine Datei pro Seite hoch.');
      if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, 'too_large', TOO_LARGE);

      const bytes = new Uint8Array(await file.arrayBuffer());
      const inspection = await inspectFile(bytes);
      if (!inspection.ok) throw REFUSALS[inspection.reason];
      if (kind.endsWith('signature') && inspection.mime === 'application/pdf') {
        throw new ApiError(415, 'unsupported_type', 'Für die Unterschrift sind nur JPG und PNG erlaubt.');
      }

      const id = crypto.randomUUID();
      const token = randomToken();
      const objectKey = newObjectKey('uploads');
      const now = new Date();
      await putEncrypted(c.env, objectKey, bytes);
      await insertUpload(c.env.DB, {
        id,
        kind: kind as UploadKind,
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
        { id, token, kind, name: file.name.slice(0, 200), size: bytes.length, mime: inspection.mime, uploadedAt: now.toISOString() },
        201,
      );
    },
  )
  .get('/:id/preview', async (c) => {
    const upload = await authorizedUpload(c);
    const bytes = await getDecrypted(c.env, upload.object_key);
    if (!bytes) throw new ApiError(404, 'not_found', 'Datei nicht gefunden.');
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
    if (upload.order_number) throw new ApiError(409, 'attached', 'Diese Datei gehört bereits zu einer Bestellung.');
    await c.env.DOCUMENTS.delete(upload.object_key);
    await markUploadDeleted(c.env.DB, upload.id, new Date().toISOString()).run();
    return c.body(null, 204);
  });
