import type { FailedOrder } from '../../lib/failed-order';
import { formatDateTime } from '../../domain/date-time-format';
import { useLocale, useT } from '../shared/locale';

/**
 * A failed attempt, kept in this browser: when and why it failed, and "Erneut senden", which sends the
 * same order again. The same data gives the same body, so the idempotency key is reused and a request
 * whose answer was lost never creates a second order.
 */
export function FailedOrderNotice({
  record,
  sending,
  onRetry,
}: {
  record: FailedOrder;
  sending: boolean;
  onRetry: () => void;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <section
      aria-labelledby="failed-order-title"
      className="mb-6 rounded-lg border-l-4 border-amber-700 bg-amber-50 p-4"
    >
      <h2 id="failed-order-title" className="font-bold text-slate-900">
        {t('wizard.failed.title')}
      </h2>
      <p className="mt-1 text-slate-800">
        {t('wizard.failed.lastAttempt', { time: formatDateTime(record.timestamp, locale), error: record.error })}
      </p>
      <p className="mt-1 text-slate-800">{t('wizard.failed.saved')}</p>
      <button type="button" className="btn-secondary mt-3" disabled={sending} onClick={onRetry}>
        {sending ? t('wizard.failed.sending') : t('wizard.failed.retry')}
      </button>
    </section>
  );
}
