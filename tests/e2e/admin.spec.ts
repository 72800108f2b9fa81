// The operator's day in the back office, end to end in the browser: an order made through
// the wizard and paid on the demo page, then login with TOTP, "Heute", the order, the day's batch with
// its cover sheet, the checklist and "Als versendet markieren", the contact inbox, outbox and log;
// axe on every view, keyboard only, and screenshots at 1280×900.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { totpAt } from '../../functions/lib/operator-crypto';
import { berlinIsoDate, germanDate } from '../../src/domain/dates';
import { ORDER_STATUSES, TIMELINE_EVENTS } from '../../src/domain/order-lifecycle';
import { ORDER_NUMBER_PATTERN } from '../../src/domain/order-number';
import { PERSONAL_FIELDS } from '../../src/domain/wizard-state';
import { createOrder, payDemo } from './api-helpers';
import { dismissCookieBannerUpFront, expect, test } from './fixtures';
import { confirmAll, fillStepOne, PERSON, sign, SIGNATURE_PNG, uploadSide } from './wizard-helpers';
import { expectNoViolations } from './axe';
import { operatorFor } from './operators';

const SCREENS = 'test-results/admin-screens';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

/** No text on the page is a code: no status, timeline event, mail state or personal-data field key. */
async function expectNoRawCodes(page: Page, label: string) {
  const codes = new Set<string>([
    ...ORDER_STATUSES,
    ...TIMELINE_EVENTS,
    ...PERSONAL_FIELDS,
    'pending',
    'sent',
    'failed',
    'main',
    'partner',
  ]);
  const texts = await page.locator('body').evaluate((body) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      if (text) found.push(text);
    }
    return found;
  });
  expect(texts.length, label).toBeGreaterThan(10);
  expect(
    texts.filter((t) => codes.has(t)),
    label,
  ).toEqual([]);
  // Nor a package id ('pro', not 'Pro') or a date as the database keeps it ('2026-11-23').
  expect(
    texts.filter((t) => /\b(basic|plus|pro)\b|\d{4}-\d{2}-\d{2}/.test(t)),
    label,
  ).toEqual([]);
}

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

async function logIn(page: Page, email: string, password: string, secret: string) {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByLabel('Code aus der Authenticator-App').fill(await totpAt(secret, Date.now() / 1000));
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * An order through the wizard in the browser, paid on the demo page (at `paidAt`, which the demo checkout takes in
 * development as a test's clock); returns its number.
 */
async function orderThroughWizard(page: Page, lastName: string, email: string, paidAt?: Date): Promise<string> {
  await page.goto('/app');
  await fillStepOne(page, { ...PERSON, Nachname: lastName, 'E-Mail-Adresse': email });
  await page.getByRole('button', { name: 'Weiter' }).click();
  // Real PNGs, so the printed application embeds them.
  for (const side of ['front', 'back'] as const) {
    await uploadSide(page, side, { name: `${side}.png`, mimeType: 'image/png', buffer: SIGNATURE_PNG });
    // 60×20 pixels is far too small for an ID photo: the browser's photo check warns, and we keep it.
    await page.locator(`#upload-${side}`).getByRole('button', { name: 'Trotzdem verwenden' }).click();
  }
  await expect(page.getByRole('button', { name: 'Rückseite entfernen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vorderseite entfernen' })).toBeVisible();
  await page.getByLabel('Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.').check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await sign(page);
  await confirmAll(page);
  await page.getByRole('radio', { name: /Pro/ }).check();
  await page.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).click();
  await page.waitForURL(/\/api\/payments\/demo\//);
  if (paidAt)
    await page.locator('form:has(input[name="action"][value="pay"])').evaluate((form, at) => {
      form.insertAdjacentHTML('beforeend', `<input type="hidden" name="paid_at" value="${at}">`);
    }, paidAt.toISOString());
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await page.waitForURL(/\/extended-wizard/);
  return new URL(page.url()).searchParams.get('order_number')!;
}

/** Fetches from inside the page, with the operator's cookie: status and body bytes. */
async function fetchInPage(page: Page, path: string): Promise<{ status: number; body: number[] }> {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, body: Array.from(new Uint8Array(await res.arrayBuffer())) };
  }, path);
}

