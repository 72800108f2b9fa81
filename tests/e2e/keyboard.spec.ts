// Keyboard only, at a laptop's 1280×900: Tab, Shift+Tab, Enter, Space and typing, nothing else.
// No click, no fill, no focus(): every field is reached by pressing Tab, and the test counts the
// presses where a visitor's patience is tested most (the cookie banner and the wizard's first field).
// File pickers open from the keyboard; the test answers Playwright's `filechooser` event.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { jpeg, SIGNATURE_PNG } from './wizard-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

/** The most presses of Tab a visitor needs to reach the banner's buttons or the wizard's first field. */
const FEW = 5;

/** Presses Tab (or Shift+Tab) until `target` has focus; returns how many presses that took. */
async function tabTo(page: Page, target: Locator, { max = 40, key = 'Tab' } = {}): Promise<number> {
  await expect(target).toBeAttached();
  for (let presses = 1; presses <= max; presses++) {
    const before = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press(key);
    // The press has been handled once focus has moved: while the page is busy (the wizard mounting) the key
    // waits in the page's queue after press() has returned.
    await page.waitForFunction((element) => document.activeElement !== element, before);
    await before.dispose();
    // Focus never drops out of the page on the way.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    // Found and compared in one step: an element may be replaced (the wizard's first render) between two.
    if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement)))
      return presses;
  }
  throw new Error(`${key} pressed ${max} times without reaching ${target.toString()}`);
}

function cookieBanner(page: Page) {
  return page.getByRole('region', { name: 'Cookies und Datenschutz' });
}

test('the settings dialog, opened from the banner, hands focus back to the page after saving', async ({ page }) => {
  await page.goto('/faq');
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  expect(await tabTo(page, banner.getByRole('button', { name: 'Einstellungen' }))).toBeLessThanOrEqual(FEW);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(dialog).toBeVisible();
  // Escape closes the dialog and returns to its button in the banner.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Einstellungen' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('switch', { name: 'Analyse' }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Auswahl speichern' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  // The banner's button is gone: focus returns to where the visitor entered the banner from.
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-preferences') ?? '{}'));
  expect(stored).toMatchObject({ functional: false, analytics: true, marketing: false });
});

test('on /app the banner is among the first stops of Tab, does not trap focus, and the first field follows soon', async ({
  page,
}) => {
  await page.goto('/app');
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  // The banner is drawn at the bottom, but in the document it follows the skip link.
  expect(await tabTo(page, banner.getByRole('button', { name: 'Alle akzeptieren' }))).toBeLessThanOrEqual(FEW);
  expect(await tabTo(page, banner.getByRole('button', { name: 'Nur notwendige' }))).toBe(1);
  await tabTo(page, banner.getByRole('button', { name: 'Einstellungen' }), { max: 1 });
  // Not a trap: Tab moves on into the page (the header's logo link), Shift+Tab comes back.
  const logo = page.getByRole('banner').getByRole('link').first();
  await page.keyboard.press('Tab');
  await expect(logo).toBeFocused();
  await tabTo(page, banner.getByRole('button', { name: 'Nur notwendige' }), { max: 2, key: 'Shift+Tab' });
  await page.keyboard.press('Space');
  await expect(banner).toBeHidden();
  // Focus goes back to where the visitor came into the banner from, not to <body>.
  await expect(logo).toBeFocused();
  expect(await tabTo(page, page.getByLabel('Vorname', { exact: true }))).toBeLessThanOrEqual(FEW);
});

test('keyboard only from the landing page to the demo payment', async ({ page }) => {
  test.setTimeout(120_000); // some forty steps; the CI machine may be busy
  await page.goto('/');
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  const toBanner = await tabTo(page, banner.getByRole('button', { name: 'Nur notwendige' }));
  expect(toBanner).toBeLessThanOrEqual(FEW);
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  // Focus is back on the skip link, where the visitor came from; it leads past the header.
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The hero's e-mail field starts the application and is carried into the wizard.
  await tabTo(page, page.getByRole('textbox', { name: /E-Mail/ }), { max: 1 });
  await page.keyboard.type('erika@example.de');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/app/);

  // Step 1: a returning visitor (the choice is stored) sees no banner; the first field is close.
  const firstName = page.getByLabel('Vorname', { exact: true });
  expect(await tabTo(page, firstName)).toBeLessThanOrEqual(FEW);
  await expect(cookieBanner(page)).toHaveCount(0);
  for (const [label, value] of Object.entries({
    Vorname: 'Erika',
    Nachname: 'Mustermann',
    Geburtsdatum: '12081964',
    Geburtsort: 'Berlin',
    Straße: 'Heidestraße',
    Hausnummer: '17',
    Postleitzahl: '50667',
  })) {
    if (label !== 'Vorname') await tabTo(page, page.getByLabel(label, { exact: true }), { max: 2 });
    await page.keyboard.type(value);
  }
  await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Köln');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('erika@example.de');
  await tabTo(page, page.getByRole('button', { name: 'Weiter' }), { max: 10 });
  await page.keyboard.press('Enter');

  // Step 2: focus is on the step's heading; both sides through the file picker, opened by Enter and Space.
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeFocused();
  for (const [side, key] of Object.entries({ Vorderseite: 'Enter', Rückseite: 'Space' })) {
    await tabTo(page, page.getByRole('button', { name: `${side}: Datei auswählen` }));
    const chooser = page.waitForEvent('filechooser', { timeout: 15_000 });
    await page.keyboard.press(key);
    await (await chooser).setFiles({ name: 'ausweis.jpg', mimeType: 'image/jpeg', buffer: jpeg() });
    await expect(page.getByRole('button', { name: `${side} entfernen` })).toBeVisible();
  }
  const ownId = page.getByLabel('Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.');
  await tabTo(page, ownId);
  await page.keyboard.press('Space');
  await expect(ownId).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');

  // Step 3: drawing needs a pointer, so the signature comes as a photo through the file picker.
  await expect(page.getByRole('heading', { name: 'Unterschrift & Bestellung abschließen' })).toBeFocused();
  await tabTo(page, page.getByLabel('Unterschrift als Foto hochladen'));
  const chooser = page.waitForEvent('filechooser', { timeout: 15_000 });
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'unterschrift.png', mimeType: 'image/png', buffer: SIGNATURE_PNG });
  await expect(page.getByRole('img', { name: 'Deine Unterschrift (Foto)' })).toBeVisible();
  for (const label of [/AGB gelesen/, /Datenschutzerklärung zur Kenntnis genommen/, /sofort mit der Ausführung/]) {
    const checkbox = page.getByLabel(label);
    await tabTo(page, checkbox);
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
  }
  await expect(page.getByText('Bitte vervollständige:')).toHaveCount(0);
  await tabTo(page, page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }));
  await page.keyboard.press('Enter');

  // The demo checkout, paid with the keyboard too.
  await page.waitForURL(/\/api\/payments\/demo\//);
  await expect(page.getByRole('heading', { name: 'Testzahlung' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Bezahlen' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/extended-wizard/);
});
