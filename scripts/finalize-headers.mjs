// After `astro build`: put the SHA-256 of every inline script of the built pages into the CSP of
// dist/_headers, so the policy allows exactly the scripts we ship and nothing injected.
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const PLACEHOLDER = "'inline-script-hashes'";
/** The back office's policy (path /admin) allows the inline scripts of its own page only. */
const ADMIN_PLACEHOLDER = "'admin-inline-script-hashes'";
const ADMIN_PAGE = 'admin.html';

const sha256 = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
    ),
  );
  return nested.flat();
}

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

const hashes = new Set();
const adminHashes = new Set();
for (const file of await htmlFiles(dist)) {
  for (const script of inlineScripts(await readFile(file, 'utf8'))) {
    hashes.add(sha256(script));
    if (file === join(dist, ADMIN_PAGE)) adminHashes.add(sha256(script));
  }
}

const headersPath = join(dist, '_headers');
const headers = await readFile(headersPath, 'utf8');
for (const placeholder of [PLACEHOLDER, ADMIN_PLACEHOLDER])
  if (!headers.includes(placeholder)) throw new Error(`${headersPath} has no ${placeholder} placeholder`);
await writeFile(
  headersPath,
  headers
    .replaceAll(ADMIN_PLACEHOLDER, [...adminHashes].sort().join(' '))
    .replaceAll(PLACEHOLDER, [...hashes].sort().join(' ')),
);
console.log(
  `finalize-headers: ${hashes.size} inline script hashes written to dist/_headers, ${adminHashes.size} of them for /admin`,
);
