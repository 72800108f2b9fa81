// Content collections from the top-level content/ folder, validated at build time: a malformed
// file fails the build with the file and field named by Astro's schema error.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const text = z.string().trim().min(1);

/** Legal pages: /agb, /datenschutz, /impressum. */
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/legal' }),
  schema: z.object({
    title: text,
    heading: text,
    description: z.string().min(50).max(170),
    updated: z.iso.date(),
  }),
});

export const FAQ_GROUPS = {
  allgemein: 'Allgemein',
  bestellung: 'Bestellung & Bezahlung',
  dokumente: 'Dokumente & Bearbeitung',
  datenschutz: 'Datenschutz & Sicherheit',
  probleme: 'Probleme & Support',
} as const;

export const FAQ_LANDING_CATEGORIES = {
  ablauf: 'Ablauf',
  service: 'Service',
  kosten: 'Kosten',
  datenschutz: 'Datenschutz',
  rechtliches: 'Rechtliches',
  dokumente: 'Dokumente',
  qualitaet: 'Qualität',
} as const;

/** One question per file; the body is the answer. */
const faq = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/faq' }),
  schema: z.object({
    question: text,
    group: z.enum(Object.keys(FAQ_GROUPS) as [keyof typeof FAQ_GROUPS]),
    order: z.number().int().positive(),
    /** Shown in the landing page's FAQ accordion under this category. */
    landing: z.enum(Object.keys(FAQ_LANDING_CATEGORIES) as [keyof typeof FAQ_LANDING_CATEGORIES]).optional(),
    /** One of the three short FAQs on /hilfe. */
    help: z.boolean().optional(),
  }),
});

export const SEO_CATEGORIES = ['standort', 'situation', 'ratgeber', 'schnell', 'zielgruppe', 'behoerde', 'vergleich', 'problem'] as const;

/** Search-oriented content pages: content/seo/<category>/<slug>.md (spec §3 "SEO page data"). */
const seo = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './content/seo' }),
  schema: z.object({
    title: text,
    description: text.max(200),
    metaTitle: text.max(70),
    metaDescription: z.string().min(50).max(170),
    urgency: z.boolean().default(false),
    order: z.number().int().positive(),
    hero: z.object({
      title: text,
      subtitle: text,
      ctaText: text,
      benefits: z.array(text).min(1).max(6),
    }),
    emergency: z.object({ title: text, description: text, actions: z.array(text).min(1) }).optional(),
    faq: z.array(z.object({ question: text, answer: text })).default([]),
    cta: z.object({ title: text, description: text, buttonText: text, urgent: z.boolean().default(false) }),
  }),
});

/** Local landing pages: content/pages/<slug>.json (spec §3 "Local page data"). */
const pages = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/pages' }),
  schema: z.object({
    title: text,
    metaDescription: z.string().min(50).max(170),
    hero: z.object({ headline: text, subline: text, ctaLabel: text, ctaHref: z.string().startsWith('/') }),
    sections: z
      .object({
        howto: z.object({ title: text, steps: z.array(z.object({ title: text, description: text })).min(1) }).optional(),
        about: z.object({ title: text, paragraphs: z.array(text).min(1) }).optional(),
      })
      .optional(),
  }),
});

export const collections = { legal, faq, seo, pages };
