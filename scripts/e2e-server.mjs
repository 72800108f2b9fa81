// The server the Playwright tests run against: a fresh build (with a fake analytics id, so the
// consent gate is observable) and wrangler dev on its own port with its own, emptied local state.
import { rmSync } from 'node:fs';

// A second suite on its own port (E2E_PORT) gets its own state; tests that reach into the database use the same rule.
const state = process.env.E2E_PORT ? `.wrangler/e2e-state-${process.env.E2E_PORT}` : '.wrangler/e2e-state';
rmSync(state, { recursive: true, force: true });
process.env.PORT = process.env.E2E_PORT ?? '8791';
process.env.WRANGLER_PERSIST_TO = state;
process.env.PUBLIC_GA_MEASUREMENT_ID = 'G-E2ETEST000';
// Letters are printed by hand unless a suite asks for the print service's stand-in (playwright.config.ts).
process.env.DISPATCH_PROVIDER ??= 'manual';
// The tests decide the time of every step themselves: no cron in the background.
process.env.LOCAL_CRON = '0';
await import('./start.mjs');
