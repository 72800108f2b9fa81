// The server's markup of a page island that its page's module hydrates or replaces (src/islands/shared/page-island.tsx):
// rendered here rather than as an Astro component without a directive, so the container holds exactly the island's
// markup, with no whitespace of the page's template between its nodes for hydration to stumble on.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

/** `Component`'s render with `props`, as the browser's first render will find it. */
export function islandHtml<Props extends object>(Component: ComponentType<Props>, props: Props): string {
  return renderToString(createElement(Component, props));
}
