// A catalogue sentence that holds links marks each with a tag of its own name, `<help>Hilfe-Seite</help>`, so
// the sentence stays whole in every language (word order, where the link sits) and the page decides only what a
// tag links to. Build time only: the result is HTML for `set:html`, every text and value escaped.
import { format } from '../domain/format-message';
import { escapeHtml } from './site';

/** Where a tag of the sentence links to. */
export interface SentenceLink {
  href: string;
  rel?: string;
}

const TAG = /<(\w+)>([^<]*)<\/\1>/g;

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
  let html = '';
  let from = 0;
  for (const match of sentence.matchAll(TAG)) {
    const [whole, tag, inner] = match as unknown as [string, string, string];
    const link = links[tag];
    if (!link) throw new Error(`no link for <${tag}> in "${sentence}"`);
    used.add(tag);
    const rel = link.rel ? ` rel="${escapeHtml(link.rel)}"` : '';
    html += `${text(sentence.slice(from, match.index))}<a href="${escapeHtml(link.href)}" class="link"${rel}>${text(inner)}</a>`;
    from = match.index + whole.length;
  }
  for (const tag of Object.keys(links)) if (!used.has(tag)) throw new Error(`"${sentence}" has no <${tag}>`);
  return html + text(sentence.slice(from));
}
