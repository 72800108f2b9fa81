// The service in Turkish, end to end: the wizard on /tr/app by its Turkish labels (read from the catalogue),
// the demo payment, the payment return and the status page, with no German text of the catalogue on the way,
// axe clean, a refusal announced in Turkish, and the Turkish pages linked to their German and English twins.
import type { Page } from '@playwright/test';
import { formatPrice } from '../../src/domain/locale-format';
import { MESSAGES, translator, type MessageKey } from '../../src/domain/messages';
import { priceOf } from '../../src/domain/pricing';
import { expectNoWcagViolations } from './axe';
import { dismissCookieBannerUpFront, expect, test } from './fixtures';
import { fillStepOne, SIGNATURE_PNG, uploadSide } from './wizard-helpers';

const t = translator('tr');

/** The German catalogue's texts that differ from their Turkish ones, cut as english.spec.ts cuts them. */
const GERMAN_TEXTS = [
  ...new Set(
    Object.entries(MESSAGES.de)
      // The language switch is German on purpose on a Turkish page (lang="de": it leads to the German page).
      .filter(([key, german]) => key !== 'language.switchTo' && german !== MESSAGES.tr[key as MessageKey])
      .flatMap(([, german]) => german.split(/\{\w+\}/))
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 12 && /\s/.test(piece)),
  ),
];

const CATALOGUE_KEYS = Object.keys(MESSAGES.de);

async function expectNoGermanUi(page: Page, label: string) {
  const text = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
  expect(
    GERMAN_TEXTS.filter((german) => text.includes(german)),
    `${label}: German texts of the catalogue`,
  ).toEqual([]);
  // A page's script holds its own language only; another language's text would read as its key.
  expect(
    CATALOGUE_KEYS.filter((key) => text.includes(key)),
    `${label}: catalogue keys instead of texts`,
  ).toEqual([]);
}

const ORDER_NUMBER = /PK-\d+-[A-Z0-9]+/;
const EMAIL = `ayse-${crypto.randomUUID()}@example.com`;
/** Step 1 by its Turkish labels (fillStepOne fills label → value). */
const PERSON = {
  [t('wizard.field.firstName')]: 'Ayşe',
  [t('wizard.field.lastName')]: 'Yılmaz',
  [t('wizard.field.birthDate')]: '12081984',
  [t('wizard.field.birthPlace')]: 'İzmir',
  [t('wizard.field.street')]: 'Heidestraße',
  [t('wizard.field.houseNumber')]: '17',
  [t('wizard.field.postalCode')]: '50667',
  [t('wizard.field.city')]: 'Köln',
  [t('wizard.field.email')]: EMAIL,
};

