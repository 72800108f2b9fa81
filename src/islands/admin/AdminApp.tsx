import { useEffect, useState } from 'react';
import { adminGet, adminSend } from './admin-api';
import { Login } from './Login';
import { Detail } from './OrderDetail';
import { Queue } from './Queue';
import { AuditLog, Messages, Outbox } from './Records';

const TABS = { queue: 'Arbeitsliste', messages: 'Kontaktanfragen', outbox: 'Postausgang', audit: 'Protokoll' } as const;
type Tab = keyof typeof TABS;

/** The back office (issue 6): login with password and TOTP, then the work queue and the records. */
export default function AdminApp() {
  const [email, setEmail] = useState<string | null | undefined>(undefined);
  const [open, setOpen] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('queue');
  useEffect(
    () => void adminGet<{ email: string }>('/api/admin/session').then((r) => setEmail(r.ok ? r.data.email : null)),
    [],
  );
  if (email === undefined) return <p role="status">Wird geladen …</p>;
  if (email === null) return <Login onDone={setEmail} />;
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>Angemeldet als {email}</span>
        <span className="flex gap-3">
          <button
            type="button"
            className="link"
            onClick={async () => {
              await adminSend('DELETE', '/api/admin/session');
              setEmail(null);
            }}
          >
            Abmelden
          </button>
          <button
            type="button"
            className="link"
            onClick={async () => {
              await adminSend('POST', '/api/admin/session/logout-all');
              setEmail(null);
            }}
          >
            Überall abmelden
          </button>
        </span>
      </div>
      <nav aria-label="Bereiche" className="mb-6 flex flex-wrap gap-2">
        {(Object.keys(TABS) as Tab[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-current={tab === key ? 'page' : undefined}
            className={tab === key ? 'btn-primary py-1.5' : 'btn-secondary py-1.5'}
            onClick={() => {
              setTab(key);
              setOpen(null);
            }}
          >
            {TABS[key]}
          </button>
        ))}
      </nav>
      {tab === 'queue' &&
        (open ? <Detail orderNumber={open} onBack={() => setOpen(null)} /> : <Queue onOpen={setOpen} />)}
      {tab === 'messages' && <Messages />}
      {tab === 'outbox' && <Outbox />}
      {tab === 'audit' && <AuditLog />}
    </div>
  );
}
