// The UI catalogue in a page's script: the page's own language only, so that a page carries one language's
// words instead of every registered language's. Every module that speaks waits for them here (top-level
// await); the request is ui-texts-request.ts's, which the wizard starts with its scripts.
//
// Another language's texts read as their keys: shared modules build German schemas when they load (the
// Worker's validation messages), which a page in another language never shows; the e2e journeys check that
// no page shows a key.
import { LOCALES, type Locale } from '../domain/locales';
import type { MessageKey, Messages } from '../domain/ui-catalogue';
import { pageLocale } from './page-locale';
import { requestUiTexts } from './ui-texts-request';

const own = await requestUiTexts();

/** Any other language: each text is its key. */
const keysOnly = new Proxy({} as Messages, { get: (_, key) => String(key as MessageKey) });

export const UI_TEXTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, locale === pageLocale() ? own : keysOnly]),
) as Record<Locale, Messages>;
