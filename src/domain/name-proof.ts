// Shared by browser and Worker: the proof of a change of name sent later from the status page
// ("Namensnachweis nachreichen"): the body of POST /api/orders/:orderNumber/name-proof, and whether the
// page offers the upload. It is offered only while the application is not printed (a printed letter is
// never changed); a proof sent waits for an operator, who confirms it (printed with the application) or
// rejects it (deleted, the customer mailed). The wizard's own question is in order-request.ts.
import * as v from 'valibot';
import type { Locale } from './locales';
import type { OrderStatus, TimelineEvent } from './order-lifecycle';
import { MESSAGES } from './ui-messages';
import { requiredUploadSchema } from './uploads';

/** The body: the proof uploaded through POST /api/uploads (kind 'name-proof'), by id and token. */
function nameProofSubmissionSchemaIn(locale: Locale) {
  const m = MESSAGES[locale];
  return v.object(
    { uploads: v.object({ nameProof: requiredUploadSchema(m['nameProof.missing']) }, m['validation.invalidInput']) },
    m['validation.invalidRequest'],
  );
}

export const NameProofSubmissionSchema = nameProofSubmissionSchemaIn('de');
export type NameProofSubmission = v.InferOutput<typeof NameProofSubmissionSchema>;

/**
 * What the status page says about a later proof: `open` (the upload is offered), `pending` (one waits for
 * the operator), `too_late` (the application is printed or posted; the page says to write to us), or null
 * (nothing to say: not paid, withdrawn, closed).
 */
export type NameProofOffer = 'open' | 'pending' | 'too_late' | null;

/** Only a paid order's application is still to be printed; these are printed or at the KBA. */
const TOO_LATE_IN: readonly OrderStatus[] = ['printed', 'submitted'];

/** The offer for an order in `status` whose timeline has `events`, oldest first. */
export function nameProofOffer(status: OrderStatus, events: readonly TimelineEvent[]): NameProofOffer {
  if (TOO_LATE_IN.includes(status)) return 'too_late';
  if (status !== 'paid') return null;
  const last = events.findLast((event) => event.startsWith('name_proof_'));
  return last === 'name_proof_received' ? 'pending' : 'open';
}
