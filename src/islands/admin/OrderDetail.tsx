import { useCallback, useEffect, useState } from 'react';
import { adminGet, adminSend, type LegalVersion, type OrderDetail } from './admin-api';
import { germanDate, germanDateTime } from '../../domain/dates';
import { eventLabel, statusLabel } from '../order-status/labels';

const DOC_LABELS: Record<string, string> = {
  front: 'Ausweis Vorderseite',
  back: 'Ausweis Rückseite',
  signature: 'Unterschrift',
  'partner-front': '2. Person: Vorderseite',
  'partner-back': '2. Person: Rückseite',
  'partner-signature': '2. Person: Unterschrift',
};

/** 'Rechtstexte: AGB vom 22.11.2026 (77f308f4) · …': what the order was made under, with the archive's ids. */
function LegalVersionsLine({ versions }: { versions: NonNullable<OrderDetail['legalVersions']> }) {
  const part = (label: string, v: LegalVersion) =>
    `${label} vom ${v.updated ? germanDate(v.updated) : '?'} (${v.version.slice(0, 8)})`;
  return (
    <p className="mt-1 text-sm text-slate-700">
      Rechtstexte: {part('AGB', versions.agb)} · {part('Datenschutz', versions.privacy)} ·{' '}
      {part('Bestätigungen', versions.confirmations)}
      {versions.recorded ? '' : ' – angenommen: Bestellung vor der Versionierung'}
    </p>
  );
}

/** One order: data, documents (each read is audited), application PDF, posting, withdrawal. */
export function Detail({ orderNumber, onBack }: { orderNumber: string; onBack: () => void }) {
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const load = useCallback(async () => {
    const result = await adminGet<OrderDetail>(`/api/admin/orders/${orderNumber}`);
    if (result.ok) setOrder(result.data);
  }, [orderNumber]);
  useEffect(() => void load(), [load]);
  if (!order) return <p role="status">Wird geladen …</p>;
  const hasDocs = order.documents.some((d) => !d.deleted);
  return (
    <section aria-labelledby="detail-title">
      <button type="button" className="link" onClick={onBack}>
        ← Zurück zur Liste
      </button>
      <h2 id="detail-title" className="mt-2 text-2xl font-bold">
        Bestellung {order.orderNumber}
      </h2>
      <p className="mt-1">
        {order.plan} · {order.total} · Status: <strong>{statusLabel(order.status)}</strong> · Versand bis{' '}
        {order.dispatchDeadline ? germanDate(order.dispatchDeadline) : '–'} · Antwortsprache {order.language}
      </p>
      {order.legalVersions && <LegalVersionsLine versions={order.legalVersions} />}
      {message && (
        <p role="status" className="mt-3 rounded bg-green-50 p-3 font-semibold text-green-900">
          {message}
        </p>
      )}
      {order.withdrawals.length > 0 && (
        <div className="mt-3 rounded bg-red-50 p-3 text-red-900">
          <p className="font-semibold">
            Widerruf eingegangen am {germanDateTime(order.withdrawals[0]!.receivedAt)}:{' '}
            {order.withdrawals[0]!.statement}
          </p>
          <button
            type="button"
            className="btn-secondary mt-2 py-1.5"
            onClick={async () => {
              const result = await adminSend<{ outcome: string }>(
                'POST',
                `/api/admin/orders/${order.orderNumber}/withdrawal`,
              );
              setMessage(
                result.ok
                  ? result.data.outcome === 'cancelled'
                    ? 'Bestellung storniert und erstattet (siehe Verlauf), Unterlagen gelöscht, Kunde informiert.'
                    : 'Antrag war bereits versendet: Kunde über das erloschene Widerrufsrecht informiert.'
                  : result.message,
              );
              await load();
            }}
          >
            Widerruf bearbeiten
          </button>
        </div>
      )}
      <h3 className="mt-6 text-lg font-bold">Persönliche Daten</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        {Object.entries(order.personalData)
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-700">{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
      <h3 className="mt-6 text-lg font-bold">Dokumente</h3>
      <ul className="mt-2 text-sm">
        {order.documents.map((d) => (
          <li key={d.id}>
            {d.deleted ? (
              `${DOC_LABELS[d.kind]} (gelöscht)`
            ) : (
              <a
                className="link"
                target="_blank"
                rel="noopener"
                href={`/api/admin/orders/${order.orderNumber}/documents/${d.id}`}
              >
                {DOC_LABELS[d.kind]}
              </a>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        {hasDocs && (
          <a className="btn-secondary" href={`/api/admin/orders/${order.orderNumber}/application.pdf`}>
            Antrag erzeugen
          </a>
        )}
        {hasDocs && order.partnerData && (
          <a className="btn-secondary" href={`/api/admin/orders/${order.orderNumber}/application.pdf?person=partner`}>
            Antrag 2. Person erzeugen
          </a>
        )}
        {order.status === 'paid' && (
          <button
            type="button"
            className="btn-primary"
            onClick={async () => {
              if (
                !window.confirm(
                  'Antrag als versendet markieren? Ausweiskopien und Unterschriften werden sofort gelöscht.',
                )
              )
                return;
              const result = await adminSend<{ deletedDocuments: number }>(
                'POST',
                `/api/admin/orders/${order.orderNumber}/submitted`,
              );
              setMessage(
                result.ok
                  ? `Als versendet markiert, ${result.data.deletedDocuments} Dokumente gelöscht.`
                  : result.message,
              );
              await load();
            }}
          >
            Als versendet markieren
          </button>
        )}
      </div>
      <h3 className="mt-6 text-lg font-bold">Verlauf</h3>
      <ol className="mt-2 text-sm">
        {order.timeline.map((t, i) => (
          <li key={i}>
            {germanDateTime(t.at)} – {eventLabel(t.event)}
            {t.detail ? ` (${t.detail})` : ''}
          </li>
        ))}
      </ol>
      <h3 className="mt-6 text-lg font-bold">E-Mails</h3>
      <ul className="mt-2 text-sm">
        {order.mails.map((m, i) => (
          <li key={i}>
            {m.subject} – {m.status}
          </li>
        ))}
      </ul>
    </section>
  );
}
