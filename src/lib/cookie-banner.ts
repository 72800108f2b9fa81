// The cookie banner without a framework: its markup is static HTML
// (components/CookieBanner.astro), and `cookieBannerScript` is inlined right after it, so that the
// banner is there with the first paint and "Alle akzeptieren" / "Nur notwendige" work before any
// JavaScript file has arrived. Only the settings dialog needs the framework (islands/cookie-banner).
//
// The script writes the same two localStorage entries as stores/consent.ts (same keys, same JSON) and
// then announces the choice with COOKIE_CHOICE_EVENT; lib/analytics-boot.ts answers it with the same
// analytics gate the settings dialog uses. A choice made before that module ran is picked up by it when
// it starts, because it reads the stored choice then.
//
// The script also takes every click on an "Einstellungen" or "Cookie-Einstellungen" control
// (data-cookie-settings), on every page: it notes the control under OPEN_SETTINGS_FLAG and announces
// COOKIE_SETTINGS_EVENT; lib/cookie-settings-loader.ts then loads the dialog, which opens for that
// control. A click before the loader has arrived waits under the flag.

/** Dispatched on `document` with the saved CookiePreferences as `detail`. */
export const COOKIE_CHOICE_EVENT = 'cookie-choice';

/** Dispatched on `document` when the settings dialog is asked for; the control waits under OPEN_SETTINGS_FLAG. */
export const COOKIE_SETTINGS_EVENT = 'cookie-settings';

/** Set on window to the control whose click asked for the settings dialog, until the dialog opens for it. */
export const OPEN_SETTINGS_FLAG = '__openCookieSettings';

/** The banner's element id. */
export const COOKIE_BANNER_ID = 'cookie-banner';

/** What the inline script adds to the banner element, for the settings dialog to use. */
export interface CookieBannerElement extends HTMLElement {
  /**
   * Hides the banner and returns where focus belongs now: the element the visitor came into the banner
   * from, else the main heading (made focusable), never <body>.
   */
  dismiss?: () => HTMLElement | null;
}

/**
 * Runs inline, right after the banner's markup (so `document.currentScript.previousElementSibling` is
 * the banner). Shows the banner unless a choice is stored, and handles its two main buttons. Keep it
 * self-contained: it is inlined as its source text and must not refer to anything outside itself.
 * Plain string parameters rather than an options object, so that minifying leaves none of their names
 * in the script every page carries in its first round trip.
 */
function cookieBannerScript(
  acknowledgedKey: string,
  preferencesKey: string,
  choiceEvent: string,
  settingsEvent: string,
  settingsFlag: string,
): void {
  const banner = document.currentScript?.previousElementSibling as CookieBannerElement | null;
  document.addEventListener('click', (event) => {
    const control = (event.target as Element).closest('[data-cookie-settings]');
    if (!control) return;
    event.preventDefault();
    (window as unknown as Record<string, unknown>)[settingsFlag] = control;
    document.dispatchEvent(new CustomEvent(settingsEvent));
  });
  if (!banner) return;
  try {
    if (localStorage.getItem(acknowledgedKey) === 'true') return;
  } catch {
    // Storage blocked: ask every time rather than never.
  }
  let cameFrom: HTMLElement | null = null;
  banner.addEventListener('focusin', (event) => {
    const from = event.relatedTarget as HTMLElement | null;
    // Coming back from inside the banner or from the settings dialog is not arriving from the page.
    if (from && (banner.contains(from) || from.closest('dialog'))) return;
    cameFrom = from;
  });
  banner.dismiss = () => {
    banner.hidden = true;
    if (cameFrom && cameFrom.isConnected && cameFrom !== document.body) return cameFrom;
    const main = document.getElementById('main');
    const heading = main && main.querySelector('h1');
    if (!heading) return main;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    return heading;
  };
  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-cookie-choice]');
    if (!button || !banner.dismiss) return;
    const all = button.dataset.cookieChoice === 'all';
    // Field order as stores/consent.ts writes it.
    const preferences = {
      necessary: true,
      functional: all,
      analytics: all,
      marketing: all,
      bannerShown: true,
      consentTimestamp: new Date().toISOString(),
    };
    try {
      localStorage.setItem(preferencesKey, JSON.stringify(preferences));
      localStorage.setItem(acknowledgedKey, 'true');
    } catch {
      // Storage blocked: the choice holds for this page.
    }
    // A mouse click must not scroll the page; a keyboard user is taken to where focus lands.
    const byKeyboard = button.matches(':focus-visible');
    const target = banner.dismiss();
    if (target) target.focus({ preventScroll: !byKeyboard });
    document.dispatchEvent(new CustomEvent(choiceEvent, { detail: preferences }));
  });
  banner.hidden = false;
}

/**
 * The inline <script> body: the function above (as compiled, without its line breaks, indentation and
 * annotations: every statement of the compiled code ends with a semicolon), called with the keys the
 * stores use.
 */
export function cookieBannerInlineScript(acknowledgedKey: string, preferencesKey: string): string {
  const args: Parameters<typeof cookieBannerScript> = [
    acknowledgedKey,
    preferencesKey,
    COOKIE_CHOICE_EVENT,
    COOKIE_SETTINGS_EVENT,
    OPEN_SETTINGS_FLAG,
  ];
  const source = cookieBannerScript
    .toString()
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, ' ');
  return `(${source})(${args.map((arg) => JSON.stringify(arg)).join(',')})`;
}
