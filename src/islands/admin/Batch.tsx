import { useState } from 'react';
import { germanDate } from '../../domain/dates';
import { admin, adminCall, adminDownload } from './admin-api';
import { ConfirmDialog } from './ConfirmDialog';
import { orderHref } from './routing';
import { Badge, BUTTON_SMALL, ColumnHeads, Loading, Notice, PageTitle, Panel, TD, useAdminData } from './ui';
import { hasBenefit } from '../../domain/benefits';

/**
 * "Tagesstapel": print every application due today (cover sheet first), put them in envelopes and tick
 * each on the checklist, then mark the ticked ones posted in one step, which deletes their ID copies.
 */
export function Batch() {
  const { data, error, reload } = useAdminData((options) => admin.orders.batch.$get({}, options));
  const [ticked, setTicked] = useState<string[]>([]);
  const [printed, setPrinted] = useState<boolean | null>(null);
  const [printing, setPrinting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  if (error) return <Notice tone="error">{error}</Notice>;
  if (!data) return <Loading />;
  const all = data.orders.map((o) => o.orderNumber);
  const applications = data.orders.reduce((sum, o) => sum + o.applications, 0);

  // Printing makes the day's letters (their orders become "An die Druckerei übergeben"): a POST, then the file.
  const printBatch = async () => {
    setPrinting(true);
    setPrinted(
      await adminDownload(
        (options) => admin.orders['daily-batch.pdf'].$post({}, options),
        `Tagesstapel-${data.today}.pdf`,
      ),
    );
    setPrinting(false);
  };

  const markPosted = async () => {
    setBusy(true);
    const result = await adminCall((options) => admin.orders.submitted.$post({}, options), {
      orderNumbers: ticked,
    });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      setOutcome({ tone: 'error', text: result.message });
      return;
    }
    const done = Object.entries(result.data.results).filter(([, n]) => n !== null);
    const failed = Object.entries(result.data.results)
      .filter(([, n]) => n === null)
      .map(([number]) => number);
    const deleted = done.reduce((sum, [, n]) => sum + (n ?? 0), 0);
    setOutcome({
      tone: failed.length ? 'error' : 'ok',
      text:
        `${done.length} ${done.length === 1 ? 'Antrag' : 'Anträge'} als versendet markiert, ${deleted} Ausweiskopien und Unterschriften gelöscht, Kunden informiert.` +
        (failed.length ? ` Nicht markiert (nicht mehr offen): ${failed.join(', ')}.` : ''),
    });
    setTicked([]);
    await reload();
  };

  return (
    <>
      <PageTitle sub={`Alles, was heute (${germanDate(data.today)}) oder früher fällig ist, nach Versandfrist.`}>
        Tagesstapel
      </PageTitle>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {data.orders.length === 0 ? (
        <Panel>
          <p>Heute ist nichts zu versenden.</p>
        </Panel>
      ) : (
        <>
          <ol className="mb-5 grid gap-3 text-sm md:grid-cols-3">
            <li className="rounded-lg border border-slate-300 bg-white p-3">
              <strong className="block">1. Drucken</strong>
              Deckblatt und {applications} {applications === 1 ? 'Antrag' : 'Anträge'} in einer PDF-Datei.
              <button
                type="button"
                className="btn-primary mt-2 flex px-4 py-2"
                disabled={printing}
                onClick={() => void printBatch()}
              >
                Tagesstapel drucken (PDF)
              </button>
            </li>
            <li className="rounded-lg border border-slate-300 bg-white p-3">
              <strong className="block">2. Kuvertieren und abhaken</strong>
              Jeden Antrag mit Ausweiskopie in den Umschlag und unten abhaken.
            </li>
            <li className="rounded-lg border border-slate-300 bg-white p-3">
              <strong className="block">3. Als versendet markieren</strong>
              Einmal für alle abgehakten: Ausweiskopien und Unterschriften werden dann gelöscht.
            </li>
          </ol>
          <p role="status" className="mb-3 text-sm font-semibold text-slate-800">
            {printing && 'Druckdatei wird erzeugt …'}
            {!printing && printed === true && 'Druckdatei heruntergeladen. Jetzt kuvertieren und abhaken.'}
            {!printing && printed === false && 'Die Druckdatei konnte nicht erzeugt werden. Bitte erneut versuchen.'}
          </p>
          <Panel
            title={`Checkliste: ${ticked.length} von ${data.orders.length} kuvertiert`}
            id="batch-checklist"
            actions={
              <button
                type="button"
                className={BUTTON_SMALL}
                onClick={() => setTicked(ticked.length === all.length ? [] : all)}
              >
                {ticked.length === all.length ? 'Alle Haken entfernen' : 'Alle abhaken'}
              </button>
            }
          >
            <table className="w-full text-sm">
              <caption className="sr-only">Bestellungen des Tagesstapels in Druckreihenfolge</caption>
              <ColumnHeads labels={['Kuvertiert', 'Nr.', 'Bestellung', 'Name', 'Paket', 'Versand bis', 'Anträge']} />
              <tbody>
                {data.orders.map((o, i) => (
                  <tr key={o.orderNumber} className={ticked.includes(o.orderNumber) ? 'bg-green-50' : ''}>
                    <td className={TD}>
                      <input
                        type="checkbox"
                        className="size-5"
                        aria-label={`${o.orderNumber} kuvertiert`}
                        checked={ticked.includes(o.orderNumber)}
                        onChange={(e) =>
                          setTicked(
                            e.target.checked ? [...ticked, o.orderNumber] : ticked.filter((n) => n !== o.orderNumber),
                          )
                        }
                      />
                    </td>
                    <td className={TD}>{i + 1}.</td>
                    <td className={TD}>
                      <a className="link" href={orderHref(o.orderNumber)}>
                        {o.orderNumber}
                      </a>
                    </td>
                    <td className={TD}>{o.name}</td>
                    <td className={TD}>
                      {hasBenefit(o.plan, 'pro-priority') ? <Badge tone="pro">{o.planName}</Badge> : o.planName}
                    </td>
                    <td className={TD}>
                      {o.dispatchDeadline ? germanDate(o.dispatchDeadline) : '–'}{' '}
                      {o.overdue && <Badge tone="danger">überfällig</Badge>}
                    </td>
                    <td className={TD}>{o.applications}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="mt-4 flex justify-end">
              <button
                type="button"
                className="btn-primary px-4 py-2"
                disabled={ticked.length === 0}
                onClick={() => setConfirming(true)}
              >
                Als versendet markieren ({ticked.length})
              </button>
            </div>
          </Panel>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={`${ticked.length} ${ticked.length === 1 ? 'Antrag' : 'Anträge'} als versendet markieren?`}
        confirmLabel="Ja, versendet – Kopien löschen"
        busy={busy}
        onConfirm={() => void markPosted()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Die abgehakten Anträge sind kuvertiert und gehen zur Post. Die Ausweiskopien und Unterschriften dieser
          Bestellungen werden jetzt gelöscht; die Kunden erhalten eine E-Mail.
        </p>
        <p className="mt-2 text-sm text-slate-700">{ticked.join(', ')}</p>
      </ConfirmDialog>
    </>
  );
}
