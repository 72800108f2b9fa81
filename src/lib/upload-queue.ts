// The upload engine behind every upload area: a chosen file is checked and compressed once (a photo, in the
// photo worker) and sent to POST /api/uploads as soon as it is ready, with its progress, while the customer
// goes on; a failed attempt is repeated after a pause when the failure may pass (no connection, a server
// error), and reported to the area's owner when it does not. The state lives in src/lib/upload-jobs.ts, so
// it outlives the area that started it. Loaded with the photo step (UploadDropZone); createUploadEngine takes
// its I/O as arguments, so tests/unit/upload-queue.test.ts runs it in Node.
import { MAX_DECODE_PIXELS } from '../domain/id-photo';
import type { Locale } from '../domain/locales';
import { format, MESSAGES } from '../domain/ui-messages';
import type { UploadKind, UploadReceipt } from '../domain/uploads';
import { uploadErrorMessage, type ServerBody } from './id-uploader';
import { preparePhotoOffThread } from './photo-pipeline';
import type { PreparedPhoto, PreparePhoto } from './photo-prepare';
import {
  $uploadJobs,
  forgetUpload,
  listenersOf,
  patchJob,
  rememberPreview,
  setStopper,
  type UploadJob,
} from './upload-jobs';

/** Attempts per file before the customer is told: the first and two more. */
export const MAX_UPLOAD_ATTEMPTS = 3;

/**
 * The pause before the next attempt after `failedAttempts` failed ones, the last answered with `status`
 * (0: no answer), or null to give up: only failures that may pass by themselves are repeated (the connection,
 * a timeout, too many requests, a server error), after 1 s, then 2 s. A refusal (wrong type, too large,
 * unreadable: 4xx) would be refused again.
 */
export function retryDelay(failedAttempts: number, status: number): number | null {
  const mayPass = status === 0 || status === 408 || status === 429 || status >= 500;
  if (!mayPass || failedAttempts >= MAX_UPLOAD_ATTEMPTS) return null;
  return 1000 * 2 ** (failedAttempts - 1);
}

/** An answer of POST /api/uploads: status 0 when none came (no connection, stalled). */
export interface SendAnswer {
  status: number;
  responseText: string;
}

export interface EngineDeps {
  /** Sends the form; reports the share of bytes sent (0–1); never rejects; status −1 once aborted. */
  send: (form: FormData, onProgress: (share: number) => void, signal: AbortSignal) => Promise<SendAnswer>;
  prepare: PreparePhoto;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
  objectUrl: (blob: Blob) => string | null;
}

/** One chosen file of an area: what is known about it while its job runs. */
interface Run {
  id: number;
  areaId: string;
  kind: UploadKind;
  locale: Locale;
  original: File;
  /** What is sent, once known: the compressed photo, or the file as chosen. */
  upload: File | null;
  /** The check passed or the customer kept the photo: it goes up as soon as it is ready. */
  accepted: boolean;
  controller: AbortController;
}

