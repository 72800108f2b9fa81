// What a page's markup consists of and what a CSS selector requires of it, for the critical-CSS build
// step (src/build/critical-css.ts): class names, element names, data-* attributes. Regular expressions over
// strings, no DOM: Tailwind's selectors name their classes, and our markup is generated.

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

/** Every class name used in the markup's class attributes. */
export function usedClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
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

/** The vocabulary of a piece of markup (a page's body, or the part of it before its first-screen marker). */
export function pageVocabulary(html: string): PageVocabulary {
  return {
    classes: usedClasses(html),
    elements: usedElements(html),
    hasDateField: DATE_FIELD.test(html),
    dataAttributes: usedDataAttributes(html),
  };
}
