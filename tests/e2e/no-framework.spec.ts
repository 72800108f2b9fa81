// A first visit to a content page downloads no UI framework: the cookie banner is drawn by a small module
// after the first paint (no document carries it), the mobile menu's panel is built by a small module
// of its own after the first paint, and the cookie settings dialog (Preact) is loaded only when asked for. And each page's inlined CSS styles its markup exactly as the whole stylesheet,
// which arrives after the first paint, so nothing moves when it does (on the landing page: its first screen).
import type { Page } from '@playwright/test';
import { FIRST_SCREEN_END } from '../../src/build/critical-css';
import { expect, holdRequests, settle, test } from './fixtures';

const CONTENT_PAGES = ['/', '/faq', '/standort/koeln', '/agb', '/impressum'];

/** Where the FAQ's first screen ends, as an XPath to the marker comment the build leaves in place. */
const FIRST_SCREEN_MARKER = `//body//comment()[.='${FIRST_SCREEN_END.slice('<!--'.length, -'-->'.length)}']`;

/** Script files the page requested, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * The requested scripts that are (part of) the islands' UI framework: preact/compat marks its elements with
 * `Symbol.for('react.element')`, as React did (React 19 `react.transitional.element` and its error pages'
 * links, should React come back).
 */
async function frameworkScripts(page: Page, scripts: string[]): Promise<string[]> {
  const framework: string[] = [];
  for (const path of new Set(scripts)) {
    const source = await (await page.request.get(path)).text();
    if (/react\.dev\/errors|react\.(transitional\.)?element/.test(source)) framework.push(path);
  }
  return framework;
}

for (const project of ['desktop', 'phone @mobile']) {
  test.describe(`a first visit on a ${project}`, () => {
    for (const path of CONTENT_PAGES) {
      test(`${path} downloads no UI framework, also after "Nur notwendige"`, async ({ page }) => {
        const scripts = recordScripts(page);
        await page.goto(path);
        await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeVisible();
        await settle(page);
        await page.getByRole('button', { name: 'Nur notwendige' }).click();
        await settle(page);
        expect(scripts.length).toBeGreaterThan(0); // the page's own modules, after the first paint
        expect(await frameworkScripts(page, scripts)).toEqual([]);
      });
    }
  });
}

test('no document carries the cookie banner: it is drawn after the first paint, for a visitor who has not chosen', async ({
  page,
}) => {
  for (const path of ['/', '/faq', '/agb', '/en/faq', '/tr/sss']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain('cookie-banner');
  }
  let paintedBefore = Number.NaN;
  await page.exposeFunction('bannerDrawn', (at: number) => (paintedBefore = at));
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('cookie-banner')) return;
      observer.disconnect();
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      void (window as unknown as { bannerDrawn: (at: number) => void }).bannerDrawn(performance.now() - paint);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/faq');
  await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeVisible();
  expect(paintedBefore).toBeGreaterThan(0);
});

test('without its scripts a page shows no cookie banner and asks Google nothing', async ({ page, googleRequests }) => {
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto('/standort/koeln');
  await settle(page);
  await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookie-banner-acknowledged'))).toBeNull();
  expect(googleRequests).toEqual([]);
});

