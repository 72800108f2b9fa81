import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { dismissCookieBannerUpFront, expect, test } from './fixtures';
import { fillStepOne, photo, uploadSide } from './wizard-helpers';
import { expectNoWcagViolations } from './axe';

// Step 2's photo check: a blurry photo gets a warning the customer may override, a
// sharp one goes straight up, and a large photo says "Foto wird verkleinert …" before its upload
// percentage. The photos are drawn in the page's own canvas, so they are real decodable images.

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

async function reachStepTwo(page: Page) {
  await page.goto('/app');
  await fillStepOne(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a blurry photo gets a warning; "Trotzdem verwenden" uploads it; a sharp photo goes straight up', async ({
      page,
    }) => {
      await reachStepTwo(page);
      const front = page.locator('#upload-front');
      let uploads = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/uploads')) uploads++;
      });

      await uploadSide(page, 'front', await photo(page, { blur: 8 }));
      await expect(front.getByText('Das Foto ist unscharf – bitte noch einmal aufnehmen')).toBeVisible();
      await expect(front.getByRole('button', { name: 'Trotzdem verwenden' })).toBeVisible();
      await expect(front.getByRole('button', { name: 'Neues Foto aufnehmen' })).toBeVisible();
      await expect(front.getByRole('img', { name: 'Gewähltes Foto Vorderseite' })).toBeVisible();
      // Nothing leaves the browser while the customer decides.
      expect(uploads).toBe(0);
      await page.screenshot({ path: `test-results/upload-warning-${viewport.width}.png`, fullPage: true });
      await expectNoWcagViolations(page, 'step 2 photo warning');

      // Keyboard only: the warning took the focus from the picker; Tab reaches both choices.
      await expect(front.locator('[tabindex="-1"]').filter({ hasText: 'unscharf' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(front.getByRole('button', { name: 'Neues Foto aufnehmen' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(front.getByRole('button', { name: 'Trotzdem verwenden' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Vorderseite hochgeladen')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Vorderseite entfernen' })).toBeVisible();
      await expect(front).toContainText(/\d+ KB/);
      expect(uploads).toBe(1);

      await uploadSide(page, 'back', await photo(page, { name: 'rueckseite.jpg' }));
      await expect(page.getByRole('button', { name: 'Rückseite entfernen' })).toBeVisible();
      await expect(page.locator('#upload-back')).toContainText('rueckseite.jpg');
      await expect(page.getByText(/Das Foto ist/)).toHaveCount(0);
      expect(uploads).toBe(2);
      await expectNoWcagViolations(page, 'step 2 both uploaded');
    });
  });
}

test('"Neues Foto aufnehmen" drops the blurry photo and opens the camera; a small or dark photo is named as such', async ({
  page,
}) => {
  await reachStepTwo(page);
  const front = page.locator('#upload-front');
  await uploadSide(page, 'front', await photo(page, { blur: 8 }));
  const chooser = page.waitForEvent('filechooser');
  await front.getByRole('button', { name: 'Neues Foto aufnehmen' }).click();
  const camera = await chooser;
  expect(await camera.element().getAttribute('capture')).toBe('environment');
  await camera.setFiles(await photo(page, { width: 400, height: 300 }));
  await expect(front.getByText('Das Foto ist sehr klein – bitte den Ausweis formatfüllend aufnehmen')).toBeVisible();
  await expect(front.getByText('Das Foto ist unscharf')).toHaveCount(0);

  const dark = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#111';
    context.fillRect(0, 0, 1200, 800);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await uploadSide(page, 'front', { name: 'dunkel.png', mimeType: 'image/png', buffer: Buffer.from(dark, 'base64') });
  await expect(front.getByText('Das Foto ist zu dunkel – bitte bei mehr Licht noch einmal aufnehmen')).toBeVisible();
  await expectNoWcagViolations(page, 'step 2 dark photo warning');
});

test('a large photo says "Foto wird verkleinert …" before the upload percentage, and leaves compressed', async ({
  page,
}) => {
  await reachStepTwo(page);
  // Every text the front area's status line shows, in order (the phases can be brief).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusTexts: string[] }).statusTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('#upload-front [role="status"]')?.textContent?.replace(/\s*\d+ %$/, '');
      if (text?.trim() && seen.at(-1) !== text.trim()) seen.push(text.trim());
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const large = await photo(page, { width: 4000, height: 3000, name: 'gross.jpg' });
  let sentBytes = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/uploads', async (route) => {
    sentBytes = route.request().postDataBuffer()?.length ?? 0;
    // Held until axe has looked at the busy area (its markup is the same while checking and compressing).
    await released;
    await route.continue();
  });
  await uploadSide(page, 'front', large);
  await expect(page.locator('#upload-front').getByRole('status')).toContainText('Vorderseite wird hochgeladen …', {
    timeout: 20_000,
  });
  await expectNoWcagViolations(page, 'step 2 uploading');
  release();
  await expect(page.getByRole('button', { name: 'Vorderseite entfernen' })).toBeVisible({ timeout: 20_000 });
  const seen = await page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
  // The status names the side while bytes go up: the customer may be on the next step by then.
  expect(seen).toEqual(['Foto wird geprüft …', 'Foto wird verkleinert …', 'Vorderseite wird hochgeladen …']);
  expect(sentBytes).toBeGreaterThan(0);
  expect(sentBytes).toBeLessThan(large.buffer.length);
});

