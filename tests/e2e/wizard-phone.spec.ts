import { dismissCookieBannerUpFront, expect, test } from './fixtures';
import { fillStepOne } from './wizard-helpers';

// The wizard on a real phone: autofill, the browser's back button.

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

test.describe('autofill of street and house number', () => {
  test('a whole line put into the street at once splits off its house number', async ({ page }) => {
    await page.goto('/app');
    const street = page.getByLabel('Straße', { exact: true });
    const houseNumber = page.getByLabel('Hausnummer', { exact: true });
    // fill() is one input event with the whole value, as autofill and paste are.
    await street.fill('Hauptstraße 12a');
    await expect(street).toHaveValue('Hauptstraße');
    await expect(houseNumber).toHaveValue('12a');
  });

  test('typed digits stay in the street', async ({ page }) => {
    await page.goto('/app');
    const street = page.getByLabel('Straße', { exact: true });
    await street.pressSequentially('Straße des 17. Juni');
    await expect(street).toHaveValue('Straße des 17. Juni');
    await expect(page.getByLabel('Hausnummer', { exact: true })).toHaveValue('');
  });
});

test.describe("the browser's back button", () => {
  test('moves focus to the step heading, scrolls to the top and names the step in the title', async ({ page }) => {
    // Reduced motion: the jump to the top is immediate, so the test's own scrolling never races it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/app');
    await expect(page).toHaveTitle('Schritt 1 von 3: Deine Daten – PunkteBrief');
    await fillStepOne(page);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeFocused();
    await expect(page).toHaveTitle('Schritt 2 von 3: Ausweis-Upload – PunkteBrief');
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.goBack();
    await expect(page).toHaveURL(/schritt=1$/);
    await expect(page.getByRole('heading', { name: 'Deine persönlichen Daten' })).toBeFocused();
    await expect(page).toHaveTitle('Schritt 1 von 3: Deine Daten – PunkteBrief');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeFocused();
    await expect(page).toHaveTitle('Schritt 2 von 3: Ausweis-Upload – PunkteBrief');
  });

  test('/app?schritt=3 on a fresh visit opens the first step that is not complete', async ({ page }) => {
    await page.goto('/app?schritt=3');
    await expect(page.getByRole('heading', { name: 'Deine persönlichen Daten' })).toBeVisible();
    await expect(page).toHaveURL(/schritt=1$/);
    await expect(page).toHaveTitle('Schritt 1 von 3: Deine Daten – PunkteBrief');
    await fillStepOne(page);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
    await page.goto('/app?schritt=3');
    await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
    await expect(page).toHaveURL(/schritt=2$/);
  });
});

test.describe('titles and prices from one source', () => {
  test('the landing title says 3–5 minutes; hero and local pages show the catalog price with VAT', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Punktestand in Flensburg abfragen – Antrag in 3–5 Minuten | PunkteBrief');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Ab 39,90\u00a0€ inkl\. MwSt\./);
    await expect(page.locator('#hero-title').locator('xpath=ancestor::section')).toContainText(
      /ab 39,90\u00a0€\s*inkl\. MwSt\./,
    );
    await page.goto('/essen');
    await expect(page.locator('main')).toContainText('ab 39,90\u00a0€ inkl. MwSt.');
    await expect(page.locator('main')).not.toContainText('{{');
  });
});

test.describe('print', () => {
  test('a legal page prints without header, cookie banner and buttons', async ({ page }) => {
    await page.goto('/agb');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('#cookie-banner')).toBeHidden();
    await expect(page.locator('main h1')).toBeVisible();
    for (const button of await page.locator('button').all()) await expect(button).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('body > header')).toBeVisible();
  });
});
