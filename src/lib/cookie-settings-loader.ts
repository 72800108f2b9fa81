// Every "Einstellungen" or "Cookie-Einstellungen" control (data-cookie-settings: the banner's, the footer's)
// opens the cookie settings dialog, an island with its framework, loaded only when first asked for. The
// clicked control is noted under OPEN_SETTINGS_FLAG and COOKIE_SETTINGS_EVENT announced; the dialog opens
// for that control once it is mounted, and for each later one at once. A click before this module ran is
// held by the after-paint loader (the footer's button is data-enhanced) and repeated once it has.
import { COOKIE_SETTINGS_EVENT, OPEN_SETTINGS_FLAG } from './cookie-banner';

let loading: Promise<void> | null = null;

document.addEventListener('click', (event) => {
  const control = (event.target as Element).closest('[data-cookie-settings]');
  if (!control) return;
  event.preventDefault();
  (window as unknown as Record<string, unknown>)[OPEN_SETTINGS_FLAG] = control;
  document.dispatchEvent(new CustomEvent(COOKIE_SETTINGS_EVENT));
  loading ??= import('../islands/cookie-banner/mount').then(({ mountCookieSettings }) => mountCookieSettings());
});
