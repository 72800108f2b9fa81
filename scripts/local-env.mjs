// Shared by start/dev/e2e scripts: the environment wrangler needs to run fully offline, and a
// .dev.vars with locally generated secrets so that a fresh clone needs no manual setup.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const offlineEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  ASTRO_TELEMETRY_DISABLED: '1',
};

const secret = () => randomBytes(32).toString('hex');

/**
 * What a local run needs in .dev.vars (which wrangler dev reads over wrangler.jsonc's vars): the
 * development opt-in, and secrets that each get a random value the first time. The providers are the
 * local stand-ins (stand-ins/server.ts), which accept exactly these credentials and sign their webhooks
 * with these keys; their URLs come from the scripts (`--var`), since the port may differ.
 */
const LOCAL_SECRETS = {
  ENVIRONMENT: () => 'development',
  IP_HASH_SALT: secret,
  DOCUMENTS_KEY: () => randomBytes(32).toString('base64'),
  DISPATCH_PROVIDER: () => 'pingen',
  PINGEN_CLIENT_ID: secret,
  PINGEN_CLIENT_SECRET: secret,
  PINGEN_ORGANISATION_ID: () => randomUUID(),
  DISPATCH_WEBHOOK_SECRET: secret,
  // The stand-in print service takes letters until 14:30, half an hour after the site's cut-off.
  PRINT_SERVICE_CUTOFF: () => '14:30',
  MAIL_API_KEY: secret,
  SMS_PROVIDER: () => 'seven',
  SMS_API_KEY: secret,
  SMS_WEBHOOK_SECRET: secret,
};

/** .dev.vars as name → value. */
export function readDevVars(path = '.dev.vars') {
  if (!existsSync(path)) return {};
  const vars = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) vars[match[1]] = match[2];
  }
  return vars;
}

/** The settings of `vars` that `devVars` does not set already. */
export function withoutSet(vars, devVars) {
  return Object.fromEntries(Object.entries(vars).filter(([name]) => !devVars[name]));
}

export function ensureDevVars(path = '.dev.vars') {
  // The demo print shop is gone: a .dev.vars from before sends letters to the print service's stand-in.
  const existing = existsSync(path) ? readFileSync(path, 'utf8').replace(/^DISPATCH_PROVIDER=demo$/m, '') : '';
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
