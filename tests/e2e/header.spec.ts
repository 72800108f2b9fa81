import { dismissCookieBannerUpFront, expect, test } from './fixtures';

test.beforeEach(async ({ page }) => dismissCookieBannerUpFront(page));

test.describe('header on a desktop screen', () => {
  test('logo names the host and links home; both actions show inline', async ({ page }) => {
    await page.goto('/faq');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'punktebrief.de' })).toHaveAttribute('href', '/');
    const nav = banner.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Jetzt Antrag starten' })).toHaveAttribute('href', '/app');
    await expect(nav.getByRole('link', { name: "So funktioniert's" })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();
  });

  test("'So funktioniert's' on another page navigates to /#how-it-works", async ({ page }) => {
    await page.goto('/agb');
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: "So funktioniert's" })
      .click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  test("'So funktioniert's' on / scrolls smoothly until the section sits 80 px below the top", async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: "So funktioniert's" })
      .click();
    await expect
      .poll(() => page.locator('#how-it-works').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBe(80);
    expect(new URL(page.url()).hash).toBe('#how-it-works');
  });

  test("'So funktioniert's' with the section missing scrolls to the top with a console warning", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto('/');
    await page.locator('#how-it-works').evaluate((section) => section.remove());
    await page.evaluate(() => window.scrollTo(0, 600));
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: "So funktioniert's" })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(warnings.some((text) => text.includes('how-it-works'))).toBe(true);
  });
});

test.describe('header on a phone @mobile', () => {
  test('the menu panel opens from the right, traps focus, and closes with the close button', async ({ page }) => {
    await page.goto('/faq');
    const menuButton = page.getByRole('button', { name: 'Menü öffnen' });
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menü' });
    await expect(panel).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The button names the panel it controls (built by the menu's module, so the id exists).
    expect(await panel.getAttribute('id')).toBe(await menuButton.getAttribute('aria-controls'));

    // Takes 3/4 of the width, docked to the right edge once slid in.
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => Math.round((await panel.boundingBox())!.x + (await panel.boundingBox())!.width))
      .toBe(viewport.width);
    expect(Math.round((await panel.boundingBox())!.width)).toBe(Math.round(viewport.width * 0.75));

    // Tab cycles through the panel only.
    const focusedInside = async () => panel.evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInside()).toBe(true);

    await panel.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('Escape closes the panel and focus returns to the menu button', async ({ page }) => {
    await page.goto('/hilfe');
    const menuButton = page.getByRole('button', { name: 'Menü öffnen' });
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("choosing 'So funktioniert's' on / closes the panel and scrolls to the section", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: "So funktioniert's" }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
    await expect
      .poll(() => page.locator('#how-it-works').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBe(80);
  });

  test("choosing 'Jetzt Antrag starten' leads to /app", async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Jetzt Antrag starten' }).click();
    await expect(page).toHaveURL(/\/app(\?schritt=1)?$/);
  });
});
