// Build step (astro.config.mjs, after `astro build`): every page inlines only the CSS rules that its
// own markup can use, and loads the whole stylesheet as a cacheable file that does not block the first
// paint. Pure functions over strings, no DOM: Tailwind's output is flat (no nesting), so a rule's
// selectors name the classes it needs, and a rule whose classes do not all occur in a page's class
// attributes cannot style that page's static markup.
//
// What this keeps per page: every rule with at least one selector whose classes and element names all
// occur in the page (so of the base layer's resets only those for elements the page has), the theme
// variables those rules read (transitively; fallbacks for theme variables that exist dropped), the
// defaults of the custom properties they mention (without their @property registrations, see
// defaultsWithoutRegistrations), and the @keyframes they name; no print styles. Scripts add markup the
// static HTML lacks (dialogs, the mobile menu's panel); the whole stylesheet, loaded right after the
// first paint, covers them.
import { type CssNode, parseCss, serializeCss, skipString, splitTopLevel } from './css-syntax';
import { classesIn, dataAttributesIn, elementsIn, type PageVocabulary, pageVocabulary } from './page-vocabulary';

/** Pseudo-elements and -classes that only form controls have. */
const FORM_CONTROL_PSEUDO =
  /::(placeholder|file-selector-button|-webkit-(date|calendar|inner-spin|outer-spin|search))|:-moz-ui-invalid/;

/** Pseudo-elements that only date and time fields have (the base layer resets a dozen of them). */
const DATE_FIELD_PSEUDO = /::-webkit-(date|calendar)/;

/** True when one of the rule's selectors needs no class and no element the page lacks. */
function ruleApplies(selectors: string, page: PageVocabulary): boolean {
  const hasFormControl = ['input', 'textarea', 'select'].some((name) => page.elements.has(name));
  return splitTopLevel(selectors, ',').some(
    (selector) =>
      classesIn(selector).every((name) => page.classes.has(name)) &&
      elementsIn(selector).every((name) => page.elements.has(name)) &&
      (hasFormControl || !FORM_CONTROL_PSEUDO.test(selector)) &&
      (page.hasDateField !== false || !DATE_FIELD_PSEUDO.test(selector)) &&
      (!page.dataAttributes || dataAttributesIn(selector).every((name) => page.dataAttributes!.has(name))),
  );
}

function keepRules(nodes: CssNode[], page: PageVocabulary): CssNode[] {
  const kept: CssNode[] = [];
  for (const node of nodes) {
    if (node.type === 'rule') {
      if (ruleApplies(node.selectors, page)) kept.push(node);
    } else if (node.type === 'group') {
      // Print styles are not needed for the first paint: the whole stylesheet has long arrived when someone prints.
      if (/^@media\s+print\b/i.test(node.prelude)) continue;
      const children = keepRules(node.children, page);
      if (children.length) kept.push({ ...node, children });
    } else {
      kept.push(node);
    }
  }
  return kept;
}

/** Custom properties named anywhere in a text: as `var(--x)` or as a declaration `--x:`. */
function customProperties(text: string): Set<string> {
  return new Set([...text.matchAll(/--[\w-]+/g)].map((m) => m[0]));
}

type Rule = Extract<CssNode, { type: 'rule' }>;

/** The theme's variables: `:root,:host{…}` in `@layer theme`. */
function isThemeRoot(node: Rule): boolean {
  return /^:root\s*,\s*:host$/.test(node.selectors.trim());
}

/** The defaults of Tailwind's own custom properties (`*,:before,:after,::backdrop{--tw-…}`). */
function isPropertyDefaults(node: Rule): boolean {
  return node.selectors.includes('::backdrop') && /^\s*--tw-/.test(node.body);
}

/** Visits every node, depth first, with whether it sits in `@layer theme` / `@layer properties`. */
function walk(nodes: CssNode[], visit: (node: CssNode, inTheme: boolean) => void, inTheme = false): void {
  for (const node of nodes) {
    if (node.type === 'group')
      walk(node.children, visit, inTheme || /^@layer\s+(theme|properties)\b/.test(node.prelude));
    else visit(node, inTheme);
  }
}

