// Reports, per built page, the gzip size of its HTML and of the CSS and JS it loads (including
// what its islands import), so that page weight is measured, not guessed. Run after `npm run build`.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** A module and every module it imports statically, transitively. */
function jsClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(dist, file), 'utf8');
  for (const m of source.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
    const target = m[1].startsWith('/') ? m[1].slice(1) : join(file, '..', m[1]);
    jsClosure(target, seen);
  }
  return seen;
}

export function measure(page) {
  const html = readFileSync(join(dist, page), 'utf8');
  const css = [...html.matchAll(/<link[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]);
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const eager = new Set(scripts.flatMap((entry) => [...jsClosure(entry)]));
  const entries = [
    ...scripts,
    ...[...html.matchAll(/component-url="\/([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/renderer-url="\/([^"]+\.js)"/g)].map((m) => m[1]),
  ];
  const js = new Set(entries.flatMap((entry) => [...jsClosure(entry)]));
  return {
    page: `/${page.replace(/\.html$/, '').replace(/^index$/, '')}`,
    htmlGzip: gz(join(dist, page)),
    cssGzip: css.reduce((sum, f) => sum + gz(join(dist, f)), 0),
    jsGzipEager: [...eager].reduce((sum, f) => sum + gz(join(dist, f)), 0),
    jsGzipIfHydrated: [...js].reduce((sum, f) => sum + gz(join(dist, f)), 0),
    blockingScripts: [
      ...html.matchAll(/<script(?![^>]*type="(module|application\/ld\+json)")(?![^>]*\b(async|defer)\b)[^>]*src=/g),
    ].length,
  };
}

const pages = readdirSync(dist, { recursive: true })
  .filter((f) => f.endsWith('.html'))
  .map((f) => relative(dist, join(dist, f)))
  .sort();
const rows = pages.map(measure);
console.log(
  '| page | HTML gzip | CSS gzip | JS gzip, always loaded (deferred modules) | JS gzip, all islands hydrated | blocking scripts |',
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${(r.htmlGzip / 1024).toFixed(1)} KB | ${(r.cssGzip / 1024).toFixed(1)} KB | ${(r.jsGzipEager / 1024).toFixed(1)} KB | ${(r.jsGzipIfHydrated / 1024).toFixed(1)} KB | ${r.blockingScripts} |`,
  );
}
