// One field anatomy everywhere: the review card's edit, the partner form
// and the correction form on /status behave like step 1 — masks, TT.MM.JJJJ, the postal code checked
// against the list and the city filled in from it — at phone and desktop widths, axe-clean in every state.
import { createOrder, payDemo } from './api-helpers';
import { dismissCookieBannerUpFront, expect, test } from './fixtures';
import { reachStepThree } from './wizard-helpers';
import { expectNoViolations } from './axe';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

/** A postal code in the right format that is not in the list (public/data/plz.json). */
const UNKNOWN_PLZ = '99999';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the review card edits with step 1’s field: masks, TT.MM.JJJJ, postal code → city', async ({ page }) => {
      await reachStepThree(page);
      await page.getByRole('button', { name: /Bearbeiten/ }).click();
      const firstName = page.locator('#review-firstName');
      await expect(firstName).toHaveAttribute('autocomplete', 'given-name');
      await expect(firstName).toHaveAttribute('maxlength', '50');
      await expect(page.locator('#review-email')).toHaveAttribute('type', 'email');
      await expect(page.locator('#review-postalCode')).toHaveAttribute('inputmode', 'numeric');
      await expect(page.locator('#review-birthDate')).toHaveAttribute('aria-describedby', 'review-birthDate-hint');

      await firstName.fill('Erna2');
      await expect(firstName).toHaveValue('Erna');
      await page.locator('#review-birthDate').fill('01021980');
      await expect(page.locator('#review-birthDate')).toHaveValue('01.02.1980');

      await page.locator('#review-postalCode').fill(UNKNOWN_PLZ);
      await expect(page.locator('#review-postalCode-error')).toHaveText('Fehler: Ungültige Postleitzahl');
      await expectNoViolations(page, 'review edit, unknown postal code');

      // A known postal code with a city already there: the city is suggested, not overwritten.
      await page.locator('#review-postalCode').fill('53111');
      await expect(page.locator('#review-postalCode-error')).toHaveCount(0);
      await page.getByRole('button', { name: 'Bonn' }).click();
      await expect(page.locator('#review-city')).toHaveValue('Bonn');
      // An empty city is filled in from the postal code.
      await page.locator('#review-city').fill('');
      await page.locator('#review-postalCode').fill('50667');
      await expect(page.locator('#review-city')).toHaveValue('Köln');
      await expectNoViolations(page, 'review edit, city from postal code');

      await page.getByRole('button', { name: 'Speichern' }).click();
      const review = page.getByRole('region', { name: 'Deine Angaben prüfen' });
      await expect(review).toContainText('Erna');
      await expect(review).toContainText('01.02.1980');
    });

    test('the partner form takes TT.MM.JJJJ, checks the postal code against the list and fills the city', async ({
      page,
    }) => {
      const order = await createOrder(page.request, 'plus');
      await page.goto(await payDemo(page.request, order));
      await expect(page.getByRole('heading', { level: 2, name: 'Zusätzliche Person (Optional)' })).toBeVisible();

      const birthDate = page.getByLabel('Geburtsdatum', { exact: true });
      await expect(birthDate).not.toHaveAttribute('type', 'date');
      await expect(birthDate).toHaveAttribute('inputmode', 'numeric');
      await expect(birthDate).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
      await birthDate.fill('0207198412');
      await expect(birthDate).toHaveValue('02.07.1984');

      await page.getByLabel('Vorname', { exact: true }).fill('Max1');
      await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Max');
      await page.getByLabel('Nachname', { exact: true }).fill('Mustermann');
      await page.getByLabel('Geburtsort', { exact: true }).fill('Bonn');
      await page.getByLabel('Straße', { exact: true }).fill('Musterstraße');
      await page.getByLabel('Hausnummer', { exact: true }).fill('12a');
      const postalCode = page.getByLabel('Postleitzahl', { exact: true });
      await postalCode.fill(`${UNKNOWN_PLZ}1`);
      await expect(postalCode).toHaveValue(UNKNOWN_PLZ);
      await expect(page.locator('#partner-partnerPostalCode-error')).toHaveText('Fehler: Ungültige Postleitzahl');
      await expectNoViolations(page, 'partner form, unknown postal code');

      await page.getByLabel(/Ich bestätige, dass die Angaben/).check();
      await page.getByRole('button', { name: 'Daten für 2. Person übermitteln' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigiere die folgenden Angaben:' });
      await expect(summary.getByRole('link', { name: 'Ungültige deutsche PLZ' })).toBeVisible();
      await expect(summary.getByRole('link', { name: 'Ort des Partners ist erforderlich' })).toBeVisible();
      await expectNoViolations(page, 'partner form, errors after submit');

      await postalCode.fill('53111');
      await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Bonn');
      await expect(summary).toHaveCount(0);
      const sent = page.waitForRequest((request) => request.url().endsWith('/partner'));
      await page.getByRole('button', { name: 'Daten für 2. Person übermitteln' }).click();
      // The API and the stored data keep the birth date as YYYY-MM-DD.
      expect((await sent).postDataJSON().extendedData.partnerData).toMatchObject({
        firstName: 'Max',
        birthDate: '1984-07-02',
        postalCode: '53111',
        city: 'Bonn',
      });
      await expect(page.getByRole('heading', { level: 1, name: 'Daten übermittelt' })).toBeVisible();
    });

    test('the correction form on /status behaves like step 1', async ({ page }) => {
      const order = await createOrder(page.request);
      await payDemo(page.request, order);
      await page.goto(`/status#bestellung=${order.orderNumber}&token=${order.statusToken}`);
      await page.getByRole('button', { name: 'Angaben korrigieren' }).click();

      const lastName = page.locator('#correction-lastName');
      // A typing error corrected (another person's name would be refused by the Worker).
      await lastName.fill('Musterman3');
      await expect(lastName).toHaveValue('Musterman');
      await page.locator('#correction-birthDate').fill('15031985');
      await expect(page.locator('#correction-birthDate')).toHaveValue('15.03.1985');
      await page.locator('#correction-postalCode').fill(UNKNOWN_PLZ);
      await expect(page.locator('#correction-postalCode-error')).toHaveText('Fehler: Ungültige Postleitzahl');
      await expectNoViolations(page, 'correction, unknown postal code');
      await page.getByRole('button', { name: 'Korrektur speichern' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Bitte korrigiere' })).toContainText(
        'Ungültige deutsche PLZ',
      );

      await page.locator('#correction-city').fill('');
      await page.locator('#correction-postalCode').fill('53111');
      await expect(page.locator('#correction-city')).toHaveValue('Bonn');
      await expectNoViolations(page, 'correction, city from postal code');
      await page.getByRole('button', { name: 'Korrektur speichern' }).click();
      await expect(page.getByText('Deine Angaben wurden gespeichert.')).toBeVisible();

      const status = await (
        await page.request.get(`/api/orders/${order.orderNumber}/personal-data`, {
          headers: { 'X-Status-Token': order.statusToken },
        })
      ).json();
      expect(status.personalData).toMatchObject({
        lastName: 'Musterman',
        birthDate: '15.03.1985',
        postalCode: '53111',
        city: 'Bonn',
      });
    });
  });
}

test('the contact form takes an optional order number and checks its format', async ({ page }) => {
  await page.goto('/hilfe');
  const orderNumber = page.getByLabel(/Bestellnummer/);
  await expect(orderNumber).toHaveAttribute('autocomplete', 'off');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('type', 'email');
  await page.getByLabel('Name').fill('Erika Mustermann');
  await page.getByLabel('E-Mail-Adresse').fill('erika@example.de');
  await orderNumber.fill('PK-123');
  await page.getByLabel('Betreff').fill('Frage zum Versand');
  await page.getByLabel('Nachricht').fill('Wann geht mein Antrag an das KBA?');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigiere die folgenden Angaben:' });
  await expect(summary).toContainText('Bitte prüfe die Bestellnummer');
  await expectNoViolations(page, 'contact, wrong order number');

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact'));
  await orderNumber.fill('pk-1795330100862-abcdef');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ orderNumber: 'pk-1795330100862-abcdef' });
  await expect(page.getByText(/Ihre Nachricht wurde erfolgreich gesendet/)).toBeVisible();
});
