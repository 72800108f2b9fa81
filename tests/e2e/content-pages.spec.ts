import { dismissCookieBannerUpFront, expect, test } from './fixtures';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

// One page per category; notfall-hilfe is the urgent variant.
const PAGES = [
  '/standort/berlin',
  '/situation/blitzer',
  '/ratgeber/punktesystem-erklaert',
  '/schnell/notfall-hilfe',
  '/zielgruppe/fahranfaenger',
  '/behoerde/kba',
  '/vergleich/kba-vs-alternativen',
  '/problem/mpu-angeordnet',
];

for (const path of PAGES) {
  test(`${path} renders hero, sections, side and bottom calls to action, FAQ, advice and related pages`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Brotkrumen' }).getByRole('link', { name: 'Ratgeber & Themen' }),
    ).toHaveAttribute('href', '/seo');
    expect(await main.locator('article h2').count()).toBeGreaterThanOrEqual(3);
    expect((await main.locator('article').innerText()).split(/\s+/).length).toBeGreaterThanOrEqual(500);
    await expect(page.getByRole('region', { name: 'Punktestand anfordern' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Persönliche Beratung gewünscht?' })).toBeVisible();
    const faq = page.getByRole('region', { name: 'Häufige Fragen' }).locator('details');
    expect(await faq.count()).toBeGreaterThan(0);
    expect(await faq.count()).toBeLessThanOrEqual(3);
    await expect(
      main.getByText('ist ein privater Dienstleister und nicht das Kraftfahrt-Bundesamt').first(),
    ).toBeVisible();
    expect(
      await page
        .getByRole('navigation', { name: /^Mehr aus/ })
        .getByRole('link')
        .count(),
    ).toBe(3);
    // Every call to action leads to the wizard.
    const ctas = main.locator('a.btn-primary, a.btn');
    expect(await ctas.count()).toBeGreaterThanOrEqual(3);
    for (const cta of await ctas.all()) await expect(cta).toHaveAttribute('href', '/app');
    await expect(main).not.toContainText('{{');

    const urgent = path === '/schnell/notfall-hilfe';
    await expect(main.getByText('DRINGEND', { exact: true })).toHaveCount(urgent ? 1 : 0);
    if (urgent)
      await expect(
        page.getByRole('region', { name: 'Die ersten Schritte – in dieser Reihenfolge' }).getByRole('listitem'),
      ).toHaveCount(5);
  });
}

test('/seo shows eight category cards linking to each first example and every page within two clicks', async ({
  page,
}) => {
  await page.goto('/seo');
  const cards = page.getByRole('list', { name: 'Themen' }).locator('> li');
  await expect(cards).toHaveCount(8);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/standort/berlin');
  await expect(page.locator('main a[href="/"]').first()).toBeVisible();
  const listed = await page.locator('main section a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(listed.length).toBeGreaterThanOrEqual(32);
});

test('the site search finds a page by a word from its body, with the keyboard alone', async ({ page }) => {
  await page.goto('/seo');
  await page.getByRole('searchbox', { name: 'Ratgeber durchsuchen' }).focus();
  await page.keyboard.type('Elbtunnel');
  const results = page.locator('[data-search-results] a');
  await expect(results.first()).toHaveAttribute('href', '/standort/hamburg');
  await expect(page.locator('[data-search-status]')).toHaveText(/\d+ Treffer/);
  await page.keyboard.press('Tab');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/standort\/hamburg$/);
});

test('the search uses German stemming and ignores header, footer and cookie texts', async ({ page }) => {
  await page.goto('/faq');
  const field = page.getByRole('searchbox', { name: 'Fragen und Ratgeber durchsuchen' });
  // "Fahrverboten" appears nowhere in the content; only the German stem "fahrverbot" matches.
  await field.fill('Fahrverboten');
  await expect(page.locator('[data-search-results] a').first()).toBeVisible();
  // The skip link and the footer exist on every page but are not part of the index.
  await field.fill('springen');
  await expect(page.locator('[data-search-status]')).toHaveText('Keine Treffer für „springen“.');
});

test('the search says what it found as the field’s description, and adding its result area moves nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  // Where the topics begin when no script runs: the page carries no result area of its own.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto(`${baseURL}/faq`);
  const topicsWithoutScripts = await plain.getByRole('navigation', { name: 'Themen' }).boundingBox();
  await withoutScripts.close();

  await page.goto('/faq');
  const field = page.getByRole('searchbox', { name: 'Fragen und Ratgeber durchsuchen' });
  await expect(field).toHaveAttribute('aria-describedby', 'faq-search-status'); // the search's module has run
  expect(await page.getByRole('navigation', { name: 'Themen' }).boundingBox()).toEqual(topicsWithoutScripts);
  await field.fill('Fahrverboten');
  await expect(field).toHaveAccessibleDescription(/^\d+ Treffer/);
});

test('a local landing page renders hero, how-to, trust and call to action', async ({ page }) => {
  await page.goto('/leipzig');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'So bekommst du deinen Punktestand' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Darauf kannst du dich verlassen' })).toBeVisible();
  await expect(page.locator('main').getByText('Schkeuditzer', { exact: false }).first()).toBeVisible();
  for (const cta of await page.locator('main a.btn-primary, main a.btn').all())
    await expect(cta).toHaveAttribute('href', '/app');
});

test('unknown slugs get the 404 page; fixed routes win over local pages', async ({ page }) => {
  for (const path of ['/gibt-es-nicht-stadt', '/standort/atlantis', '/ratgeber/unbekannt']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  }
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
});
