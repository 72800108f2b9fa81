// Build-time only: the content pages of content/seo, their categories and neighbours.
import { fillTokensDeep } from './site';
import { getCollection, type CollectionEntry } from 'astro:content';
import { SEO_CATEGORIES, type SeoCategory } from '../content-schemas';

export type SeoEntry = CollectionEntry<'seo'>;

export const CATEGORY_INFO: Record<SeoCategory, { label: string; description: string }> = {
  standort: {
    label: 'Standorte',
    description: 'Punktestand abfragen in deiner Stadt – das KBA ist bundesweit zuständig.',
  },
  situation: {
    label: 'Situationen',
    description: 'Nach Blitzer, Rotlicht oder Kontrolle: was jetzt eingetragen wird.',
  },
  ratgeber: { label: 'Ratgeber', description: 'Punktesystem, Punkteabbau, Seminar und MPU verständlich erklärt.' },
  schnell: {
    label: 'Schnelle Hilfe',
    description: 'Wie du am schnellsten zu deiner Auskunft kommst – ehrlich verglichen.',
  },
  zielgruppe: {
    label: 'Zielgruppen',
    description: 'Was Fahranfänger, Berufskraftfahrer, Senioren und Vielfahrer wissen sollten.',
  },
  behoerde: { label: 'Behörden', description: 'Wer was macht: Polizei, KBA, Führerscheinstelle und Ordnungsamt.' },
  vergleich: {
    label: 'Vergleiche',
    description: 'Selbst beim KBA oder mit uns? Kosten, Tempo und Service im Vergleich.',
  },
  problem: {
    label: 'Probleme',
    description: 'Zu viele Punkte, Führerschein weg, MPU angeordnet: die nächsten Schritte.',
  },
};

/** "standort/berlin" → { category: "standort", slug: "berlin" }. */
export function splitId(id: string): { category: SeoCategory; slug: string } {
  const [category, slug] = id.split('/');
  if (!category || !slug || !(SEO_CATEGORIES as readonly string[]).includes(category)) {
    throw new Error(`content/seo/${id}.md: must live in content/seo/<${SEO_CATEGORIES.join('|')}>/<slug>.md`);
  }
  return { category: category as SeoCategory, slug };
}

export function seoPath(entry: SeoEntry): string {
  const { category, slug } = splitId(entry.id);
  return `/${category}/${slug}`;
}

/** Every content page, with {{tokens}} in its frontmatter filled (prices come from the catalog). */
export async function seoEntries(): Promise<SeoEntry[]> {
  return (await getCollection('seo')).map((entry) => ({ ...entry, data: fillTokensDeep(entry.data) }));
}

/** Every content page, grouped by category in the canonical category order, each group by `order`. */
export async function seoByCategory(): Promise<
  { category: SeoCategory; label: string; description: string; entries: SeoEntry[] }[]
> {
  const all = await seoEntries();
  return SEO_CATEGORIES.map((category) => ({
    category,
    ...CATEGORY_INFO[category],
    entries: all
      .filter((entry) => splitId(entry.id).category === category)
      .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id)),
  })).filter((group) => group.entries.length > 0);
}