test('the photo step loads while step 1 is shown, not with it; a dropped photo is checked like a chosen one; a PDF goes up unchecked', async ({
  page,
}) => {
  const photoStepChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/(UploadDropZone\.|photo-worker-)[^/]*\.js$/.test(request.url())) photoStepChunks.push(request.url());
  });
  // When the wizard's first field is there (in the page's own clock).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('personal-firstName')) return;
      (window as unknown as { fieldAt: number }).fieldAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/app');
  // Drop zone and photo worker load once each, before step 2 is asked for…
  await expect.poll(() => photoStepChunks.length).toBe(2);
  // …but not with the wizard's first page: only once its first field is there (at the wizard's first idle moment).
  const [fieldAt, photoStepAt] = await page.evaluate(() => [
    (window as unknown as { fieldAt: number }).fieldAt,
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_astro\/(UploadDropZone\.|photo-worker-)/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  ]);
  expect(photoStepAt).toBeGreaterThan(fieldAt!);
  await fillStepOne(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
  expect(photoStepChunks).toHaveLength(2);
  const blurry = await photo(page, { blur: 8, name: 'verwackelt.jpg' });
  const zone = page.locator('#upload-front .border-dashed');
  await expect(zone.getByRole('button', { name: 'Vorderseite: Datei auswählen' })).toBeEnabled();
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'verwackelt.jpg', { type: 'image/jpeg' }));
    return transfer;
  }, blurry.buffer.toString('base64'));
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone).toHaveClass(/border-brand-700/);
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.locator('#upload-front').getByText('Das Foto ist unscharf')).toBeVisible();

  const scan = await PDFDocument.create();
  scan.addPage([595, 842]);
  const pdf = Buffer.from(await scan.save());
  await uploadSide(page, 'back', { name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('button', { name: 'Rückseite entfernen' })).toBeVisible();
  await expect(page.locator('#upload-back')).toContainText('scan.pdf');
});

test('a failed upload offers "Erneut versuchen", which sends the photo again without a second check', async ({
  page,
}) => {
  await reachStepTwo(page);
  const front = page.locator('#upload-front');
  let attempts = 0;
  await page.route('**/api/uploads', async (route) => {
    if (++attempts > 1) return route.continue();
    await route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { message: 'Das Bild konnte nicht gelesen werden. Bitte lade ein anderes Foto hoch.' },
      }),
    });
  });
  await uploadSide(page, 'front', await photo(page, { blur: 8 }));
  await front.getByRole('button', { name: 'Trotzdem verwenden' }).click();
  await expect(page.locator('#upload-front-error')).toHaveText(
    'Fehler: Das Bild konnte nicht gelesen werden. Bitte lade ein anderes Foto hoch.',
  );
  await expectNoWcagViolations(page, 'step 2 upload failed');
  await front.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('button', { name: 'Vorderseite entfernen' })).toBeVisible();
  await expect(page.locator('#upload-front-error')).toHaveCount(0);
  expect(attempts).toBe(2);
});
