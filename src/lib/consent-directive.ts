// `client:consent`: hydrates the cookie banner only when it is needed, so that a returning visitor
// who already chose downloads no React on a content page. Without a stored choice it hydrates right
// after the page has loaded (never competing with the first paint). A click on a
// "Cookie-Einstellungen" control (data-cookie-settings) before that hydrates at once and opens the settings.
import type { ClientDirective } from 'astro';
import { afterLoad } from './after-load';
import { OPEN_SETTINGS_FLAG } from './cookie-settings-flag';
import { COOKIE_ACKNOWLEDGED_KEY } from './storage-keys';

function hasChosen(): boolean {
  try {
    return localStorage.getItem(COOKIE_ACKNOWLEDGED_KEY) === 'true';
  } catch {
    return false; // storage blocked: ask every time rather than never
  }
}

const consentDirective: ClientDirective = (load) => {
  let hydration: Promise<void> | null = null;
  const hydrate = () => (hydration ??= load().then((run) => run()));

  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.('[data-cookie-settings]');
    if (!control) return;
    event.preventDefault();
    document.removeEventListener('click', onClick);
    // The banner opens its settings dialog on mount when it finds this flag; later clicks it handles itself.
    (window as unknown as Record<string, boolean>)[OPEN_SETTINGS_FLAG] = true;
    void hydrate();
  };
  document.addEventListener('click', onClick);
  if (!hasChosen()) afterLoad(() => void hydrate().then(() => document.removeEventListener('click', onClick)));
};

export default consentDirective;
