// Build step (astro.config.mjs, after `astro build`): every page inlines only the CSS rules that its
// own markup can use, and loads the whole stylesheet as a cacheable file that does not block the first
// paint. Pure functions over strings, no DOM: Tailwind's output is flat (no nesting), so a rule's
// selectors name the classes it needs, and a rule whose classes do not all occur in a page's class
// attributes cannot style that page's static markup.
//
// What this keeps per page: every rule with at least one selector whose classes and element names all
// occur in the page (so of the base layer's resets only those for elements the page has), the theme variables those rules
// read (transitively), the defaults of the custom properties they mention (without their @property
// registrations, see defaultsWithoutRegistrations), and @keyframes; no print styles. Islands render markup after hydration that the static HTML lacks (dialogs, the mobile
// menu's open panel); the whole stylesheet, loaded right after the first paint, covers them.

export type CssNode =
  /** A style rule: selector list and declarations. */
  | { type: 'rule'; selectors: string; body: string }
  /** A grouping at-rule with rules inside: @media, @supports, @layer, @container, @starting-style. */
  | { type: 'group'; prelude: string; children: CssNode[] }
  /** Everything else, kept or dropped whole: @property, @keyframes, @font-face, `@layer a, b;`. */
  | { type: 'raw'; text: string };

const GROUPING = /^@(media|supports|layer|container|scope|starting-style|document)\b/i;

/** Index after the string that starts at `i` (a quote character). */
function skipString(css: string, i: number): number {
  const quote = css[i];
  let j = i + 1;
  while (j < css.length && css[j] !== quote) j += css[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** Index of the `}` that closes the block opened at `open`. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = skipString(css, i) - 1;
    } else if (c === '\\') {
      i++;
    } else if (c === '{') {
      depth++;
    } else if (c === '}' && --depth === 0) {
      return i;
    }
  }
  throw new Error(`critical-css: unbalanced braces at ${open}`);
}

function parseBlock(css: string, start: number): { nodes: CssNode[]; next: number } {
  const nodes: CssNode[] = [];
  let i = start;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i]!)) i++;
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    if (i >= css.length) break;
    if (css[i] === '}') return { nodes, next: i + 1 };
    // The prelude: up to `{` or `;` outside strings, brackets and parentheses.
    let j = i;
    let depth = 0;
    while (j < css.length) {
      const c = css[j]!;
      if (c === '"' || c === "'") {
        j = skipString(css, j);
        continue;
      }
      if (c === '\\') {
        j += 2;
        continue;
      }
      if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      else if (depth === 0 && (c === '{' || c === ';' || c === '}')) break;
      j++;
    }
    const prelude = css.slice(i, j).trim();
    if (css[j] !== '{') {
      if (prelude) nodes.push({ type: 'raw', text: `${prelude};` });
      i = css[j] === ';' ? j + 1 : j;
      continue;
    }
    if (GROUPING.test(prelude)) {
      const inner = parseBlock(css, j + 1);
      nodes.push({ type: 'group', prelude, children: inner.nodes });
      i = inner.next;
      continue;
    }
    const close = closingBrace(css, j);
    const body = css.slice(j + 1, close);
    nodes.push(
      prelude.startsWith('@')
        ? { type: 'raw', text: `${prelude}{${body}}` }
        : { type: 'rule', selectors: prelude, body },
    );
    i = close + 1;
  }
  return { nodes, next: i };
}

/** Parses a stylesheet into rules, grouping at-rules and raw at-rules (comments dropped). */
export function parseCss(css: string): CssNode[] {
  return parseBlock(css, 0).nodes;
}

export function serializeCss(nodes: CssNode[]): string {
  return nodes
    .map((node) =>
      node.type === 'rule'
        ? `${node.selectors}{${node.body}}`
        : node.type === 'group'
          ? `${node.prelude}{${serializeCss(node.children)}}`
          : node.text,
    )
    .join('');
}

/** Splits at top-level occurrences of `separator` (not inside strings, brackets, parentheses or escapes). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") i = skipString(text, i) - 1;
    else if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, sequence: string) =>
    /^[0-9a-fA-F]/.test(sequence) && /^[0-9a-fA-F]{1,6}\s?$/.test(sequence)
      ? String.fromCodePoint(parseInt(sequence.trim(), 16))
      : sequence,
  );
}

/** The class names a selector requires, unescaped (`.md\:flex` → `md:flex`). */
export function classesIn(selector: string): string[] {
  const names: string[] = [];
  for (const match of selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-]|[^\p{ASCII}])+)/gu)) {
    names.push(unescapeIdentifier(match[1]!));
  }
  return names;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

