// The funnel events as the analytics tag receives them (with consent; the tag itself is
// answered locally by the googleRequests fixture): each fires when its moment happens, once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillStepOne, photo } from './wizard-helpers';

/** The events in this page's data layer, in order, with their parameters. */
async function events(page: Page): Promise<{ name: string; params: Record<string, unknown> }[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event')
      .map((args) => ({ name: String(args[1]), params: (args[2] ?? {}) as Record<string, unknown> })),
  );
}

async function names(page: Page): Promise<string[]> {
  return (await events(page)).map((event) => event.name);
}

/** A visitor who allowed analytics earlier. */
async function withAnalyticsConsent(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-banner-acknowledged', 'true');
    localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({
        necessary: true,
        functional: true,
        analytics: true,
        marketing: false,
        bannerShown: true,
        consentTimestamp: new Date().toISOString(),
      }),
    );
  });
}

test('page_view_home is sent when the first consent is given on the landing page', async ({ page, googleRequests }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(googleRequests).toEqual([]);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => names(page)).toContain('page_view_home');
  expect((await names(page)).filter((name) => name === 'page_view_home')).toHaveLength(1);
});

test('the wizard counts a start, one step-1 view per session and the completion time; a resumed step 2 is no new start', async ({
  page,
  googleRequests,
}) => {
  await withAnalyticsConsent(page);
  await page.goto('/app');
  await expect.poll(() => googleRequests.length).toBeGreaterThan(0);
  await expect.poll(() => names(page)).toEqual(expect.arrayContaining(['app_start', 'wizard_step_1_view']));

  await fillStepOne(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
  const complete = (await events(page)).find((event) => event.name === 'wizard_step_1_complete');
  expect(complete?.params).toMatchObject({ postal_code_valid: true, birth_date_valid: true, email: 'e***@example.de' });
  expect(typeof complete?.params.completion_seconds).toBe('number');
  expect(await names(page)).toContain('wizard_step_2_view');

  // Back to step 1: already viewed in this session.
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByRole('heading', { name: 'Deine persönlichen Daten' })).toBeVisible();
  expect((await names(page)).filter((name) => name === 'wizard_step_1_view')).toHaveLength(1);

  // A reload that resumes at step 2: its view, but neither a new start nor a step-1 view.
  await page.getByRole('button', { name: 'Weiter' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Vorderseite: Foto aufnehmen' }).click();
  await (await chooser).setFiles(await photo(page));
  await expect(page.getByText('Vorderseite hochgeladen')).toBeVisible();
  expect(await names(page)).toContain('perso_upload_click');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ausweis fotografieren' })).toBeVisible();
  await expect.poll(() => names(page)).toContain('wizard_step_2_view');
  expect(await names(page)).not.toContain('app_start');
  expect(await names(page)).not.toContain('wizard_step_1_view');
});
