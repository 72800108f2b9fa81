// Build step, after beasties has chosen the rules a page's markup can use (./critical-css.ts): only shortens
// their text, with postcss: no print styles, the theme variables and custom-property defaults the kept rules
// read (without their @property registrations, see defaultsWithoutRegistrations), no fallbacks for theme
// variables that exist, and the @keyframes the kept rules name.
import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss';

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

/** `chosen` (rules of `wholeCss`) shortened as the header says, with the stylesheet's layer order first. */
export function trimmedCss(chosen: string, wholeCss: string): string {
  const root = postcss.parse(chosen);
  const theme = themeVariables(postcss.parse(wholeCss));
  dropPrintStyles(root);
  dropDeadFallbacks(root, theme);
  pruneCustomProperties(root, theme);
  // Keyframes last: a theme variable that names them (`--animate-spin`) counts only if a kept rule reads it.
  dropUnusedKeyframes(root);
  defaultsWithoutRegistrations(root);
  dropLayerStatementsAndEmptyGroups(root);
  return layerOrder(wholeCss) + compact(root);
}
