// When the customer may correct an order (AGB § 3): before posting until the application is printed;
// with the Korrekturoption once after posting, within CORRECTION_AFTER_POSTING_DAYS of the latest
// posting and never on a closed order. /status, the correction endpoints and the correction form's
// data read these rules from here.
import { isWithinCorrectionPeriod } from '../../../src/domain/order-access';
import { CORRECTABLE_AFTER_POSTING_IN, CORRECTABLE_IN } from '../../../src/domain/order-lifecycle';
import { hasCorrectionOption } from '../../../src/domain/pricing';
import type { Order } from '../../db/orders';
import type { TimelineEntry } from '../../db/timeline';

/** Before posting: the order is not posted and its application not printed (nothing changes under the printer). */
export function canCorrectBeforePosting(order: Order): boolean {
  return CORRECTABLE_IN.includes(order.status) && order.printedAt === null && !order.anonymised;
}

export type CorrectionAfterPosting = 'available' | 'used' | 'ended' | 'not_included';

/** The newest posting on the timeline (ISO time), if any. */
function latestPostingAt(timeline: readonly TimelineEntry[]): string | null {
  return timeline
    .filter((t) => t.event === 'submitted')
    .reduce<string | null>((l, t) => (l && l > t.at ? l : t.at), null);
}

/** The Korrekturoption's one correction after posting: still open, used, over, or not bought. */
export function correctionAfterPostingState(
  order: Order,
  timeline: readonly TimelineEntry[],
  now: Date,
): CorrectionAfterPosting {
  if (!hasCorrectionOption(order)) return 'not_included';
  if (timeline.some((t) => t.event === 'correction_requested')) return 'used';
  const postedAt = latestPostingAt(timeline);
  if (!postedAt) return 'available';
  const open = CORRECTABLE_AFTER_POSTING_IN.includes(order.status) && isWithinCorrectionPeriod(postedAt, now);
  return open && !order.anonymised ? 'available' : 'ended';
}