test('a Turkish customer orders in Turkish: wizard → demo payment → payment return → status, mail in Turkish', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/tr/app');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await page.getByRole('button', { name: t('cookie.acceptAll') }).click();
  await fillStepOne(page, PERSON);
  await expectNoGermanUi(page, 'step 1');
  await expectNoWcagViolations(page, 'step 1');
  await page.getByRole('button', { name: t('wizard.next') }).click();

  await expect(page.getByRole('heading', { name: t('wizard.id.title') })).toBeVisible();
  for (const side of ['front', 'back'] as const) await uploadSide(page, side);
  for (const side of ['wizard.side.back', 'wizard.side.front'] as const)
    await expect(page.getByRole('button', { name: t('wizard.upload.removeLabel', { label: t(side) }) })).toBeVisible();
  await page.getByLabel(t('consent.isOwnId')).check();
  await expectNoGermanUi(page, 'step 2');
  await expectNoWcagViolations(page, 'step 2');
  await page.getByRole('button', { name: t('wizard.next') }).click();

  await expect(page.getByRole('heading', { name: t('wizard.order.title') })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText(t('wizard.signature.uploadPhoto')).click();
  await (await chooser).setFiles({ name: 'imza.png', mimeType: 'image/png', buffer: SIGNATURE_PNG });
  await expect(page.getByRole('img', { name: t('wizard.signature.photoAlt') })).toBeVisible();
  for (const consent of ['consent.agb', 'consent.privacy', 'consent.noWithdrawal'] as const)
    await page.getByLabel(t(consent)).check();
  await page.getByRole('radio', { name: /Basic/ }).check();
  const price = formatPrice(priceOf({ plan: 'basic', extras: [] }).totalCents, 'tr');
  await expect(page.getByRole('button', { name: t('wizard.order.buttonWithPrice', { price }) })).toBeVisible();
  await expectNoGermanUi(page, 'step 3');
  await expectNoWcagViolations(page, 'step 3');
  await page.getByRole('button', { name: t('wizard.order.button') }).click();

  await page.waitForURL(/\/api\/payments\/demo\//);
  await expect(page.getByRole('heading', { name: t('checkout.title') })).toBeVisible();
  await expectNoGermanUi(page, 'demo payment');
  await page.getByRole('button', { name: t('checkout.pay'), exact: true }).click();

  await page.waitForURL(/\/tr\/extended-wizard/);
  await expect(page.getByRole('heading', { level: 1, name: t('status.return.paidTitle') })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoGermanUi(page, 'payment return');
  await expectNoWcagViolations(page, 'payment return');
  const orderNumber = ORDER_NUMBER.exec(await page.getByText(ORDER_NUMBER).first().innerText())![0];

  // The confirmation mail is Turkish and links the Turkish status page.
  const outbox = await (await page.request.get('/api/dev/outbox')).text();
  const mail = outbox
    .split('<article>')
    .find((article) => article.includes(EMAIL) && article.includes('order_confirmation'));
  expect(mail, 'the confirmation mail in the outbox').toBeTruthy();
  expect(mail).toContain(t('mail.confirmation.subject', { orderNumber }));
  expect(mail).toContain(t('mail.hello', { name: 'Ayşe' }));
  const statusLink = mail!.match(/https?:\/\/[^\s"<]+\/tr\/status#[^\s"<]+/)?.[0];
  expect(statusLink, 'a link to /tr/status in the mail').toBeTruthy();

  const status = new URL(statusLink!.replaceAll('&amp;', '&'));
  await page.goto(status.pathname + status.hash);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByText(orderNumber).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(t('status.germanApplicationNote'))).toBeVisible();
  await expectNoGermanUi(page, 'status');
  await expectNoWcagViolations(page, 'status');

  await page.goto(`/tr/success?order_number=${orderNumber}`);
  await expect(page.getByRole('heading', { name: t('pages.success.heading') })).toBeVisible();
  await expectNoGermanUi(page, 'success page');
});

test('a refusal on the Turkish wizard is announced in Turkish', async ({ page }) => {
  await dismissCookieBannerUpFront(page);
  await page.goto('/tr/app');
  const postalCode = page.getByLabel(t('wizard.field.postalCode'), { exact: true });
  await postalCode.fill('99999'); // the right format, but no German postal code
  await expect(page.getByText(t('validation.postalCode.live'))).toBeVisible();
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');

  const email = page.getByLabel(t('wizard.field.email'), { exact: true });
  await email.fill('bozuk');
  await page.getByRole('button', { name: t('wizard.next') }).click();
  const summary = page.getByRole('alert').filter({ hasText: t('wizard.errorSummary.title') });
  await expect(page.locator('div[tabindex="-1"]').filter({ has: summary })).toBeFocused();
  await summary.getByRole('link', { name: t('validation.email.invalid'), exact: true }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectNoGermanUi(page, 'step 1 errors');
  await expectNoWcagViolations(page, 'step 1 errors');
});

test('/tr is in Turkish, passes axe and leads to the Turkish wizard', async ({ page }) => {
  await page.goto('/tr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expectNoGermanUi(page, '/tr');
  await expectNoWcagViolations(page, '/tr');
  const start = page.getByRole('link', { name: t('header.start') }).first();
  await expect(start).toHaveAttribute('href', '/tr/app');
  await page.getByRole('button', { name: t('cookie.acceptAll') }).click();
  await start.click();
  await page.waitForURL((url) => url.pathname === '/tr/app');
});

test('the language switch on /tr/app links its German and English twins with hreflang', async ({ page }) => {
  await dismissCookieBannerUpFront(page);
  await page.goto('/tr/app');
  for (const [locale, twin] of Object.entries({ de: '/app', en: '/en/app' }) as ['de' | 'en', string][]) {
    const link = page.getByRole('link', { name: MESSAGES[locale]['language.switchTo'] });
    await expect(link).toHaveAttribute('href', twin);
    await expect(link).toHaveAttribute('hreflang', locale);
    await expect(link).toHaveAttribute('lang', locale);
  }
  await page.getByRole('link', { name: MESSAGES.de['language.switchTo'] }).click();
  await page.waitForURL((url) => url.pathname === '/app');
  await expect(page.getByRole('link', { name: t('language.switchTo') })).toHaveAttribute('href', '/tr/app');
});

// One test per page, as in english.spec.ts; the axe sweep (a11y.spec.ts) checks each of these pages.
for (const path of ['/tr/sss', '/tr/yardim', '/tr/cayma', '/tr/kosullar', '/tr/gizlilik', '/tr/kunye', '/tr/404']) {
  test(`${path} is in Turkish`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expectNoGermanUi(page, path);
  });
}
