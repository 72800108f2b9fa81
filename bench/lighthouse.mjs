// Lighthouse (mobile preset, Debian's Chromium) over the main static pages, against the built site
// served by wrangler dev. Usage: npm run build && npm run bench:lighthouse
// Lighthouse is fetched by npx on first use so that it does not weigh on every `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { offlineEnv } from '../scripts/local-env.mjs';

const PORT = 8795;
const PAGES = (process.env.PAGES ?? '/,/faq,/agb').split(',');
const base = `http://127.0.0.1:${PORT}`;
mkdirSync('bench/out', { recursive: true });

const server = spawn('node', ['scripts/start.mjs'], {
  env: { ...offlineEnv, PORT: String(PORT), SKIP_BUILD: '1', WRANGLER_PERSIST_TO: '.wrangler/bench-state' },
  stdio: 'ignore',
  detached: true,
});
const stop = () => process.kill(-server.pid, 'SIGTERM');

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

try {
  await waitForServer();
  console.log('| page | performance | accessibility | LCP | TBT | CLS | render-blocking |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const page of PAGES) {
    const out = `bench/out/lighthouse${page === '/' ? '-home' : page.replace(/\//g, '-')}.json`;
    const run = spawnSync(
      'npx',
      [
        '--yes', 'lighthouse@13', `${base}${page}`, '--quiet', '--output=json', `--output-path=${out}`,
        '--only-categories=performance,accessibility',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      { env: { ...offlineEnv, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed for ${page}`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const audit = (id) => report.audits[id];
    const blocking = audit('render-blocking-insight') ?? audit('render-blocking-resources');
    console.log(
      `| ${page} | ${Math.round(report.categories.performance.score * 100)} | ${Math.round(report.categories.accessibility.score * 100)} | ` +
        `${(audit('largest-contentful-paint').numericValue / 1000).toFixed(2)} s | ${Math.round(audit('total-blocking-time').numericValue)} ms | ` +
        `${audit('cumulative-layout-shift').numericValue.toFixed(3)} | ${blocking?.details?.items?.length ?? 0} |`,
    );
  }
} finally {
  stop();
}
