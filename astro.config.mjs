// @ts-check
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import testimonials from './content/testimonials.json' with { type: 'json' };
import { inlineCriticalCss } from './src/build/critical-css';
import { languageLinkProblems } from './src/build/language-links';
import { loadAfterPaint } from './src/build/after-paint';
import { omitOptionalTags } from './src/build/optional-tags';
import { staticImportsRecorder } from './src/build/static-imports';
import { chunkGroups, entriesMayExportMore } from './src/build/chunk-groups';
import { assertNoPlaceholders, assertNoSampleTestimonials } from './src/build/placeholders';
import { site, siteUrl } from './src/build/site';
import { alternatesOf, DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, normalisedPath, PAGE_PATHS } from './src/i18n/locales';

/**
 * A sitemap entry with its page in every language (hreflang alternates), for the pages that exist in every one.
 * @param {import('@astrojs/sitemap').SitemapItem} item
 */
function withAlternates(item) {
  const alternates = alternatesOf(new URL(item.url).pathname);
  if (!alternates) return item;
  const url = (/** @type {string} */ page) => (page === '/' ? siteUrl : `${siteUrl}${page}`);
  return {
    ...item,
    links: LOCALES.map((locale) => ({ lang: LOCALE_TAGS[locale].lang, url: url(alternates[locale]) })),
  };
}

/** Pages no search should list (each marks itself noindex), in every language. */
const UNLISTED_PAGES = /** @type {const} */ ([
  '/404',
  '/success',
  '/extended-wizard',
  '/status',
  '/zweite-person',
  '/email-aenderung',
]);
const UNLISTED_PATHS = new Set(['/admin', ...UNLISTED_PAGES.flatMap((page) => Object.values(PAGE_PATHS[page]))]);

if (process.env.ENVIRONMENT === 'production') {
  assertNoPlaceholders(site);
  assertNoSampleTestimonials(testimonials.items);
}

/**
 * After the build, a content page fetches nothing but its document before the first paint: it inlines
 * only the CSS its own markup uses (src/build/critical-css.ts), and loads the whole stylesheet (one
 * cacheable file for every page) and its module scripts once it has painted (src/build/after-paint.ts);
 * the tags HTML lets a page omit are left out last (src/build/optional-tags.ts).
 */
const firstPaintIntegration = {
  name: 'first-paint',
  hooks: {
    /** @param {{ dir: URL }} options */
    'astro:build:done': async ({ dir }) => {
      const root = fileURLToPath(dir);
      const files = (await readdir(root, { recursive: true })).map((file) => file.split('\\').join('/'));
      /** @type {Map<string, string>} */
      const stylesheets = new Map();
      for (const file of files.filter((f) => f.endsWith('.css'))) {
        stylesheets.set(`/${file}`, await readFile(join(root, file), 'utf8'));
      }
      for (const file of files.filter((f) => f.endsWith('.html'))) {
        const path = join(root, file);
        const html = await readFile(path, 'utf8');
        const page = await inlineCriticalCss(html, stylesheets);
        const rewritten = await omitOptionalTags(loadAfterPaint(page.html, page.deferredStylesheets));
        if (rewritten !== html) await writeFile(path, rewritten);
      }
    },
  },
};

/** The build fails when a page and its twin in the other language do not name each other (src/build/language-links.ts). */
const languageLinksIntegration = {
  name: 'language-links',
  hooks: {
    /** @param {{ dir: URL }} options */
    'astro:build:done': async ({ dir }) => {
      const root = fileURLToPath(dir);
      const files = (await readdir(root, { recursive: true }))
        .map((file) => file.split('\\').join('/'))
        .filter((file) => file.endsWith('.html') && !file.startsWith('pagefind/'));
      const pages = await Promise.all(
        files.map(async (file) => ({ path: `/${file}`, html: await readFile(join(root, file), 'utf8') })),
      );
      const problems = languageLinkProblems(pages, siteUrl);
      if (problems.length > 0) throw new Error(`Language links:\n${problems.join('\n')}`);
    },
  },
};

/**
 * `Header.astro_astro_type_script_index_0_lang.H1lQNvdZ.js` → `Header.H1lQNvdZ.js`: every content page
 * names its modules in the after-paint loader, and those bytes count against the first 14 KB.
 * @param {{ name: string }} chunk
 */
function shortScriptName(chunk) {
  return `_astro/${chunk.name.replace(/\.astro_astro_type_script.*$/, '').replace(/[^\w-]/g, '_')}.[hash].js`;
}

// Redirects (/build → /app, /koeln … → /standort/…) live in public/_redirects so that the
// platform answers them with a real 301 before any page is served.
export default defineConfig({
  site: siteUrl,
  // A separate cache lets tests and benchmarks build a temporary content copy next to a normal build.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  output: 'static',
  trailingSlash: 'never',
  // German at the root, every other language under its prefix (src/i18n/locales.ts lists the pages, whose slugs differ).
  i18n: { locales: [...LOCALES], defaultLocale: DEFAULT_LOCALE, routing: { prefixDefaultLocale: false } },
  // One stylesheet file for every page; the critical-css integration inlines each page's part of it.
  build: { format: 'file', inlineStylesheets: 'never' },
  integrations: [
    preact({ compat: true }),
    firstPaintIntegration,
    languageLinksIntegration,
    sitemap({
      filter: (page) => !UNLISTED_PATHS.has(normalisedPath(new URL(page).pathname)),
      serialize: withAlternates,
    }),
  ],
  vite: {
    plugins: [tailwindcss(), staticImportsRecorder(), entriesMayExportMore()],
    build: {
      assetsInlineLimit: 0,
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              entryFileNames: shortScriptName,
              chunkFileNames: shortScriptName,
              codeSplitting: { groups: chunkGroups() },
              // Shared files hold modules of several scripts: each module's top-level code still runs only
              // when something imports it (src/build/chunk-groups.ts).
              strictExecutionOrder: true,
            },
          },
        },
      },
    },
    // `npm run dev`: the Worker (wrangler dev on :8787) answers the API.
    server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
  },
});
