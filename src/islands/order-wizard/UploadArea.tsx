import { useStore } from '@nanostores/react';
import { lazy, Suspense, useLayoutEffect } from 'react';
import type { UploadKind, UploadReceipt } from '../../domain/uploads';
import { formatFileSize } from '../../lib/file-size';
import { deleteUpload } from '../../lib/order-api';
import { $uploadJobs, forgetUpload, listenToUploads } from '../../lib/upload-jobs';
import { useLocale, useT } from '../shared/locale';
import { UploadButtons } from './UploadButtons';
import { useUploadPreview } from './use-upload-preview';

// The drop zone, the upload engine and the photo worker load with the photo step (the wizard fetches them
// while step 1 is shown, OrderWizard.tsx), never with the wizard's first page.
const UploadDropZone = lazy(() => import('./UploadDropZone'));

/** Starts loading the drop zone's code (and with it the upload engine and the photo worker) ahead of time. */
export function preloadUploadDropZone(): void {
  void import('./UploadDropZone').then(({ warmUp }) => warmUp());
}

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
  /** A file passed the check and is on its way (its name), or no longer is (null). */
  onPending?: (pending: { name: string } | null) => void;
}

/**
 * One upload area: drag and drop or choose a file, or take a photo on a phone. A photo is checked for
 * sharpness, light and size before it leaves (with a warning the customer may override), then the area says
 * "Foto wird verkleinert …" and shows the upload's real progress, offers a retry after a failure, and finally
 * a thumbnail (the compressed photo from memory, or the token-protected preview after a reload), the file
 * name, its size ("1,4 MB") and a remove button. The upload belongs to the page, not to the area
 * (src/lib/upload-jobs.ts): it goes on when the area is gone (the customer went on to the next step), and the
 * area's owner hears of it through the callbacks it gave last. When the preview is refused (the upload is
 * attached to an order, e.g. after a cancelled payment) the file stays uploaded and a neutral note says that
 * only the preview is gone.
 */
export function UploadArea(props: Props) {
  const { id, kind, label, heading, value, error, onUploaded, onRemoved, onFailed, onPending } = props;
  const job = useStore($uploadJobs, { keys: [id] })[id];
  const preview = useUploadPreview(value, id);
  const t = useT();
  const locale = useLocale();

  useLayoutEffect(() => {
    listenToUploads(id, { onUploaded, onFailed, onPending });
  });

  async function remove() {
    forgetUpload(id);
    if (value) await deleteUpload(value);
    onRemoved();
  }

  // A job's own failure (after its retries) is said here, in the area, whatever step was shown when it failed.
  const message = (job?.status === 'failed' ? job.error : undefined) ?? error ?? null;
  const stored = value && (!job || job.status === 'done');
  return (
    <div className="rounded-xl border border-slate-300 p-4" id={id} tabIndex={-1}>
      <h3 className="text-lg font-bold">{heading ?? label}</h3>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('wizard.errorPrefix')}</span>
          {message}
        </p>
      )}
      {stored ? (
        <div className="mt-3 flex items-center gap-4">
          {preview.url ? (
            <img
              src={preview.url}
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
            {preview.gone && <p className="text-sm text-slate-700">{t('wizard.upload.previewGone')}</p>}
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
        <Suspense fallback={<DropZoneLoading label={label} />}>
          <UploadDropZone id={id} kind={kind} label={label} message={message} job={job} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The drop zone for the moment its code loads (a fraction of a second when step 2 appears). No working
 * stand-in buttons: a disabled "Datei auswählen" would be skipped by Tab and found by name, only to do
 * nothing. Their room is held, though, by the same buttons made invisible (neither seen, read out nor reached
 * by Tab), so nothing below moves when the real ones arrive in their place: on the second person's page,
 * where no click comes before it, the signature field jumped by a button's height.
 */
function DropZoneLoading({ label }: { label: string }) {
  const t = useT();
  return (
    <div className="mt-3 rounded-lg border-2 border-dashed border-slate-400 p-5 text-center">
      <p className="text-slate-800">{t('wizard.upload.instruction')}</p>
      <div className="relative">
        <div className="invisible" aria-hidden="true">
          <UploadButtons label={label} />
        </div>
        <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-700">
          {t('wizard.upload.loading')}
        </p>
      </div>
    </div>
  );
}
