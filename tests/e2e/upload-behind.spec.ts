// Uploads run behind the customer's back: a photo goes up as soon as it passed its check, "Weiter" does not
// wait for it, step 3 can be filled in meanwhile, and only the order button waits (saying so, with the
// photos' progress) and then orders by itself. An upload that keeps failing takes the customer back to that
// photo with the reason; a reload mid-upload asks for that photo again and keeps everything else.
import { mkdirSync } from 'node:fs';
import type { Page, Request, Route } from '@playwright/test';
import { expectNoWcagViolations } from './axe';
import { dismissCookieBannerUpFront, expect, test } from './fixtures';
import { confirmAll, fillStepOne, photo, sign, uploadSide } from './wizard-helpers';

const SCREENS = 'test-results/upload-behind-screens';
const WAITING = 'Deine Fotos werden noch hochgeladen – wir bestellen, sobald sie da sind.';
const OWN_ID = 'Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

/** The `kind` field of a multipart upload request ("front", "back", …). */
function kindOf(request: Request): string {
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  return /name="kind"\r\n\r\n([\w-]+)/.exec(body)?.[1] ?? '';
}

/** Closes a toast still on screen (they stay 6 s), so that the screenshot shows what is under it. */
async function closeToast(page: Page) {
  const close = page.getByRole('button', { name: 'Meldung schließen' });
  if (await close.isVisible()) await close.click();
}

async function reachStepTwo(page: Page) {
  await page.goto('/app');
  await fillStepOne(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
}

test('step 3 is filled in while the back uploads; the order button waits for it and then orders by itself', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const uploads: string[] = [];
  await page.route('**/api/uploads', async (route: Route) => {
    const kind = kindOf(route.request());
    uploads.push(kind);
    // The back's upload is held until the test lets it go.
    if (kind === 'back') await released;
    await route.continue();
  });
  const previews: string[] = [];
  const orders: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/uploads\/[^/]+\/preview$/.test(request.url())) previews.push(request.url());
    if (request.method() === 'POST' && request.url().endsWith('/api/orders')) orders.push(request.url());
  });

  await reachStepTwo(page);
  await uploadSide(page, 'front', await photo(page, { name: 'vorderseite.jpg' }));
  await uploadSide(page, 'back', await photo(page, { name: 'rueckseite.jpg', width: 1600, height: 1200 }));
  await expect(page.getByRole('button', { name: 'Vorderseite entfernen' })).toBeVisible();
  const back = page.locator('#upload-back');
  // Per photo: a live status naming the side, and a progress bar.
  await expect(back.getByRole('status')).toContainText('Rückseite wird hochgeladen …');
  await expect(back.getByRole('progressbar', { name: 'Upload Rückseite' })).toBeVisible();
  await page.getByLabel(OWN_ID).check();
  await expect(page.getByText('Bitte lade beide Seiten deines Ausweises hoch.')).toHaveCount(0);
  mkdirSync(SCREENS, { recursive: true });
  await closeToast(page);
  // From the top, so the sticky header sits where it belongs in the full-page image.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/step2-uploading-390x844.png`, fullPage: true });
  await expectNoWcagViolations(page, 'step 2 while the back uploads');

  // "Weiter" goes on while the back is still on its way; nothing is called missing.
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Unterschrift & Bestellung abschließen' })).toBeVisible();
  const review = page.getByRole('region', { name: 'Deine Angaben prüfen' });
  await expect(review).toContainText('Rückseite: rueckseite.jpg (wird hochgeladen …)');
  await expect(page.getByText('Bitte vervollständige:').locator('..')).not.toContainText('Ausweisseiten');
  // The back beside the signature is the customer's photo from memory, not downloaded again.
  await expect(page.getByRole('img', { name: 'Rückseite deines Ausweises zum Vergleich' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await sign(page);
  await confirmAll(page);
  await page.getByRole('radio', { name: /Basic/ }).check();

  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
  // The front is stored, the back held: half of the photos are there.
  await expect(page.getByRole('progressbar', { name: 'Upload deiner Fotos' })).toHaveAttribute('value', '50');
  await expect(page.getByRole('button', { name: 'Bestellung wird vorbereitet...' })).toBeDisabled();
  expect(orders).toHaveLength(0);
  await page.getByRole('button', { name: 'Bestellung wird vorbereitet...' }).scrollIntoViewIfNeeded();
  await closeToast(page);
  await page.screenshot({ path: `${SCREENS}/step3-order-waits-390x844.png` });
  await page.screenshot({ path: `${SCREENS}/step3-order-waits-390x844-full.png`, fullPage: true });
  await expectNoWcagViolations(page, 'step 3 while the order waits for the photos');

  release();
  await page.waitForURL(/\/api\/payments\/demo\//);
  await expect(page.getByRole('heading', { name: 'Testzahlung' })).toBeVisible();
  expect(orders).toHaveLength(1);
  expect(uploads.filter((kind) => kind === 'front' || kind === 'back').sort()).toEqual(['back', 'front']);
  expect(previews).toEqual([]);
});

test('an upload that keeps failing takes the customer from step 3 back to that photo, with the reason', async ({
  page,
}) => {
  let attempts = 0;
  await page.route('**/api/uploads', async (route: Route) => {
    if (kindOf(route.request()) !== 'back') return route.continue();
    attempts++;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'x', message: 'Speicher gerade nicht erreichbar' } }),
    });
  });
  await reachStepTwo(page);
  await uploadSide(page, 'front', await photo(page));
  await uploadSide(page, 'back', await photo(page, { name: 'rueckseite.jpg' }));
  await page.getByLabel(OWN_ID).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Unterschrift & Bestellung abschließen' })).toBeVisible();
  await sign(page);

  // Three attempts (1 s and 2 s apart), then back to step 2 at the back, which says why.
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#upload-back-error')).toHaveText('Fehler: Speicher gerade nicht erreichbar');
  await expect(page.locator('#upload-back')).toBeFocused();
  await expect(page.locator('#upload-back').getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  expect(attempts).toBe(3);
  // Nothing else is lost: the front, the box, and the signature on step 3.
  await expect(page.getByRole('button', { name: 'Vorderseite entfernen' })).toBeVisible();
  await expect(page.getByLabel(OWN_ID)).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('wizard-state'))).toContain('data:image/png');
});

