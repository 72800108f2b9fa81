// Build-time only: FAQ entries from content/faq, in the order editors gave them.
import { getCollection, type CollectionEntry } from 'astro:content';
import { FAQ_GROUPS } from '../content.config';
import { fillTokensInHtml } from './site';

export type FaqEntry = CollectionEntry<'faq'>;

const GROUP_ORDER = Object.keys(FAQ_GROUPS) as (keyof typeof FAQ_GROUPS)[];

function byGroupThenOrder(a: FaqEntry, b: FaqEntry): number {
  return GROUP_ORDER.indexOf(a.data.group) - GROUP_ORDER.indexOf(b.data.group) || a.data.order - b.data.order;
}

export async function allFaqs(): Promise<FaqEntry[]> {
  return (await getCollection('faq')).sort(byGroupThenOrder);
}

/** The FAQ page's groups with their German headings, empty groups left out. */
export async function faqGroups(): Promise<{ id: string; title: string; entries: FaqEntry[] }[]> {
  const entries = await allFaqs();
  return GROUP_ORDER.map((id) => ({
    id,
    title: FAQ_GROUPS[id],
    entries: entries.filter((e) => e.data.group === id),
  })).filter((group) => group.entries.length > 0);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };

/**
 * The text of rendered Markdown without its markup: blocks (paragraphs, list items) become separate
 * lines, inline elements (links, emphasis) leave their text.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?(p|li|ul|ol|h[1-6]|blockquote|br)\b[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (all, name: string) => ENTITIES[name] ?? all)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * For FAQPage JSON-LD: the question and the answer's text. Plain text rather than the rendered HTML:
 * the structured data repeats every answer of the FAQ page, and its markup alone cost that page's
 * document about 0.2 KB of its 14 KB (issue 15).
 */
export function faqLdEntries(entries: FaqEntry[]) {
  return entries.map((e) => ({
    question: e.data.question,
    answer: htmlToText(fillTokensInHtml(e.rendered?.html ?? '')),
  }));
}
