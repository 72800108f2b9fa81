import { useCallback, useEffect, useState } from 'react';
import { adminGet, adminSend, type QueueItem } from './admin-api';
import { germanDate } from '../../domain/dates';
import { statusLabel } from '../order-status/labels';

const SECOND: Record<QueueItem['secondPerson'], string> = {
  none: '–',
  due: 'Daten fehlen',
  data: 'Ausweis fehlt',
  complete: 'vollständig',
};

/** Paid orders by dispatch deadline; withdrawals first, overdue ones marked. */
export function Queue({ onOpen }: { onOpen: (orderNumber: string) => void }) {
  const [status, setStatus] = useState('open');
  const [query, setQuery] = useState('');
  const [orders, setOrders] = useState<QueueItem[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const load = useCallback(
    () =>
      adminGet<{ orders: QueueItem[] }>(`/api/admin/orders?status=${status}&q=${encodeURIComponent(query)}`).then((r) =>
        setOrders(r.ok ? r.data.orders : []),
      ),
    [status, query],
  );
  useEffect(() => void load(), [load]);
  return (
    <section aria-labelledby="queue-title">
      <h2 id="queue-title" className="text-2xl font-bold">
        Arbeitsliste
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <a className="btn-secondary py-2" href="/api/admin/orders/daily-batch.pdf">
          Tagesstapel drucken
        </a>
        <button
          type="button"
          className="btn-primary py-2"
          disabled={selected.length === 0}
          onClick={async () => {
            if (
              !window.confirm(
                `${selected.length} Anträge als versendet markieren? Ausweiskopien und Unterschriften werden sofort gelöscht.`,
              )
            )
              return;
            const result = await adminSend<{ results: Record<string, number | null> }>(
              'POST',
              '/api/admin/orders/submitted',
              { orderNumbers: selected },
            );
            setMessage(
              result.ok
                ? `${Object.values(result.data.results).filter((n) => n !== null).length} Anträge als versendet markiert.`
                : result.message,
            );
            setSelected([]);
            await load();
          }}
        >
          Ausgewählte als versendet markieren
        </button>
      </div>
      {message && (
        <p role="status" className="mt-3 rounded bg-green-50 p-3 font-semibold text-green-900">
          {message}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <label className="font-semibold">
          Status{' '}
          <select
            className="ml-2 rounded border-2 border-slate-400 p-2"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="open">Zu versenden</option>
            <option value="submitted">Versendet</option>
            <option value="attention">Zahlung prüfen</option>
            <option value="all">Alle</option>
          </select>
        </label>
        <label className="font-semibold">
          Suche{' '}
          <input
            type="search"
            className="ml-2 rounded border-2 border-slate-400 p-2"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Bestellnummer, Name, E-Mail"
          />
        </label>
      </div>
      {orders === null ? (
        <p role="status">Wird geladen …</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Bestellungen, nach Versandfrist sortiert</caption>
          <thead>
            <tr>
              <th>
                <span className="sr-only">Auswahl</span>
              </th>
              <th>Bestellung</th>
              <th>Name</th>
              <th>Paket</th>
              <th>Versand bis</th>
              <th>2. Person</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.orderNumber} className={o.withdrawal ? 'bg-red-50' : o.overdue ? 'bg-amber-50' : ''}>
                <td>
                  {o.status === 'paid' && (
                    <input
                      type="checkbox"
                      aria-label={`${o.orderNumber} auswählen`}
                      checked={selected.includes(o.orderNumber)}
                      onChange={(e) =>
                        setSelected(
                          e.target.checked ? [...selected, o.orderNumber] : selected.filter((n) => n !== o.orderNumber),
                        )
                      }
                    />
                  )}
                </td>
                <td>
                  <button type="button" className="link" onClick={() => onOpen(o.orderNumber)}>
                    {o.orderNumber}
                  </button>
                  {o.withdrawal && <strong className="ml-2 text-red-800">Widerruf</strong>}
                  {o.needsAttention && <strong className="ml-2 text-red-800">Zahlung prüfen</strong>}
                </td>
                <td>{o.name}</td>
                <td>{o.plan}</td>
                <td>
                  {o.dispatchDeadline ? germanDate(o.dispatchDeadline) : '–'}
                  {o.overdue && <strong className="ml-1 text-amber-900">überfällig</strong>}
                </td>
                <td>{SECOND[o.secondPerson]}</td>
                <td>{statusLabel(o.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
