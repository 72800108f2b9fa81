// After `astro build`: put the SHA-256 of the inline scripts of the built pages into the CSP of
// dist/_headers, so each policy allows exactly the scripts its pages ship and nothing injected.
//
// Every page shares two inline scripts (the cookie banner's and the after-paint loader). The site-wide
// policy allows only the scripts that every page has; a page with inline scripts of its own (island
// loaders of /app, /hilfe, …) gets a rule of its own with those added. Least privilege, and the
// response headers of most pages stay short: they travel in the same first round trip as the
// document (bench/page-size.mjs counts them), and each hash costs 55 bytes there.
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const PLACEHOLDER = "'inline-script-hashes'";
/** The back office's policy (path /admin) allows the inline scripts of its own page only. */
const ADMIN_PLACEHOLDER = "'admin-inline-script-hashes'";
const ADMIN_PATH = '/admin';

const sha256 = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Inline scripts that the browser executes (JSON-LD and other data blocks are not). */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? '';
    if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)) continue;
    if (match[2]) scripts.push(match[2]);
  }
  return scripts;
}

/** dist/standort/koeln.html → /standort/koeln, dist/index.html → / (html_handling drops the suffix). */
export function pagePath(file) {
  const path = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path.replace(/\/index$/, '');
}

/**
 * The final _headers text. `pages` maps each page's path to its inline scripts. The site-wide
 * policy's placeholder gets the hashes common to every page but /admin; each page with more gets a
 * rule of its own (the site-wide policy dropped with "!", then the same policy with its hashes).
 */
export function finalizeHeaders(headers, pages) {
  const policyLine = headers.split('\n').find((line) => line.includes(PLACEHOLDER));
  if (!policyLine) throw new Error(`_headers has no ${PLACEHOLDER} placeholder`);
  if (!headers.includes(ADMIN_PLACEHOLDER)) throw new Error(`_headers has no ${ADMIN_PLACEHOLDER} placeholder`);
  const hashesOf = (scripts) => [...new Set(scripts.map(sha256))].sort();
  const site = [...pages].filter(([path]) => path !== ADMIN_PATH).map(([path, scripts]) => [path, hashesOf(scripts)]);
  const common = site.length ? site.map(([, h]) => h).reduce((a, b) => a.filter((hash) => b.includes(hash))) : [];
  const ownRules = site
    .filter(([, hashes]) => hashes.length > common.length)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([path, hashes]) =>
        `${path}\n  ! Content-Security-Policy\n${policyLine.replace(PLACEHOLDER, hashes.join(' '))}\n`,
    );
  const rules = ownRules.length
    ? `\n# Pages with inline scripts of their own (written by scripts/finalize-headers.mjs).\n${ownRules.join('\n')}`
    : '';
  return (
    headers
      .replaceAll(ADMIN_PLACEHOLDER, hashesOf(pages.get(ADMIN_PATH) ?? []).join(' '))
      .replaceAll(PLACEHOLDER, common.join(' ')) + rules
  );
}

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
    ),
  );
  return nested.flat();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const pages = new Map();
  for (const file of await htmlFiles(dist)) {
    if (relative(dist, file).startsWith('pagefind')) continue;
    pages.set(pagePath(relative(dist, file)), inlineScripts(await readFile(file, 'utf8')));
  }
  const headersPath = join(dist, '_headers');
  const result = finalizeHeaders(await readFile(headersPath, 'utf8'), pages);
  await writeFile(headersPath, result);
  console.log(
    `finalize-headers: inline script hashes of ${pages.size} pages written to dist/_headers, ` +
      `${(result.match(/^\/\S*\n {2}! Content-Security-Policy/gm) ?? []).length - 1} pages with a policy of their own besides /admin`,
  );
}
