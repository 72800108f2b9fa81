// A catalogue sentence with its link tags (src/domain/sentence-parts.ts) as HTML for an Astro page's `set:html`,
// at build time: every text and value escaped.
import { format } from '../domain/format-message';
import { sentenceParts } from '../domain/sentence-parts';
import { escapeHtml } from './site';

/** Where a tag of the sentence links to. */
export interface SentenceLink {
  href: string;
  rel?: string;
}

/**
 * The sentence as HTML: `{name}` placeholders filled from `values`, each `<tag>…</tag>` a link (class "link")
 * to `links[tag]`. A tag without a link, or a link the sentence lacks, is an error: the catalogue and the page
 * must agree.
 */
export function sentenceWithLinks(
  sentence: string,
  links: Record<string, SentenceLink>,
  values: Record<string, string | number> = {},
): string {
  const text = (part: string) => escapeHtml(format(part, values));
  const used = new Set<string>();
  const html = sentenceParts(sentence).map((part) => {
    if (!('tag' in part)) return text(part.text);
    const link = links[part.tag];
    if (!link) throw new Error(`no link for <${part.tag}> in "${sentence}"`);
    used.add(part.tag);
    const rel = link.rel ? ` rel="${escapeHtml(link.rel)}"` : '';
    return `<a href="${escapeHtml(link.href)}" class="link"${rel}>${text(part.text)}</a>`;
  });
  for (const tag of Object.keys(links)) if (!used.has(tag)) throw new Error(`"${sentence}" has no <${tag}>`);
  return html.join('');
}
