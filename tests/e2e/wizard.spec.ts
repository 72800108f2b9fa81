import { dismissCookieBannerUpFront, expect, expectPaymentSuccess, test } from './fixtures';
import {
  confirmAll,
  fillStepOne,
  jpeg,
  PERSON,
  reachStepThree,
  sign,
  SIGNATURE_PNG,
  uploadSide,
} from './wizard-helpers';
import { expectNoWcagViolations } from './axe';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

test.describe('step 1', () => {
  test('shows the header, every German message on a failed submit, and focuses the summary', async ({ page }) => {
    await page.goto('/app');
    await expect(page.getByText('Schritt 1 von 3: Deine Daten')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await expectNoWcagViolations(page, 'step 1 empty');
    await page.getByLabel('E-Mail-Adresse').fill('kaputt');
    await page.getByRole('button', { name: 'Weiter' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigiere' });
    for (const message of [
      'Vorname muss mindestens 2 Zeichen lang sein',
      'Nachname muss mindestens 2 Zeichen lang sein',
      'Format: TT.MM.JJJJ',
      'Geburtsort muss mindestens 2 Zeichen lang sein',
      'Straßenname muss mindestens 2 Zeichen lang sein',
      'Hausnummer erforderlich',
      'Ungültige deutsche PLZ',
      'Ort muss mindestens 2 Zeichen lang sein',
      'Gültige E-Mail-Adresse erforderlich',
    ]) {
      await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible();
    }
    await expect(page.locator('div[tabindex="-1"]').filter({ has: summary })).toBeFocused();
    await expectNoWcagViolations(page, 'step 1 errors');
  });

  test('input masks: no digits in names, birth-date dots, five-digit postal code', async ({ page }) => {
    await page.goto('/app');
    await page.getByLabel('Vorname', { exact: true }).pressSequentially('Er1ka');
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Erka');
    await page.getByLabel('Geburtsdatum').pressSequentially('12a08196412');
    await expect(page.getByLabel('Geburtsdatum')).toHaveValue('12.08.1964');
    await page.getByLabel('Postleitzahl').pressSequentially('5066712');
    await expect(page.getByLabel('Postleitzahl')).toHaveValue('50667');
  });

  test('postal code: unknown until 5 digits, then valid (with the city suggested) or "Ungültige Postleitzahl"', async ({
    page,
  }) => {
    await page.goto('/app');
    const plz = page.getByLabel('Postleitzahl');
    await plz.fill('5066');
    await expect(page.getByText('Ungültige Postleitzahl')).toHaveCount(0);
    await plz.fill('00000');
    await expect(page.getByText('Ungültige Postleitzahl')).toBeVisible();
    await plz.fill('50667');
    await expect(page.getByText('Ungültige Postleitzahl')).toHaveCount(0);
    await expect(plz).toHaveClass(/border-green-700/);
    await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Köln');
  });

  test('too young and bad dates get their messages; valid data moves on and is kept across a reload', async ({
    page,
  }) => {
    await page.goto('/app');
    await fillStepOne(page, { ...PERSON, Geburtsdatum: '01012020' });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('link', { name: 'Du musst mindestens 16 Jahre alt sein' })).toBeVisible();
    await page.getByLabel('Geburtsdatum').fill('12.08.1964');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Daten erfolgreich gespeichert!')).toBeVisible();
    await expect(page).toHaveURL(/schritt=2/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Erika');
  });

  test('the e-mail typed on the landing page is prefilled', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('E-Mail-Adresse (optional)').fill('von@startseite.de');
    await page.getByRole('button', { name: 'Jetzt Antrag starten' }).first().click();
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('von@startseite.de');
  });
});

test('a wizard left alone for more than 24 hours starts empty', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const state = { step: 1, personalData: { firstName: 'Erika', lastName: 'Mustermann' } };
    localStorage.setItem('wizard-state', JSON.stringify({ savedAt: Date.now() - 25 * 3600 * 1000, state }));
  });
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Deine persönlichen Daten' })).toBeVisible();
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('wizard-state') ?? '')).not.toContain('Erika');
});

