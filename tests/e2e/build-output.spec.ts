// Checks on the built site in dist/ (the web server of this run built it just before).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DRAWS_IN_BROWSER } from '../../src/build/critical-css';
import { LOCALES } from '../../src/domain/locales';
import { bytesOnTheWire, FIRST_FLIGHT } from '../../scripts/bytes-on-the-wire.mjs';
import { UI_TEXTS } from '../../src/domain/ui-texts';

const dist = join(import.meta.dirname, '../../dist');
const pages = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.html') && !file.startsWith('pagefind'));
const html = Object.fromEntries(pages.map((file) => [file, readFileSync(join(dist, file), 'utf8')]));

const SPEC_SLUGS = {
  standort: ['berlin', 'koeln', 'muenchen', 'hamburg'],
  situation: ['verkehrskontrolle', 'blitzer', 'rotlicht', 'handy-steuer'],
  ratgeber: ['punktesystem-erklaert', 'punkteabbau', 'fahreignungsseminar', 'mpu-vorbereitung'],
  schnell: ['punktestand-sofort', 'express-auskunft', 'notfall-hilfe', '24h-service'],
  zielgruppe: ['fahranfaenger', 'berufskraftfahrer', 'senioren', 'vielfahrer'],
  behoerde: ['polizei', 'kba', 'fuehrerscheinstelle', 'ordnungsamt'],
  vergleich: ['kba-vs-alternativen', 'kosten-vergleich', 'geschwindigkeit', 'service-qualitaet'],
  problem: ['punkte-vergessen', 'fuehrerschein-weg', 'zu-viele-punkte', 'mpu-angeordnet'],
};

test('every content page the spec lists is built', () => {
  for (const [category, slugs] of Object.entries(SPEC_SLUGS)) {
    for (const slug of slugs)
      expect(existsSync(join(dist, category, `${slug}.html`)), `${category}/${slug}`).toBe(true);
  }
  expect(pages.filter((file) => /^[a-z0-9-]+\.html$/.test(file)).length).toBeGreaterThanOrEqual(10 + 8);
});

test('titles and meta descriptions are unique', () => {
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const [file, source] of Object.entries(html)) {
    if (file === '404.html') continue;
    const title = source.match(/<title>([^<]*)<\/title>/)?.[1];
    const description = source.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(title, file).toBeTruthy();
    expect(description, file).toBeTruthy();
    expect(seen.title.get(title!), `${file} repeats the title of`).toBeUndefined();
    expect(seen.description.get(description!), `${file} repeats the description of`).toBeUndefined();
    seen.title.set(title!, file);
    seen.description.set(description!, file);
  }
});

test('every page names its icons, manifest and a described sharing image; the manifest is served', async ({
  request,
}) => {
  for (const [file, source] of Object.entries(html)) {
    if (file === 'admin.html') continue;
    for (const tag of [
      '<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32">',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
    ])
      expect(source, file).toContain(tag);
    expect(source, file).toMatch(/<meta property="og:image:alt" content="PunkteBrief: [^"]+ab 39,90/);
    // In the head, or added there by the after-paint loader (src/build/after-paint.ts).
    expect(source, file).toMatch(
      /<link rel="manifest" href="\/manifest\.webmanifest">|data-manifests="\/manifest\.webmanifest"/,
    );
  }
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({ short_name: 'PunkteBrief', lang: 'de', start_url: '/' });
  for (const icon of ['/favicon-32.png', '/apple-touch-icon.png', '/icon-192.png', '/icon-512.png'])
    expect((await request.get(icon)).headers()['content-type'], icon).toBe('image/png');
});

test('no word runs into a link: the space before a link survives the HTML compression', () => {
  for (const [file, source] of Object.entries(html)) {
    const text = source.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '');
    const glued = [...text.matchAll(/[a-zäöüß,;:]<a [^>]*>[^<]*<\/a>/g)].map((m) => m[0]);
    expect(glued, file).toEqual([]);
  }
});

