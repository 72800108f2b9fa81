// The working part of an upload area, loaded on demand (React.lazy in UploadArea.tsx) together with
// Uppy, so the wizard's own bundle stays small. Uppy's headless React hooks drive the drop zone and
// the file picker; the camera button is a plain `capture` input that hands its file to the same Uppy.
import { UppyContextProvider, useDropzone, useFileInput, useUppyEvent, useUppyState } from '@uppy/react';
import type Uppy from '@uppy/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { UPLOAD_MIME_TYPES, type UploadKind, type UploadReceipt } from '../../domain/uploads';
import { createUploader, refusalOf, uploadErrorMessage, type IdUppy, type ServerBody } from '../../lib/id-uploader';
import { track } from '../../lib/analytics';
import { checkPhoto } from '../../lib/photo-check';
import { photoProblemMessagesIn } from '../../lib/photo-quality';
import { useLocale, useT } from '../shared/locale';
import { phaseLabel, uploadPhase, type PhotoCheck } from './upload-phase';

export interface DropZoneProps {
  /** The area's id: the file input is `${id}-input` for tests, the error `${id}-error`. */
  id: string;
  kind: UploadKind;
  label: string;
  /** The message shown above the drop zone (a refusal, a failed upload or the step's error). */
  message: string | null;
  /** The thumbnail of the chosen photo, shown with a quality warning. */
  thumb: string | null;
  /** A file was chosen (before the check): the area shows its thumbnail. */
  onPicked: (file: Blob) => void;
  /** A file was refused or its upload failed (message), or a new attempt started (null). */
  onFailure: (message: string | null) => void;
  onUploaded: (ref: UploadReceipt) => void;
}

const FILE_INPUT_OPTIONS = { accept: UPLOAD_MIME_TYPES.join(','), multiple: false };

/** One Uppy per area, made when the area appears and destroyed when it goes. */
export default function UploadDropZone(props: DropZoneProps) {
  const [uppy] = useState(() => createUploader(props.kind));
  useEffect(() => () => uppy.destroy(), [uppy]);
  return (
    <UppyContextProvider uppy={uppy as unknown as Uppy}>
      <DropZone {...props} uppy={uppy} />
    </UppyContextProvider>
  );
}

