// The web app manifest (name, icons, colours) from the site's own sources; served as /manifest.webmanifest.
import site from '../../content/site.json';
import { MESSAGES } from '../domain/messages';

export const THEME_COLOR = '#1a49b0';

export function webManifest() {
  return {
    name: `${site.brand} – Auskunft aus dem Fahreignungsregister`,
    short_name: site.brand,
    description: MESSAGES.de['site.tagline'],
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
