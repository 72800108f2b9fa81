// Uppy for one side of the ID: one file, checked for type and size before it leaves the browser,
// photos compressed (a 6 MB phone photo leaves at ≤ 1.5 MB, still legible), uploaded at once to
// /api/uploads with progress and retries.
import Compressor from '@uppy/compressor';
import Uppy from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import type { UploadKind, UploadReceipt } from '../domain/uploads';

export interface UploaderEvents {
  onProgress: (percent: number) => void;
  onDone: (ref: UploadReceipt) => void;
  onError: (message: string) => void;
}

type ServerBody = { id: string; token: string; name: string; size: number; mime: string; error?: { message: string } };

export function createUploader(kind: UploadKind, events: UploaderEvents) {
  const uppy = new Uppy<{ kind: UploadKind }, ServerBody>({
    autoProceed: true,
    restrictions: { maxNumberOfFiles: 1 },
    meta: { kind },
  })
    // Long side 2400 px at quality 0.8 keeps ID text sharp at about 0.5–1.5 MB.
    .use(Compressor, { quality: 0.8, maxWidth: 2400, maxHeight: 2400, convertSize: 1_000_000 })
    .use(XHRUpload, {
      endpoint: '/api/uploads',
      fieldName: 'file',
      formData: true,
      allowedMetaFields: ['kind'],
      limit: 1,
      timeout: 60_000,
      shouldRetry: (xhr) => xhr.status === 0 || xhr.status >= 500,
    });
  uppy.on('upload-progress', (_file, progress) => {
    if (progress.bytesTotal) events.onProgress(Math.round(((progress.bytesUploaded ?? 0) / progress.bytesTotal) * 100));
  });
  uppy.on('upload-success', (file, response) => {
    const body = response.body as ServerBody | undefined;
    if (!body?.id) return events.onError('Unbekannter Upload-Fehler');
    events.onDone({ id: body.id, token: body.token, name: file?.name ?? body.name, size: body.size, mime: body.mime });
    uppy.clear();
  });
  uppy.on('upload-error', (file, error, response) => {
    const body = response?.body as ServerBody | undefined;
    events.onError(body?.error?.message ?? `Upload fehlgeschlagen: ${response?.status ?? 0} - ${error.message}`);
    if (file) uppy.removeFile(file.id);
  });
  return {
    add(file: File) {
      uppy.clear();
      uppy.addFile({ name: file.name, type: file.type, data: file, source: 'local' });
    },
    destroy() {
      uppy.destroy();
    },
  };
}
