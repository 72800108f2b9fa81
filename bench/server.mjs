// Starts the built site with wrangler dev on its own port and empty local state, for the benchmarks.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { offlineEnv } from '../scripts/local-env.mjs';

/** Returns the base URL, the server's process id and a stop function once /api/health answers. */
export async function startServer(port, name) {
  const state = `.wrangler/bench-${name}-state`;
  rmSync(state, { recursive: true, force: true });
  const server = spawn('node', ['scripts/start.mjs'], {
    env: { ...offlineEnv, PORT: String(port), SKIP_BUILD: '1', WRANGLER_PERSIST_TO: state },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => process.kill(-server.pid, 'SIGTERM');
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, state, stop, pid: server.pid };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('server did not start');
}
