// `npm run dev`: the fastest loop for UI work. Astro's dev server (hot reload) on :4321 with /api
// proxied to the Worker, which wrangler dev runs on :8787 against the local D1/R2 state and the local
// stand-ins of the print service, the mail API and the SMS gateway (on :9787, as for `npm start`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { ensureDevVars, localBin, offlineEnv, readDevVars, withoutSet } from './local-env.mjs';
import { startStandIns, workerVars } from '../stand-ins/server.ts';

ensureDevVars();
mkdirSync('dist', { recursive: true }); // wrangler wants the assets folder to exist
// stdin not a terminal: wrangler applies the migrations without its "continue? (Y/n)" prompt.
spawnSync(...localBin('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local']), {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: offlineEnv,
});

const devVars = readDevVars();
const standIns = await startStandIns({ port: 9787, workerUrl: 'http://127.0.0.1:8787', secrets: devVars, cron: true });
// A provider URL set in .dev.vars (a provider's test system) is left alone; the others point at the stand-ins.
const vars = Object.entries(withoutSet(workerVars(9787), devVars)).flatMap(([name, value]) => [
  '--var',
  `${name}:${value}`,
]);
const children = [
  spawn(
    ...localBin('wrangler', [
      'dev',
      '--port',
      '8787',
      '--ip',
      '127.0.0.1',
      '--show-interactive-dev-session=false',
      '--test-scheduled',
      ...vars,
    ]),
    { stdio: 'inherit', env: offlineEnv },
  ),
  spawn(...localBin('astro', ['dev', '--port', '4321']), { stdio: 'inherit', env: offlineEnv }),
];
const stop = () => {
  standIns.close();
  children.forEach((child) => child.kill('SIGTERM'));
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
