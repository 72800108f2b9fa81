// Build step (astro.config.mjs, after `astro build`, after critical-css.ts): on a content page nothing
// but the document itself is fetched before the first paint. The page's module scripts (Astro's
// processed <script> tags: header links, analytics boot, the hero's e-mail field, the dispatch note)
// and the whole stylesheet are started by one small inline script once the page has loaded and painted.
//
// Why not only lower their priority: Lighthouse's simulation of the largest contentful paint counts
// every request that starts before it, whatever its priority, as something the paint waited for, and
// on a slow connection they do share the first round trips with the document. They are not needed for
// the first screen: the inline CSS styles it, the cookie banner is drawn by them after the first paint
// (src/lib/cookie-banner-boot.ts), and every link and form works without them. Where a module improves a
// click or a submit (the smooth "So funktioniert's", the hero's e-mail carried into the wizard), the
// element carries `data-enhanced`: such an event before the modules have arrived starts loading them at
// once and is replayed when they are there, so it is never handled the plain way by accident.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DRAWS_IN_BROWSER } from './critical-css';
import { drawingModulesFirst } from './static-imports';
import { minifyScript } from './minify-script';

/**
 * The loader's text (src/build/after-paint-loader.ts, written as a normal module and minified by
 * esbuild): the same on every page, so one hash in the CSP (scripts/finalize-headers.mjs); an inline
 * onload attribute would need 'unsafe-inline'.
 */
export const AFTER_PAINT_LOADER = minifyScript(
  readFileSync(fileURLToPath(new URL('./after-paint-loader.ts', import.meta.url)), 'utf8'),
);

/**
 * Takes the page's `<script type="module" src>` tags and its web app manifest link out and puts one
 * loader for them and for `stylesheets` at the end of <body>. Module order is not kept: each of our
 * page scripts stands alone.
 *
 * The manifest: Chrome fetches it as soon as the page has loaded, which on a small page is before the
 * first paint, and Lighthouse's simulation then counts that request as one the paint waited for (a
 * copy of /standort/koeln without the link: LCP 1.05× the reference page instead of 1.14×, bench/RESULTS.md).
 * Nothing needs it before the first paint; installing the site reads it whenever it is in the head.
 */
export function loadAfterPaint(html: string, stylesheets: string[]): string {
  const modules: string[] = [];
  const manifests: string[] = [];
  const withoutModules = html.replace(/<script type="module" src="([^"]+)"><\/script>/g, (_, src: string) => {
    if (!modules.includes(src)) modules.push(src);
    return '';
  });
  if (!modules.length && !stylesheets.length) return html;
  // A page that draws its content in the browser (the wizard) waits for its own module, which waits for
  // what it imports: the browser finds those only once the module has arrived, a round trip or more later.
  // Naming them first, beside it, starts them together ahead of the header's and the banner's modules (a
  // content page's modules draw nothing, so their list stays short).
  const drawsInBrowser = html.includes(` ${DRAWS_IN_BROWSER}`);
  const listed = drawsInBrowser ? drawingModulesFirst(modules) : modules;
  // Its texts too (src/lib/ui-texts-request.ts): its script asks for them only once it has run, by which
  // time every module above is queued before them (six connections over HTTP/1.1).
  const texts = drawsInBrowser ? /<meta name="ui-texts" content="([^"]+)"/.exec(html)?.[1] : undefined;
  const withoutManifest = withoutModules.replace(/<link rel="manifest" href="([^"]+)"\s*\/?>/g, (_, href: string) => {
    manifests.push(href);
    return '';
  });
  const loader =
    `<script${texts ? ` data-preloads="${texts}"` : ''} data-stylesheets="${stylesheets.join(' ')}"${manifests.length ? ` data-manifests="${manifests.join(' ')}"` : ''} ` +
    `data-modules="${listed.join(' ')}">${AFTER_PAINT_LOADER}</script>`;
  const end = withoutManifest.lastIndexOf('</body>');
  return `${withoutManifest.slice(0, end)}${loader}${withoutManifest.slice(end)}`;
}
