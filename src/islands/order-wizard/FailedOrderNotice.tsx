import type { FailedOrder } from '../../lib/failed-order';
import { germanDateTime } from '../../domain/dates';

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
  return (
    <section
      aria-labelledby="failed-order-title"
      className="mb-6 rounded-lg border-l-4 border-amber-700 bg-amber-50 p-4"
    >
      <h2 id="failed-order-title" className="font-bold text-slate-900">
        Deine Bestellung wurde noch nicht gesendet
      </h2>
      <p className="mt-1 text-slate-800">
        Der letzte Versuch am {germanDateTime(record.timestamp)} ist fehlgeschlagen: {record.error}
      </p>
      <p className="mt-1 text-slate-800">Deine Angaben sind gespeichert. Du kannst die Bestellung erneut senden.</p>
      <button type="button" className="btn-secondary mt-3" disabled={sending} onClick={onRetry}>
        {sending ? 'Wird gesendet …' : 'Erneut senden'}
      </button>
    </section>
  );
}
