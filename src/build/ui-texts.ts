// Build-time only: the UI catalogue of one language as the JSON a page's script loads
// (src/pages/ui-texts/[locale].json.ts, src/lib/ui-texts-page.ts), and its address with a version that
// changes with the texts, so a browser may keep it as long as it likes and never reads old words.
import { createHash } from 'node:crypto';
import type { Locale } from '../domain/locales';
import { UI_TEXTS } from '../domain/ui-texts';

export function uiTextsJson(locale: Locale): string {
  return JSON.stringify(UI_TEXTS[locale]);
}

/** '/ui-texts/tr.json?v=…' */
export function uiTextsUrl(locale: Locale): string {
  const version = createHash('sha256').update(uiTextsJson(locale)).digest('hex').slice(0, 10);
  return `/ui-texts/${locale}.json?v=${version}`;
}
