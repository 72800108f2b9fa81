import { useCallback, useEffect, useState } from 'react';
import { adminGet, adminSend } from './admin-api';
import { germanDateTime } from '../../domain/dates';

type Row = Record<string, string | number | null>;

function useRecords(path: string, key: string) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const load = useCallback(
    () => adminGet<Record<string, Row[]>>(path).then((r) => setRows(r.ok ? (r.data[key] ?? []) : [])),
    [path, key],
  );
  useEffect(() => void load(), [load]);
  return { rows, load };
}

export function Messages() {
  const { rows } = useRecords('/api/admin/records/messages', 'messages');
  return (
    <section aria-labelledby="messages-title">
      <h2 id="messages-title" className="text-2xl font-bold">
        Kontaktanfragen
      </h2>
      {!rows ? (
        <p role="status">Wird geladen …</p>
      ) : rows.length === 0 ? (
        <p className="mt-3">Keine Nachrichten.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {rows.map((m) => (
            <li key={String(m.id)} className="rounded border border-slate-300 p-3">
              <p className="font-semibold">{m.subject}</p>
              <p className="text-sm text-slate-700">
                {m.name} ·{' '}
                <a className="link" href={`mailto:${m.email}`}>
                  {m.email}
                </a>{' '}
                · {germanDateTime(String(m.createdAt))}
              </p>
              <p className="mt-2 whitespace-pre-wrap">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Outbox() {
  const { rows, load } = useRecords('/api/admin/records/outbox', 'mails');
  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title" className="text-2xl font-bold">
        Postausgang
      </h2>
      {!rows ? (
        <p role="status">Wird geladen …</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Zuletzt erstellte E-Mails</caption>
          <thead>
            <tr>
              <th>Betreff</th>
              <th>An</th>
              <th>Status</th>
              <th>Versuche</th>
              <th>
                <span className="sr-only">Aktion</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={String(m.id)}>
                <td>{m.subject}</td>
                <td>{m.to}</td>
                <td>
                  {m.status}
                  {m.lastError ? ` (${m.lastError})` : ''}
                </td>
                <td>{m.attempts}</td>
                <td>
                  {m.status === 'failed' && (
                    <button
                      type="button"
                      className="link"
                      onClick={async () => {
                        await adminSend('POST', `/api/admin/records/outbox/${m.id}/resend`);
                        await load();
                      }}
                    >
                      Erneut senden
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function AuditLog() {
  const { rows } = useRecords('/api/admin/records/audit', 'entries');
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-2xl font-bold">
        Protokoll
      </h2>
      {!rows ? (
        <p role="status">Wird geladen …</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Zugriffe und Änderungen, neueste zuerst</caption>
          <thead>
            <tr>
              <th>Zeit</th>
              <th>Wer</th>
              <th>Aktion</th>
              <th>Bestellung</th>
              <th>Details</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e, i) => (
              <tr key={i}>
                <td>{germanDateTime(String(e.at))}</td>
                <td>{e.operator ?? '–'}</td>
                <td>{e.action}</td>
                <td>{e.orderNumber ?? ''}</td>
                <td>{e.detail ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
