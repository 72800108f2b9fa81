import { test as base, expect, type Page } from '@playwright/test';

const GTAG_PATTERN = /googletagmanager\.com|google-analytics\.com/;

interface Fixtures {
  /** Requests that tried to reach Google (answered locally, never sent). */
  googleRequests: string[];
  /** Console errors about the Content Security Policy; every test ends with none. */
  cspErrors: string[];
  ownClientIp: void;
}

export const test = base.extend<Fixtures>({
  googleRequests: async ({ page }, use) => {
    const requests: string[] = [];
    await page.route(GTAG_PATTERN, (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await use(requests);
  },
  // Every test is its own visitor: the per-IP upload and order limits count each test apart, as they
  // would count different customers, instead of adding up the whole suite's uploads from 127.0.0.1.
  ownClientIp: [
    async ({ context }, use) => {
      await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': `e2e-${crypto.randomUUID()}` });
      await use();
    },
    { auto: true },
  ],
  cspErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'no CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Holds back every request to `url` (a glob or pattern, as page.route takes it) until the returned function is
 * called: a slow line, where a module, a stylesheet or data arrives after the visitor has acted.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page as loaded and idle: past the load event and the idle callbacks that run after it. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
  await page.waitForLoadState('networkidle');
}

/**
 * The page's cumulative layout shift so far: the sum of the shifts the browser reported without a recent input
 * (the Layout Instability API keeps them for a buffered observer), 0 when nothing has moved.
 */
export async function layoutShiftScore(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as Shift[])
              .filter((shift) => !shift.hadRecentInput)
              .reduce((sum, shift) => sum + shift.value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // An observer is called only when there are entries.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/**
 * When the page painted its largest content, and when it first asked for one of its modules (ms since the
 * navigation): a largest paint before the first module request is the server's HTML, not anything a script drew.
 * Not "with the first paint": on a busy machine Chromium may paint the document's beginning a frame before the
 * rest (a CI run: the largest text 64 ms after the first paint, the modules requested later still).
 */
export async function largestPaintAndFirstModule(page: Page): Promise<{ largestPaint: number; firstModule: number }> {
  return page.evaluate(
    () =>
      new Promise<{ largestPaint: number; firstModule: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const modules = performance
            .getEntriesByType('resource')
            .filter((entry) => /\/_astro\/[^/]+\.js$/.test(new URL(entry.name).pathname));
          resolve({
            largestPaint: list.getEntries().at(-1)!.startTime,
            firstModule: Math.min(...modules.map((entry) => entry.startTime)),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Makes the visitor a returning one who already chose "Nur notwendige", so the banner stays away. */
export async function dismissCookieBannerUpFront(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookie-banner-acknowledged')) return;
    localStorage.setItem('cookie-banner-acknowledged', 'true');
    localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({
        necessary: true,
        functional: false,
        analytics: false,
        marketing: false,
        bannerShown: true,
        consentTimestamp: new Date().toISOString(),
      }),
    );
  });
}

/**
 * Waits for the payment return's "Zahlung erfolgreich". Locally the Worker renders the invoice and the
 * contract PDFs right after the payment on the same thread that answers the page's status request, and
 * with two test workers on two cores that takes longer than an assertion's default 5 seconds now and then.
 */
export async function expectPaymentSuccess(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung erfolgreich' })).toBeVisible({ timeout: 15_000 });
}
