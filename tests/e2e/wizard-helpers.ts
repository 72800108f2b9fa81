import type { Page } from '@playwright/test';
import { expect } from './fixtures';

import { jpeg } from './images';
import { PERSON } from './person';

export { jpeg, photo, SIGNATURE_PNG } from './images';
export { PERSON } from './person';

export async function fillStepOne(page: Page, values: Record<string, string> = PERSON) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

export async function uploadSide(
  page: Page,
  side: 'front' | 'back',
  file = { name: 'ausweis.jpg', mimeType: 'image/jpeg', buffer: jpeg() },
) {
  await page.getByTestId(`upload-${side}-input`).setInputFiles(file);
}

/** Steps 1 and 2 done, standing on step 3. */
export async function reachStepThree(page: Page) {
  await page.goto('/app');
  await fillStepOne(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
  await uploadSide(page, 'front');
  await expect(page.getByText('Vorderseite hochgeladen')).toBeVisible();
  await uploadSide(page, 'back');
  await expect(page.getByRole('button', { name: 'Rückseite entfernen' })).toBeVisible();
  await page.getByLabel('Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.').check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Unterschrift & Bestellung abschließen' })).toBeVisible();
}

/** Draws a stroke on the signature canvas with the mouse. */
export async function sign(page: Page) {
  // Without motion the step's scroll to the top cannot move the canvas under the pointer mid-stroke.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const canvas = page.getByRole('img', { name: /Unterschriftsfeld/ });
  // A stroke drawn before the pad's module has arrived is not captured; the field says when it listens.
  await expect(canvas).toHaveAttribute('aria-busy', 'false');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 110, { steps: 8 });
  await page.mouse.up();
}

export async function confirmAll(page: Page) {
  await page.getByLabel(/AGB gelesen/).check();
  await page.getByLabel(/Datenschutzerklärung zur Kenntnis genommen/).check();
  await page.getByLabel(/sofort mit der Ausführung/).check();
}
