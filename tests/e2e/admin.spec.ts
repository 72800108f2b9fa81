import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { totpAt } from '../../functions/lib/operator-crypto';
import { dismissCookieBannerUpFront, expect, test } from './fixtures';
import { SIGNATURE_PNG } from './wizard-helpers';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

/** Creates an operator in the e2e server's database with the real CLI and returns its credentials. */
function createOperator(email: string): { password: string; secret: string } {
  const out = execFileSync(
    'node',
    ['scripts/operator-create.mjs', '--email', email, '--persist-to', '.wrangler/e2e-state'],
    { encoding: 'utf8' },
  );
  return {
    password: out.match(/Passwort \(einmalig angezeigt\): (\S+)/)![1]!,
    secret: out.match(/TOTP-Geheimnis: (\S+)/)![1]!,
  };
}

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

test('an operator logs in with TOTP, finds a paid order, downloads the application and marks it posted', async ({
  page,
  request,
}) => {
  // A paid order from the public API, with real images so the application PDF can embed them.
  const file = { name: 'bild.png', mimeType: 'image/png', buffer: SIGNATURE_PNG };
  const ip = () => ({ 'CF-Connecting-IP': `admin-e2e-${crypto.randomUUID()}` });
  const uploads: Record<string, { id: string; token: string }> = {};
  for (const kind of ['front', 'back', 'signature'])
    uploads[kind] = await (await request.post('/api/uploads', { multipart: { kind, file }, headers: ip() })).json();
  const order = await (
    await request.post('/api/orders', {
      headers: { 'Idempotency-Key': crypto.randomUUID(), ...ip() },
      data: {
        personalData: {
          firstName: 'Zoë',
          lastName: 'Weiß',
          birthDate: '01.02.1980',
          birthPlace: 'Gießen',
          street: 'Hauptstraße',
          houseNumber: '1',
          postalCode: '50667',
          city: 'Köln',
          email: 'zoe@example.de',
        },
        uploads,
        confirmations: { agb: true, privacy: true, noWithdrawal: true },
        isOwnId: true,
        plan: 'basic',
        extras: [],
        language: 'de',
      },
    })
  ).json();
  const sessionId = new URL(order.paymentUrl, 'http://x').searchParams.get('session_id')!;
  await request.post(`/api/payments/demo/${order.orderNumber}`, {
    form: { session_id: sessionId, action: 'pay' },
    maxRedirects: 0,
  });

  const email = `op-${Date.now()}@firma.test`;
  const { password, secret } = createOperator(email);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expectNoViolations(page, 'login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByLabel('Code aus der Authenticator-App').fill('000000');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse, Passwort oder Code ist falsch.');
  await page.getByLabel('Code aus der Authenticator-App').fill(await totpAt(secret, Math.floor(Date.now() / 1000)));
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(page.getByRole('heading', { name: 'Arbeitsliste' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Suche/ }).fill(order.orderNumber);
  await page.getByRole('button', { name: order.orderNumber }).click();
  await expect(page.getByRole('heading', { name: `Bestellung ${order.orderNumber}` })).toBeVisible();
  await expectNoViolations(page, 'order detail');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Antrag erzeugen' }).click();
  const pdf = readFileSync(await (await download).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Als versendet markieren' }).click();
  await expect(page.getByText('Als versendet markiert, 3 Dokumente gelöscht.')).toBeVisible();
  await expect(page.getByText('Ausweis Vorderseite (gelöscht)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Antrag erzeugen' })).toHaveCount(0);
  for (const tab of ['Kontaktanfragen', 'Postausgang', 'Protokoll']) {
    await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('button', { name: tab }).click();
    await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible();
    await expectNoViolations(page, tab);
  }
  await expect(
    page
      .getByRole('cell', { name: 'document_read' })
      .or(page.getByRole('cell', { name: 'marked_submitted' }))
      .first(),
  ).toBeVisible();
  // The uploading browser's token no longer opens anything either.
  const preview = await request.get(`/api/uploads/${uploads.front!.id}/preview`, {
    headers: { 'X-Upload-Token': uploads.front!.token },
  });
  expect(preview.status()).toBe(404);
});
