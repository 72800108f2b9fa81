// The correction form's data on /status: the order's full personal data, shown only while the customer may
// still correct it (rules.ts), since it is more than the status page shows otherwise.
import type { PersonalData } from '../../../src/domain/personal-data';
import type { Env } from '../../env';
import type { Order } from '../../db/orders';
import { timelineOf } from '../../db/timeline';
import { Refusal } from '../../lib/refusal';
import { canCorrectBeforePosting, correctionAfterPostingState } from './rules';

/** The personal data to correct, or a 409 once neither a correction before posting nor the one after it is open. */
export async function personalDataToCorrect(env: Env, order: Order, now: Date): Promise<PersonalData> {
  const open =
    canCorrectBeforePosting(order) ||
    correctionAfterPostingState(order, await timelineOf(env.DB, order.orderNumber), now) === 'available';
  if (!open) throw new Refusal('conflict', 'not_correctable', 'errors.notCorrectable');
  return order.personalData;
}
