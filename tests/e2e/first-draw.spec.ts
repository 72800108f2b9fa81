// /app's first draw of step 1 takes typing from the first paint, and the wizard takes over what was done in
// it when it mounts (src/islands/order-wizard/first-draw.ts). The tests hold the wizard back by holding the
// page's texts, which its modules wait for (src/lib/ui-texts-page.ts), and let it come while they look.
import type { Page } from '@playwright/test';
import { dismissCookieBannerUpFront, expect, test } from './fixtures';
import { expectNoViolations } from './axe';
import { fillStepOne, PERSON, waitForTheWizard } from './wizard-helpers';

/** Holds the page's UI texts until the returned function is called, so the wizard cannot mount before. */
async function holdTheWizard(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/ui-texts/*.json*', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBannerUpFront(page);
});

test('what is typed before the wizard is there reaches it: values, masks, the city from the postal code, the caret', async ({
  page,
}) => {
  const release = await holdTheWizard(page);
  await page.goto('/app');
  const { Ort: _city, ...withoutCity } = PERSON;
  await fillStepOne(page, { ...withoutCity, Postleitzahl: '53111' });
  // The customer is in the middle of their surname, the caret after "Muster".
  const surname = page.getByLabel('Nachname', { exact: true });
  await surname.click();
  await surname.press('End');
  for (let i = 0; i < 'mann'.length; i++) await surname.press('ArrowLeft');
  await expect(page.locator('[data-first-draw]')).toHaveCount(1); // still the first draw
  release();
  await waitForTheWizard(page);

  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Erika');
  await expect(page.getByLabel('Geburtsdatum')).toHaveValue('12.08.1964'); // the wizard's mask
  await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Bonn'); // looked up from 53111
  await expect(surname).toBeFocused();
  await page.keyboard.type('-');
  await expect(surname).toHaveValue('Muster-mann');
  // Kept as if typed into the wizard: a reload still has it.
  await page.reload();
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Erika');
});

test('a birth date typed partly before and partly after the wizard arrives comes out whole', async ({ page }) => {
  const release = await holdTheWizard(page);
  await page.goto('/app');
  const birthDate = page.getByLabel('Geburtsdatum');
  await birthDate.pressSequentially('120');
  release();
  await waitForTheWizard(page);
  await expect(birthDate).toHaveValue('12.0'); // the wizard's mask, the caret after it
  await page.keyboard.type('81964');
  await expect(birthDate).toHaveValue('12.08.1964');
});

test('a whole address line put into the street before the wizard is there splits off its number', async ({ page }) => {
  const release = await holdTheWizard(page);
  await page.goto('/app');
  // fill() is one input event with the whole value, as autofill and paste are.
  await page.getByLabel('Straße', { exact: true }).fill('Hauptstraße 12a');
  release();
  await waitForTheWizard(page);
  await expect(page.getByLabel('Straße', { exact: true })).toHaveValue('Hauptstraße');
  await expect(page.getByLabel('Hausnummer', { exact: true })).toHaveValue('12a');
});

test('a street typed with digits before the wizard is there stays in the street', async ({ page }) => {
  const release = await holdTheWizard(page);
  await page.goto('/app');
  const street = page.getByLabel('Straße', { exact: true });
  await street.pressSequentially('Straße des 17');
  release();
  await waitForTheWizard(page);
  await street.pressSequentially('. Juni');
  await expect(street).toHaveValue('Straße des 17. Juni');
  await expect(page.getByLabel('Hausnummer', { exact: true })).toHaveValue('');
});

test('"Weiter" pressed before the wizard is there takes the customer on once it is, and sends nothing', async ({
  page,
}) => {
  const release = await holdTheWizard(page);
  await page.goto('/app');
  await fillStepOne(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  expect(new URL(page.url()).search).toBe(''); // the first draw's form was not sent the browser's way
  release();
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
});

test("an incomplete first draw sent early shows the wizard's errors, and a field left shows its own", async ({
  page,
}) => {
  const release = await holdTheWizard(page);
  await page.goto('/app');
  await page.getByLabel('Geburtsdatum').fill('31.02.1990');
  await page.getByLabel('Vorname', { exact: true }).fill('Erika');
  release();
  await waitForTheWizard(page);
  // Left before the wizard came: its error shows as after a blur. The field still being typed in does not.
  await expect(page.getByLabel('Geburtsdatum')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Vorname', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte korrigiere die folgenden Angaben:')).toBeVisible();
});

test('a returning customer keeps their stored data where they typed nothing new', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const state = { step: 1, personalData: { firstName: 'Erika', lastName: 'Mustermann' } };
    localStorage.setItem('wizard-state', JSON.stringify({ savedAt: Date.now(), state }));
  });
  const release = await holdTheWizard(page);
  await page.goto('/app');
  await page.getByLabel('Vorname', { exact: true }).fill('Erik');
  release();
  await waitForTheWizard(page);
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Erik');
  await expect(page.getByLabel('Nachname', { exact: true })).toHaveValue('Mustermann');
});

test('the first draw passes axe and names its fields', async ({ page }) => {
  const release = await holdTheWizard(page);
  await page.goto('/app');
  await expect(page.getByRole('textbox', { name: 'Vorname' })).toBeEditable();
  await expectNoViolations(page, 'first draw');
  release();
});
