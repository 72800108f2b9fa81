// Load test of the order API against wrangler dev on loopback (bounded in count and time):
//   1. GET /api/health as the baseline, 2. POST /api/uploads, 3. POST /api/orders, each at 20 concurrent;
//   4. 200 concurrent order submissions, each sent twice at once and retried until answered:
//      every client must end with an order, and no key may produce two orders;
//   5. the upload of a 10 MB file.
// Usage: npm run build && npm run bench:load   (ORDERS=300 CONCURRENCY=20 to change the sizes)
import { spawnSync } from 'node:child_process';
import { offlineEnv } from '../scripts/local-env.mjs';
import { startServer } from './server.mjs';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const ORDERS = Number(process.env.ORDERS ?? 300);
const DEADLINE = Date.now() + 10 * 60_000; // never run longer than 10 minutes
const { base, state, stop } = await startServer(8796, 'load');

// Every request looks like its own client, so the per-IP rate limits measure nothing here.
const clientHeader = () => ({
  'CF-Connecting-IP': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

function jpeg(size = 41) {
  const head = [
    0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 17, 8, 0x03,
    0xe8, 0x06, 0x40, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ];
  const bytes = new Uint8Array(Math.max(size, head.length + 2));
  bytes.set(head);
  bytes.set([0xff, 0xd9], bytes.length - 2);
  return bytes;
}

/** Runs `count` calls of `task` with `concurrency` in flight; returns latencies (ms) and requests/s. */
async function run(count, task, concurrency = CONCURRENCY) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && Date.now() < DEADLINE) {
        const i = next++;
        const t0 = performance.now();
        await task(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { count: latencies.length, rps: latencies.length / seconds, p50: pct(50), p99: pct(99) };
}

async function upload(kind, bytes = jpeg()) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([bytes], 'foto.jpg', { type: 'image/jpeg' }));
  const res = await fetch(`${base}/api/uploads`, { method: 'POST', body: form, headers: clientHeader() });
  if (res.status !== 201) throw new Error(`upload ${res.status}: ${await res.text()}`);
  return res.json();
}

async function orderBody() {
  const [front, back, signature] = await Promise.all([upload('front'), upload('back'), upload('signature')]);
  return JSON.stringify({
    personalData: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      birthDate: '12.08.1964',
      birthPlace: 'Berlin',
      street: 'Heidestraße',
      houseNumber: '17',
      postalCode: '51147',
      city: 'Köln',
      email: 'erika@example.de',
    },
    uploads: {
      front: { id: front.id, token: front.token },
      back: { id: back.id, token: back.token },
      signature: { id: signature.id, token: signature.token },
    },
    confirmations: { agb: true, privacy: true, noWithdrawal: true },
    isOwnId: true,
    plan: 'plus',
    extras: [],
    language: 'de',
  });
}

function postOrder(body, key) {
  return fetch(`${base}/api/orders`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...clientHeader() },
  });
}

/** Like the wizard: keep the key, retry on 409 "in progress", 5xx and network errors. */
async function submitWithRetries(body, key) {
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      const res = await postOrder(body, key);
      if (res.status === 201) return (await res.json()).orderNumber;
      if (res.status !== 409 && res.status < 500) throw new Error(`order ${res.status}: ${await res.text()}`);
    } catch (error) {
      if (String(error).includes('order 4')) throw error;
    }
    await new Promise((r) => setTimeout(r, 100 + attempt * 50));
  }
  return null;
}

const fmt = (r) => `${r.count} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms`;

try {
  await run(200, () => fetch(`${base}/api/health`).then((r) => r.arrayBuffer())); // warm-up
  const health = await run(2000, () => fetch(`${base}/api/health`).then((r) => r.arrayBuffer()));
  const uploads = await run(600, () => upload('front'));
  const bodies = [];
  for (let i = 0; i < ORDERS; i++) bodies.push(await orderBody());
  const orders = await run(ORDERS, async (i) => {
    const res = await postOrder(bodies[i], crypto.randomUUID());
    if (res.status !== 201) throw new Error(`order ${res.status}`);
    await res.arrayBuffer();
  });

  console.log(`Concurrency ${CONCURRENCY}, wrangler dev on loopback.\n`);
  console.log('| endpoint | requests | requests/s | p50 | p99 |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| GET /api/health | ${fmt(health)} |`);
  console.log(`| POST /api/uploads (small JPEG) | ${fmt(uploads)} |`);
  console.log(`| POST /api/orders | ${fmt(orders)} |`);
  console.log(
    `\nOrders reach ${((orders.rps / health.rps) * 100).toFixed(0)} % of the health endpoint's requests/s.\n`,
  );

  // 200 concurrent submissions, each sent twice at once (a double click) and retried until answered.
  const clients = await Promise.all(
    Array.from({ length: 200 }, async () => ({ body: await orderBody(), key: crypto.randomUUID() })),
  );
  const results = await Promise.all(
    clients.map(async ({ body, key }) => {
      const [a, b] = await Promise.all([submitWithRetries(body, key), submitWithRetries(body, key)]);
      return { a, b };
    }),
  );
  const lost = results.filter((r) => !r.a || !r.b).length;
  const split = results.filter((r) => r.a && r.b && r.a !== r.b).length;
  const query = spawnSync(
    'npx',
    [
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      state,
      '--json',
      '--command',
      "SELECT COUNT(*) AS n FROM orders WHERE status = 'awaiting_payment'",
    ],
    { env: offlineEnv, encoding: 'utf8' },
  );
  const stored = JSON.parse(query.stdout)[0].results[0].n;
  console.log(
    `200 concurrent submissions, each sent twice and retried: ${lost} lost, ${split} keys answered with two different orders, ${stored - ORDERS} orders stored for 200 clients.\n`,
  );

  const big = jpeg(10_485_760);
  const bigUpload = await run(5, () => upload('front', big), 1);
  console.log(`Upload of a 10 MB file (encrypt + R2 + D1), median of 5: ${bigUpload.p50.toFixed(0)} ms.`);
} finally {
  stop();
}
