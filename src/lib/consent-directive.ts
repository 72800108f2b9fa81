// `client:consent`: hydrates the cookie banner only when it is needed, so that a returning visitor
// who already chose downloads no React on a content page. It hydrates at once when no choice is
// stored, and otherwise on the first click of a "Cookie-Einstellungen" control (data-cookie-settings).
import type { ClientDirective } from 'astro';
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
  const hydrate = async () => (await load())();
  if (!hasChosen()) {
    void hydrate();
    return;
  }
  const onClick = async (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.('[data-cookie-settings]');
    if (!control) return;
    event.preventDefault();
    document.removeEventListener('click', onClick);
    // The banner opens its settings dialog on mount when it finds this flag; later clicks it handles itself.
    (window as unknown as Record<string, boolean>)[OPEN_SETTINGS_FLAG] = true;
    await hydrate();
  };
  document.addEventListener('click', onClick);
};

export default consentDirective;
