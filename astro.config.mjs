// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import testimonials from './content/testimonials.json' with { type: 'json' };
import { assertNoPlaceholders, assertNoSampleTestimonials } from './src/build/placeholders';
import { site, siteUrl } from './src/build/site';

if (process.env.ENVIRONMENT === 'production') {
  assertNoPlaceholders(site);
  assertNoSampleTestimonials(testimonials.items);
}

/** Registers `client:consent`, `client:interaction` and `client:media-idle` (see src/lib/*-directive.ts). */
const clientDirectives = {
  name: 'client-directives',
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'consent', entrypoint: './src/lib/consent-directive.ts' });
      addClientDirective({ name: 'interaction', entrypoint: './src/lib/interaction-directive.ts' });
      addClientDirective({ name: 'media-idle', entrypoint: './src/lib/media-idle-directive.ts' });
    },
  },
};

// Redirects (/build → /app, /koeln … → /standort/…) live in public/_redirects so that the
// platform answers them with a real 301 before any page is served.
export default defineConfig({
  site: siteUrl,
  // A separate cache lets tests and benchmarks build a temporary content copy next to a normal build.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  output: 'static',
  trailingSlash: 'never',
  // Inline the (small, ~7 KB gzip) stylesheet: no render-blocking request before first paint.
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [
    react(),
    clientDirectives,
    sitemap({ filter: (page) => !/\/(404|admin|success|extended-wizard|status|zweite-person)(\.html)?$/.test(page) }),
  ],
  vite: {
    plugins: [tailwindcss()],
    // `npm run dev`: the Worker (wrangler dev on :8787) answers the API.
    server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
  },
});
