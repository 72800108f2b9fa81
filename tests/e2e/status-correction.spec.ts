// /status: correcting one's own data before posting (the printed application then uses it — the
// Worker test tests/worker/corrections.test.ts reads the PDF).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createOrder, payDemo } from './api-helpers';

test('a paid order’s data can be corrected on /status until it is posted', async ({ page, request }) => {
  const order = await createOrder(request);
  await payDemo(request, order);
  await page.goto(`/status#bestellung=${order.orderNumber}&token=${order.statusToken}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Status deiner Bestellung');
  await page.getByRole('button', { name: 'Angaben korrigieren' }).click();

  const lastName = page.getByLabel('Nachname');
  await expect(lastName).toHaveValue('Mustermann');
  await page.getByLabel('Postleitzahl').fill('1234');
  await page.getByRole('button', { name: 'Korrektur speichern' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte korrigiere' })).toContainText('Ungültige deutsche PLZ');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page.getByLabel('Postleitzahl').fill('50667');
  // Another person is refused at the field; a typing error is corrected.
  await lastName.fill('Schmitz');
  await page.getByRole('button', { name: 'Korrektur speichern' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte korrigiere' })).toContainText('nur Tippfehler');
  await lastName.fill('Musterman');
  await page.getByRole('button', { name: 'Korrektur speichern' }).click();
  await expect(page.getByText('Deine Angaben wurden gespeichert.')).toBeVisible();
  await expect(page.getByText('Persönliche Daten korrigiert')).toBeVisible();

  await expect(page.getByText('E. Musterman,')).toBeVisible();
  const stored = await (
    await request.get(`/api/orders/${order.orderNumber}/personal-data`, {
      headers: { 'X-Status-Token': order.statusToken },
    })
  ).json();
  expect(stored.personalData.lastName).toBe('Musterman');
});

test('on /en/status, a correction the server refuses is explained in English, at the field', async ({
  page,
  request,
}) => {
  const order = await createOrder(request);
  await payDemo(request, order);
  await page.goto(`/en/status#bestellung=${order.orderNumber}&token=${order.statusToken}`);
  await page.getByRole('button', { name: 'Correct your details' }).click();
  const lastName = page.getByLabel('Last name');
  await expect(lastName).toHaveValue('Mustermann');
  // Only the server knows the stored person: this refusal comes from the Worker, not the browser's rules.
  await lastName.fill('Schmitz');
  await page.getByRole('button', { name: 'Save correction' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
  await expect(summary).toContainText('Here you can only fix typing errors, not change the person.');
  await expect(summary).not.toContainText('Tippfehler');
  await expect(lastName).toHaveValue('Schmitz');
});