test('every internal link resolves to a built page, a file or a redirect', () => {
  const redirects = readFileSync(join(dist, '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0])
    .filter(Boolean);
  const resolves = (path: string) =>
    path === '/' ||
    redirects.includes(path) ||
    existsSync(join(dist, `${path}.html`)) ||
    existsSync(join(dist, path, 'index.html')) ||
    (existsSync(join(dist, path)) && !path.endsWith('/'));
  const broken: string[] = [];
  for (const [file, source] of Object.entries(html)) {
    for (const [, href] of source.matchAll(/href="(\/[^"#?]*)[^"]*"/g)) {
      if (!resolves(href!.replace(/\/$/, '') || '/')) broken.push(`${file} → ${href}`);
    }
  }
  expect(broken).toEqual([]);
});

test('all JSON-LD parses, and content pages carry breadcrumbs, FAQ and the service with prices', () => {
  for (const [file, source] of Object.entries(html)) {
    for (const [, json] of source.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      expect(() => JSON.parse(json!), file).not.toThrow();
    }
  }
  const ld = [
    ...html['ratgeber/punkteabbau.html']!.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!));
  const types = ld.map((item) => item['@type']);
  expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage', 'Service']));
  const service = ld.find((item) => item['@type'] === 'Service');
  expect(service.offers.map((offer: { price: string }) => offer.price)).toEqual(['39.90', '49.90', '79.90']);
});

/** The script files a page loads, however it names them (src, islands, data-modules, dynamic imports). */
function scriptsOf(page: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...html[page]!.matchAll(/\/_astro\/([\w.-]+\.js)/g)].map((m) => m[1]!);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(dist, '_astro', file), 'utf8');
    queue.push(...[...source.matchAll(/(?:\.\/|_astro\/)([\w.-]+\.js)/g)].map((m) => m[1]!));
  }
  return seen;
}

const gzipped = (bytes: Buffer | string) => gzipSync(bytes).length;

/** The modules a page's after-paint loader starts (none on a page without one). */
const loaderModules = (page: string) =>
  (html[page]!.match(/data-modules="([^"]*)"/)?.[1] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((url) => url.replace('/_astro/', ''));

/** Where the wizard page's list reaches the layout's and the header's modules: before it, what it draws with. */
const firstLayoutModule = (listed: string[]) => listed.findIndex((file) => /^(Header|BaseLayout)\./.test(file));

