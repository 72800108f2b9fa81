import { useState } from 'react';
import { PLANS } from '../../domain/catalog';
import { germanDate } from '../../domain/dates';
import { ORDER_STATUSES } from '../../domain/order-lifecycle';
import type { InferRequestType } from 'hono/client';
import { admin, type QueueItem, type QueuePage } from './admin-api';

type QueueQuery = NonNullable<InferRequestType<typeof admin.orders.$get>['query']>;
import { QUEUE_FILTER_LABELS, SECOND_PERSON_LABELS, statusLabel } from './labels';
import { hrefOf, listHref, orderHref, type View } from './routing';
import { Badge, ColumnHeads, Loading, Notice, PageTitle, Panel, TD, useAdminData } from './ui';
import { hasBenefit } from '../../domain/benefits';

type ListView = Extract<View, { name: 'liste' }>;

const SELECT = 'mt-1 block rounded-md border-2 border-slate-400 bg-white px-2 py-1.5 text-sm';

function Deadline({ order }: { order: QueueItem }) {
  if (!order.dispatchDeadline) return <>–</>;
  return (
    <>
      {germanDate(order.dispatchDeadline)} {order.overdue && <Badge tone="danger">überfällig</Badge>}
      {order.dueToday && <Badge tone="warn">heute</Badge>}
    </>
  );
}

/** The filter form; submitting it changes the URL, which loads the list. */
function Filters({ view }: { view: ListView }) {
  const [form, setForm] = useState({ status: view.status, plan: view.plan, q: view.q });
  // A link (the start page, the navigation) may change the list while this form stays: follow it. After
  // the form's own submit the values are already equal, so nothing is reset and focus stays in the form.
  const source = `${view.status}|${view.plan}|${view.q}`;
  const [shown, setShown] = useState(source);
  if (shown !== source) {
    setShown(source);
    setForm({ status: view.status, plan: view.plan, q: view.q });
  }
  return (
    <form
      role="search"
      aria-label="Bestellungen filtern"
      className="mb-4 flex flex-wrap items-end gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        window.location.hash = listHref({ ...form, q: form.q.trim(), page: 1 });
      }}
    >
      <label className="text-sm font-semibold">
        Liste
        <select className={SELECT} value={form.status} onChange={(e) => setForm({ ...form, status: e.target.value })}>
          <optgroup label="Arbeitslisten">
            {Object.entries(QUEUE_FILTER_LABELS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </optgroup>
          <optgroup label="Nach Status">
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <label className="text-sm font-semibold">
        Paket
        <select className={SELECT} value={form.plan} onChange={(e) => setForm({ ...form, plan: e.target.value })}>
          <option value="">Alle Pakete</option>
          {PLANS.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        Suche
        <input
          type="search"
          className={`${SELECT} w-72`}
          value={form.q}
          onChange={(e) => setForm({ ...form, q: e.target.value })}
          placeholder="Bestellnummer, Name oder E-Mail"
        />
      </label>
      <button type="submit" className="btn-primary px-4 py-2 text-sm">
        Anzeigen
      </button>
    </form>
  );
}

function Pager({ view, page }: { view: ListView; page: QueuePage }) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <nav aria-label="Seiten" className="mt-4 flex items-center justify-between text-sm">
      <p>
        Seite {page.page} von {pages} · {page.total} {page.total === 1 ? 'Bestellung' : 'Bestellungen'}
      </p>
      <p className="flex gap-3">
        {page.page > 1 && (
          <a className="link" href={hrefOf({ ...view, page: page.page - 1 })}>
            ← Vorherige Seite
          </a>
        )}
        {page.page < pages && (
          <a className="link" href={hrefOf({ ...view, page: page.page + 1 })}>
            Nächste Seite →
          </a>
        )}
      </p>
    </nav>
  );
}

/** Orders needing a person first, then open withdrawals, then by dispatch deadline; 25 per page. */
export function Queue({ view }: { view: ListView }) {
  // The filter comes from the address bar as typed; the Worker answers one it does not know with a German 400.
  const query = {
    status: view.status,
    page: String(view.page),
    ...(view.plan ? { plan: view.plan } : {}),
    ...(view.q ? { q: view.q } : {}),
  } as QueueQuery;
  const { data, error } = useAdminData((options) => admin.orders.$get({ query }, options), JSON.stringify(query));
  const listName = QUEUE_FILTER_LABELS[view.status] ?? statusLabel(view.status);
  return (
    <>
      <PageTitle sub={view.q ? `${listName} · Suche „${view.q}“` : listName}>Arbeitsliste</PageTitle>
      <Filters view={view} />
      {error && <Notice tone="error">{error}</Notice>}
      <Panel>
        {!data ? (
          <Loading />
        ) : data.orders.length === 0 ? (
          <p>Keine Bestellungen in dieser Liste.</p>
        ) : (
          <>
            <table className="w-full text-sm">
              <caption className="sr-only">{listName}: Bestellungen, dringende zuerst</caption>
              <ColumnHeads labels={['Bestellung', 'Name', 'Paket', 'Betrag', 'Versand bis', '2. Person', 'Status']} />
              <tbody>
                {data.orders.map((o) => (
                  <tr key={o.orderNumber} className={o.withdrawal === 'open' || o.needsAttention ? 'bg-red-50' : ''}>
                    <td className={TD}>
                      <a className="link font-semibold" href={orderHref(o.orderNumber)}>
                        {o.orderNumber}
                      </a>
                      <span className="mt-1 flex flex-wrap gap-1">
                        {o.withdrawal === 'open' && <Badge tone="danger">Widerruf offen</Badge>}
                        {o.withdrawal === 'answered' && <Badge>Widerruf beantwortet</Badge>}
                        {o.needsAttention && <Badge tone="danger">Prüfen</Badge>}
                        {o.corrected && <Badge>Daten geändert</Badge>}
                      </span>
                    </td>
                    <td className={TD}>
                      {o.name || '–'}
                      <span className="block text-xs text-slate-700">{o.email}</span>
                    </td>
                    <td className={TD}>
                      {hasBenefit(o.plan, 'pro-priority') ? <Badge tone="pro">{o.planName}</Badge> : o.planName}
                    </td>
                    <td className={`${TD} whitespace-nowrap`}>{o.total}</td>
                    <td className={TD}>
                      <Deadline order={o} />
                    </td>
                    <td className={TD}>{SECOND_PERSON_LABELS[o.secondPerson]}</td>
                    <td className={TD}>{statusLabel(o.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager view={view} page={data} />
          </>
        )}
      </Panel>
    </>
  );
}
