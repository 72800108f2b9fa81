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
// What follows the choice only shortens the text, with postcss: no print styles, the theme variables
// and custom-property defaults the kept rules read (without their @property registrations, see
// defaultsWithoutRegistrations), no fallbacks for theme variables that exist, and the @keyframes the
// kept rules name. A document arriving in TCP's first round trip has about 14 KB (bench/page-size.mjs).
import Beasties from 'beasties';
import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss';

/**
 * Marks where a long page's first screen ends (the landing page, src/pages/index.astro): its critical CSS
 * covers only the markup before the marker (the header included); what follows is
 * styled by the whole stylesheet, which starts loading right after the first paint, long before anyone
 * has scrolled there. Placed below what the tallest common screens show at first, so no element visible
 * at the first paint changes when the stylesheet arrives (tests/e2e/no-framework.spec.ts checks both).
 */
export const FIRST_SCREEN_END = '<!--first-screen-end-->';

/** The attribute of a root mounted by its page's own module (src/pages/app.astro, the order wizard). */
export const DRAWS_IN_BROWSER = 'data-renders-in-browser';

/**
 * Islands that render their markup in the browser as soon as the page loads (`client:only`, and
 * `client:load`, which may replace its server markup right away), and roots mounted by a page's own
 * module (`data-renders-in-browser`, the order wizard): their classes are not in the static HTML, yet
 * they are on the first screen, so such a page inlines the whole stylesheet.
 */
const RENDERS_ON_LOAD = new RegExp(`<astro-island\\b[^>]*\\sclient="(only|load)"|\\s${DRAWS_IN_BROWSER}\\b`);

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

/** Custom properties named anywhere in a text: as `var(--x)` or as a declaration `--x:`. */
function customProperties(text: string): Set<string> {
  return new Set([...text.matchAll(/--[\w-]+/g)].map((m) => m[0]));
}

const inLayer = (node: postcss.Node, names: RegExp): boolean => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'atrule' && (parent as AtRule).name === 'layer' && names.test((parent as AtRule).params))
      return true;
  return false;
};

/** The theme's variables: `:root,:host{…}` in `@layer theme`. */
const isThemeRoot = (rule: Rule): boolean => /^:root(\s*,\s*:host)?$/.test(rule.selector.trim());

/** The defaults of Tailwind's own custom properties (`*,:before,:after,::backdrop{--tw-…}`). */
const isPropertyDefaults = (rule: Rule): boolean =>
  rule.selector.includes('::backdrop') && rule.first?.type === 'decl' && rule.first.prop.startsWith('--tw-');

function themeVariables(root: Root): Map<string, string> {
  const values = new Map<string, string>();
  root.walkRules((rule) => {
    if (isThemeRoot(rule)) rule.walkDecls((decl) => void values.set(decl.prop, decl.value));
  });
  return values;
}

/** Skips a quoted string starting at `i`; returns the index after its closing quote. */
function skipString(text: string, i: number): number {
  const quote = text[i];
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === quote) return j + 1;
  }
  return text.length;
}

/** `text` without the fallbacks of `var(--x, …)` for every `--x` in `defined`. */
export function withoutDeadFallbacks(text: string, defined: { has(name: string): boolean }): string {
  let out = '';
  let from = 0;
  for (const match of text.matchAll(/var\((--[\w-]+),/g)) {
    if (match.index < from || !defined.has(match[1]!)) continue;
    let depth = 1;
    let i = match.index + match[0].length;
    while (i < text.length && depth > 0) {
      const c = text[i]!;
      if (c === '"' || c === "'") {
        i = skipString(text, i);
        continue;
      }
      if (c === '(') depth++;
      else if (c === ')') depth--;
      i++;
    }
    out += `${text.slice(from, match.index)}var(${match[1]})`;
    from = i;
  }
  return out + text.slice(from);
}

/** Removes a node and every ancestor left empty by it. */
function removeWithEmptyParents(node: postcss.ChildNode): void {
  let parent = node.parent as Container | undefined;
  node.remove();
  while (parent && parent.type !== 'root' && !parent.nodes?.length) {
    const next = parent.parent as Container | undefined;
    parent.remove();
    parent = next;
  }
}

/** Print styles: the whole stylesheet has long arrived when someone prints. */
function dropPrintStyles(root: Root): void {
  root.walkAtRules('media', (media) => {
    if (/^print\b/i.test(media.params)) removeWithEmptyParents(media);
  });
}

/**
 * Tailwind writes fallbacks into its base rules for themes that lack a variable
 * (`font-family:var(--default-font-family, -apple-system, … "Noto Color Emoji")`); where our theme
 * defines it, the fallback never applies, and the first round trip need not carry it (0.1 KB per page).
 */
function dropDeadFallbacks(root: Root, theme: Map<string, string>): void {
  root.walkDecls((decl) => {
    if (decl.parent?.type === 'rule' && !isThemeRoot(decl.parent as Rule))
      decl.value = withoutDeadFallbacks(decl.value, theme);
  });
}

/**
 * Drops theme variables, @property registrations and property defaults that no kept rule needs.
 * Theme variables may read others (`--default-font-family: var(--font-sans)`): followed to the end.
 */
function pruneCustomProperties(root: Root, theme: Map<string, string>): void {
  const needed = new Set<string>();
  root.walkRules((rule) => {
    if (isThemeRoot(rule) || inLayer(rule, /^(theme|properties)\b/)) return;
    for (const name of customProperties(rule.toString())) needed.add(name);
  });
  const queue = [...needed];
  while (queue.length) {
    const value = theme.get(queue.pop()!);
    for (const name of value ? customProperties(value) : [])
      if (!needed.has(name)) {
        needed.add(name);
        queue.push(name);
      }
  }
  root.walkRules((rule) => {
    if (!isThemeRoot(rule) && !isPropertyDefaults(rule)) return;
    rule.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && !needed.has(decl.prop)) decl.remove();
    });
    if (!rule.nodes.length) removeWithEmptyParents(rule);
  });
}

