// Real German addresses order through the wizard: Mannheim's squares (street "L 7", house number "3-5")
// and "Straße des 17. Juni" reach the payment; markup in a street is a field error that keeps what was typed.
import { dismissCookieBannerUpFront, expect, expectPaymentSuccess, test } from './fixtures';
import { expectNoWcagViolations } from './axe';
import { confirmAll, fillStepOne, PERSON, sign, uploadSide } from './wizard-helpers';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

for (const address of [
  { Straße: 'L 7', Hausnummer: '3-5', Postleitzahl: '68161', Ort: 'Mannheim' },
  { Straße: 'Straße des 17. Juni', Hausnummer: '110 1/2', Postleitzahl: '10623', Ort: 'Berlin' },
]) {
  test(`${address.Straße} ${address.Hausnummer}, ${address.Postleitzahl} ${address.Ort} orders and pays`, async ({
    page,
  }) => {
    await page.goto('/app');
    await fillStepOne(page, { ...PERSON, ...address });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
    await uploadSide(page, 'front');
    await uploadSide(page, 'back');
    await expect(page.getByRole('button', { name: 'Rückseite entfernen' })).toBeVisible();
    await page.getByLabel('Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.').check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await sign(page);
    await confirmAll(page);
    await page.getByRole('radio', { name: /Basic/ }).check();
    await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
    await page.waitForURL(/\/api\/payments\/demo\//);
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    await page.waitForURL(/\/extended-wizard/);
    await expectPaymentSuccess(page);
  });
}

test('markup in the street is refused at the field, and what was typed stays', async ({ page }) => {
  await page.goto('/app');
  await fillStepOne(page, { ...PERSON, Straße: '<b>Heideweg</b>' });
  await page.getByRole('button', { name: 'Weiter' }).click();
  const message = 'Straßenname enthält nicht erlaubte Zeichen (z. B. < oder >)';
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigiere die folgenden Angaben:' });
  await expect(summary).toContainText(message);
  const street = page.getByLabel('Straße', { exact: true });
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expect(street).toHaveValue('<b>Heideweg</b>');
  // The summary's link takes the customer to the field.
  await summary.getByRole('link', { name: message }).click();
  await expect(street).toBeFocused();
  await expect(page.getByLabel('Hausnummer', { exact: true })).toHaveValue(PERSON.Hausnummer);
  await expectNoWcagViolations(page, 'step 1 with markup in the street');
});
