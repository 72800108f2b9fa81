import { dismissCookieBannerUpFront, expect, test } from './fixtures';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

for (const { path, heading, sections } of [
  { path: '/agb', heading: 'Allgemeine Geschäftsbedingungen (AGB)', sections: 13 },
  { path: '/datenschutz', heading: 'Datenschutzerklärung', sections: 11 },
  { path: '/impressum', heading: 'Impressum', sections: 0 },
  { path: '/barrierefreiheit', heading: 'Erklärung zur Barrierefreiheit', sections: 0 },
]) {
  test(`${path} has its title, heading, meta description and a back link`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(/PunkteBrief/);
    expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(50);
    await expect(page.getByRole('link', { name: '← Zurück zur Startseite' }).first()).toHaveAttribute('href', '/');
    if (sections) await expect(page.locator('main h2').filter({ hasText: /^\d+\. / })).toHaveCount(sections);
    await expect(page.locator('main')).not.toContainText('{{');
  });
}

test('the imprint credits the postal-code data and has no EU ODR link', async ({ page }) => {
  await page.goto('/impressum');
  await expect(page.locator('main')).toContainText('GeoNames');
  await expect(page.locator('main')).toContainText('CC BY 4.0');
  await expect(page.locator('a[href*="ec.europa.eu/consumers/odr"]')).toHaveCount(0);
});

test('the FAQ page groups answers, links to help and shows the contact e-mail', async ({ page }) => {
  await page.goto('/faq');
  for (const group of [
    'Allgemein',
    'Bestellung & Bezahlung',
    'Dokumente & Bearbeitung',
    'Datenschutz & Sicherheit',
    'Probleme & Support',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  await expect(page.locator('main a[href="/hilfe"]').first()).toBeVisible();
  await expect(page.locator('main a[href="mailto:support@punktebrief.de"]').first()).toBeVisible();
});

test('every page has a canonical URL and Open Graph tags', async ({ page }) => {
  for (const path of ['/', '/faq', '/hilfe', '/agb']) {
    await page.goto(path);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`https://punktebrief.de${path === '/' ? '/' : path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
  }
});

test('the footer links to the legal pages, help, withdrawal and cookie settings', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of <[string, string][]>[
    ['Impressum', '/impressum'],
    ['Datenschutz', '/datenschutz'],
    ['AGB', '/agb'],
    ['FAQ', '/faq'],
    ['Hilfe & Kontakt', '/hilfe'],
    ['Barrierefreiheit', '/barrierefreiheit'],
    ['Vertrag widerrufen', '/widerruf'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} PunkteBrief`);
});

test('an unknown path gets the 404 page, which logs the visited path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Häufige Fragen' }).first()).toHaveAttribute('href', '/faq');
  await expect.poll(() => logged.some((line) => line.includes('/gibt-es-nicht'))).toBe(true);
});

test('old paths redirect permanently', async ({ request }) => {
  for (const [from, to] of <[string, string][]>[
    ['/build', '/app'],
    ['/koeln', '/standort/koeln'],
    ['/muenchen', '/standort/muenchen'],
    ['/berlin', '/standort/berlin'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to);
  }
});

test('pages and the API send the security headers', async ({ request }) => {
  for (const path of ['/', '/faq', '/gibt-es-nicht', '/api/health']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBeTruthy();
  }
  const page = (await request.get('/')).headers();
  expect(page['cache-control']).toBe('no-cache'); // revalidated on every visit
  // Hashed build files are cached for a year, not joined with the pages' no-cache (public/_headers).
  const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(await (await request.get('/')).text())![1]!;
  expect((await request.get(stylesheet)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(page['permissions-policy']).toContain('camera=(self)');
  expect(page['content-security-policy']).not.toContain("'unsafe-inline' https://www.googletagmanager.com");
  expect(page['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
});

test('robots.txt and the sitemap list the public pages', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(
    'Sitemap: https://punktebrief.de/sitemap-index.xml',
  );
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const path of ['/faq', '/hilfe', '/agb', '/datenschutz', '/impressum', '/barrierefreiheit'])
    expect(sitemap).toContain(`https://punktebrief.de${path}<`);
  expect(sitemap).not.toContain('404');
  // Each page in every language, naming its twins; the pages that mark themselves noindex in none.
  expect(sitemap).toContain(
    '<url><loc>https://punktebrief.de/tr/sss</loc>' +
      '<xhtml:link rel="alternate" hreflang="de" href="https://punktebrief.de/faq"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://punktebrief.de/en/faq"/>' +
      '<xhtml:link rel="alternate" hreflang="tr" href="https://punktebrief.de/tr/sss"/></url>',
  );
  for (const unlisted of ['/status', '/en/status', '/tr/status', '/tr/ikinci-kisi', '/email-aenderung', '/tr/success'])
    expect(sitemap, unlisted).not.toContain(`https://punktebrief.de${unlisted}<`);
});
