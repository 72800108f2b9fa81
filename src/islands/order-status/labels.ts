// Words for what GET /api/orders/:orderNumber returns in English codes (the tables live in the domain's
// order-lifecycle.ts and the catalogue), in the page's language; German by default, which is also what
// the back office reads. Pure, so both islands (/status and /extended-wizard) show the same wording.
import { extrasIn, planById, type ExtraId, type PlanId } from '../../domain/catalog';
import { formatDate } from '../../domain/locale-format';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales';
import { MESSAGES, translator } from '../../domain/ui-messages';
import { isOrderStatus, isTimelineEvent, orderStatusLabel, timelineEventLabel } from '../../domain/order-lifecycle';

/** A status the page does not know yet (a newer Worker) still reads as something sensible. */
export function statusLabel(status: string, locale: Locale = DEFAULT_LOCALE): string {
  return isOrderStatus(status) ? orderStatusLabel(status, locale) : MESSAGES[locale]['status.stateFallback'];
}

export function eventLabel(event: string, locale: Locale = DEFAULT_LOCALE): string {
  return isTimelineEvent(event) ? timelineEventLabel(event, locale) : MESSAGES[locale]['status.eventFallback'];
}

/** The package's name, e.g. 'Plus'. */
export function planName(plan: PlanId): string {
  try {
    return planById(plan).name;
  } catch {
    return plan;
  }
}

export function extraNames(extras: readonly ExtraId[], locale: Locale = DEFAULT_LOCALE): string[] {
  return extrasIn(locale)
    .filter((extra) => extras.includes(extra.id))
    .map((extra) => extra.name);
}

/** What happens next, in the customer's words, for each status. */
export function nextSteps(status: string, deadline: string | null, locale: Locale = DEFAULT_LOCALE): string[] {
  const t = translator(locale);
  switch (status) {
    case 'awaiting_payment':
    case 'payment_processing':
      return [t('status.next.awaitingPayment')];
    case 'paid':
      return [
        deadline ? t('status.next.paidBy', { date: formatDate(deadline, locale) }) : t('status.next.paid'),
        t('status.next.documentsDeleted'),
        t('status.next.kbaReplies'),
      ];
    case 'submitted':
      return [t('status.next.submitted'), t('status.next.kbaReplies')];
    case 'closed':
      return [t('status.next.closed')];
    case 'payment_failed':
    case 'expired':
      return [t('status.next.unpaid')];
    case 'superseded':
      return [t('status.next.superseded')];
    case 'withdrawn':
      return [t('status.next.withdrawn')];
    default:
      return [t('status.next.other')];
  }
}
