import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { applyConsent } from '../../lib/analytics';
import { OPEN_SETTINGS_FLAG } from '../../lib/cookie-settings-flag';
import {
  $bannerAcknowledged,
  $cookiePreferences,
  ACCEPT_ALL,
  NECESSARY_ONLY,
  saveCookieChoice,
  type OptionalCategory,
} from '../../stores/consent';
import { trapTab } from '../shared/focus-trap';

const CATEGORIES: { id: OptionalCategory | 'necessary'; title: string; text: string }[] = [
  {
    id: 'necessary',
    title: 'Notwendig',
    text: 'Speichern deinen Fortschritt im Antrag und diese Auswahl. Ohne sie funktioniert die Seite nicht; sie sind immer aktiv.',
  },
  {
    id: 'functional',
    title: 'Funktional',
    text: 'Merken sich Komfort-Einstellungen über deinen Besuch hinaus. Derzeit setzen wir keine solchen Speicher ein.',
  },
  {
    id: 'analytics',
    title: 'Analyse',
    text: 'Helfen uns mit Google Analytics zu verstehen, wie die Seite genutzt wird – ohne deine persönlichen Angaben.',
  },
  {
    id: 'marketing',
    title: 'Marketing',
    text: 'Erlauben, den Erfolg von Werbung zu messen. Wir geben keine persönlichen Angaben weiter.',
  },
];

/**
 * Where focus goes once the banner is gone: back to the element that had it before the visitor moved
 * into the banner, else to the main content's heading (the banner is first in the document, so a
 * keyboard user usually arrives from the top of the page and continues with the page itself).
 */
