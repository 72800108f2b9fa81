// `npm run documents:rotate -- [--persist-to DIR | --remote [--url https://host]] [--dry-run]`: after a
// change of DOCUMENTS_KEY, re-encrypts with the current key everything still stored under an old one (R2
// objects, operators' TOTP secrets, old values of personal-data changes), then reports the counts. The
// work runs in the Worker, which has R2, D1 and both keys: this script calls its operator-only endpoint
// page by page. Locally it starts its own `wrangler dev` on the local state (keys from .dev.vars:
// DOCUMENTS_KEY and DOCUMENTS_KEY_PREVIOUS); with --remote it calls the deployed Worker.
//
// It signs in as an operator (password and TOTP code, asked here or OPERATOR_EMAIL, OPERATOR_PASSWORD,
// OPERATOR_TOTP) rather than with a maintenance secret of its own: a standing secret that can rewrite
// every document would be one more long-lived credential, without the second factor, the 8-hour session
// and the audit entry under a person's name; Cloudflare Access, when set up, still applies
// (CF_ACCESS_TOKEN from `cloudflared access token --app https://<host>`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline/promises';
import { localBin, offlineEnv } from './local-env.mjs';
import { parseRotateArgs, rotateAll, rotationReport } from './rotation-client.mjs';

const ADMIN_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'punktebrief-admin' };

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `wrangler dev` on the local state, until it answers /api/health. */
async function startLocalWorker(persistTo) {
  // The Worker serves the site's assets too; the API needs none of them.
  if (!existsSync('dist')) mkdirSync('dist');
  const port = await freePort();
  const child = spawn(
    ...localBin('wrangler', [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--show-interactive-dev-session=false',
      ...(persistTo ? ['--persist-to', persistTo] : []),
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'], env: offlineEnv },
  );
  // Its warnings (no cron locally, …) are noise here; they are shown when it does not start.
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`wrangler dev stopped before it answered:\n${errors}`);
    try {
      await fetch(`${origin}/api/health`);
      return { origin, stop: () => child.kill('SIGTERM') };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  child.kill('SIGTERM');
  throw new Error('wrangler dev did not answer within a minute');
}

/** Reads a line without echoing it (the password), when there is a terminal. */
async function ask(question, hidden = false) {
  if (!hidden || !process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(question);
    rl.close();
    return answer.trim();
  }
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  process.stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk) => {
      for (const char of chunk) {
        if (char === '\u0003') process.exit(130);
        if (char === '\r' || char === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        value = char === '\u007f' ? value.slice(0, -1) : value + char;
      }
    };
    process.stdin.on('data', onData);
  });
}

async function logIn(origin, extraHeaders) {
  const email = process.env.OPERATOR_EMAIL || (await ask('Operator e-mail: '));
  const password = process.env.OPERATOR_PASSWORD || (await ask('Password: ', true));
  const totp = process.env.OPERATOR_TOTP || (await ask('Code from the authenticator app: '));
  const res = await fetch(`${origin}/api/admin/session`, {
    method: 'POST',
    headers: { ...ADMIN_HEADERS, ...extraHeaders },
    body: JSON.stringify({ email, password, totp }),
  });
  if (!res.ok)
    throw new Error(`login failed (${res.status}): ${(await res.json().catch(() => null))?.error?.message ?? ''}`);
  return res.headers.get('set-cookie').split(';')[0];
}

const site = JSON.parse(readFileSync('content/site.json', 'utf8'));
let options;
try {
  options = parseRotateArgs(process.argv.slice(2), site.host);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const worker =
  options.target === 'remote' ? { origin: options.url, stop: () => {} } : await startLocalWorker(options.persistTo);
try {
  const access = process.env.CF_ACCESS_TOKEN ? { 'cf-access-token': process.env.CF_ACCESS_TOKEN } : {};
  const cookie = await logIn(worker.origin, access);
  const headers = { ...ADMIN_HEADERS, ...access, Cookie: cookie };
  const totals = await rotateAll(
    async (body) => {
      const res = await fetch(`${worker.origin}/api/admin/maintenance/rotate-documents`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      const answer = await res.json().catch(() => null);
      if (!res.ok) throw new Error(`rotation page failed (${res.status}): ${answer?.error?.message ?? ''}`);
      return answer;
    },
    {
      dryRun: options.dryRun,
      limit: options.limit,
      onPage: (page) => process.stdout.write(`${page.phase}: ${page.counts.scanned} scanned\n`),
    },
  );
  await fetch(`${worker.origin}/api/admin/session`, { method: 'DELETE', headers });
  console.log(['', ...rotationReport(totals, options.dryRun)].join('\n'));
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  worker.stop();
}
