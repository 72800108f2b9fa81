// Which pages link to their other language, for the pages' HTML (Astro components only: it lists the page
// files with import.meta.glob, which must not reach a browser bundle).
import { GERMAN_OF, normalisedPath, PAGE_TWINS, type GermanTwinPath, type Locale } from './locales';

/**
 * The English pages that exist (src/pages/en/): a twin is linked (hreflang, the language switcher, links from
 * English pages) only once its page is built, so PAGE_TWINS (locales.ts) may name pages still to come.
 */
const BUILT_ENGLISH_PAGES = new Set(
  Object.keys(import.meta.glob('../pages/en/**/*.astro')).map((file) =>
    normalisedPath(file.replace(/^\.\.\/pages/, '').replace(/\.astro$/, '')),
  ),
);

function isBuiltEnglishPage(path: string): boolean {
  return BUILT_ENGLISH_PAGES.has(normalisedPath(path));
}

/** The same page in both languages, or null for a page that exists in one only. */
export function alternatesOf(path: string): Record<Locale, string> | null {
  const bare = normalisedPath(path);
  const german = bare in PAGE_TWINS ? (bare as GermanTwinPath) : GERMAN_OF.get(bare);
  if (!german || !isBuiltEnglishPage(PAGE_TWINS[german])) return null;
  return { de: german, en: PAGE_TWINS[german] };
}

/** Where a link to the German page `germanPath` points in `locale`: its English twin once built, else itself. */
export function localisedPath(germanPath: GermanTwinPath, locale: Locale): string {
  return locale === 'en' && isBuiltEnglishPage(PAGE_TWINS[germanPath]) ? PAGE_TWINS[germanPath] : germanPath;
}
