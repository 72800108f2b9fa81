// A first visit to a content page downloads no framework (issue 15): the cookie banner is static HTML
// whose two main buttons work from an inline script, the settings dialog and the mobile menu hydrate
// only when asked for. And each page's inlined CSS styles its markup exactly as the whole stylesheet,
// which arrives after the first paint, so nothing moves when it does.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const CONTENT_PAGES = ['/', '/faq', '/standort/koeln', '/agb', '/impressum'];

/** Script files the page requested, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The page as loaded and idle: past the load event and the idle callbacks that run after it. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
  await page.waitForLoadState('networkidle');
}

/** The React renderer and island modules the page's islands would load if they hydrated. */
async function islandModules(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('astro-island')].flatMap((island) =>
      ['renderer-url', 'component-url'].map((name) => island.getAttribute(name) ?? ''),
    ),
  );
}

for (const project of ['desktop', 'phone @mobile']) {
  test.describe(`a first visit on a ${project}`, () => {
    for (const path of CONTENT_PAGES) {
      test(`${path} downloads no React, also after "Nur notwendige"`, async ({ page }) => {
        const scripts = recordScripts(page);
        await page.goto(path);
        await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeVisible();
        await settle(page);
        await page.getByRole('button', { name: 'Nur notwendige' }).click();
        await settle(page);
        const modules = await islandModules(page);
        expect(modules.length).toBeGreaterThan(0); // the settings dialog is an island
        expect(scripts.filter((script) => modules.includes(script) || /react|jsx-runtime/i.test(script))).toEqual([]);
      });
    }
  });
}

test('the banner’s two buttons work before any JavaScript file has arrived', async ({ page, googleRequests }) => {
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto('/standort/koeln');
  const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  const stored = await page.evaluate(() => ({
    acknowledged: localStorage.getItem('cookie-banner-acknowledged'),
    preferences: JSON.parse(localStorage.getItem('cookie-preferences') ?? '{}'),
  }));
  expect(stored.acknowledged).toBe('true');
  expect(stored.preferences).toMatchObject({
    necessary: true,
    functional: false,
    analytics: false,
    marketing: false,
    bannerShown: true,
  });
  expect(googleRequests).toEqual([]);
});

test('"Alle akzeptieren" clicked before the analytics module arrived is applied once it runs', async ({
  page,
  googleRequests,
}) => {
  // Hold the page's module scripts back until the choice is made.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/faq', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  expect(googleRequests).toEqual([]);
  release();
  await expect.poll(() => googleRequests.length).toBeGreaterThan(0);
  expect(googleRequests[0]).toContain('gtag/js?id=G-E2ETEST000');
});

/** Position, size and the computed styles that paint, of every element in <body>, keyed by its place. */
async function renderedStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
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
    document.querySelectorAll('body *').forEach((element, index) => {
      if (element.closest('script, style, template, noscript')) return;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      out[`${index} ${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`] = [
        Math.round(box.x),
        Math.round(box.y),
        Math.round(box.width),
        Math.round(box.height),
        ...props.map((name) => style.getPropertyValue(name)),
      ].join(' | ');
    });
    return out;
  });
}

for (const project of ['desktop', 'phone @mobile']) {
  test.describe(`on a ${project}`, () => {
    // /hilfe and /widerruf: their forms are islands that hydrate when they come into view.
    for (const path of [...CONTENT_PAGES, '/seo', '/hilfe', '/widerruf', '/404']) {
      test(`${path}: the inlined CSS alone renders the page as the whole stylesheet does`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('link[rel="stylesheet"][href^="/_astro/"]').first()).toHaveAttribute('media', 'all');
        await settle(page);
        const withStylesheet = await renderedStyles(page);

        await page.route('**/_astro/*.css', (route) => route.abort());
        await page.reload();
        await settle(page);
        await expect(page.locator('link[rel="stylesheet"][href^="/_astro/"]').first()).toHaveAttribute(
          'media',
          'print',
        );
        expect(await renderedStyles(page)).toEqual(withStylesheet);
      });
    }
  });
}

test('/app, whose wizard renders in the browser on load, inlines the whole stylesheet', async ({ page }) => {
  const requests = recordStylesheets(page);
  await page.goto('/app');
  await settle(page);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  expect(requests).toEqual([]);
});

function recordStylesheets(page: Page): string[] {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(request.url());
  });
  return sheets;
}