test.describe('step 2', () => {
  test('refuses wrong types and oversize files, uploads, shows name and size, removes, and blocks Weiter', async ({
    page,
  }) => {
    await page.goto('/app');
    await fillStepOne(page);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await uploadSide(page, 'front', { name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('hallo') });
    await expect(page.locator('#upload-front').getByText('Nur JPG, PNG und PDF Dateien sind erlaubt.')).toBeVisible();
    await uploadSide(page, 'front', {
      name: 'riesig.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([jpeg(), Buffer.alloc(10_485_760)]),
    });
    await expect(page.locator('#upload-front').getByText('Datei ist zu groß. Maximum 10MB erlaubt.')).toBeVisible();

    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte korrigiere' })).toContainText(
      'Bitte lade beide Seiten deines Ausweises hoch.',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte korrigiere' })).toContainText(
      'Bitte bestätige, dass es sich um deinen eigenen Ausweis handelt.',
    );
    await expectNoWcagViolations(page, 'step 2 errors');

    await uploadSide(page, 'front');
    await expect(page.getByText('Vorderseite hochgeladen')).toBeVisible();
    await expect(page.locator('#upload-front')).toContainText('ausweis.jpg');
    await expect(page.locator('#upload-front')).toContainText('1 KB');
    await page.getByRole('button', { name: 'Vorderseite entfernen' }).click();
    await expect(page.getByRole('button', { name: 'Vorderseite: Datei auswählen' })).toBeVisible();
  });

  test('after a reload the uploads are still there, and no image data is kept in browser storage', async ({ page }) => {
    await reachStepThree(page);
    await page.goto('/app?schritt=2');
    await expect(page.locator('#upload-front')).toContainText('ausweis.jpg');
    await expect(page.getByRole('img', { name: 'Vorschau Vorderseite' })).toBeVisible();
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toMatch(/data:image\/jpeg|\/9j\//);
    await expectNoWcagViolations(page, 'step 2 filled');
  });
});

test.describe('step 3', () => {
  test('packages and extras: hidden-for rules, Inklusive, totals for every combination', async ({ page }) => {
    await reachStepThree(page);
    const orderButton = page.getByRole('button', { name: /Zahlungspflichtig bestellen/ });
    await expect(page.getByRole('radio', { name: /Plus/ })).toBeChecked();
    await expect(orderButton).toHaveText('Zahlungspflichtig bestellen – 49,90 €');
    // 'Express heute' before the cut-off on a business day, 'Express (nächster Werktag)' otherwise.
    for (const name of ['Express', 'Duo+ – zweite Person', 'Korrekturoption']) {
      const extra = page.getByRole('checkbox', { name: new RegExp(name.replace('+', '\\+')) });
      await expect(extra).toBeChecked();
      await expect(extra).toBeDisabled();
    }
    await expect(page.getByText('Inklusive', { exact: true })).toHaveCount(3);
    await page.getByRole('radio', { name: /Basic/ }).check();
    await expect(orderButton).toHaveText('Zahlungspflichtig bestellen – 39,90 €');
    const extras = ['Express (heute|\\(nächster Werktag\\))', 'Duo\\+ – zweite Person', 'Korrekturoption'];
    for (let mask = 1; mask < 8; mask++) {
      for (const [i, name] of extras.entries())
        await page.getByRole('checkbox', { name: new RegExp(name) }).setChecked(Boolean(mask & (1 << i)));
      const count = [0, 1, 2].filter((i) => mask & (1 << i)).length;
      await expect(orderButton).toHaveText(
        `Zahlungspflichtig bestellen – ${(39.9 + 19.9 * count).toFixed(2).replace('.', ',')} €`,
      );
    }
    await page.getByRole('radio', { name: /Pro/ }).check();
    await expect(orderButton).toHaveText('Zahlungspflichtig bestellen – 79,90 €');
    await page.getByRole('radio', { name: /Basic/ }).check();
    await expect(orderButton).toHaveText('Zahlungspflichtig bestellen – 39,90 €');
  });

  test('lists what is missing under "Bitte vervollständige:" and passes axe with errors shown', async ({ page }) => {
    await reachStepThree(page);
    const missing = page.getByText('Bitte vervollständige:').locator('..');
    await expect(missing).toContainText('Unterschrift');
    await expect(missing).toContainText('AGB akzeptieren');
    await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
    await expect(page.getByText('Bitte füllen Sie alle Pflichtfelder korrekt aus.')).toBeVisible();
    await expectNoWcagViolations(page, 'step 3 missing');
    await sign(page);
    await confirmAll(page);
    await expect(page.getByText('Bitte vervollständige:')).toHaveCount(0);
  });

  test('the signature field says it is loading until it can take a stroke, then takes the first one', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/signature_pad.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await reachStepThree(page);
    const canvas = page.getByRole('img', { name: /Unterschriftsfeld/ });
    await expect(canvas).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Unterschriftsfeld wird geladen …' })).toBeVisible();
    release();
    await expect(page.getByText('Unterschriftsfeld wird geladen …')).toHaveCount(0);
    await sign(page);
    const missing = page.getByText('Bitte vervollständige:').locator('..');
    await expect(missing).toContainText('AGB akzeptieren');
    await expect(missing).not.toContainText('Unterschrift');
  });

  test('the personal data can be edited in place: Save validates and commits, Cancel reverts', async ({ page }) => {
    await reachStepThree(page);
    await page.getByRole('button', { name: /Bearbeiten/ }).click();
    await page.locator('#review-city').fill('Bonn');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('region', { name: 'Deine Angaben prüfen' })).toContainText('Köln');
    await page.getByRole('button', { name: /Bearbeiten/ }).click();
    await page.locator('#review-firstName').fill('E');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Vorname muss mindestens 2 Zeichen lang sein')).toBeVisible();
    await page.locator('#review-firstName').fill('Erna');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Persönliche Daten wurden gespeichert!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deine Angaben prüfen' })).toContainText('Erna');
  });

  test('a server error keeps everything entered and shows the German toast', async ({ page }) => {
    await reachStepThree(page);
    await sign(page);
    await confirmAll(page);
    await page.route('**/api/orders', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"x","message":"Wartung"}}',
      }),
    );
    await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
    await expect(page.getByText('Fehler beim Speichern der Daten: Server-Fehler: 503 - Wartung')).toBeVisible();
    await expect(page.getByRole('button', { name: /Zahlungspflichtig bestellen/ })).toBeEnabled();
    await expect(page.getByLabel(/AGB gelesen/)).toBeChecked();
    await expect(page.getByRole('region', { name: 'Deine Angaben prüfen' })).toContainText('Mustermann');
  });
});

