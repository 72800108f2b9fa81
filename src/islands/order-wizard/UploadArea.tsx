import { useEffect, useRef, useState } from 'react';
import { UPLOAD_MIME_TYPES, type UploadKind, type UploadReceipt } from '../../domain/uploads';
import { refusal } from '../../lib/upload-rules';
import { deleteUpload, previewUrl } from '../../lib/order-api';

/** Shown instead of the thumbnail when the Worker no longer hands out the preview (e.g. the file already belongs to an order). */
const PREVIEW_GONE_TEXT = 'Foto hochgeladen – Vorschau nicht mehr verfügbar';

interface Props {
  id: string;
  kind: UploadKind;
  label: string;
  value: UploadReceipt | undefined;
  error?: string;
  onUploaded: (ref: UploadReceipt) => void;
  onRemoved: () => void;
  onFailed: (message: string) => void;
}

/**
 * One upload area: drag and drop or choose a file, or take a photo on a phone. Shows progress, a
 * retry after a failure, and then a thumbnail (from the local file, or the token-protected
 * preview after a reload), the file name, its size in KB and a remove button. When the preview is
 * refused (the upload is attached to an order, e.g. after a cancelled payment) the file stays
 * uploaded and a neutral note says that only the preview is gone.
 */
export function UploadArea({ id, kind, label, value, error, onUploaded, onRemoved, onFailed }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [thumb, setThumb] = useState<string | null>(null);
  const [previewGone, setPreviewGone] = useState(false);
  const [dragging, setDragging] = useState(false);
  const lastFile = useRef<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  // Uppy and the image compressor load only when the first file is chosen, not with the wizard.
  const uploader = useRef<Promise<{ add: (file: File) => void; destroy: () => void }> | null>(null);
  function getUploader() {
    uploader.current ??= import('../../lib/id-uploader').then(({ createUploader }) =>
      createUploader(kind, {
        onProgress: setProgress,
        onDone: (ref) => {
          setProgress(null);
          setFailure(null);
          onUploaded(ref);
        },
        onError: (message) => {
          setProgress(null);
          setFailure(message);
          onFailed(message);
        },
      }),
    );
    return uploader.current;
  }
  useEffect(() => () => void uploader.current?.then((u) => u.destroy()), []);

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

  function take(file: File | undefined) {
    if (!file) return;
    const refused = refusal(file);
    if (refused) {
      setFailure(refused);
      onFailed(refused);
      return;
    }
    lastFile.current = file;
    setFailure(null);
    setPreviewGone(false);
    setProgress(0);
    if (thumb) URL.revokeObjectURL(thumb);
    setThumb(file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
    void getUploader().then((u) => u.add(file));
  }

  async function remove() {
    if (value) await deleteUpload(value);
    if (thumb) URL.revokeObjectURL(thumb);
    setThumb(null);
    setPreviewGone(false);
    lastFile.current = null;
    onRemoved();
  }

  const message = failure ?? error;
  return (
    <div className="rounded-xl border border-slate-300 p-4" id={id} tabIndex={-1}>
      <h3 className="text-lg font-bold">{label}</h3>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">Fehler: </span>
          {message}
        </p>
      )}
      {value ? (
        <div className="mt-3 flex items-center gap-4">
          {thumb ? (
            <img
              src={thumb}
              alt={`Vorschau ${label}`}
              className="h-20 w-28 rounded border border-slate-300 object-cover"
            />
          ) : (
            <span
              className="flex h-20 w-28 items-center justify-center rounded border border-slate-300 bg-slate-50 text-sm font-semibold"
              aria-hidden="true"
            >
              {value.mime === 'application/pdf' ? 'PDF' : 'Bild'}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{value.name}</p>
            <p className="text-sm text-slate-700">{Math.max(1, Math.round(value.size / 1024))} KB</p>
            {previewGone && <p className="text-sm text-slate-700">{PREVIEW_GONE_TEXT}</p>}
          </div>
          <button type="button" className="btn-secondary px-3 py-2" onClick={remove} aria-label={`${label} entfernen`}>
            Entfernen
          </button>
        </div>
      ) : (
        <div
          className={`mt-3 rounded-lg border-2 border-dashed p-5 text-center ${dragging ? 'border-brand-700 bg-brand-50' : message ? 'border-red-700' : 'border-slate-400'}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            take(event.dataTransfer.files[0]);
          }}
        >
          {progress !== null ? (
            <div>
              <p>Wird hochgeladen … {progress} %</p>
              <progress className="mt-2 w-full" max={100} value={progress} aria-label={`Upload ${label}`} />
            </div>
          ) : (
            <>
              <p className="text-slate-800">Datei hierher ziehen oder auswählen (JPG, PNG oder PDF, max. 10 MB)</p>
              <div className="mt-3 flex flex-col justify-center gap-2 sm:flex-row">
                <button
                  type="button"
                  className="btn-primary py-2"
                  onClick={() => fileInput.current?.click()}
                  aria-describedby={message ? `${id}-error` : undefined}
                >
                  {label}: Datei auswählen
                </button>
                <button type="button" className="btn-secondary py-2" onClick={() => cameraInput.current?.click()}>
                  Foto aufnehmen
                </button>
                {failure && (
                  <button
                    type="button"
                    className="btn-secondary py-2"
                    onClick={() => take(lastFile.current ?? undefined)}
                  >
                    Erneut versuchen
                  </button>
                )}
              </div>
            </>
          )}
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={UPLOAD_MIME_TYPES.join(',')}
            data-testid={`${id}-input`}
            onChange={(e) => {
              take(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <input
            ref={cameraInput}
            type="file"
            hidden
            accept="image/*"
            capture="environment"
            onChange={(e) => {
              take(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
      )}
    </div>
  );
}
