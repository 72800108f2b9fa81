// `npm start`: build the site, apply the D1 migrations to the local database and serve pages and
// /api/* on one port with wrangler dev (local D1 and R2 in .wrangler/state). Nothing external needed.
import { spawn, spawnSync } from 'node:child_process';
import { ensureDevVars, offlineEnv } from './local-env.mjs';

const port = process.env.PORT ?? '8787';
const persist = process.env.WRANGLER_PERSIST_TO; // e2e tests use their own state folder

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: offlineEnv });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureDevVars();
if (process.env.SKIP_BUILD !== '1') run('npm', ['run', 'build']);
run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...(persist ? ['--persist-to', persist] : [])]);

const server = spawn(
  'npx',
  ['wrangler', 'dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false', ...(persist ? ['--persist-to', persist] : [])],
  { stdio: 'inherit', env: offlineEnv },
);
console.log(`\n  PunkteBrief läuft auf http://localhost:${port}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
