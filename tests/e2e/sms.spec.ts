import { dismissCookieBannerUpFront, expect, expectPaymentSuccess, test } from './fixtures';
import { expectNoWcagViolations } from './axe';
import { confirmAll, reachStepThree, sign } from './wizard-helpers';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

test('a Pro customer opts into SMS with a mobile number, and the outbox holds the SMS after payment', async ({
  page,
  request,
}) => {
  await reachStepThree(page);
  await sign(page);
  await confirmAll(page);
  // Only Pro offers SMS updates.
  await page.getByRole('radio', { name: /Plus/ }).check();
  await expect(page.getByRole('group', { name: /SMS-Status-Updates/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /Pro/ }).check();
  await page.getByLabel(/Ja, schickt mir Status-Updates per SMS/).check();
  const mobile = page.getByLabel('Handynummer für die SMS');
  await mobile.fill('0221 1234567');
  await mobile.blur();
  await expect(page.getByText('Bitte gib eine gültige Handynummer an, z. B. 0171 1234567.')).toBeVisible();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expectNoWcagViolations(page, 'step 3 with a wrong mobile number');
  // Ordering with the wrong number is refused at the field, and nothing entered is lost.
  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveValue('0221 1234567');

  await mobile.fill('0171 1234567');
  // The field's error follows the typing and goes as soon as the number is right.
  await expect(page.locator('#sms-mobile-error')).toHaveCount(0);
  await expect(mobile).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
  await page.waitForURL(/\/api\/payments\/demo\//);
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await page.waitForURL(/\/extended-wizard/);
  await expectPaymentSuccess(page);

  await expect
    .poll(async () => (await (await request.get('/api/dev/outbox')).text()).includes('SMS an: +491711234567'))
    .toBe(true);
  const outbox = await (await request.get('/api/dev/outbox')).text();
  const orderNumber = outbox.match(
    /Hallo Erika, Zahlung erhalten\. Wir senden deinen Antrag (PK-[\w-]+) ans KBA\./,
  )?.[1];
  expect(orderNumber).toBeTruthy();

  // The status page names the number masked and ends the SMS with one button.
  const statusLink = outbox.match(new RegExp(`/status#bestellung=${orderNumber}&(?:amp;)?token=[\\w-]+`))![0];
  await page.goto(statusLink.replace('&amp;', '&'));
  const updates = page.getByRole('region', { name: 'SMS-Status-Updates' });
  await expect(updates).toContainText('+49 171 ••• 67');
  await expect(updates).not.toContainText('1234567');
  await updates.getByRole('button', { name: 'SMS-Updates abbestellen' }).click();
  await expect(updates.getByRole('status')).toContainText('keine SMS mehr');
  await expect(updates.getByRole('status')).toBeFocused();
  await expectNoWcagViolations(page, 'status page after ending the SMS');
});
