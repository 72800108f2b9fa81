// CSS as the critical-CSS build step needs it (src/build/critical-css.ts): a stylesheet parsed into
// rules, grouping at-rules and raw at-rules, and written back. Enough for Tailwind's flat output; not a
// general CSS parser (no nesting).

export type CssNode =
  /** A style rule: selector list and declarations. */
  | { type: 'rule'; selectors: string; body: string }
  /** A grouping at-rule with rules inside: @media, @supports, @layer, @container, @starting-style. */
  | { type: 'group'; prelude: string; children: CssNode[] }
  /** Everything else, kept or dropped whole: @property, @keyframes, @font-face, `@layer a, b;`. */
  | { type: 'raw'; text: string };

const GROUPING = /^@(media|supports|layer|container|scope|starting-style|document)\b/i;

/** Index after the string that starts at `i` (a quote character). */
export function skipString(css: string, i: number): number {
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
export function splitTopLevel(text: string, separator: string): string[] {
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
