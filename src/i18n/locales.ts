// The site's languages and which pages exist in both. German is the default, at the root, and the only
// legally binding language; English pages live under /en (the site has no trailing slashes) and may have their own slugs (/hilfe → /en/help),
// which is why the pairs are listed here rather than derived by adding a prefix. Search pages (the
// categories of content/seo and the local pages) answer German searches and stay German only.

import type { Locale } from '../domain/locales';

export { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/locales';

/** For <html lang>, hreflang and Open Graph. */
export const LOCALE_TAGS: Record<Locale, { lang: string; ogLocale: string }> = {
  de: { lang: 'de', ogLocale: 'de_DE' },
  en: { lang: 'en', ogLocale: 'en_GB' },
};

/** Every page that exists in both languages: its German path and its English twin. */
export const PAGE_TWINS = {
  '/': '/en',
  '/app': '/en/app',
  '/status': '/en/status',
  '/success': '/en/success',
  '/extended-wizard': '/en/extended-wizard',
  '/faq': '/en/faq',
  '/hilfe': '/en/help',
  '/widerruf': '/en/withdrawal',
  '/404': '/en/404',
  '/agb': '/en/terms',
  '/datenschutz': '/en/privacy',
  '/impressum': '/en/imprint',
  '/barrierefreiheit': '/en/accessibility',
  '/zweite-person': '/en/second-person',
  '/email-aenderung': '/en/email-change',
} as const satisfies Record<string, '/en' | `/en/${string}`>;

export type GermanTwinPath = keyof typeof PAGE_TWINS;

/** The German page of each English twin. */
export const GERMAN_OF = new Map<string, GermanTwinPath>(
  Object.entries(PAGE_TWINS).map(([german, english]) => [english, german as GermanTwinPath]),
);

/** A site path as its links name it (the site uses no trailing slashes): `/en/index.html` → `/en`. */
export function normalisedPath(path: string): string {
  const bare = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  return bare === '/' ? bare : bare.replace(/\/$/, '');
}

/** The language a path is in: English under /en/, German everywhere else. */
export function localeOfPath(path: string): Locale {
  const bare = normalisedPath(path);
  return bare === '/en' || bare.startsWith('/en/') ? 'en' : 'de';
}
