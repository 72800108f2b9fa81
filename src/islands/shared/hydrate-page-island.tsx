// The island of a page opened from a mail or by the payment provider (status, e-mail change, second person,
// payment return): its first state is rendered on the server into the page (src/build/island-html.ts), and the
// page's own module brings it to life after the first paint, as the after-paint loader starts it. Astro's
// `client:load` instead imported the island while the document was still arriving; every request before the
// first paint delays it (bench/RESULTS.md, "Pages drawn in the browser, opened from mails").
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, localeOf, type Locale } from '../../domain/locales';
import { wholeStylesheet } from '../../lib/whole-stylesheet';

/**
 * Hydrates the server's markup of `Island` in the element `id` (which names the page's language in `data-locale`),
 * once the whole stylesheet is there: what the island draws next needs more than the first screen's inline CSS.
 */
export async function hydratePageIsland(id: string, Island: ComponentType<{ locale?: Locale }>): Promise<void> {
  const container = document.getElementById(id);
  if (!container) return;
  await wholeStylesheet();
  hydrateRoot(container, <Island locale={localeOf(container.dataset.locale) ?? DEFAULT_LOCALE} />);
}
