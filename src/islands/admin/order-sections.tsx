// The parts of the order page that only show: personal data in the wizard's words, the ID copies and
// signatures inline, the application's preview, the timeline and the mails.
import { pathParams } from '../../lib/api';
import { useEffect, useState } from 'react';
import { germanDateTime } from '../../domain/dates';
import * as v from 'valibot';
import { LETTER_RESOLUTION_MAX, letterResolutionSchema } from '../../domain/letter-resolution';
import { Field } from '../shared/Field';
import { admin, adminBlobUrl, adminCall, type OrderDetail, type OrderDocument } from './admin-api';
import {
  DELIVERY_PRODUCT_LABELS,
  documentLabel,
  LETTER_CHANNEL_LABELS,
  LETTER_STATE_LABELS,
  eventLabel,
  fieldLabel,
  fieldValue,
  mailKindLabel,
  mailStatusLabel,
  PARTNER_ADDITIONAL_INFO_LABEL,
  PERSONAL_FIELD_ORDER,
  SECOND_PERSON_LABELS,
  timelineDetail,
} from './labels';
import { Badge, BUTTON_SMALL, ColumnHeads, Panel, TD, TH, type Tone } from './ui';

/** The fields the customer filled in, in the wizard's order and words; empty ones left out. */
export function PersonList({ data, extra }: { data: Partial<Record<string, string>>; extra?: [string, string][] }) {
  const keys = [
    ...PERSONAL_FIELD_ORDER.filter((k) => k in data),
    ...Object.keys(data).filter((k) => !(PERSONAL_FIELD_ORDER as string[]).includes(k)),
  ];
  const rows: [string, string][] = [
    ...keys.filter((k) => data[k]).map((k): [string, string] => [fieldLabel(k), fieldValue(k, data[k]!)]),
    ...(extra ?? []),
  ];
  return (
    <dl className="grid grid-cols-[minmax(9rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SecondPersonPanel({ order }: { order: OrderDetail }) {
  if (order.secondPerson === 'none') return null;
  const tone: Tone = order.secondPerson === 'complete' ? 'ok' : 'warn';
  return (
    <Panel title="Zweite Person" id="detail-partner">
      <p className="mb-3 text-sm">
        Stand: <Badge tone={tone}>{SECOND_PERSON_LABELS[order.secondPerson]}</Badge>
        {order.partnerSubmittedAt && <> · Daten erhalten am {germanDateTime(order.partnerSubmittedAt)}</>}
      </p>
      {order.partnerData && (
        <PersonList
          data={order.partnerData}
          extra={order.partnerAdditionalInfo ? [[PARTNER_ADDITIONAL_INFO_LABEL, order.partnerAdditionalInfo]] : []}
        />
      )}
    </Panel>
  );
}

/** A proof of a change of name sent from the status page: its check by the operator. */
const REVIEW_LABELS = { pending: 'wartet auf Prüfung', confirmed: 'geprüft – wird gedruckt', rejected: 'abgelehnt' };
const REVIEW_TONES: Record<keyof typeof REVIEW_LABELS, Tone> = { pending: 'warn', confirmed: 'ok', rejected: 'danger' };

/** One document: images inline, a PDF as a link (each view is read through the audited endpoint). */
function DocumentView({ orderNumber, doc }: { orderNumber: string; doc: OrderDocument }) {
  const url = admin.orders[':orderNumber'].documents[':id'].$path({ param: pathParams({ orderNumber, id: doc.id }) });
  return (
    <figure className="rounded-md border border-slate-300 bg-slate-50 p-2">
      {doc.deleted ? (
        <p className="flex h-32 items-center justify-center text-sm text-slate-700">gelöscht</p>
      ) : doc.gone ? (
        <p className="flex h-32 items-center justify-center text-sm text-slate-700">Datei bereits gelöscht</p>
      ) : doc.mime.startsWith('image/') ? (
        <img src={url} alt={documentLabel(doc.kind)} className="h-40 w-full bg-white object-contain" loading="lazy" />
      ) : (
        <p className="flex h-32 items-center justify-center text-sm">
          <a className="link" href={url} target="_blank" rel="noopener">
            PDF öffnen
          </a>
        </p>
      )}
      <figcaption className="mt-1.5 text-sm font-semibold text-slate-800">
        {documentLabel(doc.kind)}
        {doc.deleted && <span className="sr-only"> (gelöscht)</span>}
        {doc.gone && <span className="sr-only"> (Datei bereits gelöscht)</span>}
        {doc.review && !doc.deleted && !doc.gone && (
          <>
            {' '}
            <Badge tone={REVIEW_TONES[doc.review]}>{REVIEW_LABELS[doc.review]}</Badge>
          </>
        )}
      </figcaption>
    </figure>
  );
}

export function DocumentsPanel({ order }: { order: OrderDetail }) {
  return (
    <Panel title="Ausweis, Unterschrift und Nachweise" id="detail-documents">
      {order.documents.length === 0 ? (
        <p className="text-sm">Keine Dokumente.</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-700">Jede Ansicht wird im Protokoll vermerkt.</p>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            {order.documents.map((doc) => (
              <DocumentView key={doc.id} orderNumber={order.orderNumber} doc={doc} />
            ))}
          </div>
        </>
      )}
    </Panel>
  );
}

