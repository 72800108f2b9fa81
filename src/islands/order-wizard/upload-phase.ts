// What an upload area shows while a file is on its way: derived from Uppy's state of the file and
// the photo check, so the label always says what is really happening. The progress bar does not
// sit at 0 % while a photo is compressed: it says so, without a number, until bytes move.
import { MESSAGES, translator, type Translate } from '../../domain/ui-messages';
import type { PhotoProblem } from '../../lib/photo-quality';

/** The photo check of one file: running, passed (or kept by the customer), or what is wrong. */
export type PhotoCheck = 'checking' | 'passed' | PhotoProblem;

/** The part of Uppy's file state this needs (UppyFile from @uppy/core). */
export interface UploadingFile {
  type?: string;
  error?: string | null;
  progress: { uploadStarted?: number | null | boolean; percentage?: number; preprocess?: unknown };
}

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'warning'; problem: PhotoProblem }
  | { kind: 'compressing' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'failed' };

/** The drop zone's instruction, also shown while its code loads (German; in the wizard t('wizard.upload.instruction')). */
export const DROP_ZONE_INSTRUCTION = MESSAGES.de['wizard.upload.instruction'];

/** The catalogue key of the words for each busy phase. */
export const UPLOAD_PHASE_LABELS = {
  checking: 'wizard.upload.checking',
  compressing: 'wizard.upload.compressing',
  uploading: 'wizard.upload.uploading',
} as const;

const german = translator('de');

export function uploadPhase(file: UploadingFile | undefined, check: PhotoCheck | undefined): UploadPhase {
  if (!file) return { kind: 'idle' };
  if (file.error) return { kind: 'failed' };
  if (check === 'checking') return { kind: 'checking' };
  if (check && check !== 'passed') return { kind: 'warning', problem: check };
  if (file.progress.uploadStarted) return { kind: 'uploading', percent: file.progress.percentage ?? 0 };
  // Before the first byte a photo is compressed (Uppy's preprocess step); other files go straight out.
  if (file.progress.preprocess || file.type?.startsWith('image/')) return { kind: 'compressing' };
  return { kind: 'uploading', percent: 0 };
}

/** The words for a busy phase in the language of `t` (German by default), or null when nothing is on its way. */
export function phaseLabel(phase: UploadPhase, t: Translate = german): string | null {
  return phase.kind === 'checking' || phase.kind === 'compressing' || phase.kind === 'uploading'
    ? t(UPLOAD_PHASE_LABELS[phase.kind])
    : null;
}
