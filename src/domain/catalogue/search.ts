// Keys start with 'search.': the site search (src/components/SiteSearch.astro draws the field, src/lib/site-search.ts
// says what it found). The results' count is said in the language's plural form (Intl.PluralRules: 'one',
// 'other'; a language with more forms adds keys and the test of the catalogue's forms names them).
import type { Locale } from '../locales';

export const de = {
  'search.label': 'Seite durchsuchen',
  'search.placeholder': 'z. B. Tilgungsfrist, Blitzer, MPU',
  'search.unavailable': 'Die Suche ist gerade nicht verfügbar. Bitte versuche es später erneut.',
  'search.none': 'Keine Treffer für „{query}“.',
  'search.count.one': '{count} Treffer.',
  'search.count.other': '{count} Treffer.',
  'search.capped': '{count} Treffer, die ersten {max} werden angezeigt.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'search.label': 'Search the site',
  'search.placeholder': 'e.g. points, deletion, payment',
  'search.unavailable': 'Search is not available right now. Please try again later.',
  'search.none': 'No results for “{query}”.',
  'search.count.one': '{count} result.',
  'search.count.other': '{count} results.',
  'search.capped': '{count} results, showing the first {max}.',
};

export const tr: Record<keyof typeof de, string> = {
  'search.label': 'Sitede ara',
  'search.placeholder': 'ör. puan, silinme süresi, ödeme',
  'search.unavailable': 'Arama şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
  'search.none': '“{query}” için sonuç bulunamadı.',
  'search.count.one': '{count} sonuç.',
  'search.count.other': '{count} sonuç.',
  'search.capped': '{count} sonuç; ilk {max} sonuç gösteriliyor.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
