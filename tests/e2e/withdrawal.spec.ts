import AxeBuilder from '@axe-core/playwright';
import { dismissCookieBannerUpFront, expect, test } from './fixtures';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

test('a withdrawal is entered, reviewed, confirmed with the second button and acknowledged with date and time', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vertrag widerrufen');

  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigiere' });
  await expect(summary).toContainText('Bitte gib deinen Namen an.');
  await expect(summary).toContainText('Gültige E-Mail-Adresse erforderlich');
  await expect(summary).toContainText('Bitte gib deine Bestellnummer an');
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map((v) => v.id),
  ).toEqual([]);

  await page.getByLabel('Name').fill('Erika Mustermann');
  await page.getByLabel('E-Mail-Adresse').fill('erika@example.de');
  await page.getByLabel('Bestellnummer').fill('pk-1795330100862-abcdef');
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
  await expect(page.getByRole('heading', { name: 'Bitte prüfe deinen Widerruf' })).toBeFocused();
  await expect(page.getByText('PK-1795330100862-ABCDEF')).toBeVisible();
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Dein Widerruf ist eingegangen' })).toBeVisible();
  await expect(page.getByText(/Eingegangen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/)).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map((v) => v.id),
  ).toEqual([]);
});
