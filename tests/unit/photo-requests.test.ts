// The photo worker's answers (src/lib/photo-requests.ts) with the preparation faked: the first photo chosen is
// prepared, and so sent, before the second takes the worker's thread; each request hears its verdict, then its
// result; a request that fails does not stop the ones after it.
import { describe, expect, it } from 'vitest';
import type { PreparedPhoto } from '../../src/lib/photo-prepare';
import type { PhotoProblem } from '../../src/lib/photo-measures';
import { answerPhotoRequests, type PhotoAnswer, type PhotoRequestScope } from '../../src/lib/photo-requests';

interface Held {
  file: Blob;
  check: (problem: PhotoProblem | null) => void;
  finish: (result: PreparedPhoto) => void;
  fail: (error: Error) => void;
}

function worker() {
  const answers: PhotoAnswer[] = [];
  const started: Held[] = [];
  const scope: PhotoRequestScope = { onmessage: null, postMessage: (answer) => answers.push(answer) };
  answerPhotoRequests(scope, (file, onChecked) => {
    return new Promise((resolve, reject) => {
      started.push({ file, check: onChecked, finish: resolve, fail: reject });
    });
  });
  const send = (id: number, file: Blob) => scope.onmessage?.({ data: { id, file } } as MessageEvent);
  /** The `n`th preparation started (from 0). */
  const held = (n: number): Held => {
    const preparation = started[n];
    if (!preparation) throw new Error(`preparation ${n} has not started`);
    return preparation;
  };
  return { answers, started, send, held };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const photo = (bytes: number): PreparedPhoto => ({
  kind: 'photo',
  blob: new Blob([new Uint8Array(bytes)]),
  width: 1600,
  height: 1200,
  quality: 0.8,
});

describe('the photo worker answers one photo at a time', () => {
  it('prepares the back only once the front is prepared, and answers each with its own id', async () => {
    const { answers, started, send, held } = worker();
    const front = new Blob(['front']);
    const back = new Blob(['back']);
    send(1, front);
    send(2, back);
    await settle();
    expect(started.map((preparation) => preparation.file)).toEqual([front]);

    held(0).check(null);
    await settle();
    expect(answers).toEqual([{ id: 1, type: 'checked', problem: null }]);
    expect(started).toHaveLength(1);

    const frontResult = photo(170_000);
    held(0).finish(frontResult);
    await settle();
    expect(answers.at(-1)).toEqual({ id: 1, type: 'prepared', result: frontResult });
    expect(started.map((preparation) => preparation.file)).toEqual([front, back]);

    held(1).check('blurry');
    held(1).finish(photo(160_000));
    await settle();
    expect(answers.slice(2).map(({ id, type }) => [id, type])).toEqual([
      [2, 'checked'],
      [2, 'prepared'],
    ]);
  });

  it('goes on with the next photo when one fails', async () => {
    const { answers, started, send, held } = worker();
    send(1, new Blob(['a']));
    send(2, new Blob(['b']));
    await settle();
    held(0).fail(new Error('decoder crashed'));
    await settle();
    expect(started).toHaveLength(2);
    held(1).finish({ kind: 'original' });
    await settle();
    expect(answers).toEqual([{ id: 2, type: 'prepared', result: { kind: 'original' } }]);
  });
});
