import { useEffect, useState } from 'react';
import { Field } from '../shared/Field';
import { adminGet, adminSend, type OrderDetail, type QueueItem } from './admin-api';

const DOC_LABELS: Record<string, string> = {
  front: 'Ausweis Vorderseite', back: 'Ausweis Rückseite', signature: 'Unterschrift',
  'partner-front': '2. Person: Vorderseite', 'partner-back': '2. Person: Rückseite', 'partner-signature': '2. Person: Unterschrift',
};
const SECOND: Record<QueueItem['secondPerson'], string> = { none: '–', due: 'Daten fehlen', data: 'Ausweis fehlt', complete: 'vollständig' };
const germanDate = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('.') : '–');

function Login({ onDone }: { onDone: (email: string) => void }) {
  const [form, setForm] = useState({ email: '', password: '', totp: '' });
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="mx-auto max-w-sm"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await adminSend<{ email: string }>('POST', '/api/admin/session', form);
        if (result.ok) onDone(result.data.email);
        else setError(result.message);
      }}
    >
      <h2 className="mb-4 text-2xl font-bold">Anmelden</h2>
      {error && <p role="alert" className="mb-4 font-semibold text-red-700">{error}</p>}
      <Field id="admin-email" label="E-Mail-Adresse" type="email" autoComplete="username" value={form.email} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, email: e.target.value })} />
      <Field id="admin-password" label="Passwort" type="password" autoComplete="current-password" value={form.password} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, password: e.target.value })} />
      <Field id="admin-totp" label="Code aus der Authenticator-App" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={form.totp} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, totp: e.target.value })} />
      <button type="submit" className="btn-primary w-full">Anmelden</button>
    </form>
  );
}

