// The page's language as its <html lang> says; German where there is no page (unit tests) or it names none.
import { DEFAULT_LOCALE, localeOf, type Locale } from '../domain/locales';

export function pageLocale(): Locale {
  return (typeof document !== 'undefined' && localeOf(document.documentElement.lang)) || DEFAULT_LOCALE;
}