function DropZone({
  id,
  label,
  message,
  thumb,
  onPicked,
  onFailure,
  onUploaded,
  uppy,
}: DropZoneProps & { uppy: IdUppy }) {
  const [dragging, setDragging] = useState(false);
  const t = useT();
  const locale = useLocale();
  const [check, setCheck] = useState<{ fileId: string; result: PhotoCheck } | null>(null);
  // Files whose check passed or which the customer kept: a retry does not ask again.
  const accepted = useRef(new WeakSet<Blob>());
  // The file as chosen, before compression: a retry starts from it, not from an already compressed copy.
  const original = useRef<Blob | null>(null);
  const warningRef = useRef<HTMLDivElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  const file = useUppyState(uppy, (state) => Object.values(state.files)[0]);
  const phase = uploadPhase(file, file && check?.fileId === file.id ? check.result : undefined);
  const busyLabel = phaseLabel(phase, t);

  const dropzoneOptions = useMemo(
    () => ({
      noClick: true,
      onDragEnter: () => setDragging(true),
      onDragOver: () => setDragging(true),
      onDragLeave: () => setDragging(false),
      onDrop: () => setDragging(false),
    }),
    [],
  );
  const { getRootProps } = useDropzone(dropzoneOptions);
  const { getInputProps, getButtonProps } = useFileInput(FILE_INPUT_OPTIONS);

  function startUpload() {
    // Failures arrive as 'upload-error'.
    uppy.upload().catch(() => undefined);
  }

  // One file per side: a new choice (or several dropped at once) replaces everything but its first file.
  useUppyEvent(uppy, 'files-added', (added) => {
    const [chosen] = added;
    if (!(chosen?.data instanceof Blob)) return;
    for (const other of uppy.getFiles()) if (other.id !== chosen.id) uppy.removeFile(other.id);
    const data = chosen.data;
    original.current = data;
    onFailure(null);
    onPicked(data);
    // A PDF is not judged (the Worker reads it), and a file already judged is not judged twice.
    if (!data.type.startsWith('image/') || accepted.current.has(data)) return startUpload();
    setCheck({ fileId: chosen.id, result: 'checking' });
    void checkPhoto(data).then((problem) => {
      if (!uppy.getState().files[chosen.id]) return;
      setCheck({ fileId: chosen.id, result: problem ?? 'passed' });
      if (problem) return;
      accepted.current.add(data);
      startUpload();
    });
  });

  // A file refused before upload (onBeforeFileAdded): the spec's message, as before any upload.
  useUppyEvent(uppy, 'restriction-failed', (refused) => {
    const reason = refused && refusalOf(refused, locale);
    if (reason) onFailure(reason);
  });

  useUppyEvent(uppy, 'upload-success', (uploaded, response) => {
    const body = response.body as ServerBody | undefined;
    uppy.clear();
    if (!body?.id) return onFailure(t('wizard.upload.unknownError'));
    onUploaded({ id: body.id, token: body.token, name: uploaded?.name ?? body.name, size: body.size, mime: body.mime });
  });

  useUppyEvent(uppy, 'upload-error', (_failed, _error, request) => {
    onFailure(uploadErrorMessage(request, locale));
  });

  // The warning takes the place of the buttons the customer just used, so it takes the focus too.
  useEffect(() => {
    if (phase.kind === 'warning') warningRef.current?.focus();
  }, [phase.kind]);

  function keepAnyway() {
    if (!file || !original.current) return;
    accepted.current.add(original.current);
    setCheck({ fileId: file.id, result: 'passed' });
    document.getElementById(id)?.focus();
    startUpload();
  }

  function takeNewPhoto() {
    if (file) uppy.removeFile(file.id);
    setCheck(null);
    cameraInput.current?.click();
  }

  function retry() {
    if (!original.current) return;
    const data = original.current;
    uppy.clear();
    uppy.addFiles([{ name: (data as File).name, type: data.type, data, source: 'local' }]);
  }

  const warningId = `${id}-warning`;
  return (
    <div
      {...getRootProps()}
      className={`mt-3 rounded-lg border-2 border-dashed text-center ${phase.kind === 'warning' ? 'p-2' : 'p-5'} ${dragging ? 'border-brand-700 bg-brand-50' : message ? 'border-red-700' : 'border-slate-400'}`}
    >
      {/* Always in the page, so screen readers announce each new phase once (not every percent). */}
      <p role="status" className={busyLabel ? 'font-semibold' : 'sr-only'}>
        {busyLabel}
        {phase.kind === 'uploading' && <span aria-hidden="true"> {phase.percent} %</span>}
      </p>
      {busyLabel ? (
        <progress
          className="mt-2 w-full"
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
          <div className="mt-3 flex flex-col justify-center gap-2 sm:flex-row">
            <button
              {...getButtonProps()}
              className="btn-primary py-2"
              aria-describedby={message ? `${id}-error` : undefined}
              onClickCapture={() => track('perso_upload_click', { side: id, source: 'file' })}
            >
              {t('wizard.upload.chooseFile', { label })}
            </button>
            {/* Named with its side like the file button: two buttons called just "Foto aufnehmen" would be ambiguous. */}
            <button
              type="button"
              className="btn-secondary py-2"
              onClick={() => {
                track('perso_upload_click', { side: id, source: 'camera' });
                cameraInput.current?.click();
              }}
            >
              {t('wizard.upload.takePhoto', { label })}
            </button>
            {phase.kind === 'failed' && (
              <button type="button" className="btn-secondary py-2" onClick={retry}>
                {t('wizard.upload.retry')}
              </button>
            )}
          </div>
        </>
      )}
      <input {...getInputProps()} hidden data-testid={`${id}-input`} />
      <input
        ref={cameraInput}
        type="file"
        hidden
        accept="image/*"
        capture="environment"
        onChange={(event) => {
          const photo = event.target.files?.[0];
          event.target.value = '';
          if (photo) uppy.addFiles([{ name: photo.name, type: photo.type, data: photo, source: 'local' }]);
        }}
      />
    </div>
  );
}
