// Content collections from the top-level content/ folder, validated at build time: a malformed
// file fails the build with the file and field named by Astro's schema error.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { LocalPageSchema, SeoPageSchema } from './content-schemas';
import { MESSAGES } from './domain/messages';

/** Where content lives; the build-scale benchmark points this at a generated copy. */
const CONTENT_ROOT = process.env.CONTENT_ROOT ?? './content';

const text = z.string().trim().min(1);

const legalSchema = z.object({
  title: text,
  heading: text,
  description: z.string().min(50).max(170),
  updated: z.iso.date(),
});

/**
 * Legal pages: /agb, /datenschutz, /impressum, /barrierefreiheit. German, the binding text, at the folder's root;
 * each other language's courtesy translations in a folder named by its tag (content/legal/en/agb.md), named like
 * the German file they translate, whose `updated` date they carry (tests/unit/translations.test.ts fails when the
 * German text is newer). The layout is Starlight's: the default language at the root, the others beside it.
 */
const legal = defineCollection({
  loader: glob({ pattern: ['*.md', '*/*.md'], base: `${CONTENT_ROOT}/legal` }),
  schema: legalSchema,
});

/** The FAQ's groups in their order; their headings are the catalogue's 'faq.group.<id>'. */
export const FAQ_GROUPS = {
  allgemein: MESSAGES.de['faq.group.allgemein'],
  bestellung: MESSAGES.de['faq.group.bestellung'],
  dokumente: MESSAGES.de['faq.group.dokumente'],
  datenschutz: MESSAGES.de['faq.group.datenschutz'],
  probleme: MESSAGES.de['faq.group.probleme'],
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

const faqSchema = z.object({
  question: text,
  group: z.enum(Object.keys(FAQ_GROUPS) as [keyof typeof FAQ_GROUPS]),
  order: z.number().int().positive(),
  /** Shown in the landing page's FAQ accordion under this category. */
  landing: z.enum(Object.keys(FAQ_LANDING_CATEGORIES) as [keyof typeof FAQ_LANDING_CATEGORIES]).optional(),
  /** One of the three short FAQs on /hilfe. */
  help: z.boolean().optional(),
});

/** One question per file, the body its answer; German at the root, each other language in its folder (content/faq/en). */
const faq = defineCollection({
  loader: glob({ pattern: ['*.md', '*/*.md'], base: `${CONTENT_ROOT}/faq` }),
  schema: faqSchema,
});

/** Search-oriented content pages: content/seo/<category>/<slug>.md. */
const seo = defineCollection({
  loader: glob({ pattern: '*/*.md', base: `${CONTENT_ROOT}/seo` }),
  schema: SeoPageSchema,
});

/** Local landing pages: content/pages/<slug>.json. */
const pages = defineCollection({
  loader: glob({ pattern: '*.json', base: `${CONTENT_ROOT}/pages` }),
  schema: LocalPageSchema,
});

/**
 * The landing page of each language but the default (whose landing page, /, is src/pages/index.astro):
 * content/landing/<tag>.json. `{minutes}`, `{days}`, `{from}` and `{brand}` are filled from content/site.json
 * and the price list.
 */
const landing = defineCollection({
  loader: glob({ pattern: '*.json', base: `${CONTENT_ROOT}/landing` }),
  schema: z.object({
    title: text,
    description: z.string().min(50).max(250),
    kicker: text,
    heading: text,
    intro: text,
    /** The name of the list of points below the start button. */
    atAGlance: text,
    points: z.array(text).min(1),
    topicsHeading: text,
    topicsIntro: text,
    /** German guides (content/seo/<id>.md) this language's readers ask about first; linked as German pages. */
    topics: z.array(text).min(1),
    ctaHeading: text,
    cta: text,
  }),
});

export const collections = { legal, faq, seo, pages, landing };
