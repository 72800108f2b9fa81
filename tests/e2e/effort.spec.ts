// The customer's effort: a scripted customer on a 390×844 touch screen goes from `/` to
// the payment page the way a person would, and every tap, gesture and typed character is counted.
// The counts are the budget: a change that makes the way longer fails here. The numbers are recorded
// in bench/RESULTS.md ("Customer effort").
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { photo } from './wizard-helpers';

/** Taps and typed characters a customer needs today; lower them when the way gets shorter. */
const BUDGET = { taps: 19, gestures: 1, charactersBeyondData: 0 };

/** What the customer enters, as it ends up in the form. */
const DATA = {
  Vorname: 'Erika',
  Nachname: 'Mustermann',
  Geburtsdatum: '12.08.1964',
  Geburtsort: 'Berlin',
  Straße: 'Heidestraße',
  Hausnummer: '17',
  Postleitzahl: '50667',
  'E-Mail-Adresse': 'erika@example.de',
};

class Customer {
  taps = 0;
  gestures = 0;
  typed = 0;
  constructor(private readonly page: Page) {}

  async tap(target: Locator) {
    this.taps++;
    await target.tap();
  }

  /** Taps into a field and types on the phone's keyboard (the field's own mask applies). */
  async type(field: Locator, keys: string) {
    await this.tap(field);
    this.typed += keys.length;
    await this.page.keyboard.type(keys);
  }

  /** Taps a button that opens the camera or the file picker and hands over a photo. */
  async takePhoto(button: Locator, file: Awaited<ReturnType<typeof photo>>) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.tap(button);
    await (await chooser).setFiles(file);
  }

  /** One stroke of a finger: the signature. */
  async sign(canvas: Locator) {
    this.gestures++;
    // A customer waits until the field no longer says it is loading.
    await expect(canvas).toHaveAttribute('aria-busy', 'false');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await this.page.mouse.move(box.x + 40, box.y + 100);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
    await this.page.mouse.move(box.x + 220, box.y + 110, { steps: 8 });
    await this.page.mouse.up();
  }
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('from / to the payment page: taps, gestures and typed characters stay within the budget', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const customer = new Customer(page);
  const started = Date.now();

  await page.goto('/');
  await customer.tap(page.getByRole('button', { name: 'Nur notwendige' }));
  await customer.tap(page.getByRole('main').getByRole('button', { name: 'Jetzt Antrag starten' }));
  await expect(page.getByRole('heading', { name: 'Deine persönlichen Daten' })).toBeVisible();

  // Step 1: the birth date is typed as digits (the dots come by themselves), the city comes from the postal code.
  const keys: Record<string, string> = { ...DATA, Geburtsdatum: '12081964' };
  for (const [label, value] of Object.entries(keys))
    await customer.type(page.getByLabel(label, { exact: true }), value);
  await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Köln');
  await customer.tap(page.getByRole('button', { name: 'Weiter' }));

  // Step 2: a photo of each side, then the own-ID confirmation.
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
  for (const side of ['Vorderseite', 'Rückseite']) {
    await customer.takePhoto(page.getByRole('button', { name: `${side}: Foto aufnehmen` }), await photo(page));
    await expect(page.getByRole('button', { name: `${side} entfernen` })).toBeVisible({ timeout: 15_000 });
  }
  await customer.tap(page.getByLabel('Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.'));
  await customer.tap(page.getByRole('button', { name: 'Weiter' }));

  // Step 3: sign, confirm, order with the preselected package.
  await expect(page.getByRole('heading', { name: 'Unterschrift & Bestellung abschließen' })).toBeVisible();
  await customer.sign(page.getByRole('img', { name: /Unterschriftsfeld/ }));
  await customer.tap(page.getByLabel(/AGB gelesen/));
  await customer.tap(page.getByLabel(/Datenschutzerklärung zur Kenntnis genommen/));
  await customer.tap(page.getByLabel(/sofort mit der Ausführung/));
  await customer.tap(page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }));
  await page.waitForURL(/\/api\/payments\/demo\//);
  await expect(page.getByRole('heading', { name: 'Testzahlung' })).toBeVisible();

  const dataCharacters = Object.values(DATA).join('').length;
  const result = {
    taps: customer.taps,
    gestures: customer.gestures,
    typedCharacters: customer.typed,
    dataCharacters,
    charactersBeyondData: Math.max(0, customer.typed - dataCharacters),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/effort.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(`customer effort: ${JSON.stringify(result)}`);
  expect(result.taps).toBeLessThanOrEqual(BUDGET.taps);
  expect(result.gestures).toBeLessThanOrEqual(BUDGET.gestures);
  expect(result.charactersBeyondData).toBeLessThanOrEqual(BUDGET.charactersBeyondData);
});