test('a returning visitor’s page loads neither the banner’s code nor its texts', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/agb');
  await settle(page);
  expect(requests.filter((path) => /cookie-banner-view|\/ui-texts\//.test(path))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toHaveCount(0);
});

/**
 * Position, size and the computed styles that paint, of every element in <body>, keyed by its place; on a
 * page with a first-screen marker (src/build/critical-css.ts FIRST_SCREEN_END), of the elements before it
 * (those that contain it without their height, which depends on what follows).
 */
async function renderedStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate((markerXPath) => {
    const marker = document.evaluate(
      markerXPath,
      document,
      null,
      XPathResult.FIRST_ORDERED_NODE_TYPE,
      null,
    ).singleNodeValue;
    const props = [
      'display',
      'position',
      'font-size',
      'font-weight',
      'line-height',
      'color',
      'background-color',
      'border-top-width',
      'border-top-color',
      'box-shadow',
      'opacity',
      'visibility',
    ];
    const out: Record<string, string> = {};
    // Numbered among the compared elements only: whether the menu's closed dialog was built yet (by a
    // module started after the first paint) must not shift the keys of everything after it.
    let index = 0;
    document.querySelectorAll('body *').forEach((element) => {
      // A closed dialog (the mobile menu, built by its module) renders nothing; it opens only once the
      // whole stylesheet is there (src/build/after-paint.ts).
      if (element.closest('script, style, template, noscript, dialog:not([open])')) return;
      // The cookie banner is drawn after the first paint, once the whole stylesheet is there
      // (src/lib/cookie-banner-view.ts): nothing the first paint's CSS styles.
      if (element.closest('#cookie-banner')) return;
      // What a closed <details> hides is not drawn before the visitor opens it, and the first paint's CSS
      // leaves it out (src/build/critical-css.ts withoutClosedDetails).
      if (element.parentElement?.closest('details:not([open])') && !element.closest('summary')) return;
      const containsMarker = !!marker && element.contains(marker);
      if (marker && !containsMarker && !(element.compareDocumentPosition(marker) & Node.DOCUMENT_POSITION_FOLLOWING))
        return;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // An empty element without height or border draws nothing, whatever CSS it has: the search's live region
      // and result list, which its module adds empty after the first paint (src/lib/site-search.ts).
      if (box.height === 0 && !element.textContent && style.borderTopWidth === '0px') return;
      out[`${index++} ${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`] = [
        Math.round(box.x),
        Math.round(box.y),
        Math.round(box.width),
        containsMarker ? '–' : Math.round(box.height),
        ...props.map((name) => style.getPropertyValue(name)),
      ].join(' | ');
    });
    return out;
  }, FIRST_SCREEN_MARKER);
}

/**
 * Islands that hydrate when they come into view (the forms of /hilfe and /widerruf) render a disabled
 * button until then: both runs are compared once those in the first screen have hydrated.
 */
async function islandsInViewHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr][client="visible"]')].every(
      (island) => island.getBoundingClientRect().top >= innerHeight,
    ),
  );
}

/** True once the whole stylesheet (loaded after the first paint) applies. */
function wholeStylesheetApplies(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return !!sheet.href?.includes('/_astro/') && sheet.cssRules.length > 0;
      } catch {
        return false; // a sheet that failed to load has no rules to read
      }
    }),
  );
}

for (const project of ['desktop', 'phone @mobile']) {
  test.describe(`on a ${project}`, () => {
    // /hilfe and /widerruf: their forms are islands that hydrate when they come into view. The pages opened from
    // mails (here without a link) draw their first screen on the server, and their module only brings it to life.
    const mailPages = ['/status', '/email-aenderung', '/zweite-person'];
    for (const path of [...CONTENT_PAGES, '/seo', '/hilfe', '/widerruf', '/404', ...mailPages]) {
      test(`${path}: the inlined CSS alone renders the page as the whole stylesheet does`, async ({ page }) => {
        await page.goto(path);
        await expect.poll(() => wholeStylesheetApplies(page)).toBe(true);
        await settle(page);
        await islandsInViewHydrated(page);
        const withStylesheet = await renderedStyles(page);

        await page.route('**/_astro/*.css', (route) => route.abort());
        await page.reload();
        await settle(page);
        await islandsInViewHydrated(page);
        expect(await wholeStylesheetApplies(page)).toBe(false);
        expect(await renderedStyles(page)).toEqual(withStylesheet);
      });
    }
  });
}

