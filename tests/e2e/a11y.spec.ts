import type { Page } from '@playwright/test';
import { dismissCookieBannerUpFront, expect, test } from './fixtures';
import { expectNoViolations } from './axe';
import { PAGE_PATHS } from '../../src/domain/page-paths';

/** Every page the build produced, read from the sitemap, plus the 404 page in every language (unlisted). */
async function builtPages(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap-0.xml')).text();
  const paths = [...xml.matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  // The German one as a visitor meets it, at an address that does not exist.
  const notFound = Object.values(PAGE_PATHS['/404']).map((path) => (path === '/404' ? '/gibt-es-nicht' : path));
  return [...paths, ...notFound];
}

// Every built page, in three shares so the two workers split the ~50 pages.
for (const share of [0, 1, 2]) {
  test(`every built page passes axe (share ${share + 1} of 3)`, async ({ page }) => {
    test.setTimeout(180_000);
    await dismissCookieBannerUpFront(page);
    const paths = await builtPages(page);
    expect(paths.length).toBeGreaterThanOrEqual(50);
    for (const path of paths.filter((_, i) => i % 3 === share)) {
      await page.goto(path);
      await expectNoViolations(page, path);
    }
  });
}

test('cookie banner and settings dialog pass axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeVisible();
  await expectNoViolations(page, 'banner');
  await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  await expectNoViolations(page, 'settings dialog');
});

test('the contact form with errors and after success passes axe', async ({ page }) => {
  await dismissCookieBannerUpFront(page);
  await page.goto('/hilfe');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Bitte korrigiere die folgenden Angaben:')).toBeVisible();
  await expectNoViolations(page, 'contact errors');
});

test('the open mobile menu passes axe @mobile', async ({ page }) => {
  await dismissCookieBannerUpFront(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
  await expectNoViolations(page, 'mobile menu');
});

test('the landing page on a phone passes axe @mobile', async ({ page }) => {
  await dismissCookieBannerUpFront(page);
  await page.goto('/');
  await expectNoViolations(page, 'mobile landing');
});
