// Build-time only: FAQ entries from content/faq, in the order editors gave them.
import { getCollection, type CollectionEntry } from 'astro:content';
import { FAQ_GROUPS } from '../content.config';

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
