// The UI catalogue's texts for shared code and islands: translator(locale), MESSAGES[locale]. Where the code
// runs decides what it holds ("#ui-texts" in package.json): every language in the Worker, the build and the
// tests; the page's own language in a page's script (src/lib/ui-texts-page.ts). The modules and their keys are
// ui-catalogue.ts; messages.ts adds the Worker's and the build's parts for the whole catalogue.
import { UI_TEXTS } from '#ui-texts';
import { format, translatorOf } from './format-message';
import type { Locale } from './locales';
import type { MessageKey, Messages } from './ui-catalogue';

export type { MessageKey, Messages } from './ui-catalogue';

export const MESSAGES: Record<Locale, Messages> = UI_TEXTS;

export { format };

/** The text of `key` in `locale`, its placeholders filled. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return translatorOf(MESSAGES[locale]);
}
