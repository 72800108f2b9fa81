// What an upload area shows while a file is on its way: derived from the area's job (src/lib/upload-jobs.ts),
// so the label always says what is really happening. The progress bar does not sit at 0 % while a photo is
// checked or compressed: it says so, without a number, until bytes move.
import { translator, type Translate } from '../../domain/ui-messages';
import type { UploadJob } from '../../lib/upload-jobs';
import type { PhotoProblem } from '../../lib/photo-quality';

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'warning'; problem: PhotoProblem }
  | { kind: 'compressing' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'retrying' }
  | { kind: 'failed'; canRetry: boolean };

const german = translator('de');

/** The phase of an area's job; idle without one, or once its file is stored (the area shows the file then). */
export function uploadPhase(
  job: Pick<UploadJob, 'status' | 'percent' | 'problem' | 'canRetry'> | undefined,
): UploadPhase {
  switch (job?.status) {
    case 'checking':
    case 'compressing':
    case 'retrying':
      return { kind: job.status };
    case 'warning':
      return job.problem ? { kind: 'warning', problem: job.problem } : { kind: 'checking' };
    case 'uploading':
      return { kind: 'uploading', percent: job.percent };
    case 'failed':
      return { kind: 'failed', canRetry: job.canRetry ?? false };
    default:
      return { kind: 'idle' };
  }
}

/**
 * The words for a busy phase in the language of `t` (German by default), or null when nothing is on its way.
 * Uploading and retrying name the side (`label`): the customer may be on another step, and two sides may be
 * on their way at once.
 */
export function phaseLabel(phase: UploadPhase, label: string, t: Translate = german): string | null {
  switch (phase.kind) {
    case 'checking':
      return t('wizard.upload.checking');
    case 'compressing':
      return t('wizard.upload.compressing');
    case 'uploading':
      return t('wizard.upload.uploadingSide', { label });
    case 'retrying':
      return t('wizard.upload.retrying', { label });
    default:
      return null;
  }
}
