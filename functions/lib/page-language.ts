// The language of the page that sent a request: the site's API client names it in X-Page-Language
// (src/lib/api.ts). A header of our own rather than Accept-Language, because the browser's language is not
// the page's; a request without it, or with a language the site does not speak, is German.
import type { Locale } from '../../src/domain/locales';

export const PAGE_LANGUAGE_HEADER = 'X-Page-Language';

export function pageLanguageOf(header: string | undefined): Locale {
  return header?.trim().toLowerCase() === 'en' ? 'en' : 'de';
}
