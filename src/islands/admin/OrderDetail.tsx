import { pathParams } from '../../lib/api';
import { useState } from 'react';
import { germanDate, germanDateTime } from '../../domain/dates';
import { admin, adminCall, adminDownload, type LegalVersion, type OrderDetail } from './admin-api';
import { ConfirmDialog } from './ConfirmDialog';
import { languageLabel, statusLabel } from './labels';
import { NameProofReview } from './NameProofReview';
import {
  ApplicationPreview,
  DocumentsPanel,
  MailsPanel,
  PersonList,
  SecondPersonPanel,
  LettersPanel,
  TimelinePanel,
} from './order-sections';
import { listHref } from './routing';
import { Badge, Loading, Notice, PageTitle, Panel, useAdminData } from './ui';
import { hasBenefit } from '../../domain/benefits';

/** 'AGB vom 22.11.2026 (77f308f4) · …': what the order was made under, with the archive's ids. */
function legalLine(versions: NonNullable<OrderDetail['legalVersions']>): string {
  const part = (label: string, v: LegalVersion) =>
    `${label} vom ${v.updated ? germanDate(v.updated) : '?'} (${v.version.slice(0, 8)})`;
  return (
    [
      part('AGB', versions.agb),
      part('Datenschutz', versions.privacy),
      part('Bestätigungen', versions.confirmations),
    ].join(' · ') + (versions.recorded ? '' : ' – angenommen: Bestellung vor der Versionierung')
  );
}

