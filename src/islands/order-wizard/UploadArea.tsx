import { lazy, Suspense, useEffect, useState } from 'react';
import type { UploadKind, UploadReceipt } from '../../domain/uploads';
import { formatFileSize } from '../../lib/file-size';
import { deleteUpload, previewUrl } from '../../lib/order-api';
import { useLocale, useT } from '../shared/locale';

// Uppy, its React hooks, the compressor and the photo check load when an empty area is first shown
// (step 2), never with the wizard's first page.
const UploadDropZone = lazy(() => import('./UploadDropZone'));

interface Props {
  id: string;
  kind: UploadKind;
  /** Names the file in the buttons, progress, preview and remove button ("Vorderseite: Datei auswählen"). */
  label: string;
  /** The area's heading when it says more than the label (examples of the document); the label otherwise. */
  heading?: string;
  value: UploadReceipt | undefined;
  error?: string;
  onUploaded: (ref: UploadReceipt) => void;
  onRemoved: () => void;
  onFailed: (message: string) => void;
}

/**
 * One upload area: drag and drop or choose a file, or take a photo on a phone. A photo is checked
 * for sharpness, light and size before it leaves (with a warning the customer may override), then
 * the area says "Foto wird verkleinert …" and shows the upload's real progress, offers a retry after
 * a failure, and finally a thumbnail (from the local file, or the token-protected preview after a
 * reload), the file name, its size ("1,4 MB") and a remove button. When the preview is refused (the
 * upload is attached to an order, e.g. after a cancelled payment) the file stays uploaded and a
 * neutral note says that only the preview is gone.
 */
export function UploadArea({ id, kind, label, heading, value, error, onUploaded, onRemoved, onFailed }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [thumb, setThumb] = useState<string | null>(null);
  const [previewGone, setPreviewGone] = useState(false);
  const t = useT();
  const locale = useLocale();

  // After a reload only the upload's id and token are known: fetch the protected preview.
  useEffect(() => {
    if (!value || thumb || !value.mime.startsWith('image/')) return;
    let url: string | null = null;
    void previewUrl(value).then((u) => {
      setThumb((url = u));
      setPreviewGone(u === null);
    });
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value?.id]);

  function showThumb(file: Blob) {
    if (thumb) URL.revokeObjectURL(thumb);
    setPreviewGone(false);
    setThumb(file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
  }

  function fail(message: string | null) {
    setFailure(message);
    if (message) onFailed(message);
  }

  async function remove() {
    if (value) await deleteUpload(value);
    if (thumb) URL.revokeObjectURL(thumb);
    setThumb(null);
    setPreviewGone(false);
    onRemoved();
  }

  const message = failure ?? error ?? null;
  return (
    <div className="rounded-xl border border-slate-300 p-4" id={id} tabIndex={-1}>
      <h3 className="text-lg font-bold">{heading ?? label}</h3>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('wizard.errorPrefix')}</span>
          {message}
        </p>
      )}
      {value ? (
        <div className="mt-3 flex items-center gap-4">
          {thumb ? (
            <img
              src={thumb}
              alt={t('wizard.upload.preview', { label })}
              className="h-20 w-28 rounded border border-slate-300 object-cover"
            />
          ) : (
            <span
              className="flex h-20 w-28 items-center justify-center rounded border border-slate-300 bg-slate-50 text-sm font-semibold"
              aria-hidden="true"
            >
              {value.mime === 'application/pdf' ? 'PDF' : t('wizard.upload.image')}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{value.name}</p>
            <p className="text-sm text-slate-700">{formatFileSize(value.size, locale)}</p>
            {/* Instead of the thumbnail when the Worker no longer hands out the preview (e.g. the file already belongs to an order). */}
            {previewGone && <p className="text-sm text-slate-700">{t('wizard.upload.previewGone')}</p>}
          </div>
          <button
            type="button"
            className="btn-secondary px-3 py-2"
            onClick={remove}
            aria-label={t('wizard.upload.removeLabel', { label })}
          >
            {t('wizard.upload.remove')}
          </button>
        </div>
      ) : (
        <Suspense fallback={<DropZoneLoading />}>
          <UploadDropZone
            id={id}
            kind={kind}
            label={label}
            message={message}
            thumb={thumb}
            onPicked={showThumb}
            onFailure={fail}
            onUploaded={(ref) => {
              setFailure(null);
              onUploaded(ref);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The drop zone for the moment its code loads (a fraction of a second when step 2 appears). No
 * stand-in buttons: a disabled "Datei auswählen" would be skipped by Tab and found by name, only to do
 * nothing; the real buttons arrive in their place.
 */
function DropZoneLoading() {
  const t = useT();
  return (
    <div className="mt-3 rounded-lg border-2 border-dashed border-slate-400 p-5 text-center">
      <p className="text-slate-800">{t('wizard.upload.instruction')}</p>
      <p className="mt-3 text-sm text-slate-700">{t('wizard.upload.loading')}</p>
    </div>
  );
}
