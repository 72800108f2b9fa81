// Loads the cookie settings dialog (an island, with its framework) only when it is asked for: the static banner's inline script
// (lib/cookie-banner-static.ts) notes the clicked control and announces COOKIE_SETTINGS_EVENT; a click
// made before this module ran is still waiting under OPEN_SETTINGS_FLAG when it starts.
import { COOKIE_SETTINGS_EVENT, OPEN_SETTINGS_FLAG } from './cookie-banner-static';

function requested(): boolean {
  return !!(window as unknown as Record<string, unknown>)[OPEN_SETTINGS_FLAG];
}

let loading: Promise<void> | null = null;
function load() {
  if (!requested() || loading) return;
  loading = import('../islands/cookie-banner/mount').then(({ mountCookieSettings }) => mountCookieSettings());
}

document.addEventListener(COOKIE_SETTINGS_EVENT, load);
load();
