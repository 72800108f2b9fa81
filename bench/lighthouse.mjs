// Lighthouse (mobile preset, Debian's Chromium) over the main static pages, against the built site
// served by wrangler dev. Usage: npm run build && npm run bench:lighthouse
// Lighthouse is fetched by npx on first use so that it does not weigh on every `npm install`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { offlineEnv } from '../scripts/local-env.mjs';
import { startServer } from './server.mjs';

const PAGES = (process.env.PAGES ?? '/,/faq,/agb').split(',');
mkdirSync('bench/out', { recursive: true });
const { base, stop } = await startServer(8795, 'lighthouse');

function lighthouse(page) {
  const out = `bench/out/lighthouse${page === '/' ? '-home' : page.replace(/\//g, '-')}.json`;
  // Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART): try up to 3 times.
  let run;
  for (let attempt = 0; attempt < 3 && run?.status !== 0; attempt++) {
    run = spawnSync(
      'npx',
      [
        '--yes',
        'lighthouse@13',
        `${base}${page}`,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      {
        env: { ...offlineEnv, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
  if (run.status !== 0) throw new Error(`lighthouse failed for ${page}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id];
  const blocking = audit('render-blocking-insight') ?? audit('render-blocking-resources');
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    blocking: blocking?.details?.items?.length ?? 0,
  };
}

try {
  const RUNS = Number(process.env.RUNS ?? 3);
  console.log(`Median of ${RUNS} runs per page (Lighthouse mobile preset, simulated throttling).\n`);
  console.log('| page | performance | accessibility | LCP | TBT | CLS | render-blocking |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(lighthouse(page));
    const pick = (fn) => median(runs.map(fn));
    console.log(
      `| ${page} | ${pick((r) => r.performance)} | ${pick((r) => r.accessibility)} | ${(pick((r) => r.lcp) / 1000).toFixed(2)} s | ` +
        `${Math.round(pick((r) => r.tbt))} ms | ${pick((r) => r.cls).toFixed(3)} | ${pick((r) => r.blocking)} |`,
    );
  }
} finally {
  stop();
}
