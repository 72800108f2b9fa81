// After the payment: /extended-wizard (payment return + partner form), /success and /status, driven
// against the real Worker (uploads, orders and the demo checkout, as tests/worker/fixtures.ts does).
import type { Page } from '@playwright/test';
import { createOrder, payDemo } from './api-helpers';
import { dismissCookieBannerUpFront, expect, expectPaymentSuccess, layoutShiftScore, test } from './fixtures';
import { expectNoViolations } from './axe';
import { SECOND_PERSON_ORDER_BUTTON } from '../../src/domain/second-person-addon';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

/** A made-up order for the states the demo provider cannot produce; the browser's API calls are answered locally. */
function fakeOrder(orderNumber: string, overrides: Record<string, unknown>) {
  return {
    orderNumber,
    status: 'paid',
    paid: true,
    plan: 'plus',
    extras: [],
    totalCents: 4990,
    total: '49,90 €',
    requiresSecondPerson: true,
    secondPersonSubmitted: false,
    secondPersonAwaitedUntil: '2026-05-07',
    dispatchDeadline: '2026-03-09',
    timeline: [],
    ...overrides,
  };
}

const PARTNER_REQUIRED = [
  'Vorname',
  'Nachname',
  'Geburtsdatum',
  'Geburtsort',
  'Straße',
  'Hausnummer',
  'PLZ',
  'Ort',
].map((f) => `${f} des Partners ist erforderlich`);

async function fillPartner(page: Page) {
  await page.getByLabel('Vorname', { exact: true }).fill('Max');
  await page.getByLabel('Nachname', { exact: true }).fill('Mustermann');
  await page.getByLabel('Geburtsdatum', { exact: true }).fill('02.07.1984');
  await page.getByLabel('Geburtsort', { exact: true }).fill('Bonn');
  await page.getByLabel('Straße', { exact: true }).fill('Musterstraße');
  await page.getByLabel('Hausnummer', { exact: true }).fill('12a');
  await page.getByLabel('Postleitzahl', { exact: true }).fill('50667');
  await page.getByLabel('Ort', { exact: true }).fill('Köln');
  await page.getByLabel(/Zusätzliche Informationen/).fill('Geburtsname Schmidt');
  await page.getByLabel(/Ich bestätige, dass die Angaben/).check();
}