function focusAfterBanner(before: HTMLElement | null, banner: HTMLElement | null): HTMLElement | null {
  if (before?.isConnected && before !== document.body && !banner?.contains(before)) return before;
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1') ?? null;
  if (!heading) return main;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Cookie banner and settings dialog (spec §2). Renders nothing on the server, so returning visitors
 * never see it flash. The layout puts it first in the document: its buttons are the first stops of Tab.
 */
export default function CookieBanner() {
  const acknowledged = useStore($bannerAcknowledged) === 'true';
  const preferences = useStore($cookiePreferences);
  const [mounted, setMounted] = useState(false);
  const [draft, setDraft] = useState<Record<OptionalCategory, boolean>>(NECESSARY_ONLY);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const bannerRef = useRef<HTMLElement>(null);
  /** The element that had focus before focus moved into the banner (null: the top of the page). */
  const focusedBefore = useRef<HTMLElement | null>(null);

  function openSettings(from?: HTMLElement | null) {
    const current = $cookiePreferences.get();
    setDraft({ functional: current.functional, analytics: current.analytics, marketing: current.marketing });
    opener.current = from ?? (document.activeElement as HTMLElement | null);
    dialogRef.current?.showModal();
  }

  useEffect(() => {
    setMounted(true);
    const flags = window as unknown as Record<string, boolean>;
    if (flags[OPEN_SETTINGS_FLAG]) {
      delete flags[OPEN_SETTINGS_FLAG];
      openSettings(document.querySelector<HTMLElement>('[data-cookie-settings]'));
    }
    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element | null)?.closest?.<HTMLElement>('[data-cookie-settings]');
      if (!control) return;
      event.preventDefault();
      openSettings(control);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  function choose(choice: Record<OptionalCategory, boolean>) {
    const banner = bannerRef.current;
    const dialog = dialogRef.current;
    const active = document.activeElement as HTMLElement | null;
    const dialogWasOpen = !!dialog?.open;
    // The banner disappears with this choice: if focus was in it (or in the dialog opened from it),
    // it must not fall back to <body>.
    const fromBanner = !!banner && (banner.contains(active) || (dialogWasOpen && banner.contains(opener.current)));
    // A mouse click must not scroll the page; a keyboard user is taken to where focus lands.
    const byKeyboard = !!active?.matches(':focus-visible');
    applyConsent(saveCookieChoice(choice));
    const target = fromBanner ? focusAfterBanner(focusedBefore.current, banner) : opener.current;
    opener.current = target; // the dialog's close event returns focus there too
    if (dialogWasOpen) dialog?.close();
    if (fromBanner || dialogWasOpen) target?.focus({ preventScroll: !byKeyboard });
  }

  const showBanner = mounted && !acknowledged;

  return (
    <>
      {showBanner && (
        <section
          ref={bannerRef}
          aria-labelledby="cookie-banner-title"
          onFocus={(event) => {
            const from = event.relatedTarget as HTMLElement | null;
            // Coming back from the settings dialog is not arriving from the page.
            if (event.currentTarget.contains(from) || dialogRef.current?.contains(from)) return;
            focusedBefore.current = from;
          }}
          className="fixed inset-x-0 bottom-0 z-40 max-h-[70dvh] overflow-y-auto border-t border-slate-300 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] sm:p-6"
        >
          <div className="mx-auto flex max-w-5xl flex-col gap-4 md:flex-row md:items-end">
            <div className="flex-1">
              <h2 id="cookie-banner-title" className="text-lg font-bold">
                Cookies und Datenschutz
              </h2>
              {/* Short paragraphs: the banner appears after load and must not become the page's largest paint. */}
              <p className="mt-1 text-sm text-slate-800">
                Wir nutzen notwendige Speicher, damit dein Antrag funktioniert.
              </p>
              <p className="text-sm text-slate-800">
                Mit deiner Zustimmung nutzen wir außerdem Analyse- und Marketing-Cookies.
              </p>
              <p className="text-sm text-slate-800">
                Deine Wahl kannst du jederzeit unter „Cookie-Einstellungen“ ändern. Mehr dazu in der{' '}
                <a href="/datenschutz" className="link">
                  Datenschutzerklärung
                </a>
                .
              </p>
            </div>
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <button type="button" className="btn-primary" onClick={() => choose(ACCEPT_ALL)}>
                Alle akzeptieren
              </button>
              <button type="button" className="btn-primary" onClick={() => choose(NECESSARY_ONLY)}>
                Nur notwendige
              </button>
              <button type="button" className="btn-secondary col-span-2" onClick={(e) => openSettings(e.currentTarget)}>
                Einstellungen
              </button>
            </div>
          </div>
        </section>
      )}
      <dialog
        ref={dialogRef}
        aria-labelledby="cookie-settings-title"
        className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50"
        onKeyDown={(event) => trapTab(event, dialogRef.current)}
        onClose={() => opener.current?.focus()}
      >
        <form
          method="dialog"
          className="p-6"
          onSubmit={(event) => {
            event.preventDefault();
            choose(draft);
          }}
        >
          <h2 id="cookie-settings-title" className="text-xl font-bold">
            Cookie-Einstellungen
          </h2>
          <p className="mt-1 text-sm text-slate-800">
            Wähle, welche Speicher wir nutzen dürfen. Details findest du in der{' '}
            <a href="/datenschutz" className="link">
              Datenschutzerklärung
            </a>
            .
          </p>
          <ul className="mt-4 divide-y divide-slate-200">
            {CATEGORIES.map(({ id, title, text }) => {
              const locked = id === 'necessary';
              const checked = locked ? true : draft[id];
              return (
                <li key={id} className="flex items-start gap-4 py-3">
                  <div className="flex-1">
                    <label htmlFor={`cookie-${id}`} className="font-semibold">
                      {title}
                      {locked && <span className="font-normal text-slate-700"> (immer aktiv)</span>}
                    </label>
                    <p id={`cookie-${id}-text`} className="text-sm text-slate-700">
                      {text}
                    </p>
                  </div>
                  <input
                    id={`cookie-${id}`}
                    type="checkbox"
                    role="switch"
                    className="mt-1 h-6 w-6 accent-brand-700"
                    checked={checked}
                    disabled={locked}
                    aria-describedby={`cookie-${id}-text`}
                    onChange={(event) => !locked && setDraft({ ...draft, [id]: event.target.checked })}
                  />
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-xs text-slate-700">
            {preferences.consentTimestamp
              ? `Zuletzt gespeichert: ${new Date(preferences.consentTimestamp).toLocaleString('de-DE')}`
              : 'Noch keine Auswahl gespeichert.'}
          </p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" onClick={() => choose(NECESSARY_ONLY)}>
              Nur notwendige
            </button>
            <button type="button" className="btn-secondary" onClick={() => choose(ACCEPT_ALL)}>
              Alle akzeptieren
            </button>
            <button type="submit" className="btn-primary">
              Auswahl speichern
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
