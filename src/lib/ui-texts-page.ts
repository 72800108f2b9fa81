// The UI catalogue in a page's script: the page's own language only, so that a page carries one language's
// words instead of every registered language's. The texts are JSON built per language
// (src/pages/ui-texts/[locale].json.ts), which the page's head names and preloads (BaseLayout's `uiTexts`), so
// they arrive alongside the scripts; every module that speaks waits for them here (top-level await).
//
// Another language's texts read as their keys: shared modules build German schemas when they load (the
// Worker's validation messages), which a page in another language never shows; the e2e journeys check that
// no page shows a key.
import { DEFAULT_LOCALE, LOCALES, localeOf, type Locale } from '../domain/locales';
import type { MessageKey, Messages } from '../domain/ui-catalogue';

const pageLocale = localeOf(document.documentElement.lang) ?? DEFAULT_LOCALE;
const url = document.querySelector<HTMLMetaElement>('meta[name="ui-texts"]')?.content ?? `/ui-texts/${pageLocale}.json`;
const response = await fetch(url, { credentials: 'same-origin' });
if (!response.ok) throw new Error(`The page's texts could not be loaded (${url}: ${response.status})`);
const own = (await response.json()) as Messages;

/** Any other language: each text is its key. */
const keysOnly = new Proxy({} as Messages, { get: (_, key) => String(key as MessageKey) });

export const UI_TEXTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, locale === pageLocale ? own : keysOnly]),
) as Record<Locale, Messages>;