/** The files a built module imports statically (`import{…}from"./x.js"`, `import"./x.js"`). */
const staticImportsOf = (file: string) =>
  [...readFileSync(join(dist, '_astro', file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map(
    (m) => m[1]!,
  );

/** The files a built module imports with `import()` (``import(`./x.js`)``, inside Vite's preload helper call). */
const dynamicImportsOf = (file: string) =>
  [...readFileSync(join(dist, '_astro', file), 'utf8').matchAll(/import\(["`]\.\/([\w.-]+\.js)["`]\)/g)].map(
    (m) => m[1]!,
  );

/** A module and everything it imports statically, directly or through others. */
function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of staticImportsOf(file)) withStaticImports(imported, seen);
  return seen;
}

test('the wizard starts what it draws with and its texts first, so nothing waits for another round trip', () => {
  for (const page of ['app.html', 'en/app.html', 'tr/app.html']) {
    const listed = loaderModules(page);
    const pageScript = listed.find((file) => file.startsWith('app.'));
    expect(pageScript, page).toBeDefined();
    // Not vacuous: the page's script imports Vite's preload helper, and with import() the wizard, which imports
    // the renderer.
    expect(staticImportsOf(pageScript!).length, page).toBeGreaterThanOrEqual(1);
    const drawing = dynamicImportsOf(pageScript!);
    expect(drawing.length, page).toBeGreaterThanOrEqual(1);
    expect(
      [...withStaticImports(drawing[0]!)].some((file) => file.startsWith('preact.')),
      page,
    ).toBe(true);
    for (const file of listed)
      expect(listed, `${page}: ${file}`).toEqual(expect.arrayContaining(staticImportsOf(file)));
    // Ahead of the layout's and the header's modules, each with what it imports.
    const firstOther = firstLayoutModule(listed);
    expect(firstOther, page).toBeGreaterThan(0);
    for (const file of drawing.flatMap((module) => [...withStaticImports(module)]))
      expect(listed.indexOf(file), `${page}: ${file}`).toBeLessThan(firstOther);
    // Its texts are asked for by the loader before any module (src/build/after-paint-loader.ts).
    const texts = html[page]!.match(/<meta name="ui-texts" content="([^"]+)">/)![1];
    expect(html[page]!.match(/data-preloads="([^"]*)"/)?.[1], page).toBe(texts);
  }
  // A content page draws nothing with its modules: its list names only its own scripts, and it fetches no texts.
  expect(loaderModules('faq.html').every((file) => !/^(preload-helper|rolldown-runtime)\./.test(file))).toBe(true);
  expect(html['faq.html']).not.toContain('data-preloads');
});

test("shared code comes in few files: the wizard's first step in 10, and no content page loads the islands' share", () => {
  for (const page of ['app.html', 'en/app.html', 'tr/app.html']) {
    const listed = loaderModules(page);
    const drawing = listed.slice(0, firstLayoutModule(listed));
    // Before the grouping (src/build/chunk-groups.ts) the first step asked for 27 files; before the files shared
    // with content pages' scripts were grouped too, 16.
    expect(drawing.length, page).toBeLessThanOrEqual(10);
    expect(
      drawing.filter((file) => /^(islands|preact)\./.test(file)),
      page,
    ).toHaveLength(2);
  }
  // Pages that draw (an Astro island, or a root their own module draws: the wizard, the pages opened from mails).
  const contentPages = pages.filter(
    (page) => !html[page]!.includes('<astro-island') && !html[page]!.includes(` ${DRAWS_IN_BROWSER}`),
  );
  expect(contentPages.length).toBeGreaterThan(40);
  // The header's helpers (its focus trap, reduced motion) come in the layout's file: a page whose only scripts are
  // the layout's and the header's loads 5 files (those two modules, the layout's file, nanostores, Rolldown's
  // runtime), not 7.
  const plain = contentPages.filter((page) =>
    loaderModules(page).every((file) => /^(HeaderActions|BaseLayout)\./.test(file)),
  );
  expect(plain).toEqual(expect.arrayContaining(['agb.html', 'impressum.html']));
  for (const page of plain)
    expect(new Set(loaderModules(page).flatMap((file) => [...withStaticImports(file)])).size, page).toBe(5);
  for (const page of contentPages) {
    const loaded = new Set(loaderModules(page).flatMap((file) => [...withStaticImports(file)]));
    expect(
      [...loaded].filter((file) => /^(islands|preact)\./.test(file)),
      page,
    ).toEqual([]);
  }
});

test('a page whose scripts speak names the texts of its language, and only those', () => {
  const speaking = readdirSync(join(dist, '_astro')).filter((file) =>
    readFileSync(join(dist, '_astro', file), 'utf8').includes('meta[name="ui-texts"]'),
  );
  expect(speaking).toHaveLength(1);
  const withScripts = pages.filter((page) => scriptsOf(page).has(speaking[0]!));
  // Not vacuous: the wizard, the status page and the forms in every language.
  expect(withScripts).toEqual(
    expect.arrayContaining(['app.html', 'en/app.html', 'tr/app.html', 'tr/status.html', 'admin.html']),
  );
  for (const page of pages) {
    const named = html[page]!.match(/<meta name="ui-texts" content="([^"]+)">/)?.[1]?.replaceAll('&amp;', '&');
    if (!withScripts.includes(page)) {
      expect(named, page).toBeUndefined();
      continue;
    }
    const lang = html[page]!.match(/<html lang="(\w+)"/)![1]!;
    expect(named, page).toMatch(new RegExp(`^/ui-texts/${lang}\\.json\\?v=\\w+$`));
    // No preload: it would compete with the first screen (src/lib/ui-texts-request.ts).
    expect(html[page], page).not.toContain('rel="preload" as="fetch"');
  }
  for (const locale of LOCALES) {
    const texts = JSON.parse(readFileSync(join(dist, 'ui-texts', `${locale}.json`), 'utf8')) as Record<string, string>;
    expect(texts, locale).toEqual(UI_TEXTS[locale]);
  }
});

test('the wizard in English or Turkish carries what the German one does, in its own words only', () => {
  const weight = (page: string) => {
    const lang = html[page]!.match(/<html lang="(\w+)"/)![1]!;
    const scripts = [...scriptsOf(page)].reduce(
      (sum, file) => sum + gzipped(readFileSync(join(dist, '_astro', file))),
      0,
    );
    return gzipped(html[page]!) + scripts + gzipped(readFileSync(join(dist, 'ui-texts', `${lang}.json`)));
  };
  // The same scripts: no language adds code, and no script holds the wizard's words of any language.
  const german = scriptsOf('app.html');
  for (const page of ['en/app.html', 'tr/app.html'])
    expect([...scriptsOf(page)].sort(), page).toEqual([...german].sort());
  for (const locale of LOCALES) {
    const word = `"${UI_TEXTS[locale]['wizard.review.title']}"`;
    const holding = [...german].filter((file) => readFileSync(join(dist, '_astro', file), 'utf8').includes(word));
    expect(holding, locale).toEqual([]);
  }
  // What differs is the words themselves (Turkish ones are a little longer): within 1 % of the German page.
  for (const page of ['en/app.html', 'tr/app.html'])
    expect(weight(page), page).toBeLessThanOrEqual(weight('app.html') * 1.01);
});

test('the texts are served at their versioned address and may be kept for good', async ({ request }) => {
  const named = html['tr/app.html']!.match(/<meta name="ui-texts" content="([^"]+)">/)![1]!.replaceAll('&amp;', '&');
  const response = await request.get(named);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await response.json()).toEqual(UI_TEXTS.tr);
});

test("the German landing page's scripts check the hero's e-mail with German messages only", () => {
  const scripts = [...scriptsOf('index.html')].map((file) => readFileSync(join(dist, '_astro', file), 'utf8'));
  expect(scripts.some((source) => source.includes(UI_TEXTS.de['validation.email.invalid']))).toBe(true);
  for (const locale of LOCALES.filter((other) => other !== 'de'))
    expect(
      scripts.filter((source) => source.includes(UI_TEXTS[locale]['validation.email.invalid'])),
      locale,
    ).toEqual([]);
});

test('no script holds the words of a language other than German: each page gets its own as data', () => {
  const scripts = readdirSync(join(dist, '_astro'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => [file, readFileSync(join(dist, '_astro', file), 'utf8')] as const);
  for (const locale of LOCALES.filter((other) => other !== 'de')) {
    const words = Object.entries(UI_TEXTS[locale])
      .filter(([key, text]) => text.length >= 15 && text !== UI_TEXTS.de[key as keyof typeof UI_TEXTS.de])
      .map(([, text]) => text.split(/\{\w+\}/)[0]!)
      .filter((piece) => piece.length >= 15);
    const found = scripts.flatMap(([file, source]) =>
      words.filter((word) => source.includes(word)).map((word) => `${file}: ${word}`),
    );
    expect(found, locale).toEqual([]);
  }
});

test('every page a customer opens arrives with its response headers in TCP’s first flight', async ({ baseURL }) => {
  // Every page that inlines only its markup's CSS: content pages, the wizard, the pages opened from mails. Not the
  // back office, whose island renders on load and inlines the whole stylesheet.
  const measured = pages.filter((file) => html[file]!.includes('<noscript><link rel="stylesheet"'));
  expect(measured).toEqual(
    expect.arrayContaining([
      'index.html',
      'faq.html',
      'agb.html',
      'en/faq.html',
      'tr/sss.html',
      'app.html',
      'tr/app.html',
      'status.html',
      'tr/status.html',
      'zweite-person.html',
      'tr/ikinci-kisi.html',
      'email-aenderung.html',
      'extended-wizard.html',
    ]),
  );
  for (const file of measured) {
    const path =
      file === '404.html' ? '/gibt-es-nicht' : `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    expect(await bytesOnTheWire(baseURL!, path), path).toBeLessThanOrEqual(FIRST_FLIGHT);
  }
});
