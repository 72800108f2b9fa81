import { germanDate, germanDateTime } from '../../domain/dates';
import type { TodaySummary } from './admin-api';
import { hrefOf, listHref, orderHref } from './routing';
import { Badge, Loading, Notice, PageTitle, Panel, TD, TH, useAdminData } from './ui';

function Tile({
  href,
  count,
  label,
  hint,
  urgent,
}: {
  href: string;
  count: number;
  label: string;
  hint: string;
  urgent?: boolean;
}) {
  const hot = urgent && count > 0;
  return (
    <li>
      <a
        href={href}
        className={`block h-full rounded-lg border-2 bg-white p-4 no-underline hover:bg-slate-50 ${
          hot ? 'border-red-700' : 'border-slate-300'
        }`}
      >
        <span className={`block text-4xl font-bold ${hot ? 'text-red-800' : 'text-slate-900'}`}>{count}</span>
        <span className="mt-1 block font-semibold text-brand-700 underline underline-offset-2">{label}</span>
        <span className="mt-1 block text-sm text-slate-700">{hint}</span>
      </a>
    </li>
  );
}

/** The start page: what must go out today and what waits for an answer, each number a link to its list. */
export function Today() {
  const { data, error } = useAdminData<TodaySummary>('/api/admin/records/today');
  if (error) return <Notice tone="error">{error}</Notice>;
  if (!data) return <Loading />;
  const late = data.openMessages.filter((m) => m.late).length;
  return (
    <>
      <PageTitle sub={`Stand ${germanDateTime(new Date())}`}>Heute, {germanDate(data.today)}</PageTitle>
      <ul className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Tile
          href={listHref({ status: 'due' })}
          count={data.due}
          label="Heute zu versenden"
          hint="Versandfrist heute oder früher – das ist der Tagesstapel."
        />
        <Tile
          href={listHref({ status: 'overdue' })}
          count={data.overdue}
          label="Überfällig"
          hint="Versandfrist schon vorbei: zuerst versenden."
          urgent
        />
        <Tile
          href={listHref({ status: 'withdrawals' })}
          count={data.openWithdrawals}
          label="Offene Widerrufe"
          hint="Vor dem Drucken beantworten: storniert und erstattet, oder Widerrufsrecht erloschen."
          urgent
        />
        <Tile
          href={hrefOf({ name: 'anfragen', state: 'open' })}
          count={data.openMessages.length}
          label="Unbeantwortete Anfragen"
          hint={
            late > 0
              ? `${late} davon über der Antwortfrist.`
              : 'Antwort binnen 24 Stunden, für Pro-Kunden binnen 6 Stunden.'
          }
          urgent={late > 0}
        />
        <Tile
          href={listHref({ status: 'attention' })}
          count={data.attention}
          label="Zahlung prüfen"
          hint="Späte Zahlung, falscher Zahlbetrag, fehlgeschlagene Erstattung oder ein Schritt, der aufgegeben hat."
          urgent
        />
        <Tile
          href={listHref({ status: 'correction_requested' })}
          count={data.corrections}
          label="Offene Korrekturen"
          hint="Korrekturoption nach dem Versand: korrigierten Antrag drucken und erneut versenden."
          urgent={data.corrections > 0}
        />
      </ul>

      <div className="mb-6 flex flex-wrap items-center gap-3">
        <a className="btn-primary" href={hrefOf({ name: 'tagesstapel' })}>
          Zum Tagesstapel ({data.due})
        </a>
        {data.unmatchedWithdrawals > 0 && (
          <p className="text-sm text-slate-800">
            <Badge tone="warn">Hinweis</Badge> {data.unmatchedWithdrawals} Widerruf(e) ohne passende Bestellung – der
            Support hat sie per E-Mail erhalten.
          </p>
        )}
      </div>

      <Panel title="Anfragen nach Antwortfrist" id="today-messages">
        {data.openMessages.length === 0 ? (
          <p>Keine unbeantworteten Anfragen.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Unbeantwortete Kontaktanfragen, die nächste Frist zuerst</caption>
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  Antwort bis
                </th>
                <th scope="col" className={TH}>
                  Von
                </th>
                <th scope="col" className={TH}>
                  Betreff
                </th>
                <th scope="col" className={TH}>
                  Bestellung
                </th>
              </tr>
            </thead>
            <tbody>
              {data.openMessages.map((m) => (
                <tr key={m.id}>
                  <td className={TD}>
                    {germanDateTime(m.answerBy)} {m.late && <Badge tone="danger">Frist überschritten</Badge>}
                  </td>
                  <td className={TD}>
                    {m.name} {m.isPro && <Badge tone="pro">Pro</Badge>}
                  </td>
                  <td className={TD}>
                    <a className="link" href={hrefOf({ name: 'anfragen', state: 'open' })}>
                      {m.subject}
                    </a>
                  </td>
                  <td className={TD}>
                    {m.orderNumber ? (
                      <a className="link" href={orderHref(m.orderNumber)}>
                        {m.orderNumber}
                      </a>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </>
  );
}