/** The application as it will print, generated for this view (audited as a preview). */
export function ApplicationPreview({ orderNumber, person }: { orderNumber: string; person: 'main' | 'partner' }) {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    void adminBlobUrl((options) =>
      admin.orders[':orderNumber']['application.pdf'].$get(
        { param: pathParams({ orderNumber }), query: { person } },
        options,
      ),
    ).then((u) => {
      objectUrl = u;
      if (live) setUrl(u);
      else if (u) URL.revokeObjectURL(u);
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [orderNumber, person]);
  const title = person === 'main' ? 'Antrag (Vorschau)' : 'Antrag der zweiten Person (Vorschau)';
  if (url === undefined) return <p role="status">Vorschau wird erzeugt …</p>;
  if (url === null) return <p className="text-sm">Die Vorschau konnte nicht erzeugt werden.</p>;
  return <iframe title={title} src={url} className="h-[32rem] w-full rounded-md border border-slate-300 bg-white" />;
}

export function TimelinePanel({ order }: { order: OrderDetail }) {
  return (
    <Panel title="Verlauf" id="detail-timeline">
      <table className="w-full text-sm">
        <caption className="sr-only">Verlauf der Bestellung, älteste zuerst</caption>
        <thead>
          <tr>
            <th scope="col" className={`${TH} w-48`}>
              Zeit
            </th>
            <th scope="col" className={TH}>
              Ereignis
            </th>
          </tr>
        </thead>
        <tbody>
          {order.timeline.map((t, i) => (
            <tr key={i}>
              <td className={`${TD} whitespace-nowrap`}>{germanDateTime(t.at)}</td>
              <td className={TD}>
                {eventLabel(t.event)}
                {t.detail && <span className="text-slate-700"> – {timelineDetail(t.event, t.detail)}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

const MAIL_TONES: Record<string, Tone> = { pending: 'warn', sent: 'ok', failed: 'danger' };

export function MailsPanel({ order }: { order: OrderDetail }) {
  return (
    <Panel title="E-Mails an den Kunden" id="detail-mails">
      {order.mails.length === 0 ? (
        <p className="text-sm">Noch keine E-Mails.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">E-Mails zu dieser Bestellung</caption>
          <ColumnHeads labels={['Erstellt', 'Art', 'Betreff', 'Status']} />
          <tbody>
            {order.mails.map((m) => (
              <tr key={m.id}>
                <td className={`${TD} whitespace-nowrap`}>{germanDateTime(m.createdAt)}</td>
                <td className={TD}>{mailKindLabel(m.kind)}</td>
                <td className={TD}>{m.subject}</td>
                <td className={TD}>
                  <Badge tone={MAIL_TONES[m.status] ?? 'neutral'}>{mailStatusLabel(m.status)}</Badge>
                  {m.sentAt && <span className="block text-xs text-slate-700">{germanDateTime(m.sentAt)}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

const LETTER_TONES: Record<string, Tone> = {
  stored: 'warn',
  handed_over: 'neutral',
  sent: 'ok',
  undeliverable: 'danger',
  rejected: 'danger',
  issue: 'danger',
  failed: 'danger',
};

/** Every letter made for the order, newest last: how it left, where it is, the print service's reason. */
const NEEDS_HAND_STATES = ['undeliverable', 'rejected', 'issue', 'failed'];

/** A letter in trouble taken care of without posting it from here: what was done is noted in the audit log. */
function ResolveLetterForm({
  orderNumber,
  letterId,
  onResolved,
}: {
  orderNumber: string;
  letterId: string;
  onResolved: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      className="mt-3 border-t border-slate-200 pt-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = v.safeParse(letterResolutionSchema, { note });
        if (!parsed.success) {
          setError(parsed.issues[0].message);
          return;
        }
        setBusy(true);
        const result = await adminCall((options) =>
          admin.orders[':orderNumber'].letters[':letterId'].resolve.$post(
            { param: pathParams({ orderNumber, letterId }), json: parsed.output },
            options,
          ),
        );
        setBusy(false);
        if (result.ok) onResolved();
        else setError(result.fields[0]?.message ?? result.message);
      }}
    >
      <Field
        id={`resolve-${letterId}`}
        label="Erledigt, ohne ihn von hier neu zu versenden – was wurde getan?"
        hint="Zum Beispiel: „Druckerei hat neu versendet“ oder „Adresse mit Kunde geklärt“. Steht im Protokoll."
        maxLength={LETTER_RESOLUTION_MAX}
        error={error}
        value={note}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setNote(e.target.value)}
      />
      <button type="submit" className={BUTTON_SMALL} disabled={busy}>
        Als erledigt markieren
      </button>
    </form>
  );
}

export function LettersPanel({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  return (
    <Panel title="Briefe" id="detail-letters">
      {order.letters.length === 0 ? (
        <p className="text-sm">Noch kein Brief gedruckt.</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {order.letters.map((letter) => (
            <li key={letter.envelopeSha256} className="rounded-md border border-slate-300 p-3">
              <p>
                <Badge tone={letter.resolved ? 'neutral' : (LETTER_TONES[letter.state] ?? 'neutral')}>
                  {LETTER_STATE_LABELS[letter.state] ?? 'Unbekannt'}
                </Badge>{' '}
                {LETTER_CHANNEL_LABELS[letter.channel] ?? 'Unbekannt'} · erstellt {germanDateTime(letter.createdAt)} ·{' '}
                {letter.applicants.length === 2
                  ? 'Kunde und zweite Person'
                  : letter.applicants[0] === 'partner'
                    ? 'Zweite Person'
                    : 'Kunde'}{' '}
                · {letter.pages} Seiten
                {letter.deliveryProduct && ` · ${DELIVERY_PRODUCT_LABELS[letter.deliveryProduct] ?? 'Brief'}`}
                {letter.price && ` · ${letter.price}`}
              </p>
              {letter.sentAt && <p>Bei der Post eingeliefert: {germanDateTime(letter.sentAt)}</p>}
              {letter.reason && (
                <p className={letter.resolved ? '' : 'font-semibold text-red-800'}>
                  {letter.reason}
                  {letter.resolved && ' (erledigt)'}
                </p>
              )}
              <p className="break-all font-mono text-xs text-slate-700">
                SHA-256 Brief mit Ausweiskopie: {letter.envelopeSha256}
                <br />
                SHA-256 Kopie ohne Ausweis: {letter.letterSha256}
              </p>
              {!letter.resolved && NEEDS_HAND_STATES.includes(letter.state) && (
                <ResolveLetterForm orderNumber={order.orderNumber} letterId={letter.id} onResolved={onChanged} />
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
