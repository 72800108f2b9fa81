// A letter leaves without a printer: on the server whose letters go through the real print-service adapter
// to the print service's local stand-in, a paid Plus order's letter arrives there by itself; "Bei der Post
// eingeliefert melden" sends the print service's signed webhook, which posts the order; the ID copies are
// gone, and the customer's copy is the letter the print service received, without the ID pages.
import { mkdirSync, readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { createOrder, payDemo } from './api-helpers';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

const DISPATCH_PORT = Number(process.env.E2E_PORT ?? 8791) + 1;
const PRINT_SERVICE = `http://127.0.0.1:${DISPATCH_PORT + 1000}/pingen`;
const SCREENS = 'test-results/dispatch-screens';
test.use({ baseURL: `http://127.0.0.1:${DISPATCH_PORT}` });

const textOf = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');

test('a paid Plus order goes to the print service by itself; "sent" posts it and the copy is the letter sent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const order = await createOrder(page.request, 'plus', [], true);
  // Paid on a business-day morning after the wait for a second person ended: the letter goes at once.
  await payDemo(page.request, order, new Date('2026-11-24T11:00:00Z'));

  await page.goto(PRINT_SERVICE);
  const letter = page.getByRole('article', { name: `Antrag-${order.orderNumber}.pdf` });
  await expect(letter).toContainText('schnell (fast)');
  await expect(letter).toContainText('1,25 €');
  await expect(letter).toContainText('angenommen');
  await expectNoViolations(page, 'Druckerei (Stand-in)');
  mkdirSync(SCREENS, { recursive: true });
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENS}/print-shop-${width}.png`, fullPage: true });
  }
  const href = (await letter.getByRole('link', { name: 'PDF ansehen' }).getAttribute('href'))!;
  const printed = new Uint8Array(await (await page.request.get(new URL(href, PRINT_SERVICE).href)).body());

  const customer = await page.context().newPage();
  const statusLink = `/status#bestellung=${order.orderNumber}&token=${order.statusToken}`;
  await customer.goto(statusLink);
  await expect(customer.getByText('An die Druckerei übergeben').first()).toBeVisible();
  await customer.screenshot({ path: `${SCREENS}/status-printed.png`, fullPage: true });

  await letter.getByRole('button', { name: 'Bei der Post eingeliefert melden' }).click();
  await expect(page.getByRole('status')).toContainText('angenommen');
  await expect(page.getByRole('article', { name: `Antrag-${order.orderNumber}.pdf` })).toContainText(
    /bei der Post eingeliefert|gelöscht/,
  );

  // The link again in a new tab, as from the mail (a reload does not keep the token: it left the address bar).
  const later = await page.context().newPage();
  await later.goto(statusLink);
  await expect(later.getByText('An das Kraftfahrt-Bundesamt versendet').first()).toBeVisible();
  await expect(later.getByText('Ausweiskopie und Unterschrift gelöscht').first()).toBeVisible();
  await expectNoViolations(later, 'status after posting');
  await later.screenshot({ path: `${SCREENS}/status-posted.png`, fullPage: true });
  const copyRegion = later.getByRole('region', { name: 'Kopie deines Antrags' });
  const download = later.waitForEvent('download');
  await copyRegion.getByRole('button').click();
  const copy = new Uint8Array(readFileSync(await (await download).path()));

  // The copy is the letter as printed, without the ID pages that went into the envelope.
  const [copyText, printedText] = await Promise.all([textOf(copy), textOf(printed)]);
  expect(copyText).toContain('Antrag auf Auskunft aus dem Fahreignungsregister');
  expect(printedText.startsWith(copyText.trim().slice(0, 400))).toBe(true);
  expect(printedText).toContain('Ausweis Vorderseite');
  expect(copyText).not.toContain('Ausweis Vorderseite');

  // The mails went out through the real mail adapter to the local mail API: one inbox shows them.
  const inbox = await page.context().newPage();
  await inbox.goto(`http://127.0.0.1:${DISPATCH_PORT + 1000}/inbox`);
  await expect(inbox.getByRole('article').filter({ hasText: order.orderNumber }).first()).toBeVisible();
  await expectNoViolations(inbox, 'Posteingang (Stand-in)');
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await inbox.setViewportSize({ width, height });
    await inbox.screenshot({ path: `${SCREENS}/inbox-${width}.png` });
  }
});
