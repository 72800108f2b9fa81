// The upload engine (src/lib/upload-queue.ts) with its I/O faked: the retry rule, a photo that goes up as soon
// as its check passed (while the customer goes on), a warning that holds it, a refusal that is not repeated, a
// retry that does not check again, and a new choice that stops the old upload.
import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, type UploadReceipt } from '../../src/domain/uploads';
import type { PreparedPhoto } from '../../src/lib/photo-prepare';
import type { PhotoProblem } from '../../src/lib/photo-quality';
import { $uploadJobs, forgetUpload, listenToUploads, rememberedPreview } from '../../src/lib/upload-jobs';
import {
  createUploadEngine,
  jpegName,
  MAX_UPLOAD_ATTEMPTS,
  retryDelay,
  type SendAnswer,
} from '../../src/lib/upload-queue';

describe('retryDelay: the upload queue repeats only what may pass by itself', () => {
  it.each([
    [1, 0, 1000], // no connection, a stalled request
    [2, 0, 2000],
    [1, 503, 1000],
    [2, 500, 2000],
    [1, 429, 1000],
    [1, 408, 1000],
  ])('after %i failed attempt(s) with status %i: again in %i ms', (failed, status, delay) => {
    expect(retryDelay(failed, status)).toBe(delay);
  });

  it('gives up after three attempts', () => {
    expect(MAX_UPLOAD_ATTEMPTS).toBe(3);
    expect(retryDelay(3, 0)).toBeNull();
    expect(retryDelay(3, 503)).toBeNull();
  });

  it.each([400, 413, 415, 422, 404])('never repeats a refusal (%i): it would be refused again', (status) => {
    expect(retryDelay(1, status)).toBeNull();
  });
});

const RECEIPT = { id: 'u1', token: 't1', name: 'ausweis.jpg', size: 200_000, mime: 'image/jpeg' };
const created = (receipt: UploadReceipt = RECEIPT): SendAnswer => ({
  status: 201,
  responseText: JSON.stringify(receipt),
});
const refused: SendAnswer = {
  status: 422,
  responseText: JSON.stringify({
    error: { code: 'unreadable_image', message: UPLOAD_MESSAGES.unreadableImage },
  }),
};
const lost: SendAnswer = { status: 0, responseText: '' };

/** An engine whose sends answer from `answers` in turn (each when the test says), and whose photo worker is a stub. */
function setUp(options: { problem?: PhotoProblem | null; prepared?: PreparedPhoto } = {}) {
  const sent: {
    form: FormData;
    signal: AbortSignal;
    answer: (a: SendAnswer) => void;
    progress: (s: number) => void;
  }[] = [];
  const waits: number[] = [];
  let prepares = 0;
  let finishPrepare: () => void = () => {};
  const engine = createUploadEngine({
    send: (form, progress, signal) => new Promise((answer) => sent.push({ form, signal, answer, progress })),
    prepare: (_file, onChecked) => {
      prepares++;
      onChecked(options.problem ?? null);
      return new Promise((resolve) => {
        finishPrepare = () =>
          resolve(
            options.prepared ?? { kind: 'photo', blob: new Blob(['jpeg']), width: 1600, height: 1200, quality: 0.8 },
          );
      });
    },
    wait: async (ms) => {
      waits.push(ms);
    },
    objectUrl: () => 'blob:photo',
  });
  const heard = { uploaded: [] as UploadReceipt[], failed: [] as string[], pending: [] as ({ name: string } | null)[] };
  listenToUploads('upload-front', {
    onUploaded: (receipt) => heard.uploaded.push(receipt),
    onFailed: (message) => heard.failed.push(message),
    onPending: (pending) => heard.pending.push(pending),
  });
  const job = () => $uploadJobs.get()['upload-front'];
  const settle = () => new Promise((resolve) => setTimeout(resolve));
  return { engine, sent, waits, heard, job, settle, finishPrepare: () => finishPrepare(), prepares: () => prepares };
}

const photo = new File([new Uint8Array(5_000_000)], 'IMG_2041.HEIC.jpeg', { type: 'image/jpeg' });

beforeEach(() => forgetUpload('upload-front'));

