// Which pages exist in every language, and under which path each language has them. German is the default,
// at the root, and the only legally binding language; every other language's pages live under its prefix
// (src/domain/locales.ts, LOCALE_INFO) and have their own slugs (/hilfe → /en/help, /tr/yardim), which is why
// the paths are listed, one row per page (src/domain/page-paths.ts, where the Worker's mails read them too),
// rather than derived by adding a prefix. The site has no trailing slashes. Search pages (the categories of
// content/seo and the local pages) answer German searches and stay German only.
// src/pages/[locale]/[...page].astro builds every row's pages in the other languages.

import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from '../domain/locales';
import { PAGE_PATHS, type GermanTwinPath } from '../domain/page-paths';

export { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/locales';
export { PAGE_PATHS, pathIn, type GermanTwinPath } from '../domain/page-paths';

/** For <html lang>, hreflang and Open Graph. */
export const LOCALE_TAGS = Object.fromEntries(
  LOCALES.map((locale) => [locale, { lang: locale, ogLocale: LOCALE_INFO[locale].ogLocale }]),
) as Record<Locale, { lang: string; ogLocale: string }>;

/** The German path of every page in any language (its own for a German page). */
export const GERMAN_OF = new Map<string, GermanTwinPath>(
  Object.entries(PAGE_PATHS).flatMap(([german, paths]) =>
    Object.values(paths).map((path) => [path, german as GermanTwinPath] as const),
  ),
);

/** A site path as its links name it (the site uses no trailing slashes): `/en/index.html` → `/en`. */
export function normalisedPath(path: string): string {
  const bare = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  return bare === '/' ? bare : bare.replace(/\/$/, '');
}

/** The language a path is in: the one whose prefix it starts with, the default language everywhere else. */
export function localeOfPath(path: string): Locale {
  const bare = normalisedPath(path);
  const prefixed = LOCALES.find((locale) => {
    const prefix = LOCALE_INFO[locale].pathPrefix;
    return prefix !== '' && (bare === prefix || bare.startsWith(`${prefix}/`));
  });
  return prefixed ?? DEFAULT_LOCALE;
}

/** The same page in every language, or null for a page that exists in the default language only. */
export function alternatesOf(path: string): Record<Locale, string> | null {
  const german = GERMAN_OF.get(normalisedPath(path));
  return german ? PAGE_PATHS[german] : null;
}

/** A link's hreflang on a page in `pageLocale`: the target's language where it differs, else none. */
export function hreflangOf(targetPath: string, pageLocale: Locale): string | undefined {
  const target = localeOfPath(targetPath);
  return target === pageLocale ? undefined : LOCALE_TAGS[target].lang;
}
