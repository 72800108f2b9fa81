import { dismissCookieBannerUpFront, expect, holdRequests, test } from './fixtures';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

test('the landing page has every section of the spec in order', async ({ page }) => {
  await page.goto('/');
  const headings = await page.locator('main h1, main h2').allTextContents();
  expect(headings).toEqual([
    'Dein Punktestand aus Flensburg – ohne Papierkram',
    'Warum PunkteBrief?',
    "So funktioniert's",
    'Das sagen unsere Kundinnen und Kunden',
    'Häufige Fragen',
    'Pakete und Preise',
    'Wissen, wo du stehst',
  ]);
  await expect(page.locator('#how-it-works li')).toHaveCount(3);
  await expect(
    page.getByRole('region', { name: 'Das sagen unsere Kundinnen und Kunden' }).getByRole('listitem'),
  ).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Häufige Fragen' }).locator('details')).toHaveCount(8);
  const packages = page.getByRole('region', { name: 'Pakete und Preise' });
  for (const price of ['39,90 €', '49,90 €', '79,90 €'])
    await expect(packages.getByText(price, { exact: true })).toBeVisible();
  await expect(packages.getByText('Unsere Empfehlung')).toBeVisible();
  await expect(
    page.getByText('ist ein privater Dienstleister und nicht das Kraftfahrt-Bundesamt').first(),
  ).toBeVisible();
  for (const link of await page.locator('main a.btn-primary, main a.btn-secondary').all()) {
    await expect(link).toHaveAttribute('href', '/app');
  }
});

test('the FAQ accordion opens and closes with the keyboard', async ({ page }) => {
  await page.goto('/');
  const first = page.getByRole('region', { name: 'Häufige Fragen' }).locator('details').first();
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(first).not.toHaveAttribute('open', '');
});

test('the hero e-mail is kept in browser storage, never in the URL, and invalid input gets a German error', async ({
  page,
}) => {
  await page.goto('/');
  const email = page.getByLabel('E-Mail-Adresse (optional)');
  await email.fill('erika@');
  await page.getByRole('button', { name: 'Jetzt Antrag starten' }).click();
  await expect(page.getByText('Gültige E-Mail-Adresse erforderlich')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', '');
  await expect(page).toHaveURL(/\/$/);

  await email.fill('erika@example.de');
  await page.getByRole('button', { name: 'Jetzt Antrag starten' }).click();
  await expect(page).toHaveURL(/\/app(\?schritt=1)?$/);
  expect(page.url()).not.toContain('erika');
  expect(await page.evaluate(() => localStorage.getItem('landing-email'))).toBe('erika@example.de');

  await page.goto('/');
  await expect(page.getByLabel('E-Mail-Adresse (optional)')).toHaveValue('erika@example.de');
});

test('an e-mail typed in the hero is in the wizard when the visitor starts with another button', async ({ page }) => {
  await page.goto('/');
  // The page's modules start after its first paint; a person types slower than that.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('E-Mail-Adresse (optional)').fill('erika@example.de');
  // Any start button but the hero's own: the first package card's.
  await page.locator('a[href^="/app"]').filter({ hasNotText: 'Jetzt Antrag starten' }).last().click();
  await expect(page).toHaveURL(/\/app/);
  await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue('erika@example.de');
});

test('an e-mail typed before the page’s modules have arrived is still in the wizard after a package’s button', async ({
  page,
}) => {
  // The modules start after the first paint; on a slow line they come after the visitor has typed and clicked.
  const release = await holdRequests(page, '**/_astro/*.js');
  await page.goto('/');
  await page.getByLabel('E-Mail-Adresse (optional)').fill('erika@example.de');
  await page.locator('a[href^="/app"]').filter({ hasNotText: 'Jetzt Antrag starten' }).last().click();
  release();
  await expect(page).toHaveURL(/\/app/);
  await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue('erika@example.de');
});

test('the live demo runs through three stages, 1.2 s apart, then goes to /app', async ({ page }) => {
  await page.goto('/');
  const status = page.locator('[data-demo-status]');
  const started = Date.now();
  await page.getByRole('button', { name: 'Live-Demo ansehen' }).click();
  await expect(status).toHaveText('Schritt 1 von 3: Deine Daten');
  await expect(status).toHaveText('Schritt 2 von 3: Ausweis fotografieren');
  await expect(status).toHaveText('Schritt 3 von 3: Unterschreiben & bestellen');
  await page.waitForURL(/\/app(\?schritt=1)?$/, { timeout: 10_000 });
  // 3 × 1.2 s + 1 s, with slack for a busy machine.
  expect(Date.now() - started).toBeGreaterThanOrEqual(4400);
});

test('the English landing page’s live demo speaks English and goes to /en/app', async ({ page }) => {
  await page.goto('/en');
  const status = page.locator('[data-demo-status]');
  await page.getByRole('button', { name: 'Watch the live demo' }).click();
  await expect(status).toHaveText('Step 1 of 3: Your details');
  await expect(status).toHaveText('Step 3 of 3: Sign and order');
  await page.waitForURL(/\/en\/app(\?schritt=1)?$/, { timeout: 10_000 });
});
