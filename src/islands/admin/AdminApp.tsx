import { useCallback, useEffect, useState } from 'react';
import { admin, adminCall, SESSION_ENDED_EVENT } from './admin-api';
import { Account } from './Account';
import { Batch } from './Batch';
import { Inbox } from './Inbox';
import { Login } from './Login';
import { OrderDetailView } from './OrderDetail';
import { Queue } from './Queue';
import { AuditLog, Outbox } from './Records';
import { Today } from './Today';
import { hrefOf, NAV, parseView, type View } from './routing';

interface Me {
  email: string;
  minPasswordLength: number;
}

/** Fragments that are views start with '#/'; others (the skip link's '#main') leave the view alone. */
function useView(): View {
  const [view, setView] = useState<View>(() => parseView(window.location.hash));
  useEffect(() => {
    const onChange = () => {
      if (window.location.hash.startsWith('#/') || window.location.hash === '')
        setView(parseView(window.location.hash));
    };
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return view;
}

function Content({ view, me }: { view: View; me: Me }) {
  switch (view.name) {
    case 'heute':
      return <Today />;
    case 'liste':
      return <Queue view={view} />;
    case 'bestellung':
      return <OrderDetailView key={view.orderNumber} orderNumber={view.orderNumber} />;
    case 'tagesstapel':
      return <Batch />;
    case 'anfragen':
      return <Inbox state={view.state} />;
    case 'postausgang':
      return <Outbox />;
    case 'protokoll':
      return <AuditLog />;
    case 'konto':
      return <Account minLength={me.minPasswordLength} />;
  }
}

/**
 * The back office: its own bar with the signed-in operator and logout, the operator's day
 * in the navigation, each view behind a link ('#/heute', '#/liste?status=due', '#/bestellung/PK-…').
 */
export default function AdminApp() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const view = useView();
  const loadMe = useCallback(
    () =>
      adminCall((options) => admin.session.$get({}, options), undefined, { session: true }).then((r) =>
        setMe(r.ok ? r.data : null),
      ),
    [],
  );
  useEffect(() => void loadMe(), [loadMe]);
  useEffect(() => {
    const onEnded = () => setMe(null);
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, []);

  const logout = async () => {
    await adminCall((options) => admin.session.$delete({}, options), undefined, { session: true });
    setMe(null);
  };
  const section = view.name === 'bestellung' ? 'liste' : view.name;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold">
            PunkteBrief <span className="font-normal text-slate-300">·</span> Back Office
          </p>
          {me && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <span>
                Angemeldet als <strong>{me.email}</strong>
              </span>
              <a
                className="text-white underline underline-offset-2 hover:text-slate-200"
                href={hrefOf({ name: 'konto' })}
              >
                Konto und Passwort
              </a>
              <button
                type="button"
                className="rounded-md border border-slate-400 px-3 py-1 font-semibold hover:bg-slate-800"
                onClick={() => void logout()}
              >
                Abmelden
              </button>
            </div>
          )}
        </div>
        {me && (
          <nav aria-label="Back Office" className="border-t border-slate-700">
            <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4">
              {NAV.map((item) => (
                <li key={item.name}>
                  <a
                    href={`#/${item.name}`}
                    aria-current={section === item.name ? 'page' : undefined}
                    className={`block border-b-4 px-3 py-2.5 text-sm font-semibold ${
                      section === item.name
                        ? 'border-white text-white'
                        : 'border-transparent text-slate-200 hover:border-slate-400 hover:text-white'
                    }`}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none">
        {me === undefined ? (
          <p role="status">Wird geladen …</p>
        ) : me === null ? (
          <Login onDone={() => void loadMe()} />
        ) : (
          <Content view={view} me={me} />
        )}
      </main>
    </div>
  );
}