test('a failed order is kept in this browser without images and "Erneut senden" sends it with the same key', async ({
  page,
}) => {
  await reachStepThree(page);
  await sign(page);
  await confirmAll(page);
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/orders') && request.method() === 'POST')
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  // The first answer is lost on the way back: the server may have the order, the browser does not know.
  await page.route('**/api/orders', (route) => route.abort('connectionreset'), { times: 1 });
  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
  const notice = page.getByRole('region', { name: 'Deine Bestellung wurde noch nicht gesendet' });
  await expect(notice).toBeVisible();
  const record = await page.evaluate(() => localStorage.getItem('failed-order') ?? '');
  expect(JSON.parse(record)).toMatchObject({ personalData: { lastName: 'Mustermann' }, plan: 'plus' });
  expect(record).not.toContain('data:image');
  await expectNoWcagViolations(page, 'failed order notice');

  // Still there after a reload, and sent again from there.
  await page.reload();
  await notice.getByRole('button', { name: 'Erneut senden' }).click();
  await page.waitForURL(/\/api\/payments\/demo\//);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await page.evaluate(() => localStorage.getItem('failed-order'))).toBeNull();
});

test('the whole journey: landing page → wizard → demo payment, a double click creates one order', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Jetzt Antrag starten' }).first().click();
  await expect(page).toHaveURL(/\/app/);
  await fillStepOne(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await uploadSide(page, 'front');
  await uploadSide(page, 'back');
  await expect(page.getByRole('button', { name: 'Rückseite entfernen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vorderseite entfernen' })).toBeVisible();
  await page.getByLabel('Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.').check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await sign(page);
  await confirmAll(page);
  await page.getByRole('radio', { name: /Basic/ }).check();
  const orders: string[] = [];
  page.on(
    'response',
    (res) =>
      res.url().endsWith('/api/orders') && res.request().method() === 'POST' && orders.push(String(res.status())),
  );
  const created = page.waitForResponse((res) => res.url().endsWith('/api/orders') && res.status() === 201);
  const checkout = page.waitForRequest(/\/api\/payments\/demo\//);
  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).dblclick();
  // The payment page is asked for as soon as the order exists: no fixed wait before the redirect.
  await created;
  const createdAt = Date.now();
  await checkout;
  expect(Date.now() - createdAt).toBeLessThan(1000);
  await page.waitForURL(/\/api\/payments\/demo\//);
  expect(orders).toEqual(['201']);
  await expect(page.getByRole('heading', { name: 'Testzahlung' })).toBeVisible();
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await page.waitForURL(/\/extended-wizard/);
  await expectPaymentSuccess(page);
  // The return URL's session id and order number are read, then removed from the address bar.
  await expect(page).toHaveURL(/\/extended-wizard$/);
});

test('a cancelled payment returns to the filled wizard in this tab only; the files stay uploaded without preview', async ({
  page,
}) => {
  await reachStepThree(page);
  await sign(page);
  await confirmAll(page);
  await page.getByRole('radio', { name: /Basic/ }).check();
  expect(await page.evaluate(() => localStorage.getItem('wizard-state'))).toContain('Mustermann');
  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
  await page.waitForURL(/\/api\/payments\/demo\//);
  // The order exists: the personal data and the signature now live in this tab's sessionStorage only.
  const stored = await page.evaluate(() => ({
    local: localStorage.getItem('wizard-state'),
    session: sessionStorage.getItem('wizard-state'),
  }));
  expect(stored.local).toBeNull();
  expect(stored.session).toContain('Mustermann');

  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await page.waitForURL(/\/app\?schritt=3$/);
  await expect(page.getByRole('heading', { name: 'Unterschrift & Bestellung abschließen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deine Angaben prüfen' })).toContainText('Mustermann');
  await expect(page.getByLabel(/AGB gelesen/)).toBeChecked();

  // Step 2: the files belong to the order now, so their previews are refused; they still count as uploaded.
  await page.getByRole('button', { name: 'Zurück', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
  for (const side of ['front', 'back']) {
    await expect(page.locator(`#upload-${side}`)).toContainText('ausweis.jpg');
    await expect(page.locator(`#upload-${side}`)).toContainText('Foto hochgeladen – Vorschau nicht mehr verfügbar');
    await expect(page.locator(`#upload-${side}-error`)).toHaveCount(0);
  }
  await expect(page.getByRole('img', { name: 'Vorschau Vorderseite' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Vorderseite entfernen' })).toBeVisible();
  await expectNoWcagViolations(page, 'step 2 after a cancelled payment');
  expect(await page.evaluate(() => localStorage.getItem('wizard-state'))).toBeNull();

  // Ordering again uses the same files; the paid return forgets the wizard in this tab too.
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
  await page.waitForURL(/\/api\/payments\/demo\//);
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await page.waitForURL(/\/extended-wizard/);
  await expectPaymentSuccess(page);
  await expect(page).toHaveURL(/\/extended-wizard$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('wizard-state'), sessionStorage.getItem('wizard-state')]),
  ).toEqual([null, null]);
});

test('keyboard only: the whole wizard, with the signature uploaded as a photo', async ({ page }) => {
  await page.goto('/app');
  await page.getByLabel('Vorname', { exact: true }).focus();
  for (const value of ['Erika', 'Mustermann', '', '12081964', 'Berlin', 'Heidestraße', '17', '50667']) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Köln');
  await page.getByLabel('E-Mail-Adresse').focus();
  await page.keyboard.type('erika@example.de');
  await page.getByRole('button', { name: 'Weiter' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeFocused();
  // File choosers open from the keyboard; the test answers them.
  for (const side of ['Vorderseite', 'Rückseite']) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: `${side}: Datei auswählen` }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'ausweis.jpg', mimeType: 'image/jpeg', buffer: jpeg() });
    await expect(page.getByRole('button', { name: `${side} entfernen` })).toBeVisible();
  }
  await page.getByLabel('Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Weiter' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Unterschrift & Bestellung abschließen' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Unterschrift als Foto hochladen').focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'unterschrift.png', mimeType: 'image/png', buffer: SIGNATURE_PNG });
  await expect(page.getByRole('img', { name: 'Deine Unterschrift (Foto)' })).toBeVisible();
  for (const label of [/AGB gelesen/, /Datenschutzerklärung zur Kenntnis genommen/, /sofort mit der Ausführung/]) {
    await page.getByLabel(label).focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByText('Bitte vervollständige:')).toHaveCount(0);
  await expectNoWcagViolations(page, 'step 3 complete');
  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/api\/payments\/demo\//);
});

test('the footer opens the legal texts as dialogs inside the wizard', async ({ page }) => {
  await page.goto('/app');
  await page.getByRole('contentinfo').getByRole('link', { name: 'AGB', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen (AGB)' })).toBeVisible();
  await expect(page).toHaveURL(/\/app/);
  await expectNoWcagViolations(page, 'AGB dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Opened again from the keyboard: the texts are fetched once, the dialog is reused.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Impressum' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Impressum' }).getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toBeFocused();
});

test('on a phone the legal dialog keeps its close button inside @mobile', async ({ page }) => {
  await page.goto('/app');
  await page.getByRole('contentinfo').getByRole('link', { name: 'AGB', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen (AGB)' });
  const close = dialog.getByRole('button', { name: 'Schließen' });
  await expect(close).toBeVisible();
  const [dialogBox, closeBox] = [await dialog.boundingBox(), await close.boundingBox()];
  expect(closeBox!.x + closeBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
  // …and the title's longest word fits beside it instead of running under it.
  const title = dialog.getByRole('heading', { level: 2 }).first();
  expect(await title.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(true);
  await close.click();
  await expect(dialog).toHaveCount(0);
});

test('the legal links still lead to the texts when the dialogs cannot be loaded', async ({ page }) => {
  await page.route('**/rechtstexte.json', (route) => route.abort());
  await page.goto('/app');
  await page.getByRole('contentinfo').getByRole('link', { name: 'AGB', exact: true }).click();
  await expect(page).toHaveURL(/\/agb$/);
  await expect(page.getByRole('heading', { level: 1, name: /Allgemeine Geschäftsbedingungen/ })).toBeVisible();
});

test('the wizard works on a phone @mobile', async ({ page }) => {
  await reachStepThree(page);
  await expectNoWcagViolations(page, 'mobile step 3');
  await sign(page);
  await expect(page.getByText('Bitte vervollständige:').locator('..')).not.toContainText('Unterschrift');
});
