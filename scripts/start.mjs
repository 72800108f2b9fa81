// `npm start`: build the site, apply the D1 migrations to the local database and serve pages and
// /api/* on one port with wrangler dev (local D1 and R2 in .wrangler/state). Nothing external needed:
// the print service, the mail API and the SMS gateway are local stand-ins (stand-ins/server.ts) on
// PORT + 1000, reached through the Worker's real adapters, and the cron runs every 2 minutes as deployed.
import { spawn, spawnSync } from 'node:child_process';
import { ensureDevVars, localBin, npmRun, offlineEnv, readDevVars, withoutSet } from './local-env.mjs';
import { startStandIns, workerVars } from '../stand-ins/server.ts';

const port = Number(process.env.PORT ?? '8787');
const standInPort = Number(process.env.STAND_INS_PORT ?? port + 1000);
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

const workerUrl = `http://127.0.0.1:${port}`;
const devVars = readDevVars();
const standIns = await startStandIns({
  port: standInPort,
  workerUrl,
  secrets: devVars,
  // The e2e servers set their clock themselves (LOCAL_CRON=0).
  cron: process.env.LOCAL_CRON !== '0',
});
// A provider URL set in .dev.vars (a provider's test system) is left alone; the others point at the
// stand-ins. DISPATCH_PROVIDER=manual|pingen in the shell overrides .dev.vars (the e2e servers use both).
const vars = {
  ...withoutSet(workerVars(standInPort), devVars),
  ...(process.env.DISPATCH_PROVIDER ? { DISPATCH_PROVIDER: process.env.DISPATCH_PROVIDER } : {}),
};
const server = spawn(
  ...localBin('wrangler', [
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--show-interactive-dev-session=false',
    '--test-scheduled',
    ...(persist ? ['--persist-to', persist] : []),
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ]),
  { stdio: 'inherit', env: offlineEnv },
);
console.log(`\n  PunkteBrief läuft auf ${workerUrl}`);
console.log(`  Druckerei, Posteingang (E-Mail und SMS): http://127.0.0.1:${standInPort}/\n`);
const stop = (signal) => {
  standIns.close();
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code) => {
  standIns.close();
  process.exit(code ?? 0);
});
