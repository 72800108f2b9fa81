import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 8791);
/** The server whose letters go to the print service (its local stand-in, on DISPATCH_PORT + 1000). */
export const DISPATCH_PORT = PORT + 1;

// End-to-end tests against the built site served by wrangler dev, in Debian's Chromium.
// The site is built with a fake Google Analytics id so the consent gate can be observed; the
// tests answer every request to Google themselves, nothing leaves the machine.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once is fixed, not repeated.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // One test per worker on a 2-core machine that also runs wrangler and Chromium: long journeys need headroom.
  timeout: 45_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'de-DE',
    // A failed test keeps its trace, with the DOM at every step but no screencast: the screenshots made every test
    // about 30 % slower on two cores (wizard.spec and field-anatomy.spec: 181 s with them, 128–136 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  // After the servers are up, before any test: the back office's operators (tests/e2e/operators.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same build with letters going through the real print-service adapter to the print service's
      // stand-in (tests/e2e/dispatch.spec.ts). Started after the first server, whose build it reuses.
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${DISPATCH_PORT}/api/health`,
      env: { E2E_PORT: String(DISPATCH_PORT), DISPATCH_PROVIDER: 'pingen', SKIP_BUILD: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