function filterDeclarations(body: string, keep: (name: string) => boolean): string {
  return splitTopLevel(body, ';')
    .filter((declaration) => {
      const name = declaration.trim().split(':', 1)[0]!.trim();
      return declaration.trim() !== '' && (!name.startsWith('--') || keep(name));
    })
    .join(';');
}

function mapRules(nodes: CssNode[], map: (node: CssNode) => CssNode | null): CssNode[] {
  const out: CssNode[] = [];
  for (const node of nodes) {
    if (node.type === 'group') {
      const children = mapRules(node.children, map);
      if (children.length) out.push({ ...node, children });
    } else {
      const mapped = map(node);
      if (mapped) out.push(mapped);
    }
  }
  return out;
}

/** The theme's variables and their values (`:root,:host{…}` in `@layer theme`). */
function themeVariables(nodes: CssNode[]): Map<string, string> {
  const values = new Map<string, string>();
  walk(nodes, (node) => {
    if (node.type !== 'rule' || !isThemeRoot(node)) return;
    for (const declaration of splitTopLevel(node.body, ';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) values.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1));
    }
  });
  return values;
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

/**
 * Tailwind writes fallbacks into its base rules for themes that lack a variable
 * (`font-family:var(--default-font-family, -apple-system, … "Noto Color Emoji")`); where our theme
 * defines it, the fallback never applies, and the first round trip need not carry it (0.1 KB per page).
 */
function dropDeadFallbacks(nodes: CssNode[], theme: Map<string, string>): CssNode[] {
  return mapRules(nodes, (node) =>
    node.type === 'rule' && !isThemeRoot(node) ? { ...node, body: withoutDeadFallbacks(node.body, theme) } : node,
  );
}

/** Drops the @keyframes that no kept rule names (the whole stylesheet has them all). */
function dropUnusedKeyframes(nodes: CssNode[]): CssNode[] {
  const bodies: string[] = [];
  walk(nodes, (node) => {
    if (node.type === 'rule') bodies.push(node.body);
  });
  const used = (name: string) => bodies.some((body) => new RegExp(`(^|[\\s:,])${name}($|[\\s;,)!])`).test(body));
  return mapRules(nodes, (node) => {
    const keyframes = node.type === 'raw' && /^@keyframes\s+([\w-]+)/.exec(node.text);
    return keyframes && !used(keyframes[1]!) ? null : node;
  });
}

/**
 * Drops theme variables, @property registrations and property defaults that no kept rule needs.
 * Theme variables may read others (`--default-font-family: var(--font-sans)`): followed to the end.
 */
function pruneCustomProperties(nodes: CssNode[], themeValues: Map<string, string>): CssNode[] {
  const needed = new Set<string>();
  walk(nodes, (node, inTheme) => {
    if (node.type === 'rule' && !inTheme && !isThemeRoot(node))
      for (const name of customProperties(`${node.selectors}{${node.body}}`)) needed.add(name);
  });
  const queue = [...needed];
  while (queue.length) {
    const value = themeValues.get(queue.pop()!);
    for (const name of value ? customProperties(value) : [])
      if (!needed.has(name)) {
        needed.add(name);
        queue.push(name);
      }
  }
  return mapRules(nodes, (node) => {
    if (node.type === 'rule' && (isThemeRoot(node) || isPropertyDefaults(node))) {
      const body = filterDeclarations(node.body, (name) => needed.has(name));
      return body ? { ...node, body } : null;
    }
    const registered = node.type === 'raw' && /^@property\s+(--[\w-]+)/.exec(node.text);
    if (registered) return needed.has(registered[1]!) ? node : null;
    return node;
  });
}

/** `@layer a, b, c;` in the stylesheet's order, so a page whose critical part lacks a layer keeps the order. */
function layerOrder(nodes: CssNode[]): string {
  const names: string[] = [];
  for (const node of nodes) {
    const layer = node.type === 'group' && /^@layer\s+([\w-]+)$/.exec(node.prelude);
    if (layer && !names.includes(layer[1]!)) names.push(layer[1]!);
  }
  return names.length ? `@layer ${names.join(',')};` : '';
}

/**
 * Tailwind states the defaults of its custom properties twice: as `@property` registrations and, for
 * browsers without them, as a rule in `@layer properties` behind `@supports`. For the first paint one
 * plain rule is enough (a default set on every element reads the same as a registered initial value),
 * so the critical part keeps that rule without its condition and leaves the registrations, which only
 * matter for animating those properties, to the whole stylesheet. Saves about 0.2 KB per page.
 */
function defaultsWithoutRegistrations(nodes: CssNode[]): CssNode[] {
  return nodes.flatMap((node): CssNode[] => {
    if (node.type === 'raw' && /^@property\b/.test(node.text)) return [];
    if (node.type !== 'group' || !/^@layer\s+properties\b/.test(node.prelude)) return [node];
    const children = node.children.flatMap((child) =>
      child.type === 'group' && /^@supports\b/.test(child.prelude) ? child.children : [child],
    );
    return [{ ...node, children }];
  });
}

/** The part of `css` that markup made of these classes and elements can use (see the header), layer order first. */
export function criticalCss(css: string, page: PageVocabulary): string {
  const nodes = parseCss(css);
  const theme = themeVariables(nodes);
  // Keyframes last: a theme variable that names them (`--animate-spin`) counts only if a kept rule reads it.
  const kept = dropUnusedKeyframes(pruneCustomProperties(dropDeadFallbacks(keepRules(nodes, page), theme), theme));
  return layerOrder(nodes) + serializeCss(defaultsWithoutRegistrations(kept));
}

/**
 * Islands that render their markup in the browser as soon as the page loads (`client:only`, and
 * `client:load`, which may replace its server markup right away), and roots mounted by a page's own
 * module (`data-renders-in-browser`, the order wizard): their classes are not in the static HTML, yet
 * they are on the first screen, so such a page inlines the whole stylesheet.
 */
const RENDERS_ON_LOAD = /<astro-island\b[^>]*\sclient="(only|load)"|\sdata-renders-in-browser\b/;

/**
 * Marks where a long page's first screen ends (the landing page, src/pages/index.astro): its critical CSS
 * covers only the markup before the marker (the cookie banner and header included); what follows is
 * styled by the whole stylesheet, which starts loading right after the first paint, long before anyone
 * has scrolled there. The landing page's full-page CSS kept its document from arriving in TCP's first
 * round trip (14,600 bytes with headers). Placed below what the tallest common screens show at first, so no element
 * visible at the first paint changes when the stylesheet arrives (tests/e2e/no-react.spec.ts checks both).
 */
export const FIRST_SCREEN_END = '<!--first-screen-end-->';

/** A page with its critical CSS inlined, and the stylesheets still to load after the first paint. */
export interface InlinedPage {
  html: string;
  /** hrefs of the whole stylesheets, for lib/after-paint's loader; empty when the page inlined them whole. */
  deferredStylesheets: string[];
}

/**
 * Replaces each `<link rel="stylesheet">` of a built page with the CSS its markup uses, inlined, plus a
 * <noscript> link for visitors without JavaScript; the whole stylesheet is left to load after the first
 * paint (see src/build/after-paint.ts); on a page with FIRST_SCREEN_END, the CSS of the markup before it. A page with an island that renders on load inlines the whole
 * stylesheet instead (see above). `stylesheets` maps a link's href to the file's text; links it does
 * not know are left alone.
 */
export function inlineCriticalCss(html: string, stylesheets: Map<string, string>): InlinedPage {
  const wholeBody = html.replace(/<head>[\s\S]*?<\/head>/, '');
  const end = wholeBody.indexOf(FIRST_SCREEN_END);
  const body = end < 0 ? wholeBody : wholeBody.slice(0, end);
  const page = pageVocabulary(body);
  const whole = RENDERS_ON_LOAD.test(wholeBody);
  const deferredStylesheets: string[] = [];
  const rewritten = html.replace(/<link rel="stylesheet" href="([^"]+)"\s*\/?>/g, (link, href: string) => {
    const css = stylesheets.get(href);
    if (css === undefined) return link;
    if (whole) return `<style>${serializeCss(parseCss(css))}</style>`;
    deferredStylesheets.push(href);
    return `<style>${criticalCss(css, page)}</style><noscript><link rel="stylesheet" href="${href}"></noscript>`;
  });
  return { html: rewritten, deferredStylesheets };
}