/**
 * Tailwind states the defaults of its custom properties twice: as `@property` registrations and, for
 * browsers without them, as a rule in `@layer properties` behind `@supports`. For the first paint one
 * plain rule is enough (a default set on every element reads the same as a registered initial value),
 * so the critical part keeps that rule without its condition and leaves the registrations, which only
 * matter for animating those properties, to the whole stylesheet. Saves about 0.2 KB per page.
 */
function defaultsWithoutRegistrations(root: Root): void {
  root.walkAtRules('property', (registration) => void registration.remove());
  root.walkAtRules('supports', (supports) => {
    if (inLayer(supports, /^properties\b/)) supports.replaceWith(supports.nodes ?? []);
  });
}

/** Drops the @keyframes that no kept rule names (the whole stylesheet has them all). */
function dropUnusedKeyframes(root: Root): void {
  const bodies: string[] = [];
  root.walkRules((rule) => {
    if (rule.parent?.type !== 'atrule' || (rule.parent as AtRule).name !== 'keyframes') bodies.push(rule.toString());
  });
  root.walkAtRules('keyframes', (keyframes) => {
    const used = new RegExp(`(^|[\\s:,])${keyframes.params}($|[\\s;,)!])`);
    if (!bodies.some((body) => used.test(body))) removeWithEmptyParents(keyframes);
  });
}

/** `@layer a, b, c;` in the stylesheet's order, so a page whose critical part lacks a layer keeps the order. */
function layerOrder(css: string): string {
  const names: string[] = [];
  postcss.parse(css).each((node) => {
    if (node.type !== 'atrule' || node.name !== 'layer') return;
    for (const name of node.params.split(',').map((n) => n.trim())) if (name && !names.includes(name)) names.push(name);
  });
  return names.length ? `@layer ${names.join(',')};` : '';
}

/**
 * Removes the layer statements beasties kept (layerOrder writes one with every layer in front), and the
 * layers and media queries left without rules.
 */
function dropLayerStatementsAndEmptyGroups(root: Root): void {
  root.walkAtRules((group) => {
    if (group.name === 'layer' && !group.nodes) group.remove();
    else if (group.nodes && !group.nodes.length) removeWithEmptyParents(group);
  });
}

/** Postcss output without the whitespace it adds when nodes change. */
function compact(root: Root): string {
  root.walk((node) => {
    node.raws.before = '';
    node.raws.after = '';
    if ('between' in node.raws) node.raws.between = node.type === 'decl' ? ':' : '';
    if (node.type === 'rule' || node.type === 'atrule') node.raws.semicolon = false;
  });
  return root.toString();
}

/**
 * The part of `css` that the markup in `body` can use (see the header), layer order first; `bodyAttributes`: the
 * <body> tag's own (` class="flex flex-col"`).
 */
export async function criticalCss(css: string, body: string, bodyAttributes = ''): Promise<string> {
  const root = postcss.parse(await rulesForMarkup(css, body, bodyAttributes));
  const theme = themeVariables(postcss.parse(css));
  dropPrintStyles(root);
  dropDeadFallbacks(root, theme);
  pruneCustomProperties(root, theme);
  // Keyframes last: a theme variable that names them (`--animate-spin`) counts only if a kept rule reads it.
  dropUnusedKeyframes(root);
  defaultsWithoutRegistrations(root);
  dropLayerStatementsAndEmptyGroups(root);
  return layerOrder(css) + compact(root);
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
