// Build step (astro.config.mjs, after `astro build`, after critical-css.ts): on a content page nothing
// but the document itself is fetched before the first paint. The page's module scripts (Astro's
// processed <script> tags: header links, analytics boot, the hero's e-mail field, the dispatch note)
// and the whole stylesheet are started by one small inline script once the page has loaded and painted.
//
// Why not only lower their priority: Lighthouse's simulation of the largest contentful paint counts
// every request that starts before it, whatever its priority, as something the paint waited for, and
// on a slow connection they do share the first round trips with the document. They are not needed for
// the first screen: the inline CSS styles it, the cookie banner's buttons work from their own inline
// script, and every link and form works without them. Where a module improves a
// click or a submit (the smooth "So funktioniert's", the hero's e-mail carried into the wizard), the
// element carries `data-enhanced`: such an event before the modules have arrived starts loading them at
// once and is replayed when they are there, so it is never handled the plain way by accident.

/**
 * Loads what the script element names in `data-stylesheets`, `data-manifests` and `data-modules` (space-separated URLs)
 * after the load event, once the first contentful paint has been reported, two frames later, at the
 * next idle moment (at the latest 2 s after that); or at once on a click on an enhanced link or button
 * or the submit of an enhanced form, which is held and replayed once the modules have run and the
 * stylesheets have arrived. The same text on every page, so one hash in the CSP
 * (scripts/finalize-headers.mjs); an inline onload attribute would need 'unsafe-inline'.
 */
export const AFTER_PAINT_LOADER =
  '(s=>{let p,d;const l=a=>(s.dataset[a]||"").split(" ").filter(Boolean),' +
  // r: start everything once; the promise settles when every module has run or failed and every stylesheet
  // has loaded or failed (allSettled: one failing module must not replay a held click before the others
  // have run; the stylesheet: what a held click opens, the mobile menu, is styled by it)
  'r=()=>p||=(()=>{const c=[];for(const k of["stylesheet","manifest"])for(const h of l(k+"s")){const e=document.createElement("link");e.rel=k;e.href=h;' +
  'k=="stylesheet"&&c.push(new Promise(o=>e.onload=e.onerror=o));document.head.append(e)}' +
  'return Promise.allSettled(c.concat(l("modules").map(u=>import(u)))).then(()=>{d=1})})(),' +
  // g: once the first contentful paint is reported, two frames on, at the next idle moment
  'g=()=>{const f=()=>r().catch(()=>{}),i=()=>self.requestIdleCallback?requestIdleCallback(f,{timeout:2e3}):setTimeout(f,200),' +
  'w=()=>requestAnimationFrame(()=>requestAnimationFrame(i));' +
  'try{new PerformanceObserver((q,o)=>{if(q.getEntriesByName("first-contentful-paint").length){o.disconnect();w()}}).observe({type:"paint",buffered:!0})}catch{w()}},' +
  // h: hold a click on an enhanced link or button, or the submit of an enhanced form, until then; no
  // listener sees the held event (a module that has run already would act on it twice, the menu would
  // open before its stylesheet), only its replay
  'h=e=>{const t=!d&&e.target.closest&&e.target.closest(e.type=="submit"?"form[data-enhanced]":"a[data-enhanced],button[data-enhanced]");' +
  'if(!t)return;e.preventDefault();e.stopPropagation();const x=()=>e.type=="submit"?t.requestSubmit():t.click();r().then(x,x)};' +
  'addEventListener("click",h,!0);addEventListener("submit",h,!0);' +
  'document.readyState=="complete"?g():addEventListener("load",g,{once:!0})})(document.currentScript)';

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
  const withoutManifest = withoutModules.replace(/<link rel="manifest" href="([^"]+)"\s*\/?>/g, (_, href: string) => {
    manifests.push(href);
    return '';
  });
  const loader =
    `<script data-stylesheets="${stylesheets.join(' ')}"${manifests.length ? ` data-manifests="${manifests.join(' ')}"` : ''} ` +
    `data-modules="${modules.join(' ')}">${AFTER_PAINT_LOADER}</script>`;
  const end = withoutManifest.lastIndexOf('</body>');
  return `${withoutManifest.slice(0, end)}${loader}${withoutManifest.slice(end)}`;
}