for (const path of ['/faq'])
  test(`${path}: the first screen ends above its marker, also in a 1440 px tall window`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1440 });
    await page.goto(path);
    await settle(page);
    const belowFirstScreen = await page.evaluate((markerXPath) => {
      const marker = document.evaluate(markerXPath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null)
        .singleNodeValue as Comment | null;
      const next = marker?.nextElementSibling;
      return next ? next.getBoundingClientRect().top - innerHeight : Number.NaN;
    }, FIRST_SCREEN_MARKER);
    expect(belowFirstScreen).toBeGreaterThanOrEqual(0);
  });

// Content pages, and the pages that draw in the browser: the wizard and those opened from a mail render their first
// screen on the server and start their modules after it.
for (const path of ['/', '/standort/koeln', '/faq', '/app', '/status', '/zweite-person', '/email-aenderung']) {
  test(`before its first paint ${path} requests nothing but its document`, async ({ page }) => {
    await page.goto(path);
    await settle(page);
    const { paint, resources } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      resources: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(resources.filter((resource) => resource.start < paint)).toEqual([]);
    // Afterwards: the whole stylesheet and the page's module scripts, however long the machine takes to start them.
    const requestedKinds = () =>
      page.evaluate(() => [
        ...new Set(
          performance
            .getEntriesByType('resource')
            .map((entry) => /\/_astro\/.+\.(css|js)$/.exec(entry.name)?.[1])
            .filter((kind) => kind !== undefined),
        ),
      ]);
    await expect.poll(async () => (await requestedKinds()).sort()).toEqual(['css', 'js']);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });
}

/** Holds back the whole stylesheet until the returned function is called. */
const holdStylesheet = (page: Page) => holdRequests(page, '**/_astro/*.css');

/** Resolves once the page's texts and every module its loader names have arrived. */
async function modulesArrived(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const named = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules?.split(' ');
        const done = new Set(
          performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
            .map((entry) => new URL(entry.name).pathname),
        );
        return (
          !!named?.length &&
          named.every((url) => done.has(url)) &&
          [...done].some((url) => url.startsWith('/ui-texts/'))
        );
      }),
    )
    .toBe(true);
  // Time enough for them to evaluate and draw, were they not waiting for the stylesheet.
  await page.waitForTimeout(500);
}

test('/app inlines only its first step’s CSS, and the wizard takes over once the whole stylesheet is there', async ({
  page,
}) => {
  const release = await holdStylesheet(page);
  const response = await page.goto('/app');
  // The whole stylesheet is a file, loaded after the first paint (its link without JavaScript).
  expect(await response!.text()).toContain('<noscript><link rel="stylesheet"');
  await modulesArrived(page);
  // Still the server's inert first draw: no field to type into yet.
  await expect(page.locator('#order-wizard > [inert]')).toHaveCount(1);
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveCount(0);
  release();
  await expect(page.getByLabel('Vorname', { exact: true })).toBeEditable();
  await expect(page.locator('#order-wizard > [inert]')).toHaveCount(0);
});

test('a page opened from a mail shows its first state at once and its next only with the whole stylesheet', async ({
  page,
}) => {
  const release = await holdStylesheet(page);
  await page.goto('/zweite-person#bestellung=PK-1-ABCDEF&token=abc');
  // The server's render: the link is being checked.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zweiter Antrag: Ausweis und Unterschrift');
  await expect(page.getByRole('status')).toHaveText('Link wird geprüft …');
  await modulesArrived(page);
  await expect(page.getByRole('status')).toHaveText('Link wird geprüft …');
  release();
  // The link belongs to no order: the island has asked the server and says so, styled.
  await expect(page.getByRole('heading', { level: 1, name: 'Link ungültig' })).toBeVisible();
});

/**
 * Counts the Intl date and number formatters the page builds from now on. The first one a page builds loads
 * ICU's locale and time zone data: 15–20 ms of main thread at 1× CPU (bench/RESULTS.md, "Lighthouse").
 */
