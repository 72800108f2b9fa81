// Every page that exists in every language and its path in each (its own slug: /hilfe, /en/help, /tr/yardim).
// Shared by the site (pages, islands, src/i18n/locales.ts) and the Worker (the links its mails carry).
import type { Locale } from './locales';

/** Every page that exists in every language, by its German path: its path in each language. */
export const PAGE_PATHS = {
  '/': { de: '/', en: '/en', tr: '/tr' },
  '/app': { de: '/app', en: '/en/app', tr: '/tr/app' },
  '/status': { de: '/status', en: '/en/status', tr: '/tr/status' },
  '/success': { de: '/success', en: '/en/success', tr: '/tr/success' },
  '/extended-wizard': { de: '/extended-wizard', en: '/en/extended-wizard', tr: '/tr/extended-wizard' },
  '/faq': { de: '/faq', en: '/en/faq', tr: '/tr/sss' },
  '/hilfe': { de: '/hilfe', en: '/en/help', tr: '/tr/yardim' },
  '/widerruf': { de: '/widerruf', en: '/en/withdrawal', tr: '/tr/cayma' },
  '/404': { de: '/404', en: '/en/404', tr: '/tr/404' },
  '/agb': { de: '/agb', en: '/en/terms', tr: '/tr/kosullar' },
  '/datenschutz': { de: '/datenschutz', en: '/en/privacy', tr: '/tr/gizlilik' },
  '/impressum': { de: '/impressum', en: '/en/imprint', tr: '/tr/kunye' },
  '/barrierefreiheit': { de: '/barrierefreiheit', en: '/en/accessibility', tr: '/tr/erisilebilirlik' },
  '/zweite-person': { de: '/zweite-person', en: '/en/second-person', tr: '/tr/ikinci-kisi' },
  '/email-aenderung': { de: '/email-aenderung', en: '/en/email-change', tr: '/tr/e-posta-degisikligi' },
} as const satisfies Record<string, Record<Locale, string>>;

export type GermanTwinPath = keyof typeof PAGE_PATHS;

/** Where the page `germanPath` is in `locale`. */
export function pathIn(germanPath: GermanTwinPath, locale: Locale): string {
  return PAGE_PATHS[germanPath][locale];
}
