import { dismissCookieBannerUpFront, expect, holdRequests, test } from './fixtures';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

test('an empty submit shows all four German messages in a focused summary that links to the fields', async ({
  page,
}) => {
  await page.goto('/hilfe');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigiere die folgenden Angaben:' });
  await expect(summary).toBeVisible();
  for (const message of [
    'Name ist erforderlich',
    'Gültige E-Mail-Adresse erforderlich',
    'Betreff ist erforderlich (mindestens 5 Zeichen)',
    'Nachricht ist erforderlich (mindestens 10 Zeichen)',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expect(page.locator('div[tabindex="-1"]').filter({ has: summary })).toBeFocused();
  await summary.getByRole('link', { name: 'Name ist erforderlich' }).click();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-describedby', 'contact-name-error');
});

test('a valid message is sent, the success toast appears and the form resets', async ({ page }) => {
  await page.goto('/hilfe');
  await page.getByLabel('Name').fill('Erika Mustermann');
  await page.getByLabel('E-Mail-Adresse').fill('erika@example.de');
  await page.getByLabel('Betreff').fill('Frage zum Versand');
  await page.getByLabel('Nachricht').fill('Wann geht mein Antrag an das KBA?');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Ihre Nachricht wurde erfolgreich gesendet! Wir melden uns binnen 24 Stunden bei Ihnen.',
  );
  for (const label of ['Name', 'E-Mail-Adresse', 'Betreff', 'Nachricht'])
    await expect(page.getByLabel(label)).toHaveValue('');
});

test('a server failure shows the German error toast and keeps what was typed', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal_error","message":"x"}}',
    }),
  );
  await page.goto('/hilfe');
  await page.getByLabel('Name').fill('Erika Mustermann');
  await page.getByLabel('E-Mail-Adresse').fill('erika@example.de');
  await page.getByLabel('Betreff').fill('Frage zum Versand');
  await page.getByLabel('Nachricht').fill('Wann geht mein Antrag an das KBA?');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Es gab einen Fehler' })).toContainText(
    'Es gab einen Fehler beim Senden Ihrer Nachricht. Bitte versuchen Sie es erneut.',
  );
  await expect(page.getByLabel('Nachricht')).toHaveValue('Wann geht mein Antrag an das KBA?');
});

test('what is typed before the form has loaded its script is what is sent', async ({ page }) => {
  // The form's island hydrates when it is scrolled to; a phone may take seconds. Its script is held until
  // every field is filled, as a quick visitor on a slow connection would.
  const release = await holdRequests(page, '**/_astro/ContactForm.*.js');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact'));
  await page.goto('/hilfe');
  await page.getByLabel('Name').fill('Erika Mustermann');
  await page.getByLabel('E-Mail-Adresse').fill('erika@example.de');
  await page.getByLabel('Betreff').fill('Frage zum Versand');
  await page.getByLabel('Nachricht').fill('Wann geht mein Antrag an das KBA?');
  release();
  const submit = page.getByRole('button', { name: 'Nachricht senden' });
  await expect(submit).toBeEnabled();
  // The visitor's text is still on screen once the form runs.
  await expect(page.getByLabel('Nachricht')).toHaveValue('Wann geht mein Antrag an das KBA?');
  await submit.click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: 'Erika Mustermann',
    email: 'erika@example.de',
    subject: 'Frage zum Versand',
    message: 'Wann geht mein Antrag an das KBA?',
  });
  await expect(page.getByRole('status')).toContainText('Ihre Nachricht wurde erfolgreich gesendet!');
});