describe('the upload engine', () => {
  it('sends a photo as soon as it passed its check and is compressed, and retries a lost connection', async () => {
    const { engine, sent, waits, heard, job, settle, finishPrepare } = setUp();
    engine.choose('upload-front', 'front', photo, 'de');
    // Passed: it counts as on its way (the customer may go on) while it is compressed.
    expect(job()?.status).toBe('compressing');
    expect(heard.pending.at(-1)).toEqual({ name: 'IMG_2041.HEIC.jpg' });
    finishPrepare();
    await settle();
    expect(job()).toMatchObject({ status: 'uploading', name: 'IMG_2041.HEIC.jpg', preview: 'blob:photo', attempt: 1 });
    const first = sent[0]!;
    expect(first.form.get('kind')).toBe('front');
    expect((first.form.get('file') as File).type).toBe('image/jpeg');
    first.progress(0.45);
    expect(job()?.percent).toBe(45);

    first.answer(lost);
    await settle();
    sent[1]!.answer({ status: 503, responseText: '' });
    await settle();
    expect(waits).toEqual([1000, 2000]);
    sent[2]!.answer(created());
    await settle();
    expect(job()).toMatchObject({ status: 'done', receipt: RECEIPT, attempt: 3 });
    expect(heard.uploaded).toEqual([RECEIPT]);
    expect(heard.failed).toEqual([]);
    // Step 3's thumbnail shows the photo from memory.
    expect(rememberedPreview('u1')).toBe('blob:photo');
  });

  it('gives up after three lost attempts and says so in the area’s words', async () => {
    const { engine, sent, heard, job, settle, finishPrepare } = setUp();
    engine.choose('upload-front', 'front', photo, 'de');
    finishPrepare();
    for (let attempt = 0; attempt < 3; attempt++) {
      await settle();
      sent[attempt]!.answer(lost);
    }
    await settle();
    expect(sent).toHaveLength(3);
    expect(job()).toMatchObject({ status: 'failed', canRetry: true });
    expect(heard.failed).toEqual([expect.stringMatching(/^Upload fehlgeschlagen: keine Verbindung/)]);
    expect(heard.pending.at(-1)).toBeNull();
  });

  it('does not repeat a refusal; "Erneut versuchen" sends the same photo without a second check', async () => {
    const { engine, sent, heard, job, settle, finishPrepare, prepares } = setUp();
    engine.choose('upload-front', 'front', photo, 'de');
    finishPrepare();
    await settle();
    sent[0]!.answer(refused);
    await settle();
    expect(sent).toHaveLength(1);
    expect(job()).toMatchObject({ status: 'failed', error: UPLOAD_MESSAGES.unreadableImage });
    expect(heard.failed).toEqual([UPLOAD_MESSAGES.unreadableImage]);

    engine.retry('upload-front');
    await settle();
    sent[1]!.answer(created());
    await settle();
    expect(job()?.status).toBe('done');
    expect(prepares()).toBe(1);
    const file = (answer: number) => sent[answer]!.form.get('file') as File;
    expect([file(1).name, file(1).size]).toEqual([file(0).name, file(0).size]);
  });

  it('holds a photo with a warning until the customer keeps it', async () => {
    const { engine, sent, heard, job, settle, finishPrepare } = setUp({ problem: 'blurry' });
    engine.choose('upload-front', 'front', photo, 'de');
    finishPrepare();
    await settle();
    expect(job()).toMatchObject({ status: 'warning', problem: 'blurry', preview: 'blob:photo' });
    expect(sent).toHaveLength(0);
    expect(heard.pending).toEqual([null]); // nothing on its way: the step does not count it
    engine.keepAnyway('upload-front');
    await settle();
    expect(sent).toHaveLength(1);
    expect(heard.pending.at(-1)).toEqual({ name: 'IMG_2041.HEIC.jpg' });
  });

  it('sends a PDF as it is, without the photo check', async () => {
    const { engine, sent, job, settle, prepares } = setUp();
    const scan = new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' });
    engine.choose('upload-front', 'front', scan, 'de');
    expect(job()?.status).toBe('uploading');
    await settle();
    const file = sent[0]!.form.get('file') as File;
    expect([file.name, file.type, file.size]).toEqual(['scan.pdf', 'application/pdf', scan.size]);
    expect(prepares()).toBe(0);
  });

  it('refuses a photo with more pixels than the browser decodes, with nothing to send again', async () => {
    const { engine, sent, heard, job, settle, finishPrepare } = setUp({ prepared: { kind: 'tooManyPixels' } });
    engine.choose('upload-front', 'front', photo, 'de');
    finishPrepare();
    await settle();
    expect(sent).toHaveLength(0);
    expect(job()).toMatchObject({ status: 'failed', canRetry: false });
    expect(heard.failed).toEqual([expect.stringContaining('höchstens 50 Megapixel')]);
  });

  it('stops the upload of a photo replaced by a new choice; its late answer changes nothing', async () => {
    const { engine, sent, heard, job, settle, finishPrepare } = setUp();
    engine.choose('upload-front', 'front', photo, 'de');
    finishPrepare();
    await settle();
    const old = sent[0]!;
    engine.choose('upload-front', 'front', new File(['x'], 'neu.pdf', { type: 'application/pdf' }), 'de');
    expect(old.signal.aborted).toBe(true);
    old.answer(created());
    await settle();
    expect(heard.uploaded).toEqual([]);
    expect(job()).toMatchObject({ status: 'uploading', name: 'neu.pdf' });
  });
});

describe('jpegName', () => {
  it.each([
    ['IMG_2041.HEIC', 'IMG_2041.jpg'],
    ['ausweis.png', 'ausweis.jpg'],
    ['ausweis', 'ausweis.jpg'],
    ['.png', 'foto.jpg'],
  ])('%s → %s', (name, expected) => expect(jpegName(name)).toBe(expected));
});
