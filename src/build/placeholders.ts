// Build-time only: values we cannot know yet (company, address, register, VAT id) are written as
// "[PLATZHALTER: …]". A production build must not ship any of them.

const PLACEHOLDER_MARK = 'PLATZHALTER';

/** Dot paths of every string in `value` that still contains a placeholder. */
export function findPlaceholders(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes(PLACEHOLDER_MARK) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => findPlaceholders(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => findPlaceholders(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** Throws a message naming every placeholder left in content/site.json. */
export function assertNoPlaceholders(site: unknown): void {
  const left = findPlaceholders(site);
  if (left.length > 0) {
    throw new Error(
      `Production build refused: content/site.json still has placeholders in ${left.join(', ')}. ` +
        'Fill in the real provider data before deploying (ENVIRONMENT=production).',
    );
  }
}

/** Names of sample testimonials that must be replaced by real customer reviews before going live. */
function findSampleTestimonials(items: readonly { name: string; sample?: boolean }[]): string[] {
  return items.filter((item) => item.sample).map((item) => item.name);
}

/** Throws when sample testimonials would be published: fake reviews are unlawful (UWG § 5b Abs. 3, Anhang Nr. 23b/c). */
export function assertNoSampleTestimonials(items: readonly { name: string; sample?: boolean }[]): void {
  const samples = findSampleTestimonials(items);
  if (samples.length > 0) {
    throw new Error(
      `Production build refused: content/testimonials.json still has sample reviews (${samples.join(', ')}). ` +
        'Publish only real customer reviews.',
    );
  }
}