function Detail({ orderNumber, onBack }: { orderNumber: string; onBack: () => void }) {
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const load = async () => {
    const result = await adminGet<OrderDetail>(`/api/admin/orders/${orderNumber}`);
    if (result.ok) setOrder(result.data);
  };
  useEffect(() => void load(), [orderNumber]);
  if (!order) return <p role="status">Wird geladen …</p>;
  const hasDocs = order.documents.some((d) => !d.deleted);
  return (
    <section aria-labelledby="detail-title">
      <button type="button" className="link" onClick={onBack}>← Zurück zur Liste</button>
      <h2 id="detail-title" className="mt-2 text-2xl font-bold">Bestellung {order.orderNumber}</h2>
      <p className="mt-1">{order.plan} · {order.total} · Status: <strong>{order.status}</strong> · Versand bis {germanDate(order.dispatchDeadline)} · Antwortsprache {order.language}</p>
      {message && <p role="status" className="mt-3 rounded bg-green-50 p-3 font-semibold text-green-900">{message}</p>}
      {order.withdrawals.length > 0 && <p role="alert" className="mt-3 rounded bg-red-50 p-3 font-semibold text-red-900">Widerruf eingegangen am {germanDate(order.withdrawals[0]!.received_at)}: {order.withdrawals[0]!.statement}</p>}
      <h3 className="mt-6 text-lg font-bold">Persönliche Daten</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        {Object.entries(order.personalData).filter(([, v]) => v).map(([k, v]) => (<div key={k} className="contents"><dt className="text-slate-700">{k}</dt><dd>{v}</dd></div>))}
      </dl>
      <h3 className="mt-6 text-lg font-bold">Dokumente</h3>
      <ul className="mt-2 text-sm">
        {order.documents.map((d) => (
          <li key={d.id}>{d.deleted ? `${DOC_LABELS[d.kind]} (gelöscht)` : <a className="link" target="_blank" rel="noopener" href={`/api/admin/orders/${order.orderNumber}/documents/${d.id}`}>{DOC_LABELS[d.kind]}</a>}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        {hasDocs && <a className="btn-secondary" href={`/api/admin/orders/${order.orderNumber}/application.pdf`}>Antrag erzeugen</a>}
        {hasDocs && order.partnerData && <a className="btn-secondary" href={`/api/admin/orders/${order.orderNumber}/application.pdf?person=partner`}>Antrag 2. Person erzeugen</a>}
        {order.status === 'paid' && (
          <button
            type="button"
            className="btn-primary"
            onClick={async () => {
              if (!window.confirm('Antrag als versendet markieren? Ausweiskopien und Unterschriften werden sofort gelöscht.')) return;
              const result = await adminSend<{ deletedDocuments: number }>('POST', `/api/admin/orders/${order.orderNumber}/submitted`);
              setMessage(result.ok ? `Als versendet markiert, ${result.data.deletedDocuments} Dokumente gelöscht.` : result.message);
              await load();
            }}
          >
            Als versendet markieren
          </button>
        )}
      </div>
      <h3 className="mt-6 text-lg font-bold">Verlauf</h3>
      <ol className="mt-2 text-sm">{order.timeline.map((t, i) => <li key={i}>{germanDate(t.at)} {t.at.slice(11, 16)} – {t.event}{t.detail ? ` (${t.detail})` : ''}</li>)}</ol>
      <h3 className="mt-6 text-lg font-bold">E-Mails</h3>
      <ul className="mt-2 text-sm">{order.mails.map((m, i) => <li key={i}>{m.subject} – {m.status}</li>)}</ul>
    </section>
  );
}

function Queue({ onOpen }: { onOpen: (orderNumber: string) => void }) {
  const [status, setStatus] = useState('open');
  const [query, setQuery] = useState('');
  const [orders, setOrders] = useState<QueueItem[] | null>(null);
  useEffect(() => {
    void adminGet<{ orders: QueueItem[] }>(`/api/admin/orders?status=${status}&q=${encodeURIComponent(query)}`).then((r) => setOrders(r.ok ? r.data.orders : []));
  }, [status, query]);
  return (
    <section aria-labelledby="queue-title">
      <h2 id="queue-title" className="text-2xl font-bold">Arbeitsliste</h2>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <label className="font-semibold">Status{' '}
          <select className="ml-2 rounded border-2 border-slate-400 p-2" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="open">Zu versenden</option><option value="submitted">Versendet</option><option value="all">Alle</option>
          </select>
        </label>
        <label className="font-semibold">Suche{' '}
          <input type="search" className="ml-2 rounded border-2 border-slate-400 p-2" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Bestellnummer, Name, E-Mail" />
        </label>
      </div>
      {orders === null ? <p role="status">Wird geladen …</p> : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Bestellungen, nach Versandfrist sortiert</caption>
          <thead><tr><th>Bestellung</th><th>Name</th><th>Paket</th><th>Versand bis</th><th>2. Person</th><th>Status</th></tr></thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.orderNumber} className={o.withdrawal ? 'bg-red-50' : o.overdue ? 'bg-amber-50' : ''}>
                <td><button type="button" className="link" onClick={() => onOpen(o.orderNumber)}>{o.orderNumber}</button>{o.withdrawal && <strong className="ml-2 text-red-800">Widerruf</strong>}</td>
                <td>{o.name}</td><td>{o.plan}</td>
                <td>{germanDate(o.dispatchDeadline)}{o.overdue && <strong className="ml-1 text-amber-900">überfällig</strong>}</td>
                <td>{SECOND[o.secondPerson]}</td><td>{o.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The back office (issue 6): login with password and TOTP, the work queue, one order. */
export default function AdminApp() {
  const [email, setEmail] = useState<string | null | undefined>(undefined);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => void adminGet<{ email: string }>('/api/admin/session').then((r) => setEmail(r.ok ? r.data.email : null)), []);
  if (email === undefined) return <p role="status">Wird geladen …</p>;
  if (email === null) return <Login onDone={setEmail} />;
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>Angemeldet als {email}</span>
        <span className="flex gap-3">
          <button type="button" className="link" onClick={async () => { await adminSend('DELETE', '/api/admin/session'); setEmail(null); }}>Abmelden</button>
          <button type="button" className="link" onClick={async () => { await adminSend('POST', '/api/admin/session/logout-all'); setEmail(null); }}>Überall abmelden</button>
        </span>
      </div>
      {open ? <Detail orderNumber={open} onBack={() => setOpen(null)} /> : <Queue onOpen={setOpen} />}
    </div>
  );
}
