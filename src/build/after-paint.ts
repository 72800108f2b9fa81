// Build step (astro.config.mjs, after `astro build`, after critical-css.ts): on a content page nothing
// but the document itself is fetched before the first paint. The page's module scripts (Astro's
// processed <script> tags: header links, analytics boot, the hero's e-mail field, the dispatch note)
// and the whole stylesheet are started by one small inline script once the page has loaded and painted.
//
// Why not only lower their priority: Lighthouse's simulation of the largest contentful paint counts
// every request that starts before it, whatever its priority, as something the paint waited for, and
// on a slow connection they do share the first round trips with the document. They are not needed for
// the first screen: the inline CSS styles it, the cookie banner's buttons work from their own inline
// script, and every link and form works without them (the hero's form goes to /app, "So funktioniert's"
// jumps to its anchor).

/**
 * Loads what the script element names in `data-stylesheets` and `data-modules` (space-separated URLs)
 * after the load event, at the first idle moment (which follows the frames that paint the document;
 * at the latest after 2 s). The same text on every page, so one hash in the CSP
 * (scripts/finalize-headers.mjs); an inline onload attribute would need 'unsafe-inline'.
 */
export const AFTER_PAINT_LOADER =
  '(s=>{const l=a=>(s.dataset[a]||"").split(" ").filter(Boolean),' +
  'r=()=>{for(const h of l("stylesheets")){const e=document.createElement("link");e.rel="stylesheet";e.href=h;document.head.append(e)}' +
  'for(const u of l("modules"))import(u)},' +
  'g=()=>self.requestIdleCallback?requestIdleCallback(r,{timeout:2e3}):setTimeout(r,200);' +
  'document.readyState=="complete"?g():addEventListener("load",g,{once:!0})})(document.currentScript)';

/**
 * Takes the page's `<script type="module" src>` tags out and puts one loader for them and for
 * `stylesheets` at the end of <body>. Module order is not kept: each of our page scripts stands alone.
 */
export function loadAfterPaint(html: string, stylesheets: string[]): string {
  const modules: string[] = [];
  const withoutModules = html.replace(/<script type="module" src="([^"]+)"><\/script>/g, (_, src: string) => {
    if (!modules.includes(src)) modules.push(src);
    return '';
  });
  if (!modules.length && !stylesheets.length) return html;
  const loader =
    `<script data-stylesheets="${stylesheets.join(' ')}" data-modules="${modules.join(' ')}">` +
    `${AFTER_PAINT_LOADER}</script>`;
  const end = withoutModules.lastIndexOf('</body>');
  return `${withoutModules.slice(0, end)}${loader}${withoutModules.slice(end)}`;
}
