// `npm run dev`: the fastest loop for UI work. Astro's dev server (hot reload) on :4321 with /api
// proxied to the Worker, which wrangler dev runs on :8787 against the local D1/R2 state.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { ensureDevVars, localBin, offlineEnv } from './local-env.mjs';

ensureDevVars();
mkdirSync('dist', { recursive: true }); // wrangler wants the assets folder to exist
// stdin not a terminal: wrangler applies the migrations without its "continue? (Y/n)" prompt.
spawnSync(...localBin('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local']), {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: offlineEnv,
});

const children = [
  spawn(
    ...localBin('wrangler', ['dev', '--port', '8787', '--ip', '127.0.0.1', '--show-interactive-dev-session=false']),
    { stdio: 'inherit', env: offlineEnv },
  ),
  spawn(...localBin('astro', ['dev', '--port', '4321']), { stdio: 'inherit', env: offlineEnv }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
