// The photo worker (src/lib/photo-pipeline.ts starts it): decodes, checks and compresses chosen photos off the
// page's main thread, one request at a time, with src/lib/photo-prepare.ts. Each request gets two answers: the
// photo check's verdict as soon as it is known, then what to send.
import { preparePhoto, type PreparedPhoto } from './photo-prepare';
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

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PhotoRequest>) => void) | null;
  postMessage(answer: PhotoAnswer): void;
};

scope.onmessage = ({ data: { id, file } }) => {
  void preparePhoto(file, (problem) => scope.postMessage({ id, type: 'checked', problem })).then((result) =>
    scope.postMessage({ id, type: 'prepared', result }),
  );
};
