// The server's markup of a page island that its page's module hydrates (src/islands/shared/hydrate-page-island.tsx):
// rendered here rather than as an Astro component without a directive, so the container holds exactly the island's
// markup, with no whitespace of the page's template between its nodes for hydration to stumble on.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '../domain/locales';

/** `Island`'s first render in `locale`, as the browser's first render will find it. */
export function islandHtml(Island: ComponentType<{ locale?: Locale }>, locale: Locale): string {
  return renderToString(createElement(Island, { locale }));
}
