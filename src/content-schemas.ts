// Build-time schemas of the content pages, apart from content.config.ts so that unit tests can
// check content files against them without Astro's virtual modules.
import { z } from 'astro/zod';

const text = z.string().trim().min(1);

export const SEO_CATEGORIES = [
  'standort',
  'situation',
  'ratgeber',
  'schnell',
  'zielgruppe',
  'behoerde',
  'vergleich',
  'problem',
] as const;
export type SeoCategory = (typeof SEO_CATEGORIES)[number];

/** Frontmatter of content/seo/<category>/<slug>.md; the body holds the sections. */
export const SeoPageSchema = z.object({
  /** The page's H1. */
  title: text.max(90),
  /** One sentence for overview cards. */
  description: text.max(200),
  /** The HTML <title>; unique across the site. */
  metaTitle: text.max(70),
  metaDescription: z.string().min(50).max(170),
  /** Acute situations: red hero with 'DRINGEND'. */
  urgency: z.boolean().default(false),
  /** Position within the category; 1 is the category's first example on /seo. */
  order: z.number().int().positive(),
  hero: z.object({ title: text, subtitle: text, ctaText: text, benefits: z.array(text).min(1).max(6) }),
  emergency: z.object({ title: text, description: text, actions: z.array(text).min(1) }).optional(),
  /** Only the first three are shown (src/pages/[category]/[slug].astro). */
  faq: z.array(z.object({ question: text, answer: text })).default([]),
  cta: z.object({ title: text, description: text, buttonText: text, urgent: z.boolean().default(false) }),
});

/** content/pages/<slug>.json, plus an optional text section of its own. */
export const LocalPageSchema = z.object({
  title: text.max(70),
  metaDescription: z.string().min(50).max(170),
  hero: z.object({ headline: text, subline: text, ctaLabel: text, ctaHref: z.string().startsWith('/') }),
  sections: z
    .object({
      howto: z.object({ title: text, steps: z.array(z.object({ title: text, description: text })).min(1) }).optional(),
      about: z.object({ title: text, paragraphs: z.array(text).min(1) }).optional(),
    })
    .optional(),
});
