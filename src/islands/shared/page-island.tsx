// The island of a page opened from a mail or by the payment provider (status, e-mail change, second person,
// payment return): its first state is rendered on the server into the page (src/build/island-html.ts), and the
// page's own module brings it to life after the first paint, as the after-paint loader starts it. Astro's
// `client:load` instead imported the island while the document was still arriving; every request before the
// first paint delays it (bench/RESULTS.md, "Pages drawn in the browser, opened from mails").
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, localeOf, type Locale } from '../../domain/locales';
import { wholeStylesheet } from '../../lib/whole-stylesheet';

type PageIsland = ComponentType<{ locale?: Locale }>;

/** The element `id`, once the whole stylesheet is there: what an island draws next needs more than the inline CSS. */
async function containerWhenStyled(id: string): Promise<{ container: HTMLElement; locale: Locale } | null> {
  const container = document.getElementById(id);
  if (!container) return null;
  await wholeStylesheet();
  // The island's first render in a task of its own: when the stylesheet was already there, it would otherwise run
  // in the task that evaluated the page's modules, one long task the phone cannot answer a tap in.
  await new Promise((next) => setTimeout(next));
  // The page names its language on the container.
  return { container, locale: localeOf(container.dataset.locale) ?? DEFAULT_LOCALE };
}

/** Hydrates the server's markup of `Island` in the element `id`: the island's first render is the same markup. */
export async function hydratePageIsland(id: string, Island: PageIsland): Promise<void> {
  const found = await containerWhenStyled(id);
  if (found) hydrateRoot(found.container, <Island locale={found.locale} />);
}

/**
 * Renders `Island` in place of what the element `id` holds: for a first screen the server rendered in several
 * variants, of which the browser showed one (src/build/fragment-view.ts); the island draws the same one anew.
 */
export async function renderPageIsland(id: string, Island: PageIsland): Promise<void> {
  const found = await containerWhenStyled(id);
  if (found) createRoot(found.container).render(<Island locale={found.locale} />);
}

/**
 * For a first screen the server rendered in variants (src/build/fragment-view.ts) whose variant for an address
 * without a link holds a form: that one, when shown, is hydrated where it stands, so what the person has typed
 * and where their cursor is stay; any other is drawn anew by the island, as renderPageIsland does.
 */
export async function startFromShownVariant(id: string, Island: PageIsland): Promise<void> {
  const found = await containerWhenStyled(id);
  if (!found) return;
  const shown = found.container.querySelector<HTMLElement>(':scope > [data-fragment-view]:not([hidden])');
  const island = <Island locale={found.locale} />;
  if (shown && !shown.dataset.fragmentView) hydrateRoot(shown, island);
  else createRoot(found.container).render(island);
}
