import { pathParams } from '../../lib/api';
import { germanDateTime } from '../../domain/dates';
import { admin, adminCall } from './admin-api';
import { auditActionLabel, auditDetailLabel, mailKindLabel, mailStatusLabel } from './labels';
import { orderHref } from './routing';
import {
  Badge,
  BUTTON_SMALL,
  ColumnHeads,
  Loading,
  Notice,
  PageTitle,
  Panel,
  TD,
  TH,
  type Tone,
  useAdminData,
} from './ui';

const MAIL_TONES: Record<string, Tone> = { pending: 'warn', sent: 'ok', failed: 'danger' };

/** The last 100 mails with their state in words; a failed one can be sent again. */
export function Outbox() {
  const { data, error, reload } = useAdminData((options) => admin.records.outbox.$get({ query: {} }, options));
  return (
    <>
      <PageTitle sub="Die zuletzt erstellten E-Mails, neueste zuerst.">Postausgang</PageTitle>
      {error && <Notice tone="error">{error}</Notice>}
      <Panel>
        {!data ? (
          <Loading />
        ) : data.mails.length === 0 ? (
          <p>Keine E-Mails.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Zuletzt erstellte E-Mails</caption>
            <thead>
              <tr>
                {['Erstellt', 'Art', 'Betreff', 'An', 'Status', 'Versuche'].map((h) => (
                  <th key={h} scope="col" className={TH}>
                    {h}
                  </th>
                ))}
                <th scope="col" className={TH}>
                  <span className="sr-only">Aktion</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.mails.map((m) => (
                <tr key={m.id}>
                  <td className={`${TD} whitespace-nowrap`}>{germanDateTime(m.createdAt)}</td>
                  <td className={TD}>
                    {mailKindLabel(m.kind)}
                    {m.orderNumber && (
                      <a className="link block text-xs" href={orderHref(m.orderNumber)}>
                        {m.orderNumber}
                      </a>
                    )}
                  </td>
                  <td className={TD}>{m.subject}</td>
                  <td className={`${TD} break-words`}>{m.to}</td>
                  <td className={TD}>
                    <Badge tone={MAIL_TONES[m.status] ?? 'neutral'}>{mailStatusLabel(m.status)}</Badge>
                    {m.lastError && <span className="block text-xs text-red-900">{m.lastError}</span>}
                  </td>
                  <td className={TD}>{m.attempts}</td>
                  <td className={TD}>
                    {m.status === 'failed' && (
                      <button
                        type="button"
                        className={BUTTON_SMALL}
                        onClick={async () => {
                          await adminCall((options) =>
                            admin.records.outbox[':id'].resend.$post({ param: pathParams({ id: m.id }) }, options),
                          );
                          await reload();
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
      </Panel>
    </>
  );
}

/** Who read or changed what, newest first. */
export function AuditLog() {
  const { data, error } = useAdminData((options) => admin.records.audit.$get({}, options));
  return (
    <>
      <PageTitle sub="Anmeldungen, Dokumentansichten und Änderungen, neueste zuerst.">Protokoll</PageTitle>
      {error && <Notice tone="error">{error}</Notice>}
      <Panel>
        {!data ? (
          <Loading />
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Zugriffe und Änderungen, neueste zuerst</caption>
            <ColumnHeads labels={['Zeit', 'Wer', 'Aktion', 'Bestellung', 'Details']} />
            <tbody>
              {data.entries.map((e, i) => (
                <tr key={i}>
                  <td className={`${TD} whitespace-nowrap`}>{germanDateTime(e.at)}</td>
                  <td className={TD}>{e.operator ?? '–'}</td>
                  <td className={TD}>{auditActionLabel(e.action)}</td>
                  <td className={TD}>
                    {e.orderNumber ? (
                      <a className="link" href={orderHref(e.orderNumber)}>
                        {e.orderNumber}
                      </a>
                    ) : (
                      ''
                    )}
                  </td>
                  <td className={TD}>{auditDetailLabel(e.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </>
  );
}