/** "IMG_2041.HEIC.png" → "IMG_2041.HEIC.jpg": a compressed photo is a JPEG. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'foto';
  return `${base}.jpg`;
}

export function createUploadEngine(deps: EngineDeps) {
  const runs = new Map<string, Run>();
  let sequence = 0;

  const current = (run: Run) => runs.get(run.areaId) === run;
  const set = (run: Run, patch: Partial<UploadJob>) => (current(run) ? patchJob(run.areaId, patch) : undefined);

  function fail(run: Run, error: string, canRetry: boolean) {
    set(run, { status: 'failed', error, canRetry, percent: 0 });
    const owner = listenersOf(run.areaId);
    owner?.onPending?.(null);
    owner?.onFailed(error);
  }

  async function send(run: Run): Promise<void> {
    const file = run.upload!;
    listenersOf(run.areaId)?.onPending?.({ name: file.name });
    for (let attempt = 1; ; attempt++) {
      set(run, { status: 'uploading', percent: 0, attempt, error: undefined });
      const form = new FormData();
      form.set('kind', run.kind);
      form.set('file', file, file.name);
      const answer = await deps.send(
        form,
        (share) => set(run, { percent: Math.min(100, Math.round(share * 100)) }),
        run.controller.signal,
      );
      if (!current(run) || run.controller.signal.aborted) return;
      if (answer.status >= 200 && answer.status < 300) {
        let body: Partial<ServerBody> | null = null;
        try {
          body = JSON.parse(answer.responseText) as Partial<ServerBody>;
        } catch {
          /* reported below */
        }
        if (!body?.id || !body.token) return fail(run, MESSAGES[run.locale]['wizard.upload.unknownError'], true);
        const receipt: UploadReceipt = {
          id: body.id,
          token: body.token,
          name: body.name ?? file.name,
          size: body.size ?? file.size,
          mime: body.mime ?? file.type,
        };
        const preview = $uploadJobs.get()[run.areaId]?.preview;
        if (preview) rememberPreview(receipt.id, preview);
        // The owner has the receipt before anyone sees the job done (the order button reads the wizard then).
        listenersOf(run.areaId)?.onUploaded(receipt);
        set(run, { status: 'done', percent: 100, receipt });
        setStopper(run.areaId, null);
        return;
      }
      const pause = retryDelay(attempt, answer.status);
      if (pause === null) return fail(run, uploadErrorMessage(answer, run.locale), true);
      set(run, { status: 'retrying', percent: 0, attempt: attempt + 1 });
      await deps.wait(pause, run.controller.signal);
      if (!current(run) || run.controller.signal.aborted) return;
    }
  }

  function prepared(run: Run, result: PreparedPhoto) {
    if (!current(run)) return;
    if (result.kind === 'tooManyPixels') {
      const message = format(MESSAGES[run.locale]['validation.upload.tooManyPixels'], {
        megapixels: MAX_DECODE_PIXELS / 1_000_000,
      });
      return fail(run, message, false);
    }
    if (result.kind === 'original') {
      // Not judged (a PDF, or an image the browser cannot read): the Worker reads it and decides.
      run.upload = run.original;
      run.accepted = true;
    } else {
      run.upload = new File([result.blob], jpegName(run.original.name), { type: 'image/jpeg' });
      set(run, { preview: deps.objectUrl(result.blob), name: run.upload.name });
    }
    if (run.accepted) void send(run);
  }

  return {
    /** A file was chosen for an area: what it had before is stopped and forgotten, this one starts. */
    choose(areaId: string, kind: UploadKind, file: File, locale: Locale): void {
      forgetUpload(areaId);
      // Whatever was on its way for this area is not any more; this file is once it passes the check.
      listenersOf(areaId)?.onPending?.(null);
      const run: Run = {
        id: ++sequence,
        areaId,
        kind,
        locale,
        original: file,
        upload: null,
        accepted: false,
        controller: new AbortController(),
      };
      runs.set(areaId, run);
      setStopper(areaId, () => {
        run.controller.abort();
        if (current(run)) runs.delete(areaId);
      });
      // A PDF is not judged (the Worker reads it); an image, or a file whose type the browser does not know, is.
      const judged = file.type === '' || file.type.startsWith('image/');
      $uploadJobs.setKey(areaId, {
        areaId,
        kind,
        status: judged ? 'checking' : 'uploading',
        name: file.name,
        percent: 0,
        attempt: 1,
        preview: null,
      });
      if (!judged) return prepared(run, { kind: 'original' });
      void deps
        .prepare(file, (problem) => {
          if (!current(run)) return;
          if (problem) return void set(run, { status: 'warning', problem });
          run.accepted = true;
          set(run, { status: 'compressing' });
          listenersOf(areaId)?.onPending?.({ name: jpegName(file.name) });
        })
        .then((result) => prepared(run, result));
    },

    /** "Trotzdem verwenden": the photo with a warning goes up as it is (once compressed). */
    keepAnyway(areaId: string): void {
      const run = runs.get(areaId);
      if (!run || run.accepted) return;
      run.accepted = true;
      if (run.upload) return void send(run);
      set(run, { status: 'compressing', problem: undefined });
    },

    /** "Erneut versuchen" after a failure: the same prepared file, without a second check. */
    retry(areaId: string): void {
      const run = runs.get(areaId);
      const job = $uploadJobs.get()[areaId];
      if (!run?.upload || job?.status !== 'failed' || !job.canRetry) return;
      run.controller = new AbortController();
      setStopper(areaId, () => {
        run.controller.abort();
        if (current(run)) runs.delete(areaId);
      });
      void send(run);
    },
  };
}

export type UploadEngine = ReturnType<typeof createUploadEngine>;

/** Abort after this long without a byte moving in either direction: the connection is gone. */
const STALL_MS = 30_000;

/** POST /api/uploads with XMLHttpRequest, the one browser API that reports an upload's progress. */
function sendWithProgress(
  form: FormData,
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<SendAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const settle = (answer: SendAnswer) => {
      clearTimeout(stall);
      signal.removeEventListener('abort', abort);
      resolve(answer);
    };
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        xhr.onabort = null;
        xhr.abort();
        settle({ status: 0, responseText: '' });
      }, STALL_MS);
    };
    const abort = () => xhr.abort();
    xhr.open('POST', '/api/uploads');
    xhr.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onprogress = watch;
    xhr.onload = () => settle({ status: xhr.status, responseText: xhr.responseText });
    xhr.onerror = () => settle({ status: 0, responseText: '' });
    xhr.onabort = () => settle({ status: -1, responseText: '' });
    signal.addEventListener('abort', abort);
    watch();
    xhr.send(form);
  });
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

let engine: UploadEngine | null = null;

/** The page's engine: the photo worker for photos, XMLHttpRequest for the bytes. */
export function uploadEngine(): UploadEngine {
  engine ??= createUploadEngine({
    send: sendWithProgress,
    prepare: preparePhotoOffThread,
    wait: waitFor,
    objectUrl: (blob) => URL.createObjectURL(blob),
  });
  return engine;
}
