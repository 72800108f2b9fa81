// Small building blocks every back-office view shares: the view's heading (focused when the view
// changes, so keyboard and screen-reader users land on it), badges, panels, status lines, and a hook
// that loads a view's data.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { SuccessBody } from '../../lib/api';
import { adminCall, type AdminOptions, type AdminResponse } from './admin-api';

/** The view's <h1>; takes focus when it mounts (each view change mounts a new one). */
export function PageTitle({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="mb-5">
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {children}
      </h1>
      {sub && <p className="mt-1 text-sm text-slate-700">{sub}</p>}
    </div>
  );
}

const BADGE_TONES = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-brand-50 text-brand-900 ring-brand-200',
  warn: 'bg-amber-100 text-amber-900 ring-amber-300',
  danger: 'bg-red-100 text-red-900 ring-red-300',
  ok: 'bg-green-100 text-green-900 ring-green-300',
  pro: 'bg-violet-100 text-violet-900 ring-violet-300',
} as const;

export type Tone = keyof typeof BADGE_TONES;

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${BADGE_TONES[tone]}`}
    >
      {children}
    </span>
  );
}

export function Panel({
  title,
  id,
  actions,
  children,
}: {
  title?: string;
  id?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={title ? id : undefined} className="mb-6 rounded-lg border border-slate-300 bg-white">
      {title && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2.5">
          <h2 id={id} className="text-base font-bold text-slate-900">
            {title}
          </h2>
          {actions}
        </div>
      )}
      <div className="p-4">{children}</div>
    </section>
  );
}

/** A polite status line (results of actions) or an alert (errors). */
export function Notice({ tone, children }: { tone: 'ok' | 'error'; children: ReactNode }) {
  return tone === 'ok' ? (
    <p
      role="status"
      className="mb-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 font-semibold text-green-900"
    >
      {children}
    </p>
  ) : (
    <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-900">
      {children}
    </p>
  );
}

export function Loading() {
  return (
    <p role="status" className="text-slate-700">
      Wird geladen …
    </p>
  );
}

/** Table cell classes, so every table in the back office reads alike. */
export const TH =
  'border-b border-slate-300 bg-slate-100 px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
export const TD = 'border-b border-slate-200 px-3 py-2 align-top';

export const BUTTON_SMALL =
  'inline-flex items-center rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Loads a view's data through the typed client; `reload` fetches again after an action. `key` names
 * what the call reads (an order number, a filter): when it changes, the view loads again.
 */
export function useAdminData<R extends AdminResponse>(call: (options: AdminOptions) => Promise<R>, key = '') {
  const [data, setData] = useState<SuccessBody<R> | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The call is a new closure on every render; the newest one runs.
  const latestCall = useRef(call);
  useEffect(() => {
    latestCall.current = call;
  });
  const reload = useCallback(async () => {
    const result = await adminCall(latestCall.current);
    if (result.ok) {
      setData(result.data);
      setError(null);
    } else setError(result.message);
  }, []);
  useEffect(() => {
    setData(null);
    void reload();
  }, [reload, key]);
  return { data, error, reload };
}

/** A table's column headings, each a `th` with `scope="col"`. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={TH}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
