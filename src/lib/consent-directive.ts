// `client:consent`: hydrates the cookie settings dialog only when the visitor asks for it. The banner
// itself is static HTML whose two main buttons work without React (lib/cookie-banner-static.ts), so
// no page view downloads React for cookies. A click on an "Einstellungen" or "Cookie-Einstellungen"
// control (data-cookie-settings) hydrates the island, which then opens the dialog for that control;
// later clicks it handles itself.
import type { ClientDirective } from 'astro';
import { OPEN_SETTINGS_FLAG } from './cookie-settings-flag';

const consentDirective: ClientDirective = (load) => {
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.('[data-cookie-settings]');
    if (!control) return;
    event.preventDefault();
    document.removeEventListener('click', onClick);
    // The island opens its dialog on mount for the control it finds here.
    (window as unknown as Record<string, unknown>)[OPEN_SETTINGS_FLAG] = control;
    void load().then((hydrate) => hydrate());
  };
  document.addEventListener('click', onClick);
};

export default consentDirective;
