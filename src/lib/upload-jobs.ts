// The page's uploads as they run, one per upload area (keyed by the area's id, e.g. "upload-front"): a store
// that outlives the areas, so a photo keeps uploading while the customer signs on the wizard's next step,
// and what each area, the wizard and its order button read. Small and without I/O, so it loads with the
// wizard; the engine that checks, compresses and sends (src/lib/upload-queue.ts) loads with the photo step.
import { map } from 'nanostores';
import type { UploadKind, UploadReceipt } from '../domain/uploads';
import type { PhotoProblem } from './photo-measures';

/**
 * Where a chosen file is: its photo check runs, found a problem (the customer decides), the photo is
 * compressed, its bytes go up, a failed attempt waits for the next, it is stored, or it failed for good.
 */
type UploadStatus = 'checking' | 'warning' | 'compressing' | 'uploading' | 'retrying' | 'done' | 'failed';

export interface UploadJob {
  areaId: string;
  kind: UploadKind;
  status: UploadStatus;
  /** The file's name as it is sent ("IMG_2041.jpg"). */
  name: string;
  /** Bytes sent so far, 0–100, while uploading. */
  percent: number;
  /** The attempt under way or waited for (1 for the first). */
  attempt: number;
  /** status 'warning': what the photo check found. */
  problem?: PhotoProblem;
  /** status 'failed': the message shown (a refusal of the Worker's, the connection, too many pixels). */
  error?: string;
  /** status 'failed': a new attempt can send the same prepared file ("Erneut versuchen"). */
  canRetry?: boolean;
  /** An object URL of what is (or will be) sent, for the thumbnails; null for a PDF or before it exists. */
  preview: string | null;
  /** status 'done': the Worker's receipt. */
  receipt?: UploadReceipt;
}

/** What the owner of an area hears: set by the area on each render, so the latest callbacks are called. */
export interface UploadListeners {
  onUploaded: (receipt: UploadReceipt) => void;
  onFailed: (message: string) => void;
  /** A file passed the check and is on its way (its name), or is no longer (null: failed or removed). */
  onPending?: (pending: { name: string } | null) => void;
}

export const $uploadJobs = map<Record<string, UploadJob | undefined>>({});

const listeners = new Map<string, UploadListeners>();
/** The engine's way to stop a running job of an area (abort its request, drop its timers). */
const stoppers = new Map<string, () => void>();
/** Object URLs of uploaded photos by upload id: step 3's thumbnail and a revisited step 2 show them from memory. */
const previews = new Map<string, string>();

export function listenToUploads(areaId: string, owner: UploadListeners): void {
  listeners.set(areaId, owner);
}

export function listenersOf(areaId: string): UploadListeners | undefined {
  return listeners.get(areaId);
}

export function setStopper(areaId: string, stop: (() => void) | null): void {
  if (stop) stoppers.set(areaId, stop);
  else stoppers.delete(areaId);
}

/** Still on its way: being checked, compressed or sent, or waiting to be sent again. */
export function isBusy(job: UploadJob | undefined): boolean {
  return job !== undefined && ['checking', 'compressing', 'uploading', 'retrying'].includes(job.status);
}

export function rememberPreview(uploadId: string, url: string): void {
  previews.set(uploadId, url);
}

export function rememberedPreview(uploadId: string | undefined): string | null {
  return (uploadId && previews.get(uploadId)) || null;
}

/** Stops and forgets an area's job (a removed file, a new choice); its thumbnail goes with it. */
export function forgetUpload(areaId: string): void {
  stoppers.get(areaId)?.();
  stoppers.delete(areaId);
  const job = $uploadJobs.get()[areaId];
  if (job?.preview) {
    URL.revokeObjectURL(job.preview);
    if (job.receipt) previews.delete(job.receipt.id);
  }
  $uploadJobs.setKey(areaId, undefined);
}

/** Sets an area's job, merged into what it was. */
export function patchJob(areaId: string, patch: Partial<UploadJob>): UploadJob | undefined {
  const job = $uploadJobs.get()[areaId];
  if (!job) return undefined;
  const next = { ...job, ...patch };
  $uploadJobs.setKey(areaId, next);
  return next;
}

/** A file refused before it is sent (type, size): the area says why, as after a failed upload; nothing is sent. */
export function refuseFile(areaId: string, kind: UploadKind, name: string, message: string): void {
  forgetUpload(areaId);
  $uploadJobs.setKey(areaId, {
    areaId,
    kind,
    status: 'failed',
    name,
    percent: 0,
    attempt: 1,
    error: message,
    canRetry: false,
    preview: null,
  });
  const owner = listenersOf(areaId);
  owner?.onPending?.(null);
  owner?.onFailed(message);
}
