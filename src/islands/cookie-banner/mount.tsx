// The cookie settings dialog as a root of its own, mounted at the end of <body> when it is first
// asked for (lib/cookie-settings-loader.ts). It renders nothing on the server, so there is nothing to
// hydrate; Astro's island runtime is not needed on pages that have no other island.
import { createRoot } from 'react-dom/client';
import { pageLocale } from '../../lib/page-locale';
import { LocaleProvider } from '../shared/locale';
import CookieSettings from './CookieSettings';

let mounted = false;

/** Mounts the dialog once; it opens for the control waiting under OPEN_SETTINGS_FLAG. */
export function mountCookieSettings(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <LocaleProvider locale={pageLocale()}>
      <CookieSettings />
    </LocaleProvider>,
  );
}
