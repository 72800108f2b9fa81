// Reports, per built page, the gzip size of its HTML and of the CSS and JS it loads (including
// what its islands import), so that page weight is measured, not guessed. Run after `npm run build`
// (DIST=<folder> measures another build output).
//
// The first round trip: a new TCP connection delivers about 14 KB (10 segments of 1460 bytes) before
// it has to wait for an acknowledgement. Two columns say what fits: the gzipped bytes up to the end of
// the first paragraph after the page's <h1> (what the first paint needs), and the whole document. The
// run fails when a page's heading and first paragraph need more than 14 KB, or when a document that
// should fit (landing page, content and legal pages) does not.
//
// A third column counts what really has to fit into that first flight: the document as the local server
// (`npm start`, wrangler dev) sends it, response headers included (status line, CSP, …; workerd's own gzip
// level). Lighthouse's simulation needs a second round trip as soon as this passes 14,600 bytes
// (10 × 1460; measured with padded copies of the reference page in bench/RESULTS.md), and a first
// visit's LCP ratio jumps from ≈ 1.1 to ≈ 1.3 there. It is reported here (FIRST_FLIGHT=0 skips it and the
// server start); tests/e2e/build-output.spec.ts enforces it for the pages Lighthouse's target names.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytesOnTheWire, FIRST_FLIGHT } from '../scripts/bytes-on-the-wire.mjs';

const dist = process.env.DIST ? join(process.cwd(), process.env.DIST) : new URL('../dist/', import.meta.url).pathname;
const gz = (data) => gzipSync(data, { level: 9 }).length;
const BUDGET = 14 * 1024;

/**
 * Pages of the application rather than content, whose whole document need not fit into 14 KB
 * (their heading and first paragraph still must, where they have one in the static HTML).
 */
const APPLICATION_PAGES = new Set([
  '/app',
  '/admin',
  '/extended-wizard',
  '/status',
  '/success',
  '/zweite-person',
  '/en/app',
  '/en/extended-wizard',
  '/en/status',
  '/en/success',
]);

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

/**
 * Gzipped bytes needed to deliver the document up to the end of the first paragraph after the <h1>
 * (the prefix compressed on its own: a streaming compressor has sent at least this much by then).
 * null when the static HTML has no <h1>, or no paragraph after it.
 */
export function firstParagraphBytes(html) {
  const heading = html.indexOf('</h1>');
  if (heading < 0) return null;
  const paragraph = html.indexOf('</p>', heading);
  return paragraph < 0 ? null : gz(html.slice(0, paragraph + '</p>'.length));
}

export function measure(page) {
  const html = readFileSync(join(dist, page), 'utf8');
  // Files named in the after-paint loader's data attributes (src/build/after-paint.ts), without the leading slash.
  const afterPaint = (name) =>
    [...html.matchAll(new RegExp(`data-${name}="([^"]*)"`, 'g'))].flatMap((m) =>
      m[1]
        .split(' ')
        .filter(Boolean)
        .map((u) => u.slice(1)),
    );
  // Stylesheets: linked ones (render-blocking) and the one loaded after the first paint.
  const css = [
    ...new Set([
      ...[...html.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"/g)].map((m) => m[1]),
      ...afterPaint('stylesheets'),
    ]),
  ];
  const scripts = [
    ...[...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]),
    ...afterPaint('modules'),
  ];
  const eager = new Set(scripts.flatMap((entry) => [...jsClosure(entry)]));
  const entries = [
    ...scripts,
    ...[...html.matchAll(/component-url="\/([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/renderer-url="\/([^"]+\.js)"/g)].map((m) => m[1]),
  ];
  const js = new Set(entries.flatMap((entry) => [...jsClosure(entry)]));
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const path = `/${page.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
  return {
    page: path,
    htmlGzip: gz(html),
    firstParagraphGzip: firstParagraphBytes(html),
    inlineCssGzip: inlineCss ? gz(inlineCss) : 0,
    cssGzip: css.reduce((sum, f) => sum + gz(readFileSync(join(dist, f))), 0),
    jsGzipEager: [...eager].reduce((sum, f) => sum + gz(readFileSync(join(dist, f))), 0),
    jsGzipIfHydrated: [...js].reduce((sum, f) => sum + gz(readFileSync(join(dist, f))), 0),
    blockingScripts: [
      ...html.matchAll(/<script(?![^>]*type="(module|application\/ld\+json)")(?![^>]*\b(async|defer)\b)[^>]*src=/g),
    ].length,
    wholeDocumentTarget: !APPLICATION_PAGES.has(path),
  };
}

const pages = readdirSync(dist, { recursive: true })
  .filter((f) => f.endsWith('.html') && !f.startsWith('pagefind'))
  .map((f) => relative(dist, join(dist, f)))
  .sort();
const rows = pages.map(measure);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.env.FIRST_FLIGHT !== '0') {
  const { startServer } = await import('./server.mjs');
  const { base, stop } = await startServer(Number(process.env.BENCH_PORT ?? 8798), 'size');
  try {
    for (const row of rows) row.wire = await bytesOnTheWire(base, row.page === '/404' ? '/gibt-es-nicht' : row.page);
  } finally {
    stop();
  }
}
const flight = (r) =>
  r.wire === undefined ? '–' : `${r.wire.toLocaleString('en')} B ${r.wire <= FIRST_FLIGHT ? '✓' : '✗'}`;

console.log(
  '| page | HTML gzip | of it up to the 1st paragraph after h1 | of it inline CSS | stylesheet file (after first paint) | JS gzip, always loaded (page modules) | JS gzip, all islands hydrated | blocking scripts | within 14 KB | on the wire with headers (≤ 14,600 B: one round trip) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|');
const failures = [];
for (const r of rows) {
  const misses = [];
  if (r.firstParagraphGzip !== null && r.firstParagraphGzip > BUDGET) misses.push('first paragraph');
  if (r.wholeDocumentTarget && r.htmlGzip > BUDGET) misses.push('document');
  if (misses.length) failures.push(`${r.page}: ${misses.join(', ')}`);
  const verdict = misses.length
    ? `✗ ${misses.join(', ')}`
    : r.wholeDocumentTarget
      ? '✓ document'
      : r.firstParagraphGzip === null
        ? '– (no static h1)'
        : '✓ first paragraph';
  console.log(
    `| ${r.page} | ${kb(r.htmlGzip)} | ${r.firstParagraphGzip === null ? '–' : kb(r.firstParagraphGzip)} | ${kb(r.inlineCssGzip)} | ${kb(r.cssGzip)} | ${kb(r.jsGzipEager)} | ${kb(r.jsGzipIfHydrated)} | ${r.blockingScripts} | ${verdict} | ${flight(r)} |`,
  );
}
const twoTrips = rows.filter((r) => r.wholeDocumentTarget && r.wire > FIRST_FLIGHT).map((r) => r.page);
if (twoTrips.length)
  console.error(`\nDocuments that need a second round trip with their headers: ${twoTrips.join(', ')}`);
if (failures.length) {
  console.error(`\nOver the 14 KB (${BUDGET} bytes gzip) budget:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
