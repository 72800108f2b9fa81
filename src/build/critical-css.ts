// Build step (astro.config.mjs, after `astro build`): every page inlines only the CSS rules its own
// markup can use, and loads the whole stylesheet as a cacheable file that does not block the first
// paint (src/build/after-paint.ts).
//
// Which rules a page can use is decided by beasties, which matches every selector against the page's
// parsed DOM (css-select); a selector with pseudo-classes (:not(), :has(), :hover) counts when its
// elements exist, so a rule is left out only when nothing it could style is in the markup. Scripts add
// markup the static HTML lacks (dialogs, the mobile menu's panel); the whole stylesheet, loaded right
// after the first paint, covers them.
//
// What follows the choice only shortens the text (./critical-css-trim.ts). A document arriving in TCP's
// first round trip has about 14 KB (bench/page-size.mjs).
import Beasties from 'beasties';
import { trimmedCss } from './critical-css-trim';

/**
 * Marks where a long page's first screen ends (the FAQ, src/pages/faq.astro): its critical CSS
 * covers only the markup before the marker (the header included); what follows is
 * styled by the whole stylesheet, which starts loading right after the first paint, long before anyone
 * has scrolled there. Placed below what the tallest common screens show at first, so no element visible
 * at the first paint changes when the stylesheet arrives (tests/e2e/no-framework.spec.ts checks both).
 * Only for a page whose whole CSS would not fit the first round trip: the rest of the page is styled and laid
 * out again when the stylesheet arrives, in one task. The landing pages had a marker until their CSS fitted; at
 * 4× CPU that task blocked `/` for 57–106 ms after the first paint (bench/RESULTS.md).
 */
export const FIRST_SCREEN_END = '<!--first-screen-end-->';

/**
 * The attribute of a root drawn by its page's own module after the first paint (the order wizard, the pages opened
 * from a mail): its first screen is in the static HTML, and the module draws anything else only once the whole
 * stylesheet has arrived (src/lib/whole-stylesheet.ts), so the page inlines the CSS of its markup like any other.
 */
export const DRAWS_IN_BROWSER = 'data-renders-in-browser';

/**
 * Astro islands that render their markup in the browser as soon as the page loads (`client:only`, and
 * `client:load`, which may replace its server markup right away, the back office): their classes are not in the
 * static HTML, yet they are on the first screen, so such a page inlines the whole stylesheet.
 */
const RENDERS_ON_LOAD = /<astro-island\b[^>]*\sclient="(only|load)"/;

/**
 * Pseudo-elements, and pseudo-classes that depend on the person (pointer, focus, history) rather than
 * on the markup: a selector counts when its elements exist, whatever state they will be in.
 */
const STATE_PSEUDO =
  /(?<!\\)(::[\w-]+(\([^)]*\))?|:(before|after|first-line|first-letter|hover|focus|focus-visible|focus-within|active|visited|link|any-link|target|autofill|placeholder-shown|user-invalid|user-valid|open|popover-open|modal|fullscreen|backdrop|-webkit-[\w-]+|-moz-[\w-]+)(?![\w-]))/g;

/**
 * Pseudo-elements that exist only inside a kind of form control: such a rule counts when that control is
 * in the markup (a content page has no date or file input, yet the reset styles both).
 */
const CONTROL_PSEUDO: [RegExp, string][] = [
  [/::(file-selector-button|-webkit-file-upload-button)(?![\w-])/g, ':is(input[type=file])'],
  [
    /::-webkit-(datetime-edit[\w-]*|date-and-time-value|calendar-picker-indicator)(?![\w-])/g,
    ':is(input[type=date],input[type=time],input[type=datetime-local],input[type=month],input[type=week])',
  ],
  [/::-webkit-(inner|outer)-spin-button(?![\w-])/g, ':is(input[type=number])'],
  [/::-webkit-search-[\w-]+(?![\w-])/g, ':is(input[type=search])'],
  [/::placeholder(?![\w-])/g, ':is([placeholder])'],
];

/**
 * Beasties removes every pseudo-class before matching, `:not()`, `:is()`, `:where()` and `:has()`
 * included, so `:where(.space-y-2>:not(:last-child))` became an empty selector and its rule was lost.
 * Here only the state-dependent ones go; the structural ones are matched by css-select as written.
 */
