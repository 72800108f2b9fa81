// Build-time only: FAQ entries from content/faq, in the order editors gave them.
import type { CollectionEntry } from 'astro:content';
import { FAQ_GROUPS } from '../content.config';
import { MESSAGES } from '../domain/messages';
import { DEFAULT_LOCALE, type Locale } from '../domain/locales';
import { faqEntries } from './localised-content';

export type FaqEntry = CollectionEntry<'faq'>;

const GROUP_ORDER = Object.keys(FAQ_GROUPS) as (keyof typeof FAQ_GROUPS)[];

function byGroupThenOrder(a: FaqEntry, b: FaqEntry): number {
  return GROUP_ORDER.indexOf(a.data.group) - GROUP_ORDER.indexOf(b.data.group) || a.data.order - b.data.order;
}

export async function allFaqs(locale: Locale = DEFAULT_LOCALE): Promise<FaqEntry[]> {
  return (await faqEntries(locale)).sort(byGroupThenOrder);
}

/** The FAQ page's groups with their headings in `locale`, empty groups left out. */
export async function faqGroups(
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ id: string; title: string; entries: FaqEntry[] }[]> {
  const entries = await allFaqs(locale);
  return GROUP_ORDER.map((id) => ({
    id,
    title: MESSAGES[locale][`faq.group.${id}`],
    entries: entries.filter((e) => e.data.group === id),
  })).filter((group) => group.entries.length > 0);
}
