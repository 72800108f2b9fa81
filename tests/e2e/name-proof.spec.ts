// The proof of a change of name in the wizard: step 2 asks "Auf meinem Ausweis steht noch mein früherer
// Name" and only then shows the upload; without the proof neither step 2 nor the Worker lets the order go
// (the field named, the summary focused, nothing entered lost); with it the order is placed and paid.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoViolations } from './axe';
import { dismissCookieBannerUpFront, expect, expectPaymentSuccess, test } from './fixtures';
import { confirmAll, fillStepOne, PERSON, sign, uploadSide } from './wizard-helpers';

const SCREENS = 'test-results/name-proof-screens';
const QUESTION = 'Auf meinem Ausweis steht noch mein früherer Name (z. B. nach Heirat oder Scheidung)';
const PROOF_LABEL = 'Nachweis der Namensänderung (z. B. Heirats- oder Scheidungsurkunde)';
const MISSING = 'Bitte lade den Nachweis deiner Namensänderung hoch (z. B. Heirats- oder Scheidungsurkunde).';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

/** A one-page scan of a marriage certificate as a PDF (the browser sends a PDF as it is). */
async function certificate(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Eheurkunde', { x: 60, y: 760, size: 24 });
  return { name: 'heiratsurkunde.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** Step 2 with both sides uploaded and the own-ID box ticked. */
async function reachStepTwoWithId(page: Page) {
  await page.goto('/app');
  await fillStepOne(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
  await uploadSide(page, 'front');
  await expect(page.getByRole('button', { name: 'Vorderseite entfernen' })).toBeVisible();
  await uploadSide(page, 'back');
  await expect(page.getByRole('button', { name: 'Rückseite entfernen' })).toBeVisible();
  await page.getByLabel('Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.').check();
}

async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    // From the top, so the sticky header sits where it belongs in the full-page image.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENS}/${name}-${width}x${height}.png`, fullPage: true });
  }
}

test('step 2 shows the proof field only after the question and does not go on without the proof', async ({ page }) => {
  await reachStepTwoWithId(page);
  const area = page.locator('#upload-name-proof');
  await expect(area).toHaveCount(0);
  await page.getByLabel(QUESTION).check();
  await expect(area.getByRole('heading', { name: PROOF_LABEL })).toBeVisible();
  await expect(area.getByRole('button', { name: 'Nachweis der Namensänderung: Datei auswählen' })).toBeVisible();
  await expectNoViolations(page, 'step 2 with the proof field');
  await screenshots(page, 'step2-proof-field');

  await page.getByRole('button', { name: 'Weiter' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigiere' });
  await expect(summary.getByRole('link', { name: MISSING })).toBeVisible();
  await expect(page.locator('div[tabindex="-1"]').filter({ has: summary })).toBeFocused();
  await expect(area).toContainText(MISSING);
  await expect(page).toHaveURL(/schritt=2/);
  await expectNoViolations(page, 'step 2 without the proof');
  await screenshots(page, 'step2-proof-missing');

  // Nothing entered is lost: the sides, both boxes, and step 1's data.
  await expect(page.locator('#upload-front')).toContainText('ausweis.jpg');
  await expect(page.locator('#upload-back')).toContainText('ausweis.jpg');
  await expect(page.getByLabel(QUESTION)).toBeChecked();
  await expect(page.getByLabel('Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.')).toBeChecked();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByLabel('Nachname', { exact: true })).toHaveValue(PERSON.Nachname);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel(QUESTION)).toBeChecked();

  // Unticked, the field goes and Weiter moves on; ticked again, it is back (empty).
  await page.getByLabel(QUESTION).uncheck();
  await expect(area).toHaveCount(0);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Unterschrift & Bestellung abschließen' })).toBeVisible();
});

test('orders with the proof; a proof the Worker no longer has is named and asked for again', async ({ page }) => {
  test.setTimeout(90_000);
  await reachStepTwoWithId(page);
  await page.getByLabel(QUESTION).check();
  await page.getByTestId('upload-name-proof-input').setInputFiles(await certificate());
  await expect(page.getByText('Nachweis der Namensänderung hochgeladen')).toBeVisible();
  await expect(page.locator('#upload-name-proof')).toContainText('heiratsurkunde.pdf');
  await page.getByRole('button', { name: 'Weiter' }).click();
  const review = page.getByRole('region', { name: 'Deine Angaben prüfen' });
  await expect(review).toContainText('Nachweis der Namensänderung: heiratsurkunde.pdf');
  await sign(page);
  await confirmAll(page);
  await page.getByRole('radio', { name: /Basic/ }).check();

  // The upload is gone at the Worker (e.g. expired): the order is refused at the proof's field.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wizard-state') ?? '{}'));
  const proof = stored.state.uploads.nameProof as { id: string; token: string };
  expect(
    (await page.request.delete(`/api/uploads/${proof.id}`, { headers: { 'X-Upload-Token': proof.token } })).status(),
  ).toBe(204);
  const refused = page.waitForResponse((res) => res.url().endsWith('/api/orders') && res.request().method() === 'POST');
  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
  const answer = await refused;
  expect(answer.status()).toBe(400);
  expect((await answer.json()).error.fields).toEqual([{ path: 'uploads.nameProof', message: expect.any(String) }]);
  await expect(page.getByText('Bitte vervollständige:').locator('..')).toContainText(
    'Nachweis der Namensänderung hochladen (Schritt 2)',
  );
  await expect(review).toContainText('Nachweis der Namensänderung: fehlt');
  await expect(page.getByLabel(/AGB gelesen/)).toBeChecked();
  await expect(review).toContainText('Mustermann');
  await expectNoViolations(page, 'step 3 with the proof refused');

  // Back to step 2, the proof again, and the order goes.
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByLabel(QUESTION)).toBeChecked();
  await page.getByTestId('upload-name-proof-input').setInputFiles(await certificate());
  await expect(page.locator('#upload-name-proof')).toContainText('heiratsurkunde.pdf');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Unterschrift & Bestellung abschließen' })).toBeVisible();
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/orders') && req.method() === 'POST');
  const created = page.waitForResponse((res) => res.url().endsWith('/api/orders') && res.status() === 201);
  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
  const body = (await sent).postDataJSON();
  expect(body.nameChanged).toBe(true);
  expect(body.uploads.nameProof).toEqual({ id: expect.any(String), token: expect.any(String) });
  expect(body.uploads.nameProof.id).not.toBe(proof.id);
  await created;
  await page.waitForURL(/\/api\/payments\/demo\//);
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await page.waitForURL(/\/extended-wizard/);
  await expectPaymentSuccess(page);
});