class StructuralBeasties extends Beasties {
  // Beasties' own hook (not in its type declarations, hence the version pinned in package.json and
  // the check below; tests/unit/critical-css.test.ts fails if :where() rules are lost again).
  normalizeCssSelector(selector: string): string {
    const stripped = CONTROL_PSEUDO.reduce((text, [pseudo, control]) => text.replace(pseudo, control), selector)
      .replace(STATE_PSEUDO, '')
      // A compound left empty: `.a>::before` → `.a> *`, `:not(:hover)` → `:not(*)`, `::placeholder` → `*`.
      .replace(/([>+~])\s*(?=[>+~)]|$)/g, '$1 *')
      .replace(/\(\s*\)/g, '(*)')
      // A list left with empty members: `:is([open],:popover-open)` → `:is([open])`.
      .replace(/,\s*(?=[,)])/g, '')
      .replace(/\(\s*,/g, '(')
      .trim();
    return stripped || '*';
  }
}

if (!('normalizeCssSelector' in Beasties.prototype))
  throw new Error('beasties no longer has normalizeCssSelector: check src/build/critical-css.ts before updating it');

const beasties = new StructuralBeasties({
  // Only the <style> this module writes is reduced; links and fonts are left to after-paint.ts.
  reduceInlineStyles: true,
  mergeStylesheets: false,
  pruneSource: false,
  fonts: false,
  // Tailwind names keyframes through theme variables (animation: var(--animate-spin)), which beasties
  // does not follow; dropUnusedKeyframes below does.
  keyframes: 'all',
  compress: true,
  logLevel: 'warn',
});

/**
 * The rules of `css` that the markup in `body` can use, as beasties decides over its parsed DOM; `bodyAttributes`
 * are those of the page's <body> itself (its classes lay the page out).
 */
async function rulesForMarkup(css: string, body: string, bodyAttributes: string): Promise<string> {
  const html = `<!doctype html><html><head><style data-whole>${css}</style></head><body${bodyAttributes}>${body}</body></html>`;
  const reduced = await beasties.process(html);
  // Only this <style> is read back; the page's own inline styles stay as they are.
  return /<style data-whole>([\s\S]*?)<\/style>/.exec(reduced)?.[1] ?? '';
}

/**
 * The part of `css` that the markup in `body` can use (see the header), layer order first; `bodyAttributes`: the
 * <body> tag's own (` class="flex flex-col"`).
 */
export async function criticalCss(css: string, body: string, bodyAttributes = ''): Promise<string> {
  return trimmedCss(await rulesForMarkup(css, body, bodyAttributes), css);
}

/**
 * The markup without what closed `<details>` hide (everything but their `<summary>`): the browser draws
 * none of it until the visitor opens one (the FAQ's answers), so the first paint needs none of its CSS;
 * the whole stylesheet has arrived within a second, before anyone has read a question and opened it.
 */
function withoutClosedDetails(markup: string): string {
  return markup.replace(
    /(<details\b(?![^>]*\sopen[\s>=])[^>]*>\s*<summary\b[\s\S]*?<\/summary>)[\s\S]*?(<\/details>)/g,
    '$1$2',
  );
}

/** A page with its critical CSS inlined, and the stylesheets still to load after the first paint. */
export interface InlinedPage {
  html: string;
  /** hrefs of the whole stylesheets, for lib/after-paint's loader; empty when the page inlined them whole. */
  deferredStylesheets: string[];
}

/**
 * Replaces each `<link rel="stylesheet">` of a built page with the CSS its markup uses, inlined, plus a
 * <noscript> link for visitors without JavaScript; the whole stylesheet is left to load after the first
 * paint (see src/build/after-paint.ts); on a page with FIRST_SCREEN_END, the CSS of the markup before
 * it; what closed `<details>` hide does not count. A page with an island that renders on load inlines the whole stylesheet instead (see above).
 * `stylesheets` maps a link's href to the file's text; links it does not know are left alone.
 */
export async function inlineCriticalCss(html: string, stylesheets: Map<string, string>): Promise<InlinedPage> {
  const [, bodyAttributes = '', wholeBody = ''] = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html) ?? [];
  const end = wholeBody.indexOf(FIRST_SCREEN_END);
  const body = withoutClosedDetails(end < 0 ? wholeBody : wholeBody.slice(0, end));
  const whole = RENDERS_ON_LOAD.test(wholeBody);
  const deferredStylesheets: string[] = [];
  const replacements = new Map<string, string>();
  for (const [link, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"\s*\/?>/g)) {
    const css = stylesheets.get(href!);
    if (css === undefined || replacements.has(link)) continue;
    if (whole) {
      replacements.set(link, `<style>${css.replace(/^\/\*![^*]*\*\//, '')}</style>`);
      continue;
    }
    deferredStylesheets.push(href!);
    replacements.set(
      link,
      `<style>${await criticalCss(css, body, bodyAttributes)}</style><noscript><link rel="stylesheet" href="${href}"></noscript>`,
    );
  }
  let rewritten = html;
  for (const [link, replacement] of replacements) rewritten = rewritten.replaceAll(link, () => replacement);
  return { html: rewritten, deferredStylesheets };
}
