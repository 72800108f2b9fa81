// /email-aenderung: one button that confirms a new e-mail address or undoes a change, with the token
// from the mail's link. The token is read from the fragment and removed from the address bar at once.
import { useEffect, useRef, useState } from 'react';
import { api, send } from '../../lib/api';

type Action = 'bestaetigen' | 'rueckgaengig';

const TEXTS: Record<Action, { heading: string; intro: string; button: string; done: string }> = {
  bestaetigen: {
    heading: 'Neue E-Mail-Adresse bestätigen',
    intro:
      'Mit der Bestätigung senden wir alle Nachrichten zu deiner Bestellung an diese Adresse. Frühere Statuslinks gelten danach nicht mehr; einen neuen Link bekommst du per E-Mail.',
    button: 'E-Mail-Adresse bestätigen',
    done: 'Danke! Deine neue E-Mail-Adresse gilt ab jetzt. Wir haben dir einen neuen Link zum Bestellstatus gesendet.',
  },
  rueckgaengig: {
    heading: 'Änderung der E-Mail-Adresse rückgängig machen',
    intro:
      'Damit gehen alle Nachrichten zu deiner Bestellung wieder an deine bisherige Adresse, und alle Statuslinks der neuen Adresse verlieren ihre Gültigkeit.',
    button: 'Änderung rückgängig machen',
    done: 'Die Änderung ist rückgängig gemacht. Wir haben dir einen neuen Link zum Bestellstatus gesendet.',
  },
};

function readLink(hash: string): { action: Action; token: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const action of ['bestaetigen', 'rueckgaengig'] as const) {
    const token = params.get(action)?.trim();
    if (token) return { action, token };
  }
  return null;
}

export default function EmailChange() {
  const [link, setLink] = useState<{ action: Action; token: string } | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    setLink(readLink(window.location.hash));
    if (window.location.hash) history.replaceState(null, '', window.location.pathname);
  }, []);

  async function submit() {
    if (!link) return;
    setBusy(true);
    const route = link.action === 'bestaetigen' ? api['email-changes'].confirm : api['email-changes'].undo;
    const answer = await send((init) => route.$post({ json: { token: link.token } }, { init }));
    setBusy(false);
    setResult(answer.ok ? { ok: true, text: TEXTS[link.action].done } : { ok: false, text: answer.message });
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  if (link === undefined) return <h1 className="text-3xl font-bold sm:text-4xl">E-Mail-Adresse ändern</h1>;
  if (link === null) {
    return (
      <>
        <h1 className="text-3xl font-bold sm:text-4xl">E-Mail-Adresse ändern</h1>
        <p className="mt-4 text-slate-800">
          Dieser Link ist unvollständig. Bitte öffne den Link aus unserer E-Mail vollständig oder ändere deine
          E-Mail-Adresse auf der{' '}
          <a href="/status" className="link">
            Statusseite
          </a>
          .
        </p>
      </>
    );
  }
  const text = TEXTS[link.action];
  return (
    <>
      <h1 className="text-3xl font-bold sm:text-4xl">{text.heading}</h1>
      <p className="mt-4 max-w-2xl text-slate-800">{text.intro}</p>
      {!result?.ok && (
        <button type="button" className="btn-primary mt-6" disabled={busy} onClick={() => void submit()}>
          {busy ? 'Wird gesendet …' : text.button}
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
