// The Worker's own CPU time per request, measured in Node: the Worker (functions/index.ts, bundled by esbuild)
// runs on Node's V8 with D1 over Node's SQLite (bench/d1-sqlite.mjs) and R2 in memory. The time SQLite and the
// memory bucket spend is subtracted, because on Cloudflare D1 and R2 run outside the Worker and its CPU time.
// What remains is routing, validation, hashing, encryption, JSON and the D1 client's own work: the figure a
// Worker is billed and limited by. (Locally, wrangler dev runs the Worker, a simulated D1 and R2 and the asset
// router on one thread of one process, so bench/load.mjs can only give an upper bound; workerd reports no CPU
// time per request.) Requests run one after another, so the process's CPU time belongs to the one in flight;
// work the Worker hands to waitUntil is awaited and counted. Usage: npm run bench:worker-cpu
//   ORDERS=300 WARMUP=100 to change the sizes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { createD1 } from './d1-sqlite.mjs';
import { jpeg, orderJson } from './order-request.mjs';

const ORDERS = Number(process.env.ORDERS ?? 300);
const WARMUP = Number(process.env.WARMUP ?? 100);
/** An order's target: CPU of the Worker per request (the median of the measured orders). */
const TARGET_ORDER_CPU_MS = 5;

const cpuMs = (usage) => (usage.user + usage.system) / 1000;

async function bundleWorker() {
  const dir = mkdtempSync(join(os.tmpdir(), 'worker-cpu-'));
  const outfile = join(dir, 'worker.mjs');
  await build({
    entryPoints: ['functions/index.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2024',
    outfile,
    // wrangler.jsonc imports fonts as Data (bytes); only the PDFs use them.
    loader: { '.ttf': 'binary' },
    logLevel: 'error',
  });
  return { outfile, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The R2 bucket in memory, with the time spent in it counted like SQLite's. */
function memoryBucket(stats) {
  const objects = new Map();
  const timed = async (work) => {
    const start = process.cpuUsage();
    try {
      return await work();
    } finally {
      stats.storageCpuMs += cpuMs(process.cpuUsage(start));
    }
  };
  const object = (key, bytes, options = {}) => ({
    key,
    size: bytes.byteLength,
    customMetadata: options.customMetadata ?? {},
    httpMetadata: options.httpMetadata ?? {},
    arrayBuffer: async () => bytes.slice().buffer,
    body: new Blob([bytes]).stream(),
  });
  return {
    put: (key, value, options) =>
      timed(async () => {
        const bytes = new Uint8Array(await new Response(value).arrayBuffer());
        objects.set(key, { bytes, options });
        return object(key, bytes, options);
      }),
    head: (key) =>
      timed(async () => (objects.has(key) ? object(key, objects.get(key).bytes, objects.get(key).options) : null)),
    get: (key) =>
      timed(async () => (objects.has(key) ? object(key, objects.get(key).bytes, objects.get(key).options) : null)),
    delete: (keys) => timed(async () => [keys].flat().forEach((key) => objects.delete(key))),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.floor((p / 100) * (values.length - 1))];

const { outfile, cleanup } = await bundleWorker();
try {
  const { default: worker } = await import(outfile);
  const d1 = createD1('functions/migrations');
  const stats = d1.stats;
  stats.storageCpuMs = 0;
  const env = {
    DB: d1.binding,
    DOCUMENTS: memoryBucket(stats),
    ASSETS: { fetch: async () => new Response('not found', { status: 404 }) },
    ENVIRONMENT: 'development',
    SUPPORT_EMAIL: 'support@example.de',
    DISPATCH_PROVIDER: 'manual',
    PRINT_SERVICE_CUTOFF: '14:00',
    IP_HASH_SALT: 'bench-salt',
    DOCUMENTS_KEY: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64'),
  };
  let client = 0;
  const clientHeader = () => ({ 'CF-Connecting-IP': `10.0.${Math.floor(++client / 250) % 250}.${client % 250}` });

  /** One request through the Worker, with its waitUntil work; the Worker's CPU time and its D1 round trips. */
  async function measured(request) {
    const pending = [];
    const ctx = { waitUntil: (promise) => pending.push(promise), passThroughOnException() {}, props: {} };
    const before = { storage: stats.sqliteCpuMs + stats.storageCpuMs, trips: stats.roundTrips };
    const start = process.cpuUsage();
    const response = await worker.fetch(request, env, ctx);
    const body = await response.text();
    await Promise.all(pending);
    const total = cpuMs(process.cpuUsage(start));
    const storage = stats.sqliteCpuMs + stats.storageCpuMs - before.storage;
    return { response, body, cpu: total - storage, trips: stats.roundTrips - before.trips };
  }

  async function upload(kind) {
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', new File([jpeg()], 'foto.jpg', { type: 'image/jpeg' }));
    const request = new Request('http://localhost/api/uploads', {
      method: 'POST',
      body: form,
      headers: clientHeader(),
    });
    const { response, body } = await measured(request);
    if (response.status !== 201) throw new Error(`upload ${response.status}: ${body}`);
    return JSON.parse(body);
  }

  async function order() {
    const [front, back, signature] = [await upload('front'), await upload('back'), await upload('signature')];
    const request = new Request('http://localhost/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), ...clientHeader() },
      body: orderJson({ front, back, signature }),
    });
    const result = await measured(request);
    if (result.response.status !== 201) throw new Error(`order ${result.response.status}: ${result.body}`);
    return { ...result, created: JSON.parse(result.body) };
  }

  const health = () => measured(new Request('http://localhost/api/health'));
  const status = (created) =>
    measured(
      new Request(`http://localhost/api/orders/${created.orderNumber}`, {
        headers: { 'X-Status-Token': created.statusToken, ...clientHeader() },
      }),
    );

  // Warm-up: V8 compiles the hot paths before anything is measured.
  for (let i = 0; i < WARMUP; i++) {
    await status((await order()).created);
    await health();
  }
  const rows = { health: [], status: [], orders: [] };
  for (let i = 0; i < ORDERS; i++) {
    const placed = await order();
    rows.orders.push(placed);
    rows.status.push(await status(placed.created));
    rows.health.push(await health());
  }

  console.log(
    `Node ${process.version} (V8 ${process.versions.v8}), ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}); ` +
      `${ORDERS} requests each after ${WARMUP} warm-up rounds, one at a time.\n`,
  );
  console.log('| endpoint | D1 round trips | Worker CPU median | p90 | max |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const label = { health: '`GET /api/health`', status: '`GET /api/orders/:n`', orders: '`POST /api/orders`' };
  for (const [kind, results] of Object.entries(rows)) {
    const cpu = results.map((r) => r.cpu);
    console.log(
      `| ${label[kind]} | ${median(results.map((r) => r.trips))} | ${median(cpu).toFixed(2)} ms | ${percentile(cpu, 90).toFixed(2)} ms | ${Math.max(...cpu).toFixed(2)} ms |`,
    );
  }
  const orderCpu = median(rows.orders.map((r) => r.cpu));
  const pass = orderCpu <= TARGET_ORDER_CPU_MS;
  console.log(
    `\nAn order: ${orderCpu.toFixed(2)} ms of the Worker's CPU (target ≤ ${TARGET_ORDER_CPU_MS} ms): ${pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `SQLite and the memory bucket, subtracted: ${((stats.sqliteCpuMs + stats.storageCpuMs) / (WARMUP + ORDERS)).toFixed(2)} ms per round of 3 uploads, an order, a status read and a health check.`,
  );
  process.exitCode = pass ? 0 : 1;
} finally {
  cleanup();
}
