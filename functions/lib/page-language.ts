// The language of the page that sent a request: the site's API client names it in X-Page-Language
// (src/lib/api.ts). A header of our own rather than Accept-Language, because the browser's language is not
// the page's; a request without it, or with a language the site does not speak, names none.
import { DEFAULT_LOCALE, localeOf, type Locale } from '../../src/domain/locales';

export const PAGE_LANGUAGE_HEADER = 'X-Page-Language';

/** The registered language the header names, or null. */
export function namedPageLanguage(header: string | undefined): Locale | null {
  return localeOf(header);
}

/** The page's language, the default one when the request names none. */
export function pageLanguageOf(header: string | undefined): Locale {
  return namedPageLanguage(header) ?? DEFAULT_LOCALE;
}
