// The request for the page's UI texts (the JSON its head names, src/pages/ui-texts/[locale].json.ts), made
// once: the wizard's entry starts it together with its scripts, so the texts are not a round trip of their
// own after them; src/lib/ui-texts-page.ts waits for the same request. Not a <link rel="preload">: a preload
// starts while the first screen is still loading and competes with it (/app's LCP ratio 1.02 → 1.25 in
// Lighthouse, 1.15 at low priority; bench/RESULTS.md).
import { translatorOf } from '../domain/format-message';
import type { Messages } from '../domain/ui-catalogue';
import type { Translate } from '../domain/ui-messages';

let request: Promise<Messages> | undefined;
let translator: Promise<Translate> | undefined;

async function load(): Promise<Messages> {
  // Versioned by the page (src/build/ui-texts.ts), so the file may be cached for good (public/_headers).
  const url = document.querySelector<HTMLMetaElement>('meta[name="ui-texts"]')?.content;
  if (!url) throw new Error('The page names no texts for its scripts (BaseLayout uiTexts)');
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The page's texts could not be loaded (${url}: ${response.status})`);
  return (await response.json()) as Messages;
}

/** The page's own UI texts, requested on the first call. */
export function requestUiTexts(): Promise<Messages> {
  return (request ??= load());
}

/**
 * The page's own texts as a translator, for a script that speaks only later (the cookie banner, the search's
 * answers) and must not wait for them when it loads, as modules importing ui-messages do. Built once: the search
 * asks for it with every query.
 */
export function requestTranslator(): Promise<Translate> {
  return (translator ??= requestUiTexts().then(translatorOf));
}
