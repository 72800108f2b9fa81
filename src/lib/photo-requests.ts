// How the photo worker (src/lib/photo-worker.ts) answers the page (src/lib/photo-pipeline.ts): each request gets
// two answers, the photo check's verdict as soon as it is known, then what to send; and requests are prepared one
// at a time, in the order the photos were chosen. Both at once interleave on the worker's one thread: whenever the
// second photo's decode is done before the first photo's compression, the first is ready only with the second and
// its upload starts ~0.2 s later (a trace of bench/wizard.mjs: both answers left the worker in the same
// millisecond). One after the other, the first goes up while the second is prepared, and on a slow uplink the
// second is still ready long before the first has been sent. A photo replaced while queued is still prepared (its
// answer is ignored): at most one photo's preparation of delay for a customer who chose twice in a second.
import type { PreparedPhoto, PreparePhoto } from './photo-prepare';
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
