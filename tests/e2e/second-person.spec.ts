import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { createOrder, payDemo, type CreatedOrder } from './api-helpers';
import { dismissCookieBannerUpFront, expect, largestPaintAndFirstModule, layoutShiftScore, test } from './fixtures';
import { jpeg, sign } from './wizard-helpers';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

/** The second person's data, sent as the partner form does with the status link; the personal link is mailed. */
async function submitPartner(request: APIRequestContext, order: CreatedOrder) {
  const partner = await request.post(`/api/orders/${order.orderNumber}/partner`, {
    data: {
      originalOrderNumber: order.orderNumber,
      statusToken: order.statusToken,
      extendedData: {
        partnerData: {
          firstName: 'Anna',
          lastName: 'Schmidt',
          birthDate: '1988-05-02',
          birthPlace: 'Bonn',
          street: 'Hauptstraße',
          houseNumber: '5',
          postalCode: '53111',
          city: 'Bonn',
        },
        additionalInfo: '',
        timestamp: new Date().toISOString(),
      },
    },
  });
  expect(partner.status()).toBe(200);
}

test('the second person adds their own ID copy and signature through the mailed personal link', async ({
  page,
  request,
}) => {
  const order = await createOrder(request, 'plus');
  await payDemo(request, order);
  await submitPartner(request, order);
  // Locally, mails wait in the outbox; the link is read from its page. The outbox holds every test's mails, and a
  // parallel test revokes its own order's link, so only this order's link will do.
  const outbox = await (await request.get('/api/dev/outbox')).text();
  const link = outbox.match(new RegExp(`https?://[^\\s<]+/zweite-person#bestellung=${order.orderNumber}[^\\s<]+`))?.[0];
  expect(link).toBeTruthy();
  const personalLink = new URL(link!.replace(/&amp;/g, '&'));
  await page.goto(personalLink.pathname + personalLink.hash);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zweiter Antrag: Ausweis und Unterschrift');
  await expect(
    page.getByText(/Dieser persönliche Link gilt bis zum \d{2}\.\d{2}\.\d{4} und für ein einziges Absenden/),
  ).toBeVisible();
  // Loading, checking the link, the form and its upload buttons, whose code comes last: the privacy notes and
  // the signature field never jumped while the person read them.
  await expect(page.getByRole('button', { name: 'Rückseite: Datei auswählen' })).toBeVisible();
  expect(await layoutShiftScore(page)).toBe(0);
  await page.getByRole('button', { name: 'Ausweis und Unterschrift senden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte korrigiere' })).toContainText(
    'Bitte unterschreibe den Antrag.',
  );
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  for (const side of ['front', 'back'] as const) {
    await page
      .getByTestId(`upload-${side}-input`)
      .setInputFiles({ name: 'ausweis.jpg', mimeType: 'image/jpeg', buffer: jpeg() });
    await expect(
      page.getByRole('button', { name: `${side === 'front' ? 'Vorderseite' : 'Rückseite'} entfernen` }),
    ).toBeVisible();
  }
  await page.getByLabel('Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.').check();
  await sign(page);
  await page.getByRole('button', { name: 'Ausweis und Unterschrift senden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank!');

  const headers = { 'X-Status-Token': order.statusToken };
  const status = await (await request.get(`/api/orders/${order.orderNumber}`, { headers })).json();
  expect(status.secondPersonComplete).toBe(true);
});

test('a lost link: the status page mails a fresh one to the order’s address, and the old one says it ended before any upload', async ({
  page,
  request,
}) => {
  const order = await createOrder(request, 'plus');
  await payDemo(request, order);
  await submitPartner(request, order);
  const outbox = await (await request.get('/api/dev/outbox')).text();
  const oldLink = new URL(
    outbox
      .match(new RegExp(`https?://[^\\s<]+/zweite-person#bestellung=${order.orderNumber}[^\\s<]+`))![0]
      .replace(/&amp;/g, '&'),
  );

  await page.goto(`/status#bestellung=${order.orderNumber}&token=${order.statusToken}`);
  await expect(page.getByRole('heading', { name: 'Link für die zweite Person' })).toBeVisible();
  await page.getByRole('button', { name: 'Neuen Link für die zweite Person senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'neuen Link für die zweite Person' })).toBeFocused();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page.goto(oldLink.pathname + oldLink.hash);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link nicht mehr gültig');
  await expect(page.getByText('Wer bestellt hat, kann auf der Statusseite')).toBeVisible();
  await expect(page.getByTestId('upload-front-input')).toHaveCount(0);
});

test('an English order mails the English page, which speaks English and passes axe', async ({ page, request }) => {
  const order = await createOrder(request, 'plus', [], false, 'en');
  await payDemo(request, order);
  await submitPartner(request, order);
  const outbox = await (await request.get('/api/dev/outbox')).text();
  const link = outbox.match(
    new RegExp(`https?://[^\\s<]+/en/second-person#bestellung=${order.orderNumber}[^\\s<]+`),
  )?.[0];
  expect(link).toBeTruthy();
  const personalLink = new URL(link!.replace(/&amp;/g, '&'));
  await page.goto(personalLink.pathname + personalLink.hash);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second application: ID and signature');
  await expect(page.getByText(/This personal link is valid until .+ and for one submission/)).toBeVisible();
  await page.getByRole('button', { name: 'Send ID and signature' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please sign the application.' })).toBeVisible();
  await expect(page.getByText('Privacy information for the second person (Art. 14 GDPR)')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test("an incomplete personal link says so, in the page's language", async ({ page }) => {
  await page.goto('/en/second-person#bestellung=PK-1-ABCDEF');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link not valid');
  await expect(page.getByRole('main').getByRole('link', { name: 'support', exact: true })).toHaveAttribute(
    'href',
    '/en/help',
  );
});

test('an incomplete personal link says so', async ({ page }) => {
  await page.goto('/zweite-person#bestellung=PK-1-ABCDEF');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link ungültig');
  expect(await layoutShiftScore(page)).toBe(0);
});

test('the page shows with its first paint whether its address holds a personal link, and its script only brings it to life', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Before the page's script runs (held back here): a complete link is being checked, anything else is not valid.
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto('/zweite-person#bestellung=PK-1-ABCDEF&token=abc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zweiter Antrag: Ausweis und Unterschrift');
  await expect(page.getByRole('status').filter({ hasText: 'Link wird geprüft' })).toBeVisible();
  for (const address of ['/zweite-person#bestellung=PK-1-ABCDEF', '/zweite-person']) {
    await page.goto('about:blank'); // a new page load, not a fragment change
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link ungültig');
  }

  // With its script: the same screen; its largest text was painted before any module was asked for, and nothing moved.
  await page.unrouteAll();
  await page.goto('about:blank');
  await page.goto('/zweite-person');
  await expect(page.getByRole('main').getByRole('link', { name: 'Support', exact: true })).toBeVisible();
  await page.waitForFunction(() => !document.querySelector('#second-person > [data-fragment-view]'));
  const { largestPaint, firstModule } = await largestPaintAndFirstModule(page);
  expect(largestPaint).toBeLessThan(firstModule);
  expect(await layoutShiftScore(page)).toBe(0);
});
