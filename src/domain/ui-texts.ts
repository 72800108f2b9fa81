// The UI catalogue in every language, for the Worker, the build and the tests ("#ui-texts" in package.json;
// a page's script gets src/lib/ui-texts-page.ts, its own language only).
import { LOCALES, type Locale } from './locales';
import { uiTextsIn, type Messages } from './ui-catalogue';

export const UI_TEXTS = Object.fromEntries(LOCALES.map((locale) => [locale, uiTextsIn(locale)])) as Record<
  Locale,
  Messages
>;
