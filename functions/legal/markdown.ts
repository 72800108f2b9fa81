// The legal pages' Markdown (content/legal/*.md) as plain-text blocks, for the archive of legal
// texts and the contract confirmation PDF. It reads what those files use: '##'–'####' headings,
// paragraphs, '- ' list items, '> ' quotes, **bold**, *italic*, [links](…), backslash escapes and a
// trailing '\' line break. Anything else stays as written, so a new construct shows up in the
// archived text (and in tests/unit/legal-archive.test.ts) instead of silently vanishing.
//
// Only erasable TypeScript syntax and explicit .ts imports: scripts/legal-archive.mjs runs this in Node.
import type { LegalBlock } from './legal-document.ts';

type OpenBlock = { type: 'paragraph' | 'item' | 'quote'; lines: string[] };

const ESCAPE = /\\([\\`*_{}[\]()#+\-.!>|~])/g;
const PLACEHOLDER = /\uE000(\d+)\uE000/g;

/** A link as text: the address after the label, relative paths made absolute, mail links as their label. */
function linkText(label: string, url: string, origin: string): string {
  if (/^(mailto|tel):/.test(url)) return label;
  const absolute = url.startsWith('/') ? `${origin}${url}` : url;
  return label === url || label === absolute ? absolute : `${label} (${absolute})`;
}

/** Inline Markdown to plain text. */
export function inlineText(markdown: string, origin: string): string {
  // Escaped characters are set aside first, so '(\*)' never opens emphasis.
  const escaped: string[] = [];
  const text = markdown
    .replace(ESCAPE, (_, char: string) => `\uE000${escaped.push(char) - 1}\uE000`)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) => linkText(label, url, origin))
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|[^*\w])\*(?!\s)(.+?)(?<!\s)\*(?!\w)/g, '$1$2');
  return text.replace(PLACEHOLDER, (_, i: string) => escaped[Number(i)] ?? '');
}

/** The lines of one block joined: a trailing backslash (or two spaces) breaks the line, else a space. */
function joinLines(lines: string[]): string {
  return lines.reduce((joined, line, i) => {
    if (i === 0) return line;
    const hardBreak = /(^|[^\\])\\$/.test(joined) || / {2}$/.test(joined);
    return hardBreak ? `${joined.replace(/\\$| +$/, '')}\n${line}` : `${joined} ${line}`;
  }, '');
}

/**
 * The blocks of a Markdown body (without frontmatter). `origin` prefixes relative links, e.g.
 * 'https://{{host}}' (tokens are filled afterwards, like the site does after rendering).
 */
export function markdownToBlocks(markdown: string, origin: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let open: OpenBlock | null = null;
  const close = () => {
    if (!open) return;
    const raw = joinLines(open.lines).trim();
    const boldOnly = open.type === 'paragraph' ? /^\*\*([^*]+)\*\*$/.exec(raw) : null;
    if (boldOnly) blocks.push({ type: 'heading', level: 4, text: inlineText(boldOnly[1]!, origin) });
    else blocks.push({ type: open.type, text: inlineText(raw, origin) });
    open = null;
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^(#{1,6})\s+(.+?)(?:\s+#+)?\s*$/.exec(line);
    const quote = /^ {0,3}>\s?(.*)$/.exec(line);
    const item = /^ {0,3}[-*+]\s+(.*)$/.exec(line);
    if (!line.trim()) {
      close();
    } else if (heading) {
      close();
      const level = Math.min(4, Math.max(2, heading[1]!.length)) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, text: inlineText(heading[2]!, origin) });
    } else if (quote) {
      const content = quote[1]!.trim();
      // An empty '>' line separates the paragraphs of a quote.
      if (!content) close();
      else if (open?.type === 'quote') open.lines.push(content);
      else {
        close();
        open = { type: 'quote', lines: [content] };
      }
    } else if (item) {
      close();
      open = { type: 'item', lines: [item[1]!.trim()] };
    } else if (open) {
      open.lines.push(line.trim());
    } else {
      open = { type: 'paragraph', lines: [line.trim()] };
    }
  }
  close();
  return blocks;
}
