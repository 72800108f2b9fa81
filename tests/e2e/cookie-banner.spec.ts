import { translator } from '../../src/domain/messages';
import { pathIn } from '../../src/domain/page-paths';
import { expect, settle, test } from './fixtures';

test.describe('cookie banner', () => {
  test('a new visitor sees accept and reject with equal weight and a link to the privacy policy', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
    await expect(banner).toBeVisible();
    const accept = banner.getByRole('button', { name: 'Alle akzeptieren' });
    const reject = banner.getByRole('button', { name: 'Nur notwendige' });
    await expect(accept).toBeVisible();
    await expect(reject).toBeVisible();
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    await expect(banner.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
  });

  test('"Nur notwendige" persists across reloads and never loads the Google tag', async ({ page, googleRequests }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-preferences') ?? '{}'));
    expect(stored).toMatchObject({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
      bannerShown: true,
    });
    expect(typeof stored.consentTimestamp).toBe('string');
    expect(googleRequests).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('funnel_session_id'))).toBeNull();
  });

  test('after a click on a choice focus goes to the main heading, not to <body>, and the page does not scroll', async ({
    page,
  }) => {
    await page.goto('/faq');
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('no request to Google before consent; the tag loads after "Alle akzeptieren" and again after reload', async ({
    page,
    googleRequests,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(googleRequests).toEqual([]);
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => googleRequests.length).toBeGreaterThan(0);
    expect(googleRequests[0]).toContain('gtag/js?id=G-E2ETEST000');

    // Consent Mode v2: denied by default, then updated to granted.
    const consent = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((args) => args[0] === 'consent'),
    );
    expect(consent[0]?.[1]).toBe('default');
    expect(consent[0]?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
    expect(consent.at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted' });

    googleRequests.length = 0;
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeHidden();
    await expect.poll(() => googleRequests.length).toBeGreaterThan(0);
  });

  test('the settings dialog saves a single category and closes dialog and banner', async ({ page, googleRequests }) => {
    await page.goto('/faq');
    await page
      .getByRole('region', { name: 'Cookies und Datenschutz' })
      .getByRole('button', { name: 'Einstellungen' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: /Notwendig/ })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: /Notwendig/ })).toBeDisabled();
    await dialog.getByRole('switch', { name: 'Funktional' }).check();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeHidden();

    await page.reload();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-preferences') ?? '{}'));
    expect(stored).toMatchObject({ functional: true, analytics: false, marketing: false });
    expect(googleRequests).toEqual([]);
  });

  test('a returning visitor loads no UI framework on a content page, and "Cookie-Einstellungen" still reopens the settings', async ({
    page,
  }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Nur notwendige' }).click();

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    // The framework (preact.*.js), Astro's island client and the settings dialog.
    expect(scripts.filter((path) => /client\.|preact|CookieSettings/i.test(path))).toEqual([]);

    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('switch', { name: 'Analyse' }).check();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-preferences') ?? '{}'));
    expect(stored.analytics).toBe(true);
  });
});

for (const locale of ['en', 'tr'] as const) {
  test(`on a page in ${locale} the banner and its settings dialog speak the page's language`, async ({ page }) => {
    const t = translator(locale);
    await page.goto(pathIn('/faq', locale));
    const banner = page.getByRole('region', { name: t('cookie.title') });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(t('cookie.consent'));
    await expect(banner.getByRole('link')).toHaveAttribute('href', pathIn('/datenschutz', locale));
    await banner.getByRole('button', { name: t('cookie.settings'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('cookie.settingsTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveAttribute('href', pathIn('/datenschutz', locale));
    for (const category of ['cookie.categoryNecessary', 'cookie.categoryAnalytics'] as const)
      await expect(dialog.getByRole('switch', { name: new RegExp(`^${t(category)}`) })).toBeVisible();
    await expect(dialog).toContainText(t('cookie.noneSaved'));
    // None of the German dialog's words.
    await expect(dialog).not.toContainText(translator('de')('cookie.save'));
    await dialog.getByRole('button', { name: t('cookie.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();

    await page.getByRole('button', { name: t('footer.cookieSettings') }).click();
    await expect(dialog).toContainText(t('cookie.lastSaved', { dateTime: '' }).trim());
  });
}

test('without the page’s texts there is no banner and no request to Google', async ({ page, googleRequests }) => {
  await page.route('**/ui-texts/**', (route) => route.abort());
  await page.goto('/faq');
  await settle(page);
  await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toHaveCount(0);
  expect(googleRequests).toEqual([]);
});

test('a choice made in another tab while the banner was on its way keeps it away', async ({ page, context }) => {
  // This tab's texts are held back, so its banner has not been drawn when the other tab's choice is stored.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/ui-texts/**', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/agb');
  await expect.poll(() => asked).toBe(true);

  const other = await context.newPage();
  await other.goto('/faq');
  await other.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(other.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeHidden();

  release();
  await settle(page);
  await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toHaveCount(0);
});
