// /email-aenderung and /en/email-change: one button that confirms a new e-mail address or undoes a change, with
// the token from the mail's link. The token is read from the fragment and removed from the address bar at once.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { api, send } from '../../lib/api';
import type { Locale } from '../../domain/locales';
import { LocaleProvider, useLocalisedPath, useT, withPageLocale } from '../shared/locale';
import { Sentence } from '../shared/Sentence';

/** The link's action, as the mail names it in the fragment (a code, the same in every language). */
type Action = 'bestaetigen' | 'rueckgaengig';

/** Where each action's texts are in the catalogue. */
const TEXTS = { bestaetigen: 'confirm', rueckgaengig: 'undo' } as const;

/** Every action a link may name: the page renders a first screen for each (src/pages/email-aenderung.astro). */
export const LINK_ACTIONS = Object.keys(TEXTS) as Action[];

function readLink(hash: string): { action: Action; token: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const action of LINK_ACTIONS) {
    const token = params.get(action)?.trim();
    if (token) return { action, token };
  }
  return null;
}

interface ViewProps {
  /** The link's action; null: the link names none (incomplete). */
  action: Action | null;
  /** False in the server's render: the button works only once the island runs. */
  ready: boolean;
  busy: boolean;
  result: { ok: boolean; text: string } | null;
  resultRef?: RefObject<HTMLParagraphElement | null>;
  onSubmit?: () => void;
}

/** What the page shows for a link: the same markup from the server's first screen to the island's. */
function EmailChangeView({ action, ready, busy, result, resultRef, onSubmit }: ViewProps) {
  const t = useT();
  const localised = useLocalisedPath();
  if (action === null) {
    return (
      <>
        <h1 className="text-3xl font-bold sm:text-4xl">{t('forms.emailChange.title')}</h1>
        <p className="mt-4 text-slate-800">
          <Sentence
            text={t('forms.emailChange.incomplete')}
            links={{
              status: (inner) => (
                <a href={localised('/status')} className="link">
                  {inner}
                </a>
              ),
            }}
          />
        </p>
      </>
    );
  }
  const texts = TEXTS[action];
  return (
    <>
      <h1 className="text-3xl font-bold sm:text-4xl">{t(`forms.emailChange.${texts}.heading`)}</h1>
      <p className="mt-4 max-w-2xl text-slate-800">{t(`forms.emailChange.${texts}.intro`)}</p>
      {!result?.ok && (
        <button type="button" className="btn-primary mt-6" disabled={!ready || busy} onClick={onSubmit}>
          {busy ? t('forms.emailChange.sending') : t(`forms.emailChange.${texts}.button`)}
        </button>
      )}
      <p
        ref={resultRef}
        tabIndex={-1}
        role={result && !result.ok ? 'alert' : 'status'}
        className={
          result
            ? `mt-6 rounded-lg border-l-4 p-4 ${result.ok ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-red-700 bg-red-50 text-red-900'}`
            : 'sr-only'
        }
      >
        {result?.text}
      </p>
    </>
  );
}

/** The server's first screen for a link naming `action` (null: none), in `locale`. */
export function EmailChangeFirstScreen({ locale, action }: { locale: Locale; action: Action | null }) {
  return (
    <LocaleProvider locale={locale}>
      <EmailChangeView action={action} ready={false} busy={false} result={null} />
    </LocaleProvider>
  );
}

function EmailChangePage() {
  const t = useT();
  // Read as the island first renders (it replaces the first screen the page showed for the same link).
  const [link] = useState(() => readLink(window.location.hash));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (window.location.hash) history.replaceState(null, '', window.location.pathname);
  }, []);

  async function submit() {
    if (!link) return;
    setBusy(true);
    const route = link.action === 'bestaetigen' ? api['email-changes'].confirm : api['email-changes'].undo;
    const answer = await send((init) => route.$post({ json: { token: link.token } }, { init }));
    setBusy(false);
    setResult(
      answer.ok
        ? { ok: true, text: t(`forms.emailChange.${TEXTS[link.action]}.done`) }
        : { ok: false, text: answer.message },
    );
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  return (
    <EmailChangeView
      action={link?.action ?? null}
      ready
      busy={busy}
      result={result}
      resultRef={resultRef}
      onSubmit={() => void submit()}
    />
  );
}

/** The page's island, in the language its Astro page names. */
export default withPageLocale(EmailChangePage);
