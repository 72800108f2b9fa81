// /status's first screen comes from the server in two versions: "loading your order" for a whole status link (the
// page then reads the order at once) and the lookup form for any other address. The address's fragment, which the
// server never sees, picks one before the first paint; the page's module then takes over without a redraw.
import { expect, test, type Page } from '@playwright/test';
import { createOrder, payDemo } from './api-helpers';
import { holdRequests, layoutShiftScore } from './fixtures';

/** Records, frame by frame, every level-one heading the page shows (read with `shownHeadings`). */
async function recordShownHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown = new Set<string>();
    Object.assign(window, { shownHeadings: shown });
    const look = () => {
      for (const heading of document.querySelectorAll('h1'))
        if (heading.checkVisibility()) shown.add(heading.textContent?.trim() ?? '');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const shownHeadings = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { shownHeadings: Set<string> }).shownHeadings]);

for (const project of ['desktop', 'phone @mobile'])
  test(`on a ${project}, a status link shows from its first paint that the order is loading, never the lookup form, and the details take its place without moving anything`, async ({
    page,
  }) => {
    const order = await createOrder(page.request);
    await payDemo(page.request, order);
    await recordShownHeadings(page);
    await page.goto(`/status#bestellung=${order.orderNumber}&token=${order.statusToken}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Verlauf' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Status deiner Bestellung' })).toBeFocused();
    expect(await shownHeadings(page)).toEqual(['Status deiner Bestellung']);
    expect(await layoutShiftScore(page)).toBe(0);
  });

test('without its script, /status shows the screen its address is for', async ({ page }) => {
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto('/status#bestellung=PK-1-ABCDEF&token=abc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Status deiner Bestellung');
  await expect(page.getByText('Status wird geladen …')).toBeVisible();
  await expect(page.getByLabel('Bestellnummer')).toBeHidden();
  for (const address of ['/status#bestellung=PK-1-ABCDEF', '/status#token=abc', '/status']) {
    await page.goto('about:blank'); // a new page load, not a fragment change
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellstatus abfragen');
    await expect(page.getByLabel('Bestellnummer')).toBeVisible();
    await expect(page.getByText('Status wird geladen …')).toBeHidden();
  }
});

test('what is typed into the lookup form before the page’s script runs stays, and so does the cursor', async ({
  page,
}) => {
  const order = await createOrder(page.request);
  await payDemo(page.request, order);
  const release = await holdRequests(page, '**/_astro/*.js');
  await page.goto('/status');
  await page.getByLabel('Bestellnummer').fill(order.orderNumber);
  await page.getByLabel('Status-Code').fill(order.statusToken);
  const submit = page.getByRole('button', { name: 'Status abrufen' });
  await expect(submit).toBeDisabled();

  release();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('Bestellnummer')).toHaveValue(order.orderNumber);
  await expect(page.getByLabel('Status-Code')).toHaveValue(order.statusToken);
  await expect(page.getByLabel('Status-Code')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Verlauf' })).toBeVisible();
});

test('when what the order’s actions need cannot be loaded, a status link falls back to the form with the reason and both values', async ({
  page,
}) => {
  const order = await createOrder(page.request);
  await payDemo(page.request, order);
  await page.route('**/_astro/OrderActions.*.js', (route) => route.abort());
  await page.goto(`/status#bestellung=${order.orderNumber}&token=${order.statusToken}`);
  await expect(page.getByRole('alert')).toHaveText('Keine Verbindung zum Server. Bitte versuche es erneut.');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByLabel('Bestellnummer')).toHaveValue(order.orderNumber);
  await expect(page.getByLabel('Status-Code')).toHaveValue(order.statusToken);
  expect(new URL(page.url()).hash).toBe('');
});
