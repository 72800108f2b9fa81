// Step 2's files and the upload area of each (its id, and the key of its upload in src/lib/upload-jobs.ts):
// small, so the wizard's first page can watch the uploads without loading the photo step's components.
import type { IdUploadSlot } from '../../domain/wizard-state';

/** The name proof's upload area: its error is `upload-name-proof-error`, its file input `upload-name-proof-input`. */
export const NAME_PROOF_AREA_ID = 'upload-name-proof';

export const SLOT_AREAS: Record<IdUploadSlot, string> = {
  front: 'upload-front',
  back: 'upload-back',
  nameProof: NAME_PROOF_AREA_ID,
};