test('a reload mid-upload asks for that photo again and keeps everything else', async ({ page }) => {
  let holdBack = true;
  await page.route('**/api/uploads', async (route: Route) => {
    // The back's first upload never arrives: the reload cuts it off.
    if (holdBack && kindOf(route.request()) === 'back') return new Promise<void>(() => {});
    await route.continue();
  });
  await reachStepTwo(page);
  await uploadSide(page, 'front', await photo(page));
  await expect(page.getByRole('button', { name: 'Vorderseite entfernen' })).toBeVisible();
  await uploadSide(page, 'back', await photo(page, { name: 'rueckseite.jpg' }));
  await expect(page.locator('#upload-back').getByRole('status')).toContainText('Rückseite wird hochgeladen …');
  await page.getByLabel(OWN_ID).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await sign(page);
  await page.getByLabel(/AGB gelesen/).check();

  await page.reload();
  holdBack = false;
  // Step 3 cannot open without the back: step 2 names it, and only it.
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
  await expect(page.locator('#upload-back-error')).toHaveText(
    'Fehler: Das Hochladen wurde unterbrochen – bitte wähle das Foto erneut.',
  );
  await expect(page.getByRole('button', { name: 'Vorderseite entfernen' })).toBeVisible();
  await expect(page.getByLabel(OWN_ID)).toBeChecked();

  await uploadSide(page, 'back', await photo(page, { name: 'rueckseite.jpg' }));
  await expect(page.locator('#upload-back-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Unterschrift & Bestellung abschließen' })).toBeVisible();
  await expect(page.getByLabel(/AGB gelesen/)).toBeChecked();
  await expect(page.getByText('Bitte vervollständige:').locator('..')).not.toContainText('Unterschrift');
});
