import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import {
  COOKIE_BANNER_ID,
  COOKIE_CHOICE_EVENT,
  COOKIE_SETTINGS_EVENT,
  OPEN_SETTINGS_FLAG,
  type CookieBannerElement,
} from '../../lib/cookie-banner';
import {
  $cookiePreferences,
  ACCEPT_ALL,
  NECESSARY_ONLY,
  saveCookieChoice,
  type OptionalCategory,
} from '../../stores/consent';
import { formatDateTime } from '../../domain/date-time-format';
import type { MessageKey } from '../../domain/ui-messages';
import { trapTab } from '../shared/focus-trap';
import { useLocale, useLocalisedPath, useT } from '../shared/locale';
import { Sentence } from '../shared/Sentence';

/** The categories in the order shown; necessary is always on. */
const CATEGORIES = [
  { id: 'necessary', title: 'cookie.categoryNecessary', text: 'cookie.categoryNecessaryText' },
  { id: 'functional', title: 'cookie.categoryFunctional', text: 'cookie.categoryFunctionalText' },
  { id: 'analytics', title: 'cookie.categoryAnalytics', text: 'cookie.categoryAnalyticsText' },
  { id: 'marketing', title: 'cookie.categoryMarketing', text: 'cookie.categoryMarketingText' },
] as const satisfies readonly { id: OptionalCategory | 'necessary'; title: MessageKey; text: MessageKey }[];

/** The banner (lib/cookie-banner-view.ts), while it is shown. */
function visibleBanner(): CookieBannerElement | null {
  const banner = document.getElementById(COOKIE_BANNER_ID) as CookieBannerElement | null;
  return banner && !banner.hidden ? banner : null;
}

/**
 * The cookie settings dialog, in the page's language. The banner itself is drawn without a framework; this
 * island is loaded and mounted only when a "Cookie-Einstellungen" or "Einstellungen" control
 * (data-cookie-settings) is used (lib/cookie-settings-loader.ts, ./mount.tsx).
 */
export default function CookieSettings() {
  const t = useT();
  const locale = useLocale();
  const localisedPath = useLocalisedPath();
  const preferences = useStore($cookiePreferences);
  const [draft, setDraft] = useState<Record<OptionalCategory, boolean>>(NECESSARY_ONLY);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // Opens for the control whose click asked for it (see lib/cookie-banner.ts), now and later.
    function openRequested() {
      const flags = window as unknown as Record<string, unknown>;
      const from = flags[OPEN_SETTINGS_FLAG];
      if (!from) return;
      delete flags[OPEN_SETTINGS_FLAG];
      const current = $cookiePreferences.get();
      setDraft({ functional: current.functional, analytics: current.analytics, marketing: current.marketing });
      opener.current = from instanceof HTMLElement ? from : (document.activeElement as HTMLElement | null);
      dialogRef.current?.showModal();
    }
    openRequested();
    document.addEventListener(COOKIE_SETTINGS_EVENT, openRequested);
    return () => document.removeEventListener(COOKIE_SETTINGS_EVENT, openRequested);
  }, []);

  function choose(choice: Record<OptionalCategory, boolean>) {
    const dialog = dialogRef.current;
    const banner = visibleBanner();
    // Opened from the banner's own button: that button disappears with the banner, so focus goes where
    // the banner sends it (where the visitor came from, else the main heading), never to <body>.
    const fromBanner = !!banner && !!opener.current && banner.contains(opener.current);
    const byKeyboard = !!(document.activeElement as HTMLElement | null)?.matches(':focus-visible');
    // Announced like the banner's own buttons, so lib/analytics-boot.ts applies it and counts the
    // landing page's view once analytics is allowed (a choice made before that module runs is stored
    // and applied when it starts).
    document.dispatchEvent(new CustomEvent(COOKIE_CHOICE_EVENT, { detail: saveCookieChoice(choice) }));
    const afterBanner = banner?.dismiss?.() ?? null;
    const target = fromBanner ? afterBanner : opener.current;
    opener.current = target; // the dialog's close event returns focus there too
    if (dialog?.open) dialog.close();
    target?.focus({ preventScroll: !byKeyboard });
  }

  return (
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
          {t('cookie.settingsTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-800">
          <Sentence
            text={t('cookie.settingsIntro')}
            links={{
              privacy: (text) => (
                <a href={localisedPath('/datenschutz')} className="link">
                  {text}
                </a>
              ),
            }}
          />
        </p>
        <ul className="mt-4 divide-y divide-slate-200">
          {CATEGORIES.map(({ id, title, text }) => {
            const locked = id === 'necessary';
            const checked = locked ? true : draft[id];
            return (
              <li key={id} className="flex items-start gap-4 py-3">
                <div className="flex-1">
                  <label htmlFor={`cookie-${id}`} className="font-semibold">
                    {t(title)}
                    {locked && <span className="font-normal text-slate-700"> {t('cookie.alwaysOn')}</span>}
                  </label>
                  <p id={`cookie-${id}-text`} className="text-sm text-slate-700">
                    {t(text)}
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
            ? t('cookie.lastSaved', { dateTime: formatDateTime(preferences.consentTimestamp, locale) })
            : t('cookie.noneSaved')}
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => choose(NECESSARY_ONLY)}>
            {t('cookie.necessaryOnly')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => choose(ACCEPT_ALL)}>
            {t('cookie.acceptAll')}
          </button>
          <button type="submit" className="btn-primary">
            {t('cookie.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
