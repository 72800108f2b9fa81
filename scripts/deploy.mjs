// `npm run deploy [-- --dry-run] [-- --allow-unconfigured] [-- --secrets NAME,…]`: production build,
// configuration check (scripts/deploy-check.mjs), then `wrangler deploy`. It stops before deploying
// when the Worker would run without its secrets, payments, mail or the provider of a benefit on sale.
// `--dry-run` bundles without uploading and, offline, cannot list the deployed secrets: name them with
// --secrets to see the check pass.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { localBin, npmRun, offlineEnv } from './local-env.mjs';
import { allowViteStyleImports } from './vite-style-imports.mjs';

// deploy-check.mjs reads the table of benefits (src/domain), whose imports need Vite's resolution.
allowViteStyleImports();
const { checkDeployment } = await import('./deploy-check.mjs');

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const allowUnconfigured = args.includes('--allow-unconfigured');
const secretsArg = args[args.indexOf('--secrets') + 1];
const named = args.includes('--secrets') && secretsArg ? secretsArg.split(',').filter(Boolean) : null;

/** wrangler.jsonc with its comments and trailing commas removed (JSONC → JSON). */
function readWranglerConfig() {
  const text = readFileSync('wrangler.jsonc', 'utf8')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/,(\s*[}\]])/g, '$1');
  return JSON.parse(text);
}

function deployedSecretNames() {
  if (named) return named;
  if (dryRun) return null;
  const [command, commandArgs] = localBin('wrangler', ['secret', 'list', '--format', 'json']);
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', env: offlineEnv });
  if (result.status !== 0) return null;
  try {
    return JSON.parse(result.stdout).map((secret) => secret.name);
  } catch {
    return null;
  }
}

// The legal texts in force must be archived, or new orders would name a version nobody can show later.
const archived = spawnSync(process.execPath, ['scripts/legal-archive.mjs', '--check'], { stdio: 'inherit' });
if (archived.status !== 0) {
  console.error('Deploy stopped: the AGB or the Datenschutzerklärung changed without `npm run legal:archive`.');
  process.exit(1);
}

const config = readWranglerConfig();
const { refusals, warnings } = checkDeployment({
  vars: config.vars ?? {},
  databaseId: config.d1_databases?.[0]?.database_id ?? '',
  secretNames: deployedSecretNames(),
  allowUnconfigured,
});
for (const warning of warnings) console.warn(`Warnung: ${warning}`);
if (refusals.length) {
  console.error('Deploy stopped before anything was uploaded:');
  for (const refusal of refusals) console.error(`  - ${refusal}`);
  process.exit(1);
}

const [npm, npmArgs, npmOptions] = npmRun('build');
const build = spawnSync(npm, npmArgs, {
  ...npmOptions,
  stdio: 'inherit',
  env: { ...offlineEnv, ENVIRONMENT: 'production' },
});
if (build.status !== 0) process.exit(build.status ?? 1);
const [command, commandArgs] = localBin('wrangler', [
  'deploy',
  ...(dryRun ? ['--dry-run', '--outdir', 'dist-worker'] : []),
]);
const deploy = spawnSync(command, commandArgs, { stdio: 'inherit', env: offlineEnv });
process.exit(deploy.status ?? 1);
