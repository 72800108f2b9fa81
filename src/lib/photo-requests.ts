// How the photo worker (src/lib/photo-worker.ts) answers the page (src/lib/photo-pipeline.ts): each request gets
// two answers, the photo check's verdict as soon as it is known, then what to send; and requests are prepared one
// at a time, in the order the photos were chosen. Both at once would interleave on the worker's one thread, so
// the first photo chosen would be ready only with the second and its upload would start ~0.2 s later (a trace of
// bench/wizard.mjs: both answers left the worker in the same millisecond); one after the other, it goes up while
// the second is prepared, and the second is still ready long before the first has been sent.
import type { PreparedPhoto } from './photo-prepare';
import type { PhotoProblem } from './photo-measures';

/** A request: the file to prepare, under the id its answers carry. */
export interface PhotoRequest {
  id: number;
  file: Blob;
}

/** The answers to a request. */
export type PhotoAnswer =
  | { id: number; type: 'checked'; problem: PhotoProblem | null }
  | { id: number; type: 'prepared'; result: PreparedPhoto };

/** The worker's side of the messages. */
export interface PhotoRequestScope {
  onmessage: ((event: MessageEvent<PhotoRequest>) => void) | null;
  postMessage(answer: PhotoAnswer): void;
}

/** Prepares a photo, reporting the check's verdict on the way; never rejects (src/lib/photo-prepare.ts). */
export type PreparePhoto = (file: Blob, onChecked: (problem: PhotoProblem | null) => void) => Promise<PreparedPhoto>;

/** Answers every request `scope` receives with `prepare`, the next one only once the one before is prepared. */
export function answerPhotoRequests(scope: PhotoRequestScope, prepare: PreparePhoto): void {
  let previous: Promise<unknown> = Promise.resolve();
  scope.onmessage = ({ data: { id, file } }) => {
    const answer = () =>
      prepare(file, (problem) => scope.postMessage({ id, type: 'checked', problem })).then((result) =>
        scope.postMessage({ id, type: 'prepared', result }),
      );
    // Should one request fail after all, the next is still answered.
    previous = previous.then(answer, answer);
  };
}
