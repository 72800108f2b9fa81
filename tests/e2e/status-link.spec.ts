// A status link is a key with an end: /status takes the token out of the address bar at once, and a
// link that has ended (here: revoked when the order's e-mail changed) leads to a German page that
// offers a fresh link by e-mail, sent to the order's own address only.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createOrder, payDemo } from './api-helpers';
import { largestPaintAndFirstModule, layoutShiftScore } from './fixtures';

async function outboxLink(request: APIRequestContext, pattern: RegExp): Promise<string> {
  const outbox = (await (await request.get('/api/dev/outbox')).text()).replace(/&amp;/g, '&');
  const link = outbox.match(pattern)?.[0];
  expect(link, 'link in the outbox').toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.hash;
}

test('the address bar holds no token once /status has loaded', async ({ page, request }) => {
  const order = await createOrder(request);
  await page.goto(`/status#bestellung=${order.orderNumber}&token=${order.statusToken}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Status deiner Bestellung');
  // The customer is shown masked.
  await expect(page.getByText('E. Mustermann, 50667 Köln')).toBeVisible();
  await expect(page.getByText('e•••@example.de')).toBeVisible();
  expect(page.url()).not.toContain(order.statusToken);
  expect(new URL(page.url()).hash).toBe('');
});

test('an ended status link offers a fresh link by e-mail; the new address confirms its change first', async ({
  page,
  request,
}) => {
  const order = await createOrder(request);
  await payDemo(request, order);
  const email = `neu-${crypto.randomUUID().slice(0, 8)}@example.de`;
  const changed = await request.put(`/api/orders/${order.orderNumber}/personal-data`, {
    headers: { 'X-Status-Token': order.statusToken },
    data: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      birthName: '',
      birthDate: '14.03.1985',
      birthPlace: 'Köln',
      street: 'Musterstraße',
      houseNumber: '12a',
      postalCode: '50667',
      city: 'Köln',
      email,
      phone: '',
    },
  });
  expect(await changed.json()).toMatchObject({ emailConfirmationSent: true });

  // The new address confirms on its own page, by a click (a mail scanner opening the link changes nothing).
  await page.goto(await outboxLink(request, /https?:\/\/[^\s<]+\/email-aenderung#bestaetigen=[\w-]+/));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neue E-Mail-Adresse bestätigen');
  // Out of the address bar as soon as the page's script has read it.
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deine neue E-Mail-Adresse gilt ab jetzt' })).toBeFocused();
  const axeConfirm = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axeConfirm.violations.map((v) => v.id)).toEqual([]);

  // The first link has ended with the change.
  await page.goto(`/status#bestellung=${order.orderNumber}&token=${order.statusToken}`);
  await expect(page.getByRole('alert')).toContainText('Dieser Statuslink ist abgelaufen');
  expect(page.url()).not.toContain(order.statusToken);
  await expect(page.getByRole('heading', { name: 'Neuen Link anfordern' })).toBeVisible();
  await page.getByRole('button', { name: 'Neuen Link per E-Mail anfordern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'an die E-Mail-Adresse der Bestellung gesendet' }),
  ).toBeFocused();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // The fresh link went to the address now in effect, and it works.
  const outbox = (await (await request.get('/api/dev/outbox')).text()).replace(/&amp;/g, '&');
  expect(outbox).toContain(`Dein Link zum Bestellstatus (${order.orderNumber})`);
  const fresh = await outboxLink(
    request,
    new RegExp(`https?://[^\\s<]+/status#bestellung=${order.orderNumber}&token=[\\w-]+`),
  );
  // A new page load, as when the mail's link is opened (a fragment change alone would not reload /status).
  await page.goto('about:blank');
  await page.goto(fresh);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Status deiner Bestellung');
  await expect(page.getByRole('heading', { level: 2, name: 'Verlauf' })).toBeVisible();
});

test('the e-mail change page speaks English at its English address, and an incomplete link says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 }); // a phone, where the footer starts on the first screen
  await page.goto('/en/email-change');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your email address');
  await expect(page.getByRole('main').getByRole('link', { name: 'status page' })).toHaveAttribute('href', '/en/status');
  // The sentence appears once the page's script has read the link: nothing below it moved.
  expect(await layoutShiftScore(page)).toBe(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('the e-mail change page shows the screen its link is for with the first paint, and its script only brings it to life', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Before the page's script runs (held back here), each link already has its own heading, sentence and button.
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto('/email-aenderung#rueckgaengig=abc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Änderung der E-Mail-Adresse rückgängig machen');
  // Not yet working: a click now would do nothing, so the button says so by being disabled.
  await expect(page.getByRole('button', { name: 'Änderung rückgängig machen' })).toBeDisabled();
  await page.goto('about:blank'); // a new page load, not a fragment change
  await page.goto('/email-aenderung#bestaetigen=abc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neue E-Mail-Adresse bestätigen');
  await page.goto('about:blank');
  await page.goto('/email-aenderung');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Mail-Adresse ändern');
  await expect(page.getByRole('main')).toContainText('Dieser Link ist unvollständig.');
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);

  // With its script: the same screen, now working; the largest text was painted before any module was asked for,
  // nothing moved.
  await page.unrouteAll();
  await page.goto('about:blank');
  await page.goto('/email-aenderung#rueckgaengig=abc');
  await expect(page.getByRole('button', { name: 'Änderung rückgängig machen' })).toBeEnabled();
  expect(new URL(page.url()).hash).toBe('');
  const { largestPaint, firstModule } = await largestPaintAndFirstModule(page);
  expect(largestPaint).toBeLessThan(firstModule);
  expect(await layoutShiftScore(page)).toBe(0);
});
