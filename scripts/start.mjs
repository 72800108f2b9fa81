// `npm start`: build the site, apply the D1 migrations to the local database and serve pages and
// /api/* on one port with wrangler dev (local D1 and R2 in .wrangler/state). Nothing external needed.
import { spawn, spawnSync } from 'node:child_process';
import { ensureDevVars, localBin, npmRun, offlineEnv } from './local-env.mjs';

const port = process.env.PORT ?? '8787';
const persist = process.env.WRANGLER_PERSIST_TO; // e2e tests use their own state folder

function run([command, args, options = {}], stdin = 'inherit') {
  const result = spawnSync(command, args, { stdio: [stdin, 'inherit', 'inherit'], env: offlineEnv, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureDevVars();
if (process.env.SKIP_BUILD !== '1') run(npmRun('build'));
// stdin not a terminal: wrangler treats the run as non-interactive and applies the migrations
// without its "continue? (Y/n)" prompt (the local database is ours to change).
run(
  localBin('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...(persist ? ['--persist-to', persist] : [])]),
  'ignore',
);

const server = spawn(
  ...localBin('wrangler', [
    'dev',
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--show-interactive-dev-session=false',
    ...(persist ? ['--persist-to', persist] : []),
    // DISPATCH_PROVIDER=manual|demo|pingen in the shell overrides .dev.vars (the e2e servers use both).
    ...(process.env.DISPATCH_PROVIDER ? ['--var', `DISPATCH_PROVIDER:${process.env.DISPATCH_PROVIDER}`] : []),
  ]),
  { stdio: 'inherit', env: offlineEnv },
);
console.log(`\n  PunkteBrief läuft auf http://localhost:${port}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
