// The page's side of the photo worker (src/lib/photo-worker.ts): one worker for the page, started when the photo
// step's code loads (before a photo is chosen), asked to prepare each chosen photo. Where a browser cannot run it
// (no worker canvas, the script refused), the same preparation runs on the main thread: still one decode.
import type { PreparedPhoto } from './photo-prepare';
import type { PhotoProblem } from './photo-measures';
import type { PhotoAnswer, PhotoRequest } from './photo-requests';

interface Waiting {
  file: Blob;
  onChecked: (problem: PhotoProblem | null) => void;
  resolve: (result: PreparedPhoto) => void;
  checked: boolean;
}

let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, Waiting>();

/** On the main thread, for a browser without the worker, or for what the worker left unanswered. */
function prepareHere(request: Waiting): void {
  void import('./photo-prepare').then(({ preparePhoto }) =>
    preparePhoto(request.file, (problem) => {
      // The worker may have given its verdict before it failed: the customer hears it once.
      if (!request.checked) request.onChecked(problem);
    }).then(request.resolve),
  );
}

function workerCanRun(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    'convertToBlob' in OffscreenCanvas.prototype &&
    typeof createImageBitmap === 'function'
  );
}

function giveUp(): void {
  worker?.terminate();
  worker = null;
  const left = [...waiting.values()];
  waiting.clear();
  for (const request of left) prepareHere(request);
}

/** The page's photo worker, started on first use; null where it cannot run. */
function photoWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (!workerCanRun()) return (worker = null);
  try {
    worker = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module', name: 'photo' });
  } catch {
    return (worker = null);
  }
  worker.onmessage = ({ data }: MessageEvent<PhotoAnswer>) => {
    const request = waiting.get(data.id);
    if (!request) return;
    if (data.type === 'checked') {
      request.checked = true;
      request.onChecked(data.problem);
      return;
    }
    waiting.delete(data.id);
    request.resolve(data.result);
  };
  // The script could not be loaded or run (an old browser, a policy): the main thread takes over.
  worker.onerror = giveUp;
  worker.onmessageerror = giveUp;
  return worker;
}

/** Starts the worker ahead of the first photo, so choosing one does not wait for its script. */
export function warmUpPhotoWorker(): void {
  photoWorker();
}

/**
 * Decodes, checks and compresses `file` once (src/lib/photo-prepare.ts), in the worker where it can run.
 * `onChecked` hears the photo check's verdict before the compression ends.
 */
export function preparePhotoOffThread(
  file: Blob,
  onChecked: (problem: PhotoProblem | null) => void,
): Promise<PreparedPhoto> {
  return new Promise((resolve) => {
    const request: Waiting = { file, onChecked, resolve, checked: false };
    const target = photoWorker();
    if (!target) return prepareHere(request);
    const id = nextId++;
    waiting.set(id, request);
    target.postMessage({ id, file } satisfies PhotoRequest);
  });
}
