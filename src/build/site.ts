// Build-time only: the site identity from content/site.json and the {{token}} values that
// Markdown content and components may use. Runs in Astro pages, the content config and astro.config.
import * as v from 'valibot';
import siteJson from '../../content/site.json';
import { EXTRAS, PLANS, lowestPriceCents, type PlanId } from '../domain/catalog';
import { SECOND_PERSON_DOCUMENTS_DAYS, SECOND_PERSON_REMINDER_DAYS_BEFORE } from '../domain/dispatch';
import { formatPrice } from '../domain/locale-format';
import type { Locale } from '../domain/locales';

export const site = siteJson;
export type Site = typeof siteJson;

export const siteUrl = `https://${site.host}`;

function planPrice(id: PlanId, locale: Locale): string {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return formatPrice(plan.priceCents, locale);
}

/**
 * The texts content/site.json may state about the service. Ratings, review counts and customer counts
 * are not among them: they come from content/reviews.json with their origin (reviews.ts), or nowhere.
 */
const ClaimsSchema = v.strictObject({
  effortMinutes: v.string(),
  effortMinutesAlt: v.string(),
  /** How many working days the KBA usually takes to answer by post, e.g. "5–14"; the texts say the unit. */
  kbaWorkingDays: v.string(),
});

function claimsOf(s: Site): v.InferOutput<typeof ClaimsSchema> {
  const parsed = v.safeParse(ClaimsSchema, s.claims);
  if (parsed.success) return parsed.output;
  const unknown = Object.keys(s.claims).filter((key) => !(key in ClaimsSchema.entries));
  const fields = unknown.length
    ? unknown
    : parsed.issues.map((issue) => issue.path?.map((p) => String(p.key)).join('.') ?? '?');
  throw new Error(
    `content/site.json: claims.${fields.join(', claims.')} – a figure about ratings or customers needs its origin: ` +
      'put a reviews export into content/reviews.json instead.',
  );
}

/** Every value a {{token}} may name, flattened to dot paths; prices and the disclosure in `locale`. */
export function tokenValues(s: Site = site, locale: Locale = 'de'): Record<string, string> {
  const flat: Record<string, string> = {
    brand: s.brand,
    host: s.host,
    email: s.email,
    dispatchCutoff: s.dispatchCutoff,
    'price.basic': planPrice('basic', locale),
    'price.plus': planPrice('plus', locale),
    'price.pro': planPrice('pro', locale),
    'price.extra': formatPrice(EXTRAS[0]?.priceCents ?? 0, locale),
    'price.from': formatPrice(lowestPriceCents(), locale),
    // How long the second person's documents are awaited after the customer's letter (AGB § 3 (4)).
    'secondPerson.days': String(SECOND_PERSON_DOCUMENTS_DAYS),
    'secondPerson.reminderDays': String(SECOND_PERSON_REMINDER_DAYS_BEFORE),
  };
  for (const [key, value] of Object.entries(s.provider)) flat[`provider.${key}`] = value;
  // What the privacy policy says about its processors that a contract decides (content/legal/datenschutz.md).
  for (const [key, value] of Object.entries(s.processors)) flat[`processors.${key}`] = value;
  // The authorities the accessibility statement names (content/legal/barrierefreiheit.md).
  for (const [key, value] of Object.entries(s.accessibility)) flat[`accessibility.${key}`] = value;
  for (const [key, value] of Object.entries(claimsOf(s))) flat[`claims.${key}`] = value;
  flat.disclosure = fillTokens(s.disclosure[locale], flat);
  return flat;
}

/** Replaces {{name}} with its value; an unknown token fails the build so typos never reach a page. */
export function fillTokens(text: string, values: Record<string, string> = tokenValues()): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown content token {{${name}}}`);
    return value;
  });
}

/** The disclosure in the page's language. */
export function disclosureIn(locale: Locale): string {
  return tokenValues(site, locale).disclosure!;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Fills tokens in HTML rendered from Markdown. Values are escaped; tokens inside link targets
 * arrive percent-encoded (%7B%7Bemail%7D%7D) and are filled there too.
 */
export function fillTokensInHtml(html: string, values: Record<string, string> = tokenValues()): string {
  const escaped = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]));
  return fillTokens(html.replace(/%7B%7B([\w.]+)%7D%7D/gi, '{{$1}}'), escaped);
}

/** A content entry's HTML as rendered by the Markdown processor at build time, with its {{tokens}} filled. */
export function entryHtml(entry: { rendered?: { html: string } }, locale: Locale = 'de'): string {
  // The Markdown processor puts a line break between block elements and after the last; the browser ignores it
  // there, and the FAQ and the AGB carry a hundred of them in their first round trip. Without the last one, a
  // paragraph's end tag can be left out before its container's (src/build/optional-tags.ts).
  const html = (entry.rendered?.html ?? '').replace(BLOCK_BREAK, '$1').trimEnd();
  return fillTokensInHtml(html, tokenValues(site, locale));
}

/** A line break after a block element's end tag, or a list's or table's start tag, and before a tag: layout ignores
 * it (no text between blocks). */
const BLOCK_BREAK =
  /(<\/(?:p|ul|ol|li|h[1-6]|blockquote|table|thead|tbody|tr|td|th|div|hr|pre)>|<(?:ul|ol|table|thead|tbody|tr)>)\n(?=<)/g;

/** Fills {{tokens}} in every string of a content entry's data (frontmatter), e.g. prices from the catalog. */
export function fillTokensDeep<T>(value: T, values: Record<string, string> = tokenValues()): T {
  if (typeof value === 'string') return fillTokens(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillTokensDeep(item, values)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillTokensDeep(v, values)])) as T;
  }
  return value;
}
