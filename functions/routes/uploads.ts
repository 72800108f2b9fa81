import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BYTES, isUploadKind } from '../../src/domain/uploads';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/api-error';
import { rateLimit } from '../lib/rate-limit';
import { deleteUpload, storeUpload, uploadPreview } from '../services/uploads/files';

/** Multipart overhead on top of the file itself. */
const MULTIPART_SLACK = 64 * 1024;

const tooLarge = () => new ApiError(413, 'too_large', 'validation.upload.tooLarge');

export const uploads = new Hono<AppEnv>()
  .post(
    '/',
    rateLimit({ bucket: 'uploads', limit: 40, windowSeconds: 600 }),
    async (c, next) => {
      // Refuse before reading the body when the declared length is already too large.
      const length = Number(c.req.header('Content-Length') ?? 0);
      if (length > MAX_UPLOAD_BYTES + MULTIPART_SLACK) throw tooLarge();
      await next();
    },
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + MULTIPART_SLACK,
      onError: () => {
        throw tooLarge();
      },
    }),
    async (c) => {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new ApiError(400, 'invalid_form', 'validation.upload.notReceived');
      }
      const file = form.get('file');
      const kind = form.get('kind');
      if (!(file instanceof File))
        throw new ApiError(400, 'file_missing', 'validation.upload.noFile', {
          fields: [{ path: 'file', key: 'validation.upload.noFile' }],
        });
      if (!isUploadKind(kind)) {
        throw new ApiError(400, 'invalid_kind', 'validation.upload.unknownKind', {
          fields: [{ path: 'kind', key: 'validation.upload.unknownKind' }],
        });
      }
      if (form.getAll('file').length > 1) throw new ApiError(400, 'one_file_only', 'validation.upload.oneFilePerSide');
      if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();

      const stored = await storeUpload(c.env, kind, new Uint8Array(await file.arrayBuffer()), new Date());
      // The name is echoed for the browser's list only; it is not stored (it may contain a name).
      return c.json(
        {
          id: stored.id,
          token: stored.token,
          kind,
          name: file.name.slice(0, 200),
          size: stored.size,
          mime: stored.mime,
          uploadedAt: stored.uploadedAt,
        },
        201,
      );
    },
  )
  .get('/:id/preview', async (c) => {
    const { bytes, mime } = await uploadPreview(c.env, c.req.param('id'), c.req.header('X-Upload-Token') ?? '');
    return new Response(bytes, {
      headers: {
        'Content-Type': mime,
        'Cache-Control': 'no-store',
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'",
      },
    });
  })
  .delete('/:id', async (c) => {
    await deleteUpload(c.env, c.req.param('id'), c.req.header('X-Upload-Token') ?? '', new Date());
    return c.body(null, 204);
  });