test.describe('/extended-wizard', () => {
  test('a basic order paid with "Bezahlen" shows Zahlung erfolgreich, its number and three steps, and offers a second person for + 19,90 €', async ({
    page,
  }) => {
    const order = await createOrder(page.request, 'basic');
    await page.goto(order.paymentUrl);
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    await page.waitForURL(/\/extended-wizard/);
    await expectPaymentSuccess(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlung erfolgreich' })).toBeFocused();
    // The return URL's proof (session_id, order_number) is read once and leaves the address bar.
    await expect(page).toHaveURL(/\/extended-wizard$/);
    await expect(page.locator('main')).toContainText(`Deine Bestellnummer: ${order.orderNumber}`);
    for (const step of ['Rechnung per E-Mail', 'Antrag wird gestellt', 'Antwort per Post'])
      await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
    await expect(page.locator('main')).toContainText('innerhalb von 5–14 Tagen');
    // Basic has no second application: the form offers one for its own price instead of hiding it.
    await expect(page.getByRole('heading', { level: 2, name: 'Zusätzliche Person (Optional)' })).toContainText(
      '+ 19,90 €',
    );
    await expect(page.getByRole('button', { name: SECOND_PERSON_ORDER_BUTTON })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Überspringen - Zur Startseite' })).toHaveAttribute('href', '/');
    await expectNoViolations(page, 'paid, basic');
  });

  test('a basic customer adds a second person and pays 19,90 € on its own checkout', async ({ page }) => {
    const order = await createOrder(page.request, 'basic');
    await page.goto(await payDemo(page.request, order));
    await expectPaymentSuccess(page);
    const orderButton = page.getByRole('button', { name: SECOND_PERSON_ORDER_BUTTON });

    // Nothing ticked: the summary names the fields and both order confirmations.
    await orderButton.click();
    const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigiere die folgenden Angaben:' });
    await expect(summary.getByRole('link', { name: 'AGB: Bestätigung erforderlich' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Sofortiger Beginn: Bestätigung erforderlich' })).toBeVisible();
    await expectNoViolations(page, 'second person for a fee, with errors');

    await fillPartner(page);
    await page.getByLabel(/Ich habe die AGB gelesen/).check();
    await page.getByLabel(/Ich verlange ausdrücklich/).check();
    await orderButton.click();

    // Its own checkout, for the add-on's amount. Cancelling comes back to the form, filled in again.
    await page.waitForURL(/\/api\/payments\/demo\//);
    await expect(page.locator('main')).toContainText('Antrag für eine zweite Person (nachträglich)');
    await expect(page.locator('main')).toContainText('19,90 € (inkl. MwSt.)');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL(/\/extended-wizard$/);
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Max');
    await expect(page.getByLabel('Geburtsdatum', { exact: true })).toHaveValue('02.07.1984');
    await page.getByLabel(/Ich bestätige, dass die Angaben/).check();
    await page.getByLabel(/Ich habe die AGB gelesen/).check();
    await page.getByLabel(/Ich verlange ausdrücklich/).check();
    await orderButton.click();
    await page.waitForURL(/\/api\/payments\/demo\//);
    await page.getByRole('button', { name: 'Bezahlen' }).click();

    const done = page.getByRole('heading', { level: 1, name: 'Zweite Person hinzugefügt' });
    // The add-on's invoice is rendered right after its payment, on the thread that answers the page (see expectPaymentSuccess).
    await expect(done).toBeFocused({ timeout: 15_000 });
    await expect(page.locator('main')).toContainText('Deine Zahlung über 19,90 € ist eingegangen');
    await expect(page).toHaveURL(/\/extended-wizard$/);
    await expectNoViolations(page, 'second person added');
    // What the tab kept of the second person for a cancelled checkout is gone once it is paid.
    expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContain('addon-partner-draft');

    // The second person is part of the order now, with its own invoice and the personal link.
    const headers = { 'X-Status-Token': order.statusToken };
    const view = await (await page.request.get(`/api/orders/${order.orderNumber}`, { headers })).json();
    expect(view).toMatchObject({ requiresSecondPerson: true, secondPersonSubmitted: true, secondPersonOffered: false });
    const outbox = await (await page.request.get('/api/dev/outbox')).text();
    expect(outbox).toContain(`Zweite Person zu deiner Bestellung ${order.orderNumber} – Zahlung erhalten`);
    expect(outbox).toContain(`Antrag für Max: Ausweis und Unterschrift ergänzen (${order.orderNumber})`);
  });

  test('the return URL leaves the address bar and the history; a reload of the tab still shows the order', async ({
    page,
  }) => {
    const order = await createOrder(page.request, 'basic');
    const apiUrls: string[] = [];
    page.on('request', (req) => req.url().includes('/api/orders/') && apiUrls.push(req.url()));
    await page.goto('/faq');
    await page.goto(await payDemo(page.request, order));
    await expectPaymentSuccess(page);
    await expect(page).toHaveURL(/\/extended-wizard$/);
    expect(apiUrls.length).toBeGreaterThan(0);
    for (const url of apiUrls) expect(url).not.toMatch(/session_id|token=|\?/);

    await page.reload();
    await expectPaymentSuccess(page);
    await expect(page.locator('main')).toContainText(`Deine Bestellnummer: ${order.orderNumber}`);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/extended-wizard$/);
    await expectPaymentSuccess(page);
  });

  test('with analytics consent, no page_location or page_referrer carries the session id or the order number', async ({
    page,
    googleRequests,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'cookie-preferences',
        JSON.stringify({
          necessary: true,
          functional: false,
          analytics: true,
          marketing: false,
          bannerShown: true,
          consentTimestamp: new Date().toISOString(),
        }),
      ),
    );
    const order = await createOrder(page.request, 'basic');
    await page.goto(await payDemo(page.request, order));
    await expectPaymentSuccess(page);
    await expect.poll(() => googleRequests.length).toBeGreaterThan(0);
    const sent = () =>
      page.evaluate(() =>
        JSON.stringify((window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))),
      );
    await expect.poll(sent).toContain('"event","purchase"');
    const dataLayer = await sent();
    expect(dataLayer).toMatch(/"page_location":"http:\/\/127\.0\.0\.1:\d+\/extended-wizard"/);
    expect(dataLayer).not.toMatch(/[?&#](session_id|order_number)=/);
    expect(dataLayer).not.toContain(order.sessionId);
    expect(dataLayer).not.toContain(order.orderNumber);
  });

  test('a plus order offers the partner form: German messages on an empty submit, then a confirmation', async ({
    page,
  }) => {
    const order = await createOrder(page.request, 'plus');
    await page.goto(await payDemo(page.request, order));
    await expectPaymentSuccess(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Zusätzliche Person (Optional)' })).toBeVisible();
    // Step 1's birth date field: TT.MM.JJJJ, not the browser's date picker.
    await expect(page.getByLabel('Geburtsdatum', { exact: true })).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await expect(page.getByLabel(/Zusätzliche Informationen/)).toHaveAttribute('rows', '3');
    await expect(page.getByRole('link', { name: 'Überspringen - Zur Startseite' })).toHaveAttribute('href', '/');
    await expectNoViolations(page, 'paid, partner form');

    await page.getByRole('button', { name: 'Daten für 2. Person übermitteln' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigiere die folgenden Angaben:' });
    for (const message of [...PARTNER_REQUIRED, 'Sie müssen bestätigen, dass die Daten korrekt sind'])
      await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible();
    await expect(page.locator('div[tabindex="-1"]').filter({ has: summary })).toBeFocused();
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, 'partner form with errors');

    await fillPartner(page);
    await page.getByLabel('Postleitzahl', { exact: true }).fill('5066');
    await expect(summary.getByRole('link', { name: 'PLZ des Partners muss 5 Zeichen haben' })).toBeVisible();
    await page.getByLabel('Postleitzahl', { exact: true }).fill('50667');
    await page.getByRole('button', { name: 'Daten für 2. Person übermitteln' }).click();

    const done = page.getByRole('heading', { level: 1, name: 'Daten übermittelt' });
    await expect(done).toBeFocused();
    await expect(page.locator('main')).toContainText('Die zusätzlichen Daten wurden erfolgreich übermittelt.');
    await expect(page.locator('main')).toContainText('vollständig bei uns eingegangen');
    await expect(page.locator('main')).toContainText('Du erhältst eine Bestätigung per E-Mail.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await expectNoViolations(page, 'partner submitted');

    // The Worker now knows the second person: a reload shows no form again.
    await page.reload();
    await expect(page.getByText('Die Daten der zweiten Person liegen uns bereits vor.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zusätzliche Person (Optional)' })).toHaveCount(0);
  });

  test('while the payment is unconfirmed it waits, then shows the success once the order is paid', async ({ page }) => {
    const order = await createOrder(page.request, 'basic');
    await page.goto(`/extended-wizard?session_id=${order.sessionId}&order_number=${order.orderNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlung wird bestätigt' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Deine Zahlung wird bestätigt …');
    await expect(page.getByRole('heading', { name: 'Zahlung erfolgreich' })).toHaveCount(0);
    await expectNoViolations(page, 'confirming');
    await payDemo(page.request, order);
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlung erfolgreich' })).toBeFocused({ timeout: 10_000 });
  });

  test('a failed submission keeps the form and its values and says so in an alert', async ({ page }) => {
    const number = 'PK-1767225600000-PARTNR';
    await page.route(/\/api\/orders\/PK-1767225600000-PARTNR$/, (route) =>
      route.fulfill({ json: fakeOrder(number, {}) }),
    );
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/orders\/PK-1767225600000-PARTNR\/partner$/, async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } });
    });
    await page.goto(`/extended-wizard?session_id=cs_test&order_number=${number}`);
    await fillPartner(page);
    await page.getByRole('button', { name: 'Daten für 2. Person übermitteln' }).click();
    await expect(page.getByRole('button', { name: 'Wird übermittelt...' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Es gab einen Fehler' })).toHaveText(
      'Es gab einen Fehler beim Übermitteln der Daten. Bitte versuchen Sie es erneut.',
    );
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Max');
    await expect(page.getByLabel(/Ich bestätige/)).toBeChecked();
    await expect(page.getByRole('button', { name: 'Daten für 2. Person übermitteln' })).toBeEnabled();
    await expectNoViolations(page, 'partner failure');
  });

  test('a failed payment offers the way back to the last wizard step', async ({ page }) => {
    const number = 'PK-1767225600000-FAILED';
    const proofs: (string | undefined)[] = [];
    await page.route(/\/api\/orders\/PK-1767225600000-FAILED$/, async (route) => {
      proofs.push((await route.request().allHeaders())['x-payment-session']);
      await route.fulfill({
        json: fakeOrder(number, { status: 'payment_failed', paid: false, dispatchDeadline: null }),
      });
    });
    await page.goto(`/extended-wizard?session_id=cs_test&order_number=${number}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlung fehlgeschlagen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Zahlung' })).toHaveAttribute('href', '/app?schritt=3');
    // The proof travels in a header, never in the API's URL.
    expect(proofs[0]).toBe('cs_test');
    await expectNoViolations(page, 'payment failed');
  });

  for (const [label, query] of [
    ['an unknown order', '?session_id=cs_unknown&order_number=PK-1767225600000-ABCDEF'],
    ['the spec defaults (no query)', ''],
  ]) {
    test(`${label} shows the German not-found message with links to the FAQ and home`, async ({ page }) => {
      // A phone's screen, where the answer is taller than 'Laden...' and the footer would be in view.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/extended-wizard${query}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Bestellung nicht gefunden' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Zahlung erfolgreich' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: 'Häufige Fragen' })).toHaveAttribute(
        'href',
        '/faq',
      );
      await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
      // From 'Laden...' to the answer, nothing below moved (the footer starts below the first screen).
      expect(await layoutShiftScore(page)).toBe(0);
      await expectNoViolations(page, `not found ${query}`);
    });
  }
});

test.describe('/success', () => {
  test('opened by anyone, it claims no payment and no link it has not checked: it points to the status page', async ({
    page,
  }) => {
    await page.goto('/faq');
    await page.evaluate(() => localStorage.setItem('wizard-state', '{"currentStep":3}'));
    await page.goto('/success?order_number=PK-1767225600000-ABCDEF');
    await expect(page.getByRole('heading', { level: 1, name: 'Wie geht es weiter?' })).toBeVisible();
    const main = page.locator('main');
    await expect(main).not.toContainText('Zahlung erfolgreich');
    await expect(main).not.toContainText('PK-1767225600000-ABCDEF');
    await expect(main).not.toContainText('weitere Personen');
    await expect(main).not.toContainText('5–7 Tage');
    await expect(main).toContainText('in der Regel innerhalb von 5–14 Werktagen');
    await expect(page.getByRole('main').getByRole('link', { name: 'Zur Statusseite' })).toHaveAttribute(
      'href',
      '/status',
    );
    // Nothing the customer typed into the wizard is forgotten on the word of a URL.
    expect(await page.evaluate(() => localStorage.getItem('wizard-state'))).toBe('{"currentStep":3}');
    await expectNoViolations(page, 'success');
  });

  test('with the payment session it goes on to the payment return, which asks the Worker', async ({ page }) => {
    const order = await createOrder(page.request, 'basic');
    await page.goto(`/success?session_id=${order.sessionId}&order_number=${order.orderNumber}`);
    await page.waitForURL(/\/extended-wizard/);
    // Not paid yet: the payment return says so, and never "Zahlung erfolgreich".
    await expect(page.getByRole('main')).not.toContainText('Zahlung erfolgreich');
  });
});

test.describe('/status', () => {
  test('asks for order number and status code, entered by keyboard alone, and shows the order in German', async ({
    page,
  }) => {
    const order = await createOrder(page.request, 'basic');
    await payDemo(page.request, order);
    await page.goto(`/status#bestellung=${order.orderNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellstatus abfragen' })).toBeVisible();
    await expect(page.getByLabel('Bestellnummer')).toHaveValue(order.orderNumber);
    const submit = page.getByRole('button', { name: 'Status abrufen' });
    await expect(submit).toBeEnabled();

    await page.getByLabel('Bestellnummer').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Status-Code')).toBeFocused();
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigiere die folgenden Angaben:' });
    await expect(summary.getByRole('link', { name: 'Bitte gib deinen Status-Code ein.' })).toBeVisible();
    // Focus moves to what went wrong (a frame after it is drawn); only then does the customer go back to the field.
    await expect(page.locator('[aria-labelledby="error-summary-title"]')).toBeFocused();
    await expectNoViolations(page, 'status form with errors');

    await page.getByLabel('Status-Code').focus();
    await page.keyboard.type('falsch');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'keine Bestellung gefunden' })).toBeFocused();

    await page.getByLabel('Status-Code').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(order.statusToken);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Status deiner Bestellung' })).toBeFocused();
    const main = page.locator('main');
    await expect(main).toContainText('Bezahlt – Antrag in Vorbereitung');
    await expect(main).toContainText('Basic');
    await expect(main).toContainText(/39,90\s€/);
    await expect(main).toContainText(/spätestens am\s*\d{2}\.\d{2}\.\d{4}/);
    for (const event of ['Bestellung angelegt', 'Zahlung eingegangen', 'Rechnung erstellt'])
      await expect(main).toContainText(event);
    await expect(main).toContainText('So geht es weiter');
    await expect(main).toContainText(
      'Solltest du drei Wochen nach dem Versand noch keine Antwort vom KBA haben, melde dich bitte bei uns.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Hilfe & Kontakt' })).toHaveAttribute(
      'href',
      '/hilfe',
    );
    expect(page.url()).not.toContain(order.statusToken);
    await expectNoViolations(page, 'status details');
  });

  test('a link with both values shows the status at once and takes the second person with the status code', async ({
    page,
  }) => {
    const order = await createOrder(page.request, 'plus');
    await payDemo(page.request, order);
    await page.goto(`/status#bestellung=${order.orderNumber}&token=${order.statusToken}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Status deiner Bestellung' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Zusätzliche Person (Optional)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Überspringen - Zur Startseite' })).toHaveCount(0);
    await fillPartner(page);
    await page.getByRole('button', { name: 'Daten für 2. Person übermitteln' }).click();
    await expect(page.getByText('Die Daten der zweiten Person wurden übermittelt.')).toBeFocused();
    await expect(page.locator('main')).toContainText('Daten der zweiten Person erhalten');
    await expect(page.getByRole('heading', { name: 'Zusätzliche Person (Optional)' })).toHaveCount(0);
    await expectNoViolations(page, 'status after partner');
  });
});

test('Basic with "Express heute", paid on a business-day morning, is dispatched the same day', async ({ page }) => {
  // Tuesday 24 November 2026, 09:00 in Berlin: a business day, before the 14:00 cut-off.
  const morning = new Date('2026-11-24T08:00:00Z');
  const express = await createOrder(page.request, 'basic', ['express']);
  await page.goto(await payDemo(page.request, express, morning));
  await expectPaymentSuccess(page);
  await expect(page.getByText('Versand deines Antrags spätestens am 24.11.2026.')).toBeVisible();

  // Without the extra, Basic takes its two business days.
  const basic = await createOrder(page.request, 'basic');
  await page.goto(await payDemo(page.request, basic, morning));
  await expect(page.getByText('Versand deines Antrags spätestens am 26.11.2026.')).toBeVisible();
});
