import { pathParams } from '../../lib/api';
import { useState } from 'react';
import { germanDateTime } from '../../domain/dates';
import { SUPPORT_HOURS_TEXT } from '../../domain/support';
import { Field } from '../shared/Field';
import { admin, adminCall, type InboxMessage } from './admin-api';
import { hrefOf, orderHref } from './routing';
import { Badge, Loading, Notice, PageTitle, Panel, useAdminData } from './ui';

type InboxState = 'open' | 'answered' | 'all';

const TABS: { state: InboxState; label: string }[] = [
  { state: 'open', label: 'Offen' },
  { state: 'answered', label: 'Beantwortet' },
  { state: 'all', label: 'Alle' },
];

function AnswerForm({ message, onAnswered }: { message: InboxMessage; onAnswered: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const id = `answer-${message.id}`;
  return (
    <form
      noValidate
      className="mt-4 border-t border-slate-200 pt-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await adminCall((options) =>
          admin.records.messages[':id'].answer.$post(
            { param: pathParams({ id: message.id }), json: { text } },
            options,
          ),
        );
        setBusy(false);
        if (result.ok) onAnswered();
        else setError(result.fields[0]?.message ?? result.message);
      }}
    >
      <Field
        id={id}
        multiline
        rows={5}
        label={`Antwort an ${message.name}`}
        hint={`Geht per E-Mail an ${message.email}, mit der Anfrage zitiert. Antworten des Kunden landen beim Support.`}
        error={error}
        value={text}
        onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setText(e.target.value)}
      />
      <button type="submit" className="btn-primary px-4 py-2" disabled={busy}>
        Antwort senden
      </button>
    </form>
  );
}

function MessageCard({ message, onAnswered }: { message: InboxMessage; onAnswered: () => void }) {
  const headingId = `message-${message.id}`;
  return (
    <article aria-labelledby={headingId} className="mb-4 rounded-lg border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-base font-bold text-slate-900">
            {message.subject}
          </h2>
          <p className="text-sm text-slate-700">
            {message.name} · {message.email} · eingegangen {germanDateTime(message.createdAt)}
            {message.orderNumber && (
              <>
                {' · '}
                <a className="link" href={orderHref(message.orderNumber)}>
                  {message.orderNumber}
                </a>
              </>
            )}
            {message.givenOrderNumber && message.givenOrderNumber !== message.orderNumber && (
              <> · angegebene Bestellnummer {message.givenOrderNumber} nicht gefunden</>
            )}
            {message.orderNumber && !message.senderIsOrderEmail && (
              <> · Absender ist nicht die E-Mail-Adresse dieser Bestellung</>
            )}
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-1.5 text-sm">
          {message.tier === 'priority' && <Badge tone="pro">Pro</Badge>}
          {message.handledAt ? (
            <Badge tone="ok">beantwortet {germanDateTime(message.handledAt)}</Badge>
          ) : (
            <>
              <Badge tone="warn">offen</Badge>
              <Badge tone={message.late ? 'danger' : 'neutral'}>{message.timeLeft}</Badge>
              <span className="text-slate-700">Antwort bis {germanDateTime(message.answerBy)}</span>
            </>
          )}
        </p>
      </div>
      <p className="mt-3 whitespace-pre-wrap text-slate-900">{message.message}</p>
      {!message.handledAt && <AnswerForm message={message} onAnswered={onAnswered} />}
    </article>
  );
}

/** Contact messages with their state and answer deadline; answered by e-mail from here. */
export function Inbox({ state }: { state: InboxState }) {
  const { data, error, reload } = useAdminData(
    (options) => admin.records.messages.$get({ query: { state } }, options),
    state,
  );
  const [answered, setAnswered] = useState<string | null>(null);
  return (
    <>
      <PageTitle
        sub={`Antwort binnen 24 Stunden (außerhalb der Servicezeiten ab der nächsten Öffnung; Sonn- und Feiertage zählen nicht); für Pro-Kunden, die von der E-Mail-Adresse ihrer Bestellung schreiben, binnen 6 Stunden innerhalb der Servicezeiten. Servicezeiten: ${SUPPORT_HOURS_TEXT}.`}
      >
        Kontaktanfragen
      </PageTitle>
      <nav aria-label="Anfragen filtern" className="mb-4">
        <ul className="flex gap-2">
          {TABS.map((tab) => (
            <li key={tab.state}>
              <a
                href={hrefOf({ name: 'anfragen', state: tab.state })}
                aria-current={tab.state === state ? 'page' : undefined}
                className={`inline-block rounded-md px-3 py-1.5 text-sm font-semibold ${
                  tab.state === state ? 'bg-slate-900 text-white' : 'border border-slate-400 bg-white text-slate-900'
                }`}
              >
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {answered && <Notice tone="ok">{answered}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      {!data ? (
        <Loading />
      ) : data.messages.length === 0 ? (
        <Panel>
          <p>{state === 'open' ? 'Keine offenen Anfragen.' : 'Keine Anfragen.'}</p>
        </Panel>
      ) : (
        data.messages.map((m) => (
          <MessageCard
            key={m.id}
            message={m}
            onAnswered={() => {
              setAnswered(`Antwort an ${m.email} ist im Postausgang; die Anfrage ist als beantwortet markiert.`);
              void reload();
            }}
          />
        ))
      )}
    </>
  );
}