/**
 * Every class name used in the markup's class attributes, and in `data-class-*` attributes, where an
 * element names the classes a script will give it (e.g. the mobile menu's open panel).
 */
export function usedClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\s(?:class|data-class-[\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').replace(
      /&(#?\w+);/g,
      (all, name: string) => ENTITIES[name] ?? all,
    );
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const HTML_ELEMENTS = new Set(
  (
    'a abbr address article aside audio b blockquote body br button canvas caption code dd details dfn dialog div ' +
    'dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr html i iframe img input kbd ' +
    'label legend li main mark menu meter nav object ol optgroup option output p picture pre progress q s samp ' +
    'section select small span strong sub summary sup svg table tbody td template textarea tfoot th thead time tr u ul video'
  ).split(' '),
);

/** Pseudo-elements and -classes that only form controls have. */
const FORM_CONTROL_PSEUDO =
  /::(placeholder|file-selector-button|-webkit-(date|calendar|inner-spin|outer-spin|search))|:-moz-ui-invalid/;

/** Pseudo-elements that only date and time fields have (the base layer resets a dozen of them). */
const DATE_FIELD_PSEUDO = /::-webkit-(date|calendar)/;
const DATE_FIELD = /<input\b[^>]*\stype="(date|time|datetime-local|month|week)"/;

/** The HTML element names a selector requires (`:where(select:is([multiple])) optgroup` → select, optgroup). */
export function elementsIn(selector: string): string[] {
  const outsideAttributes = selector.replace(/\[[^\]]*\]/g, '[]');
  const names = [...outsideAttributes.matchAll(/(?:^|[\s>+~(,])([a-z][a-z0-9]*)/gi)].map((m) => m[1]!.toLowerCase());
  return names.filter((name) => HTML_ELEMENTS.has(name));
}

/** What a page's markup consists of: its class names and element names. */
export interface PageVocabulary {
  classes: Set<string>;
  elements: Set<string>;
  /** Whether it has a date or time field; without one, their pseudo-elements' rules are left out. */
  hasDateField?: boolean;
  /**
   * The data-* attribute names the markup has. A rule that needs another one (`[data-stage=active]`,
   * which a module sets after the first paint) cannot match before the whole stylesheet is there.
   */
  dataAttributes?: Set<string>;
}

/** The data-* attribute names used in the markup. */
export function usedDataAttributes(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(data-[\w-]+)(?=[\s=>/])/g)].map((m) => m[1]!.toLowerCase()));
}

/** The data-* attribute names a selector requires (`.x[data-stage=done]` → data-stage; escaped class text aside). */
export function dataAttributesIn(selector: string): string[] {
  return [...selector.matchAll(/(?<!\\)\[\s*(data-[\w-]+)/g)].map((m) => m[1]!.toLowerCase());
}

/** The element names used in the markup (a table always has a tbody, even when the markup omits it). */
export function usedElements(html: string): Set<string> {
  const elements = new Set([...html.matchAll(/<([a-z][a-z0-9]*)/gi)].map((m) => m[1]!.toLowerCase()));
  for (const always of ['html', 'head', 'body']) elements.add(always);
  if (elements.has('table')) elements.add('tbody');
  return elements;
}

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

/**
 * Drops theme variables, @property registrations and property defaults that no kept rule needs.
 * Theme variables may read others (`--default-font-family: var(--font-sans)`): followed to the end.
 */
function pruneCustomProperties(nodes: CssNode[]): CssNode[] {
  const needed = new Set<string>();
  const themeValues = new Map<string, string>();
  walk(nodes, (node, inTheme) => {
    if (node.type !== 'rule') return;
    if (isThemeRoot(node)) {
      for (const declaration of splitTopLevel(node.body, ';')) {
        const colon = declaration.indexOf(':');
        if (colon > 0) themeValues.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1));
      }
    } else if (!inTheme) {
      for (const name of customProperties(`${node.selectors}{${node.body}}`)) needed.add(name);
    }
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
 * matter for animating those properties, to the whole stylesheet. Saves about 0.2 KB per page (issue 15).
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
  return layerOrder(nodes) + serializeCss(defaultsWithoutRegistrations(pruneCustomProperties(keepRules(nodes, page))));
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
 * round trip (issue 15). Placed below what the tallest common screens show at first, so no element
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
  const page = {
    classes: usedClasses(body),
    elements: usedElements(body),
    hasDateField: DATE_FIELD.test(body),
    dataAttributes: usedDataAttributes(body),
  };
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