function Facts({ order }: { order: OrderDetail }) {
  const rows: [string, React.ReactNode][] = [
    ['Status', statusLabel(order.status)],
    ['Paket', hasBenefit(order.plan, 'pro-priority') ? <Badge tone="pro">{order.planName}</Badge> : order.planName],
    ['Extras', order.extras.length ? order.extras.join(', ') : 'keine'],
    ['Betrag', order.total],
    ['Antwort des KBA auf', languageLabel(order.language)],
    ['Website und Mails auf', languageLabel(order.customerLanguage)],
    ['Bestellt am', germanDateTime(order.createdAt)],
    ['Bezahlt am', order.paidAt ? germanDateTime(order.paidAt) : '–'],
    [
      'Versand bis',
      order.dispatchDeadline ? (
        <>
          {germanDate(order.dispatchDeadline)} {order.overdue && <Badge tone="danger">überfällig</Badge>}
          {order.dueToday && <Badge tone="warn">heute</Badge>}
        </>
      ) : (
        '–'
      ),
    ],
  ];
  return (
    <dl className="grid grid-cols-[minmax(9rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One order: what the customer entered, their documents, the application, and what can be done now. */
export function OrderDetailView({ orderNumber }: { orderNumber: string }) {
  const {
    data: order,
    error,
    reload,
  } = useAdminData(
    (options) => admin.orders[':orderNumber'].$get({ param: pathParams({ orderNumber }) }, options),
    orderNumber,
  );
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<'submit' | 'withdrawal' | null>(null);
  const [busy, setBusy] = useState(false);
  if (error) return <Notice tone="error">{error}</Notice>;
  if (!order) return <Loading />;
  const can = (action: OrderDetail['actions'][number]) => order.actions.includes(action);

  // Printing makes the order's letter (status "An die Druckerei übergeben"): a POST, then the file.
  const print = async (person: 'main' | 'partner') => {
    setBusy(true);
    const saved = await adminDownload(
      (options) =>
        admin.orders[':orderNumber']['application.pdf'].$post(
          { param: pathParams({ orderNumber: order.orderNumber }), query: { person } },
          options,
        ),
      `Antrag-${order.orderNumber}${person === 'partner' ? '-2' : ''}.pdf`,
    );
    setMessage(
      saved
        ? { tone: 'ok', text: 'Antrag zum Drucken heruntergeladen. Die Bestellung gilt jetzt als gedruckt.' }
        : { tone: 'error', text: 'Der Antrag konnte nicht erzeugt werden. Bitte erneut versuchen.' },
    );
    setBusy(false);
    reload();
  };

  const run = async (kind: 'submit' | 'withdrawal') => {
    setBusy(true);
    if (kind === 'submit') {
      const result = await adminCall((options) =>
        admin.orders[':orderNumber'].submitted.$post(
          { param: pathParams({ orderNumber: order.orderNumber }) },
          options,
        ),
      );
      setMessage(
        result.ok
          ? {
              tone: 'ok',
              text: `Als versendet markiert. ${result.data.deletedDocuments} Dokumente gelöscht, Kunde informiert.`,
            }
          : { tone: 'error', text: result.message },
      );
    } else {
      const result = await adminCall((options) =>
        admin.orders[':orderNumber'].withdrawal.$post(
          { param: pathParams({ orderNumber: order.orderNumber }) },
          options,
        ),
      );
      setMessage(
        result.ok
          ? {
              tone: 'ok',
              text:
                result.data.outcome === 'cancelled'
                  ? 'Widerruf beantwortet: Bestellung storniert, Erstattung veranlasst, Unterlagen gelöscht, Kunde informiert.'
                  : result.data.outcome === 'second_person_cancelled'
                    ? 'Widerruf beantwortet: Der Antrag der Kundin/des Kunden war versendet; der noch ausstehende Antrag der zweiten Person ist storniert und ihr Preis wird erstattet.'
                    : result.data.outcome === 'rest_cancelled'
                      ? 'Widerruf beantwortet: Der Antrag war versendet; was danach noch geschuldet war, ist beendet, der Restbetrag wird erstattet (AGB § 7), der Kunde ist informiert.'
                      : 'Widerruf beantwortet: Der Antrag war schon versendet, der Kunde wurde über das erloschene Widerrufsrecht informiert.',
            }
          : { tone: 'error', text: result.message },
      );
    }
    setBusy(false);
    setConfirming(null);
    await reload();
  };

  return (
    <>
      <p className="mb-2 text-sm">
        <a className="link" href={listHref()}>
          ← Zur Arbeitsliste
        </a>
      </p>
      <PageTitle sub={`${order.personalData.firstName ?? ''} ${order.personalData.lastName ?? ''} · ${order.email}`}>
        Bestellung {order.orderNumber}
      </PageTitle>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      {order.withdrawal === 'open' && order.withdrawals[0] && (
        <div
          role="region"
          aria-label="Offener Widerruf"
          className="mb-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950"
        >
          <p className="font-bold">Widerruf eingegangen am {germanDateTime(order.withdrawals[0].receivedAt)}</p>
          <p className="mt-1 text-sm">
            Von {order.withdrawals[0].name} · {order.withdrawals[0].email}
          </p>
          {order.withdrawals[0].emailDiffers && (
            <p className="mt-1">
              <Badge tone="warn">E-Mail weicht von der Bestellung ab</Badge> Vielleicht nicht vom Kunden: vor dem
              Beantworten klären. Der Kunde hat nur eine Eingangsbestätigung ohne Inhalt erhalten.
            </p>
          )}
          {order.withdrawals[0].statement && (
            <p className="mt-1 whitespace-pre-wrap">{order.withdrawals[0].statement}</p>
          )}
          <p className="mt-1 text-sm">Nicht drucken, bevor der Widerruf beantwortet ist.</p>
        </div>
      )}
      {order.needsAttention && (
        <p className="mb-4 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 font-semibold text-amber-950">
          Prüfen: späte Zahlung, falscher Zahlbetrag, fehlgeschlagene Erstattung, ein Brief, den die Druckerei ablehnte
          oder der zurückkam (siehe Briefe), ein Schritt, der aufgegeben hat (siehe Verlauf), oder ein nachgereichter
          Nachweis der Namensänderung (siehe Dokumente: vor dem Drucken bestätigen oder ablehnen).
        </p>
      )}

      <div className="mb-6 flex flex-wrap gap-3" aria-label="Aktionen" role="group">
        {can('print') && (
          <button type="button" className="btn-secondary px-4 py-2" disabled={busy} onClick={() => void print('main')}>
            Antrag drucken (PDF)
          </button>
        )}
        {can('print_partner') && (
          <button
            type="button"
            className="btn-secondary px-4 py-2"
            disabled={busy}
            onClick={() => void print('partner')}
          >
            Antrag 2. Person drucken (PDF)
          </button>
        )}
        {can('answer_withdrawal') && (
          <button type="button" className="btn-primary px-4 py-2" onClick={() => setConfirming('withdrawal')}>
            Widerruf beantworten
          </button>
        )}
        {can('mark_submitted') && (
          <button type="button" className="btn-primary px-4 py-2" onClick={() => setConfirming('submit')}>
            Als versendet markieren
          </button>
        )}
        {can('review_name_proof') && (
          <NameProofReview
            order={order}
            busy={busy}
            onDone={(answer) => {
              setMessage(answer);
              void reload();
            }}
          />
        )}
        {order.actions.length === 0 && <p className="text-sm text-slate-700">In diesem Status ist nichts zu tun.</p>}
      </div>

      <div className="grid gap-x-6 lg:grid-cols-2">
        <div>
          <Panel title="Bestellung" id="detail-order">
            <Facts order={order} />
            {order.legalVersions && (
              <p className="mt-3 text-xs text-slate-700">Rechtstexte: {legalLine(order.legalVersions)}</p>
            )}
          </Panel>
          <Panel title="Persönliche Daten" id="detail-person">
            <PersonList data={order.personalData} />
          </Panel>
          <SecondPersonPanel order={order} />
        </div>
        <div>
          <DocumentsPanel order={order} />
          {can('print') && (
            <Panel title="Antrag (Vorschau)" id="detail-preview">
              <ApplicationPreview orderNumber={order.orderNumber} person="main" />
            </Panel>
          )}
        </div>
      </div>
      <LettersPanel order={order} onChanged={() => void reload()} />
      <TimelinePanel order={order} />
      <MailsPanel order={order} />

      <ConfirmDialog
        open={confirming === 'submit'}
        title="Als versendet markieren?"
        confirmLabel="Ja, versendet – Kopien löschen"
        busy={busy}
        onConfirm={() => void run('submit')}
        onCancel={() => setConfirming(null)}
      >
        <p>
          Der Antrag {order.orderNumber} ist im Umschlag und geht zur Post. Die Ausweiskopien und Unterschriften dieser
          Bestellung werden jetzt gelöscht; der Kunde erhält eine E-Mail.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'withdrawal'}
        title="Widerruf beantworten?"
        confirmLabel="Widerruf beantworten"
        busy={busy}
        onConfirm={() => void run('withdrawal')}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {order.status === 'submitted' || order.status === 'closed'
            ? 'Der Antrag ist schon versendet: Der Kunde erhält die Antwort, dass sein Widerrufsrecht erloschen ist.'
            : 'Die Bestellung wird storniert, der Betrag erstattet, Ausweiskopien und Unterschriften gelöscht; der Kunde erhält eine E-Mail.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
