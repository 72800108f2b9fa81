// Shared by start/dev/e2e scripts: the environment wrangler needs to run fully offline, and a
// .dev.vars with locally generated secrets so that a fresh clone needs no manual setup.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const offlineEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  ASTRO_TELEMETRY_DISABLED: '1',
};

/**
 * What a local run needs in .dev.vars (which wrangler dev reads over wrangler.jsonc's vars): the
 * development opt-in, and secrets that each get a random value the first time.
 */
const LOCAL_SECRETS = {
  ENVIRONMENT: () => 'development',
  IP_HASH_SALT: () => randomBytes(32).toString('hex'),
  DOCUMENTS_KEY: () => randomBytes(32).toString('base64'),
  // Letters go to the demo print shop (/api/dev/print-shop), which signs its webhooks with this key.
  DISPATCH_PROVIDER: () => 'demo',
  DISPATCH_WEBHOOK_SECRET: () => randomBytes(32).toString('hex'),
};

export function ensureDevVars(path = '.dev.vars') {
  const existing = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const missing = Object.keys(LOCAL_SECRETS).filter((name) => !new RegExp(`^${name}=`, 'm').test(existing));
  if (missing.length === 0) return;
  const lines = missing.map((name) => `${name}=${LOCAL_SECRETS[name]()}`);
  const header = existing
    ? ''
    : '# Local settings and secrets for wrangler dev, written by npm start. Never commit this file.\n';
  writeFileSync(path, `${existing}${header}${lines.join('\n')}\n`);
  console.log(`Created local secrets in ${path}: ${missing.join(', ')}`);
}

/**
 * [command, args] that run the CLI of a locally installed package (wrangler, astro) with this Node:
 * no npx and no shell, so the same call works on Linux, macOS and Windows.
 */
export function localBin(name, args) {
  const manifest = createRequire(import.meta.url).resolve(`${name}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return [process.execPath, [join(dirname(manifest), typeof bin === 'string' ? bin : bin[name]), ...args]];
}

/** [command, args, options] for `npm run <script>`; on Windows npm is npm.cmd, which only a shell runs. */
export function npmRun(script) {
  return process.platform === 'win32' ? [`npm run ${script}`, [], { shell: true }] : ['npm', ['run', script], {}];
}
