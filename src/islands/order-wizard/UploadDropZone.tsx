// The working part of an upload area, loaded on demand (React.lazy in UploadArea.tsx) with the upload engine
// (src/lib/upload-queue.ts) and the photo worker: a native file input behind the "Datei auswählen" button,
// a `capture` input behind "Foto aufnehmen", dropping a file onto the area, and what the area's job says
// (the check's warning, the progress, a failure with "Erneut versuchen").
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { UPLOAD_MIME_TYPES, type UploadKind } from '../../domain/uploads';
import { track } from '../../lib/analytics';
import { refusalOf } from '../../lib/id-uploader';
import { warmUpPhotoWorker } from '../../lib/photo-pipeline';
import { photoProblemMessagesIn } from '../../lib/photo-quality';
import { forgetUpload, refuseFile, type UploadJob } from '../../lib/upload-jobs';
import { uploadEngine } from '../../lib/upload-queue';
import { useLocale, useT } from '../shared/locale';
import { UploadButtons } from './UploadButtons';
import { phaseLabel, uploadPhase } from './upload-phase';
import { useUploadPreview } from './use-upload-preview';

export interface DropZoneProps {
  /** The area's id: the file input is `${id}-input` for tests, the error `${id}-error`. */
  id: string;
  kind: UploadKind;
  label: string;
  /** The message shown above the drop zone (a refusal, a failed upload or the step's error). */
  message: string | null;
  /** The area's job (src/lib/upload-jobs.ts), if a file was chosen. */
  job: UploadJob | undefined;
}

/** Starts the photo worker, so the first photo chosen does not wait for its script (UploadArea's preload). */
export function warmUp(): void {
  warmUpPhotoWorker();
}

const ACCEPT = UPLOAD_MIME_TYPES.join(',');

export default function UploadDropZone({ id, kind, label, message, job }: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const t = useT();
  const locale = useLocale();
  const warningRef = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const phase = uploadPhase(job);
  const busyLabel = phaseLabel(phase, label, t);
  const thumb = useUploadPreview(undefined, id).url;

  function choose(file: File | undefined) {
    if (!file) return;
    const refusal = refusalOf(file, locale);
    if (refusal) refuseFile(id, kind, file.name, refusal);
    else uploadEngine().choose(id, kind, file, locale);
  }

  // The warning takes the place of the buttons the customer just used, so it takes the focus too.
  useEffect(() => {
    if (phase.kind === 'warning') warningRef.current?.focus();
  }, [phase.kind]);

  function keepAnyway() {
    uploadEngine().keepAnyway(id);
    document.getElementById(id)?.focus();
  }

  function takeNewPhoto() {
    forgetUpload(id);
    cameraInput.current?.click();
  }

  const onDrag = (event: DragEvent, over: boolean) => {
    event.preventDefault();
    setDragging(over);
  };

  const warningId = `${id}-warning`;
  return (
    <div
      onDragEnter={(event) => onDrag(event, true)}
      onDragOver={(event) => onDrag(event, true)}
      onDragLeave={(event) => onDrag(event, false)}
      onDrop={(event) => {
        onDrag(event, false);
        choose(event.dataTransfer.files[0]);
      }}
      className={`mt-3 rounded-lg border-2 border-dashed text-center ${phase.kind === 'warning' ? 'p-2' : 'p-5'} ${dragging ? 'border-brand-700 bg-brand-50' : message ? 'border-red-700' : 'border-slate-400'}`}
    >
      {/* Always in the page, so screen readers announce each new phase once (not every percent). */}
      <p role="status" className={busyLabel ? 'font-semibold' : 'sr-only'}>
        {busyLabel}
        {phase.kind === 'uploading' && <span aria-hidden="true"> {phase.percent} %</span>}
      </p>
      {busyLabel ? (
        <progress
          className="mt-2 w-full accent-brand-700"
          max={100}
          // Without a value the bar is indeterminate: no false 0 % while the photo is checked or compressed.
          value={phase.kind === 'uploading' ? phase.percent : undefined}
          aria-label={t('wizard.upload.progress', { label })}
        />
      ) : phase.kind === 'warning' ? (
        <div
          ref={warningRef}
          tabIndex={-1}
          className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-left"
        >
          <div className="flex items-start gap-3">
            {thumb && (
              <img
                src={thumb}
                alt={t('wizard.upload.chosenPhoto', { label })}
                className="h-16 w-20 shrink-0 rounded border border-slate-300 object-cover"
              />
            )}
            <p id={warningId} className="min-w-0 font-semibold text-slate-900">
              <span className="sr-only">{t('wizard.warningPrefix')}</span>
              {photoProblemMessagesIn(locale)[phase.problem]}
            </p>
          </div>
          {/* Stacked: the area is a narrow column on wide screens, and a phone's thumb reaches both. */}
          <div className="mt-3 flex flex-col gap-2">
            <button type="button" className="btn-primary py-2" onClick={takeNewPhoto} aria-describedby={warningId}>
              {t('wizard.upload.newPhoto')}
            </button>
            <button type="button" className="btn-secondary py-2" onClick={keepAnyway} aria-describedby={warningId}>
              {t('wizard.upload.useAnyway')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="text-slate-800">{t('wizard.upload.instruction')}</p>
          <UploadButtons
            label={label}
            describedBy={message ? `${id}-error` : undefined}
            onChooseFile={() => {
              track('perso_upload_click', { side: id, source: 'file' });
              fileInput.current?.click();
            }}
            onTakePhoto={() => {
              track('perso_upload_click', { side: id, source: 'camera' });
              cameraInput.current?.click();
            }}
          >
            {phase.kind === 'failed' && phase.canRetry && (
              <button type="button" className="btn-secondary py-2" onClick={() => uploadEngine().retry(id)}>
                {t('wizard.upload.retry')}
              </button>
            )}
          </UploadButtons>
        </>
      )}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={ACCEPT}
        data-testid={`${id}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          choose(file);
        }}
      />
      <input
        ref={cameraInput}
        type="file"
        hidden
        accept="image/*"
        capture="environment"
        onChange={(event) => {
          const photo = event.target.files?.[0];
          event.target.value = '';
          choose(photo);
        }}
      />
    </div>
  );
}
