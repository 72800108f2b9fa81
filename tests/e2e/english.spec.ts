// The service in English, end to end: the wizard on /en/app, the demo payment, the payment return and the
// status page, with no German text of the catalogue on the way, axe clean, and the confirmation mail in English.
import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/messages';
import { expectNoWcagViolations } from './axe';
import { expect, test } from './fixtures';
import { jpeg, SIGNATURE_PNG } from './images';

/**
 * The German catalogue's texts that differ from their English ones, cut at their placeholders into pieces
 * long enough to be German words rather than a name ("Plus", "E-Mail") both languages share.
 */
const GERMAN_TEXTS = [
  ...new Set(
    Object.entries(MESSAGES.de)
      // The language switch is German on purpose on an English page (lang="de": it leads to the German page).
      .filter(([key, german]) => key !== 'language.switchTo' && german !== MESSAGES.en[key as keyof typeof MESSAGES.en])
      .flatMap(([, german]) => german.split(/\{\w+\}/))
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 12 && /\s/.test(piece)),
  ),
];

/** What a visitor reads or hears on the page: its text and the names given in attributes. */
async function uiTextOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

async function expectNoGermanUi(page: Page, label: string) {
  const text = await uiTextOf(page);
  expect(
    GERMAN_TEXTS.filter((german) => text.includes(german)),
    `${label}: German texts of the catalogue`,
  ).toEqual([]);
}

const PERSON = {
  'First name': 'Jane',
  'Last name': 'Doe',
  'Date of birth': '12081984',
  'Place of birth': 'London',
  Street: 'Heidestraße',
  'House number': '17',
  Postcode: '50667',
  'Town or city': 'Köln',
  'Email address': `jane-${crypto.randomUUID()}@example.com`,
};

test('an English customer orders in English: wizard → demo payment → payment return → status, mail in English', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/en/app');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Accept all' }).click();
  for (const [label, value] of Object.entries(PERSON)) await page.getByLabel(label, { exact: true }).fill(value);
  await expectNoGermanUi(page, 'step 1');
  await expectNoWcagViolations(page, 'step 1');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Photograph your ID' })).toBeVisible();
  for (const side of ['front', 'back'] as const)
    await page
      .getByTestId(`upload-${side}-input`)
      .setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: jpeg() });
  await expect(page.getByRole('button', { name: 'Remove back side' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove front side' })).toBeVisible();
  await page.getByLabel('I confirm that the pictures show my own ID card.').check();
  await expectNoGermanUi(page, 'step 2');
  await expectNoWcagViolations(page, 'step 2');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Sign and complete your order' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Upload a photo of your signature').click();
  await (await chooser).setFiles({ name: 'signature.png', mimeType: 'image/png', buffer: SIGNATURE_PNG });
  await expect(page.getByRole('img', { name: 'Your signature (photo)' })).toBeVisible();
  await page.getByLabel(/I have read and accept the terms and conditions/).check();
  await page.getByLabel(/I have taken note of the privacy policy/).check();
  await page.getByLabel(/I expressly ask you to start right away/).check();
  await page.getByRole('radio', { name: /Basic/ }).check();
  await expect(page.getByRole('button', { name: /Order with obligation to pay – €39\.90/ })).toBeVisible();
  await expectNoGermanUi(page, 'step 3');
  await expectNoWcagViolations(page, 'step 3');
  await page.getByRole('button', { name: /Order with obligation to pay/ }).click();

  await page.waitForURL(/\/api\/payments\/demo\//);
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await expectNoGermanUi(page, 'demo payment');
  await page.getByRole('button', { name: 'Pay' }).click();

  await page.waitForURL(/\/en\/extended-wizard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  await expectNoGermanUi(page, 'payment return');
  await expectNoWcagViolations(page, 'payment return');
  const orderNumber = (
    await page
      .getByText(/PK-\d+-[A-Z0-9]+/)
      .first()
      .innerText()
  ).match(/PK-\d+-[A-Z0-9]+/)![0];

  // The confirmation mail is English and links the English status page.
  const outbox = await (await page.request.get('/api/dev/outbox')).text();
  const mail = outbox
    .split('<article>')
    .find((article) => article.includes(PERSON['Email address']) && article.includes('order_confirmation'));
  expect(mail, 'the confirmation mail in the outbox').toBeTruthy();
  expect(mail).toContain(`Your order ${orderNumber} – payment received`);
  expect(mail).toContain('Hi Jane,');
  const statusLink = mail!.match(/https?:\/\/[^\s"<]+\/en\/status#[^\s"<]+/)?.[0];
  expect(statusLink, 'a link to /en/status in the mail').toBeTruthy();

  const status = new URL(statusLink!.replaceAll('&amp;', '&'));
  await page.goto(status.pathname + status.hash);
  await expect(page.getByText(orderNumber).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Your application to the Kraftfahrt-Bundesamt .* is written in German/)).toBeVisible();
  await expectNoGermanUi(page, 'status');
  await expectNoWcagViolations(page, 'status');

  await page.goto(`/en/success?order_number=${orderNumber}`);
  await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
  await expectNoGermanUi(page, 'success page');
});

// One test per page. The axe sweep (a11y.spec.ts) checks each of these pages, with the cookie banner closed.
for (const path of [
  '/en',
  '/en/faq',
  '/en/help',
  '/en/withdrawal',
  '/en/terms',
  '/en/privacy',
  '/en/imprint',
  '/en/404',
]) {
  test(`${path} is in English`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoGermanUi(page, path);
  });
}

test('/en with its cookie banner open passes axe', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('region', { name: MESSAGES.en['cookie.title'] })).toBeVisible();
  await expectNoWcagViolations(page, '/en with the cookie banner');
});

test('the language switch keeps the visitor on the same page, and a courtesy translation links the binding text', async ({
  page,
}) => {
  await page.goto('/en/help');
  await page.getByRole('link', { name: 'Diese Seite auf Deutsch' }).first().click();
  await expect(page).toHaveURL(/\/hilfe$/);
  await page.getByRole('link', { name: 'This page in English' }).first().click();
  await expect(page).toHaveURL(/\/en\/help$/);
  await page.goto('/en/terms');
  await expect(page.getByText('Only the German version is legally binding')).toBeVisible();
  await page.getByRole('link', { name: /\(German\)$/ }).click();
  await expect(page).toHaveURL(/\/agb$/);
});

test.describe('on a phone @mobile', () => {
  test('the menu panel of an English page speaks English', async ({ page }) => {
    await page.goto('/en/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoGermanUi(page, '/en/faq with the menu open');
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
  });
});
