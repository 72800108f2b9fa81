import { germanDate, germanDateTime } from '../../domain/dates';
import { admin, type TodaySummary } from './admin-api';
import { LETTER_CHANNEL_LABELS, LETTER_STATE_LABELS } from './labels';
import { hrefOf, listHref, orderHref } from './routing';
import { Badge, ColumnHeads, Loading, Notice, PageTitle, Panel, TD, TH, useAdminData } from './ui';

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
  const { data, error } = useAdminData((options) => admin.records.today.$get({}, options));
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
              : 'Antwort binnen 24 Stunden, für Pro-Kunden binnen 6 Stunden in den Servicezeiten.'
          }
          urgent={late > 0}
        />
        <Tile
          href={listHref({ status: 'attention' })}
          count={data.attention}
          label="Prüfen"
          hint="Späte Zahlung, falscher Zahlbetrag, fehlgeschlagene Erstattung, ein Brief, den die Druckerei ablehnte oder der zurückkam, ein Schritt, der aufgegeben hat, oder ein nachgereichter Namensnachweis."
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

      <ProHandOvers items={data.proHandOvers} />

      <LettersToday letters={data.letters} />

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
                    {germanDateTime(m.answerBy)} <Badge tone={m.late ? 'danger' : 'neutral'}>{m.timeLeft}</Badge>
                  </td>
                  <td className={TD}>
                    {m.name} {m.tier === 'priority' && <Badge tone="pro">Pro</Badge>}
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

/**
 * Pro orders whose letter is not with the print service yet: handed over within 2 hours of the payment
 * (on a business day up to the cut-off; otherwise from the next business day's opening).
 */
function ProHandOvers({ items }: { items: TodaySummary['proHandOvers'] }) {
  return (
    <Panel title="Pro-Bestellungen vor der Übergabe" id="today-pro">
      {items.length === 0 ? (
        <p>Keine Pro-Bestellung wartet auf die Übergabe an die Druckerei.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">
            Pro-Bestellungen, die noch zur Druckerei müssen, die nächste Frist zuerst
          </caption>
          <ColumnHeads labels={['Bestellung', 'Bezahlt', 'Übergabe bis', 'Zeit']} />
          <tbody>
            {items.map((item) => (
              <tr key={item.orderNumber}>
                <td className={TD}>
                  <a className="link" href={orderHref(item.orderNumber)}>
                    {item.orderNumber}
                  </a>
                </td>
                <td className={`${TD} whitespace-nowrap`}>{germanDateTime(item.paidAt)}</td>
                <td className={`${TD} whitespace-nowrap`}>{germanDateTime(item.handOverBy)}</td>
                <td className={TD}>
                  <Badge tone={item.late ? 'danger' : 'pro'}>{item.timeLeft}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

/** Today's letters: what went out through the print service, what needs a hand, what is stuck. */
function LettersToday({ letters }: { letters: TodaySummary['letters'] }) {
  const needHand = letters.items.filter((l) => l.needsHand).length;
  const stuck = letters.items.filter((l) => l.overdue).length;
  return (
    <Panel title="Briefe" id="today-letters">
      <p className="mb-3 text-sm">
        {letters.items.length} Briefe heute oder unterwegs · Druckkosten heute {letters.cost}
        {needHand > 0 && (
          <>
            {' '}
            · <Badge tone="danger">{needHand} brauchen eine Hand</Badge>
          </>
        )}
        {stuck > 0 && (
          <>
            {' '}
            · <Badge tone="warn">{stuck} ohne Nachricht der Druckerei</Badge>
          </>
        )}
      </p>
      {letters.items.length > 0 && (
        <table className="w-full text-sm">
          <caption className="sr-only">Briefe von heute und Briefe unterwegs, die neuesten zuerst</caption>
          <ColumnHeads labels={['Bestellung', 'Weg', 'Stand', 'Erstellt', 'Preis']} />
          <tbody>
            {letters.items.map((l) => (
              <tr key={`${l.orderNumber}-${l.createdAt}`}>
                <td className={TD}>
                  <a className="link" href={orderHref(l.orderNumber)}>
                    {l.orderNumber}
                  </a>
                </td>
                <td className={TD}>{LETTER_CHANNEL_LABELS[l.channel] ?? 'Unbekannt'}</td>
                <td className={TD}>
                  {LETTER_STATE_LABELS[l.state] ?? 'Unbekannt'}
                  {l.needsHand && (
                    <>
                      {' '}
                      <Badge tone="danger">von Hand versenden</Badge>
                    </>
                  )}
                  {l.overdue && (
                    <>
                      {' '}
                      <Badge tone="warn">überfällig</Badge>
                    </>
                  )}
                </td>
                <td className={`${TD} whitespace-nowrap`}>{germanDateTime(l.createdAt)}</td>
                <td className={TD}>{l.price ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
