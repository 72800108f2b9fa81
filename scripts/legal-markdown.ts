// Build-time only: the legal pages' Markdown (content/legal/*.md) as plain-text blocks, for the archive
// of legal texts (scripts/legal-archive.mjs) and so for the contract confirmation PDF. It parses with
// Sätteri, the Markdown processor Astro renders the same pages with, and with Astro's default features,
// so the archive reads the text exactly as the site shows it.
//
// A construct this file has no plain-text form for (a table, an image, raw HTML, a nested list, …)
// throws instead of vanishing: customers accept the archived text, so a new construct has to be
// given a deliberate plain-text form here before it can be archived.
//
// Only erasable TypeScript syntax and explicit .ts imports: scripts/legal-archive.mjs runs this in Node.
import { markdownToMdast, type MdastNode } from 'satteri';
import type { LegalBlock } from '../functions/legal/legal-document.ts';

/** Astro's defaults for `markdown` (astro.config.mjs sets none): GFM and smart punctuation. */
const SITE_FEATURES = { gfm: true, smartPunctuation: true };

function unsupported(node: MdastNode): Error {
  const line = node.position ? ` (line ${node.position.start.line})` : '';
  return new Error(
    `legal Markdown: '${node.type}'${line} has no plain-text form for the archive of legal texts; ` +
      'give it one in scripts/legal-markdown.ts or write the text without it.',
  );
}

/** A link as text: the address after the label, relative paths made absolute, mail and phone links as their label. */
function linkText(label: string, url: string, origin: string): string {
  if (/^(mailto|tel):/.test(url)) return label;
  const absolute = url.startsWith('/') ? `${origin}${url}` : url;
  return label === url || label === absolute ? absolute : `${label} (${absolute})`;
}

/** Inline content as plain text: emphasis dropped, a soft line break a space, a hard one a newline. */
function inlineText(nodes: MdastNode[], origin: string): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.value.replace(/[ \t]*\n[ \t]*/g, ' ');
        case 'strong':
        case 'emphasis':
          return inlineText(node.children, origin);
        case 'break':
          return '\n';
        case 'link':
          return linkText(inlineText(node.children, origin), node.url, origin);
        default:
          throw unsupported(node);
      }
    })
    .join('');
}

/** A paragraph that is bold as a whole ('**Widerrufsrecht**') is a level-4 heading, as on the page. */
function paragraphBlock(node: MdastNode & { type: 'paragraph' }, origin: string): LegalBlock {
  const [only, ...rest] = node.children;
  if (only?.type === 'strong' && rest.length === 0) {
    return { type: 'heading', level: 4, text: inlineText(only.children, origin).trim() };
  }
  return { type: 'paragraph', text: inlineText(node.children, origin).trim() };
}

/** The paragraphs of a list item or quote, each one block of `type`; anything else in them throws. */
function paragraphsAs(type: 'item' | 'quote', children: MdastNode[], origin: string): LegalBlock[] {
  return children.map((child) => {
    if (child.type !== 'paragraph') throw unsupported(child);
    return { type, text: inlineText(child.children, origin).trim() };
  });
}

function blocksOf(node: MdastNode, origin: string): LegalBlock[] {
  switch (node.type) {
    case 'heading': {
      const level = Math.min(4, Math.max(2, node.depth)) as 2 | 3 | 4;
      return [{ type: 'heading', level, text: inlineText(node.children, origin).trim() }];
    }
    case 'paragraph':
      return [paragraphBlock(node, origin)];
    case 'list':
      // Items are printed as bullets: a numbered list would lose its numbers, a task list its boxes.
      if (node.ordered) throw unsupported(node);
      return node.children.flatMap((item) => {
        if (item.type !== 'listItem' || typeof item.checked === 'boolean') throw unsupported(item);
        if (item.children.length !== 1) throw unsupported(item.children[1] ?? item);
        return paragraphsAs('item', item.children, origin);
      });
    case 'blockquote':
      // An empty '>' line separates the paragraphs of a quote: one block each.
      return paragraphsAs('quote', node.children, origin);
    default:
      throw unsupported(node);
  }
}

/**
 * The blocks of a Markdown body (without frontmatter), in reading order. `origin` prefixes relative
 * links, e.g. 'https://{{host}}' (tokens are filled afterwards, like the site does after rendering).
 * Throws on a construct that has no plain-text form (see the header).
 */
export function markdownToBlocks(markdown: string, origin: string): LegalBlock[] {
  const root = markdownToMdast(markdown, { features: SITE_FEATURES });
  if (root.type !== 'root') throw unsupported(root);
  return root.children.flatMap((node) => blocksOf(node, origin));
}