test.describe('the operator’s day', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('from a wizard order to posted: Heute, the order, the printed batch with cover sheet, ticked and posted', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const suffix = Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6);
    const lastName = `Sonnenschein${suffix}`;
    const customerEmail = `tagesablauf-${suffix}@example.de`;
    // Paid on a past Monday morning: due that day, so overdue today whatever day and hour the test runs, and in
    // today's batch (which holds everything due today or earlier).
    const orderNumber = await orderThroughWizard(page, lastName, customerEmail, new Date('2026-11-02T07:00:00Z'));
    const today = berlinIsoDate(new Date());

    // The back office has its own shell and a strict policy of its own.
    const response = await page.goto('/admin');
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).not.toMatch(/google/i);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(response!.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoViolations(page, 'login');
    await screenshot(page, 'anmelden');

    const { email: operator, password, secret } = operatorFor('day');
    await page.getByLabel('E-Mail-Adresse').fill(operator);
    await page.getByLabel('Passwort').fill(password);
    await page.getByLabel('Code aus der Authenticator-App').fill('000000');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse, Passwort oder Code ist falsch.');
    await logIn(page, operator, password, secret);

    // Heute: the counts, each a link to its list.
    const heading = page.getByRole('heading', { level: 1, name: `Heute, ${germanDate(today)}` });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('banner')).toContainText(`Angemeldet als ${operator}`);
    await expect(page.getByText('Offene Korrekturen')).toBeVisible();
    await expectNoViolations(page, 'Heute');
    await expectNoRawCodes(page, 'Heute');
    await screenshot(page, 'heute');
    await page.getByRole('link', { name: /Heute zu versenden/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsliste' })).toBeFocused();
    await expect(page.getByRole('link', { name: orderNumber })).toBeVisible();

    // The queue: search by name, Pro marked.
    await page.getByRole('searchbox', { name: 'Suche' }).fill(lastName.toUpperCase());
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(/#\/liste\?status=due&suche=/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: orderNumber }) });
    await expect(row).toContainText('Pro');
    await expect(row).toContainText('überfällig');
    await expect(row).toContainText('Bezahlt – Antrag in Vorbereitung');
    await page.getByRole('combobox', { name: 'Liste' }).selectOption('all');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page.getByText('Seite 1 von 1 · 1 Bestellung')).toBeVisible();
    await expectNoViolations(page, 'Arbeitsliste');
    await expectNoRawCodes(page, 'Arbeitsliste');
    await screenshot(page, 'arbeitsliste');

    // The order: the wizard's words, times in Berlin, the documents inline, the preview, the mails in words.
    await page.getByRole('link', { name: orderNumber }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` })).toBeFocused();
    const person = page.getByRole('region', { name: 'Persönliche Daten' });
    await expect(person.getByText('Vorname', { exact: true })).toBeVisible();
    await expect(person.getByText('Geburtsdatum', { exact: true })).toBeVisible();
    await expect(person.getByText('12.08.1964')).toBeVisible();
    const facts = page.getByRole('region', { name: 'Bestellung', exact: true });
    const fact = (label: string) => facts.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(fact('Antwort des KBA auf')).toHaveText('Deutsch');
    await expect(fact('Website und Mails auf')).toHaveText('Deutsch');
    await expect(page.getByRole('region', { name: 'Zweite Person' })).toContainText('Daten fehlen noch');
    for (const name of ['Ausweis Vorderseite', 'Ausweis Rückseite', 'Unterschrift']) {
      const image = page.getByRole('img', { name, exact: true });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.locator('iframe[title="Antrag (Vorschau)"]')).toHaveAttribute('src', /^blob:/);
    const mails = page.getByRole('region', { name: 'E-Mails an den Kunden' });
    await expect(mails).toContainText('Bestellbestätigung mit Rechnung');
    await expect(mails).toContainText(/wartet auf Versand|gesendet/);
    await expect(page.getByRole('region', { name: 'Verlauf' })).toContainText('Zahlung eingegangen');
    await expect(page.getByRole('region', { name: 'Verlauf' })).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await expect(page.getByRole('button', { name: 'Als versendet markieren' })).toBeVisible();
    await expectNoViolations(page, 'Bestellung');
    await expectNoRawCodes(page, 'Bestellung');
    await screenshot(page, 'bestellung');
    const documentIds = (
      JSON.parse(Buffer.from((await fetchInPage(page, `/api/admin/orders/${orderNumber}`)).body).toString('utf8')) as {
        documents: { id: string }[];
      }
    ).documents.map((d) => d.id);
    expect(documentIds).toHaveLength(3);

    // The day's batch: cover sheet, then the order's pages.
    await page.getByRole('navigation', { name: 'Back Office' }).getByRole('link', { name: 'Tagesstapel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tagesstapel' })).toBeFocused();
    const checklist = page.getByRole('region', { name: /Checkliste/ });
    await expect(checklist.getByRole('link', { name: orderNumber })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tagesstapel drucken (PDF)' }).click();
    const pdf = readFileSync(await (await download).path());
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf).slice()), { mergePages: false });
    expect(text[0]).toContain(`Tagesstapel vom ${germanDate(today)}`);
    expect(text[0]).toContain(orderNumber);
    const letter = text.findIndex((pageText, i) => i > 0 && pageText.includes(lastName));
    expect(letter).toBeGreaterThan(0);
    // One cover page, then three pages (letter, front, back) per order the cover sheet lists: counted within this
    // one PDF, as other tests' orders may be due today on the same server.
    const listed = new Set(text[0]!.match(new RegExp(ORDER_NUMBER_PATTERN.source.slice(1, -1), 'g')));
    expect(listed).toContain(orderNumber);
    expect(pages).toBe(1 + 3 * listed.size);
    await expectNoViolations(page, 'Tagesstapel');
    await expectNoRawCodes(page, 'Tagesstapel');
    await screenshot(page, 'tagesstapel');

    // Ticked into its envelope and posted, with the warning that the copies go now.
    await page.getByRole('checkbox', { name: `${orderNumber} kuvertiert` }).check();
    await page.getByRole('button', { name: 'Als versendet markieren (1)' }).click();
    const dialog = page.getByRole('dialog', { name: '1 Antrag als versendet markieren?' });
    await expect(dialog).toContainText('Ausweiskopien und Unterschriften dieser Bestellungen werden jetzt gelöscht');
    await expectNoViolations(page, 'Bestätigung');
    await dialog.getByRole('button', { name: 'Ja, versendet – Kopien löschen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'als versendet markiert' })).toHaveText(
      '1 Antrag als versendet markiert, 3 Ausweiskopien und Unterschriften gelöscht, Kunden informiert.',
    );

    // The copies and the signature are gone; the customer's mail is queued.
    for (const id of documentIds)
      expect((await fetchInPage(page, `/api/admin/orders/${orderNumber}/documents/${id}`)).status).toBe(404);
    expect((await fetchInPage(page, `/api/admin/orders/${orderNumber}/application.pdf`)).status).toBe(409);
    await page.goto(`/admin#/bestellung/${orderNumber}`);
    await expect(page.getByText('An das Kraftfahrt-Bundesamt versendet').first()).toBeVisible();
    await expect(page.getByText('gelöscht', { exact: true })).toHaveCount(3);
    await expect(page.getByText('In diesem Status ist nichts zu tun.')).toBeVisible();
    const outbox = await (await page.request.get('/api/dev/outbox')).text();
    expect(outbox).toContain(`Dein Antrag ist unterwegs (${orderNumber})`);
    expect(outbox).toContain(customerEmail);
  });

  test('contact inbox: answer deadline, answered by e-mail; outbox and log in words', async ({ page, request }) => {
    // Six pages checked with axe, three screenshots and an operator created by the CLI: ~30 s on a busy machine.
    test.setTimeout(90_000);
    const suffix = Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6);
    const sender = `frage-${suffix}@example.de`;
    const res = await request.post('/api/contact', {
      headers: { 'CF-Connecting-IP': `e2e-${crypto.randomUUID()}` },
      data: {
        name: 'Frieda Frage',
        email: sender,
        subject: `Wo bleibt mein Brief ${suffix}`,
        message: 'Ich habe vor zwei Wochen bestellt.',
      },
    });
    expect(res.status()).toBe(201);
    const { email: operator, password, secret } = operatorFor('inbox');
    await page.goto('/admin#/anfragen');
    await logIn(page, operator, password, secret);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontaktanfragen' })).toBeFocused();
    const card = page.getByRole('article', { name: `Wo bleibt mein Brief ${suffix}` });
    await expect(card).toContainText('offen');
    await expect(card).toContainText(/Antwort bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await expectNoViolations(page, 'Kontaktanfragen');
    await screenshot(page, 'kontaktanfragen');
    await card.getByRole('button', { name: 'Antwort senden' }).click();
    await expect(card.getByText('Bitte schreibe eine Antwort (mindestens 10 Zeichen).')).toBeVisible();
    await expectNoViolations(page, 'Kontaktanfragen mit Fehler');
    await card.getByLabel('Antwort an Frieda Frage').fill('Dein Antrag ist am Montag an das KBA gegangen.');
    await card.getByRole('button', { name: 'Antwort senden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Postausgang' })).toContainText(`Antwort an ${sender}`);
    await expect(card).toHaveCount(0);
    await page.getByRole('link', { name: 'Beantwortet' }).click();
    await expect(page.getByRole('article', { name: `Wo bleibt mein Brief ${suffix}` })).toContainText('beantwortet');

    await page.getByRole('link', { name: 'Postausgang' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Postausgang' })).toBeFocused();
    const mail = page.getByRole('row').filter({ hasText: `Re: Wo bleibt mein Brief ${suffix}` });
    await expect(mail).toContainText('Antwort auf Kontaktanfrage');
    await expect(mail).toContainText(/wartet auf Versand|gesendet/);
    await expectNoViolations(page, 'Postausgang');
    await expectNoRawCodes(page, 'Postausgang');
    await screenshot(page, 'postausgang');
    await page.getByRole('link', { name: 'Protokoll' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeFocused();
    await expect(page.getByRole('cell', { name: 'Kontaktanfrage beantwortet' }).first()).toBeVisible();
    await expectNoViolations(page, 'Protokoll');
    await expectNoRawCodes(page, 'Protokoll');
    await screenshot(page, 'protokoll');
    await page.getByRole('link', { name: 'Konto und Passwort' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Konto und Passwort' })).toBeFocused();
    await expectNoViolations(page, 'Konto');
  });

  test('keyboard only: log in, open the list, find an order, open it, and the posting question closes with Escape', async ({
    page,
    request,
  }) => {
    const order = await createOrder(request, 'basic');
    await payDemo(request, order);
    const { email: operator, password, secret } = operatorFor('keys');
    await page.goto('/admin');
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((el) => el === document.activeElement)) return;
      }
      throw new Error(`not reached by Tab: ${target.toString()}`);
    };
    await tabTo(page.getByLabel('E-Mail-Adresse'));
    await page.keyboard.type(operator);
    await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    await page.keyboard.press('Tab');
    await page.keyboard.type(await totpAt(secret, Date.now() / 1000));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /^Heute/ })).toBeFocused();

    await tabTo(page.getByRole('navigation', { name: 'Back Office' }).getByRole('link', { name: 'Arbeitsliste' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Arbeitsliste' })).toBeFocused();
    await tabTo(page.getByRole('searchbox', { name: 'Suche' }));
    await page.keyboard.type(order.orderNumber);
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name: order.orderNumber });
    await expect(link).toBeVisible();
    await tabTo(link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${order.orderNumber}` })).toBeFocused();
    const post = page.getByRole('button', { name: 'Als versendet markieren' });
    await tabTo(post);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Als versendet markieren?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(post).toBeFocused();
  });
});

test('a Plus order posted in the back office offers the copy of its letter on /status; Basic says it is a Plus feature', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const plus = await createOrder(request, 'plus', [], true);
  const basic = await createOrder(request, 'basic', [], true);
  // Paid for a day far ahead: neither order is due in today's batch, which another test prints and counts.
  for (const order of [plus, basic]) await payDemo(request, order, new Date('2030-06-04T08:00:00Z'));
  const { email: operator, password, secret } = operatorFor('copy');
  await page.goto('/admin');
  await logIn(page, operator, password, secret);
  await expect(page.getByRole('heading', { level: 1, name: /^Heute/ })).toBeVisible();
  for (const order of [plus, basic]) {
    await page.goto(`/admin#/bestellung/${order.orderNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${order.orderNumber}` })).toBeVisible();
    await page.getByRole('button', { name: 'Als versendet markieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, versendet – Kopien löschen' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  const customer = await page.context().newPage();
  await customer.goto(`/status#bestellung=${plus.orderNumber}&token=${plus.statusToken}`);
  const copy = customer.getByRole('region', { name: 'Kopie deines Antrags' });
  await expect(copy).toContainText('12 Monate nach dem Versand');
  await expectNoViolations(customer, 'Kopie deines Antrags');
  const download = customer.waitForEvent('download');
  await copy.getByRole('button').click();
  const file = await (await download).path();
  const pdf = await PDFDocument.load(readFileSync(file));
  expect(pdf.getPageCount()).toBe(1); // the letter only, never the ID copies

  // Another order's link only changes the fragment: a new tab, as a customer would open it from the mail.
  const basicCustomer = await page.context().newPage();
  await basicCustomer.goto(`/status#bestellung=${basic.orderNumber}&token=${basic.statusToken}`);
  await expect(
    basicCustomer.getByText(
      'Eine Kopie deines Antragsschreibens zum Herunterladen gehört zu den Paketen Plus und Pro.',
    ),
  ).toBeVisible();
  await expect(basicCustomer.getByRole('region', { name: 'Kopie deines Antrags' })).toHaveCount(0);
});

test('a correction on /status before posting changes the application the operator prints', async ({
  page,
  request,
}) => {
  const order = await createOrder(request, 'basic', [], true);
  await payDemo(request, order, new Date('2030-06-04T08:00:00Z'));
  const suffix = Math.random().toString(36).slice(2, 8);
  await page.goto(`/status#bestellung=${order.orderNumber}&token=${order.statusToken}`);
  await page.getByRole('button', { name: 'Angaben korrigieren' }).click();
  // A typing error in the name and a new street: both must reach the printed application.
  await page.getByLabel('Nachname').fill('Musterman');
  await page.getByLabel('Straße').fill(`Korrekturweg ${suffix.replace(/\d/g, '')}`);
  await page.getByRole('button', { name: 'Korrektur speichern' }).click();
  await expect(page.getByText('Deine Angaben wurden gespeichert.')).toBeVisible();

  const { email: operator, password, secret } = operatorFor('correction');
  await page.goto('/admin');
  await logIn(page, operator, password, secret);
  await expect(page.getByRole('heading', { level: 1, name: /^Heute/ })).toBeVisible();
  const pdf = await fetchInPage(page, `/api/admin/orders/${order.orderNumber}/application.pdf`);
  expect(pdf.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), { mergePages: true });
  expect(text).toContain(`Korrekturweg ${suffix.replace(/\d/g, '')}`);
  expect(text).toContain('Musterman');
  expect(text).not.toContain('Mustermann');
  expect(text).not.toContain('Musterstraße');
});