async function countIntlFormatters(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { intlFormattersBuilt: built });
    for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
      Intl[name] = new Proxy(Intl[name], {
        construct(target, args: unknown[]) {
          built.push(name);
          return Reflect.construct(target, args);
        },
      }) as never;
    }
  });
  return () => page.evaluate(() => (window as unknown as { intlFormattersBuilt: string[] }).intlFormattersBuilt);
}

test('/app builds no date or number formatter before the customer types', async ({ page }) => {
  const built = await countIntlFormatters(page);
  await page.goto('/app');
  await page.getByLabel('Vorname', { exact: true }).fill('Erika');
  await settle(page);
  expect(await built()).toEqual([]);
  // The count sees a formatter when one is built.
  await page.evaluate(() => new Intl.NumberFormat('de-DE').format(1));
  expect(await built()).toEqual(['NumberFormat']);
});

test('the landing page states today’s dispatch once the sentence comes near the screen, not on load', async ({
  page,
}) => {
  const built = await countIntlFormatters(page);
  await page.goto('/');
  await settle(page);
  const note = page.locator('[data-dispatch-note]');
  await expect(note).toHaveText(/^Plus, Pro und Express: Versand am selben Werktag bei Zahlung an Werktagen bis/);
  await expect(page.locator('[data-extras-note]')).toContainText(': Express, Duo+');
  expect(await built()).toEqual([]);
  await note.scrollIntoViewIfNeeded();
  await expect(note).toHaveText(
    /^Plus, Pro und Express: Versand (heute – bei Zahlung bis \d\d:\d\d Uhr|am nächsten Werktag \(\w\w\., \d\d\.\d\d\.\))$/,
  );
  // The Express extra is 'Express heute' only while a payment now still goes out today.
  await expect(page.locator('[data-extras-note]')).toContainText(/: Express (heute|\(nächster Werktag\)), Duo\+/);
});

test('"Einstellungen" loads the UI framework and opens the settings dialog', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/standort/koeln');
  await settle(page);
  expect(await frameworkScripts(page, scripts)).toEqual([]);
  await page
    .getByRole('region', { name: 'Cookies und Datenschutz' })
    .getByRole('button', { name: 'Einstellungen' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  expect((await frameworkScripts(page, scripts)).length).toBeGreaterThan(0);
});

test('on a phone a tap on the menu before the stylesheet has arrived opens the panel once it has, styled @mobile', async ({
  page,
}) => {
  let releaseStylesheet = () => {};
  const stylesheetHeld = new Promise<void>((resolve) => (releaseStylesheet = resolve));
  await page.route('**/_astro/*.css', async (route) => {
    await stylesheetHeld;
    await route.continue();
  });
  // Notes, at the moment the panel opens, whether the whole stylesheet applies.
  await page.addInitScript(() => {
    const showModal = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      document.documentElement.dataset.stylesheetsAtOpen = String(
        [...document.styleSheets].filter((sheet) => sheet.href?.includes('/_astro/')).length,
      );
      showModal.call(this);
    };
  });
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const panel = page.getByRole('dialog', { name: 'Menü' });
  // The menu's module has run and built the panel; the tap waits for the stylesheet.
  await expect(page.locator('#mobile-menu')).toBeAttached();
  await expect(panel).toBeHidden();
  releaseStylesheet();
  await expect(panel).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-stylesheets-at-open', '1');
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => {
      const box = (await panel.locator('> div').boundingBox())!;
      return [Math.round(box.x + box.width), Math.round(box.width)];
    })
    .toEqual([width, Math.round(width * 0.75)]);
  await expect(panel.getByRole('link', { name: 'Jetzt Antrag starten' })).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test('on a phone the menu still opens with its links when the stylesheet fails to load @mobile', async ({ page }) => {
  await page.route('**/_astro/*.css', (route) => route.abort());
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const panel = page.getByRole('dialog', { name: 'Menü' });
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'Jetzt Antrag starten' }).click();
  await expect(page).toHaveURL(/\/app$/);
});
