import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A small valid JPEG header with a frame size (the server checks bytes, not pixels). */
export function jpeg(width = 1600, height = 1000): Buffer {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ];
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

/** A real 60×20 greyscale PNG with a dark bar, usable as a photographed signature. */
export const SIGNATURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAAUCAAAAAD0aAH1AAAAHklEQVR4nGP4TwFgGNVMvmYG4sCo5pGsmWQwEjUDAO7ITd34vkG6AAAAAElFTkSuQmCC',
  'base64',
);

export const PERSON = {
  Vorname: 'Erika',
  Nachname: 'Mustermann',
  Geburtsdatum: '12081964',
  Geburtsort: 'Berlin',
  Straße: 'Heidestraße',
  Hausnummer: '17',
  Postleitzahl: '50667',
  Ort: 'Köln',
  'E-Mail-Adresse': 'erika@example.de',
};

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
  await page.getByLabel(/Datenschutzerklärung gelesen/).check();
  await page.getByLabel(/sofort mit der Ausführung/).check();
}

/** A photo of a black-and-white checkerboard (sharp edges, like print), optionally blurred, as a file. */
export async function photo(page: Page, { width = 1200, height = 800, blur = 0, name = 'ausweis.jpg' } = {}) {
  const base64 = await page.evaluate(
    ({ width, height, blur }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const board = document.createElement('canvas');
      board.width = width;
      board.height = height;
      const boardContext = board.getContext('2d')!;
      boardContext.fillStyle = '#fff';
      boardContext.fillRect(0, 0, width, height);
      boardContext.fillStyle = '#000';
      for (let y = 0; y < height; y += 20)
        for (let x = (y / 20) % 2 ? 20 : 0; x < width; x += 40) boardContext.fillRect(x, y, 20, 20);
      context.filter = blur ? `blur(${blur}px)` : 'none';
      context.drawImage(board, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.92).split(',')[1]!;
    },
    { width, height, blur },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
