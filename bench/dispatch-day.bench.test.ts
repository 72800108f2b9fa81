// `npm run bench:dispatch`: the 2,000 letters whose dispatch deadline is one Thursday, through the real
// print-service adapter to the print service's stand-in (stand-ins/print-service.ts) inside workerd. Basic orders paid two business days earlier wait for the deadline
// morning; Basic + Express, Plus and Pro are paid between the cut-offs of the day before and the day
// itself. Every payment runs the order's effects as the payment webhook does, and the cron drains the
// queue every 2 minutes of simulated time until no job is left. Every tenth hand-over fails on its
// first attempt (alternately its create call, refused before the print service sees it, and the D1
// batch that records the hand-over after the print service took the letter), so the retry's
// idempotency (the same create call again, with the upload it remembered) is exercised. Prints the figures for bench/RESULTS.md.
//
// Fails if any letter is lost, made twice or handed over twice, a job never finishes, or a letter
// reaches the print service after the cut-off of its deadline day. A second, small run renders letters with full-size ID photos for the time of
// a drain. Orders, uploads and the second person's data are written straight to D1 and R2 (the order
// API is bench:load's); payment → dispatch_letter job → makeLetter → Pingen adapter is the real code.
import { env } from 'cloudflare:test';
import { afterEach, expect, it, vi } from 'vitest';
import type { ExtraId, PlanId } from '../src/domain/catalog';
import { normalizeExtras, priceOf, requiresSecondPerson } from '../src/domain/pricing';
import type { Env } from '../functions/env';
import { jobId } from '../functions/db/jobs';
import { insertOrder, setPartnerOnce } from '../functions/db/orders';
import { addTimeline } from '../functions/db/timeline';
import { sha256Hex } from '../functions/lib/crypto';
import { putEncrypted } from '../functions/services/documents/store';
import { DRAIN_JOB_LIMIT, drainJobs, runOrderEffects } from '../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../functions/services/payments/outcomes';
import { BASE, PARTNER, PERSON, SIGNATURE_PNG, jpegBytes } from '../tests/worker/fixtures';
import { installPrintService, PRINT_SERVICE_SETTINGS } from '../tests/worker/print-service';

afterEach(() => vi.restoreAllMocks());

const ORDERS = 2000;
/** The deadline day, a Thursday: its Basic orders were paid on Tuesday. Berlin is UTC+1 in November. */
const DAY = '2026-11-26';
/** The end of the deadline day in German time. */
const DEADLINE_END = new Date(`${DAY}T23:00:00Z`);
/** The cut-off (14:00 German time), after which a same-day letter is posted the next day. */
const CUTOFF = new Date(`${DAY}T13:00:00Z`);
/** What the wizard's compressor sends for a 12 MP photo (bench:photo) is ≈ 1.2 MB. */
const FULL_PHOTO_BYTES = 1_200_000;
/** Smaller for the day, so its 4,900 photos and 6,000 letter files stay within the local R2's disk and memory. */
const DAY_PHOTO_BYTES = 200 * 1024;
const FULL_PHOTO_LETTERS = 50;
const FAIL_EVERY = 10;
/** The cron's schedule in wrangler.jsonc (every 2 minutes). */
const CRON_MS = 2 * 60_000;
/** drainJobs takes at most this many jobs per run. */
const JOBS_PER_DRAIN = DRAIN_JOB_LIMIT;
/** Of the orders with a second person, every second one's documents arrive an hour after the payment. */
const PARTNER_AFTER_MS = 60 * 60_000;

interface Package {
  name: string;
  plan: PlanId;
  extras: ExtraId[];
  share: number;
  /** Payments that make DAY the deadline: Basic two business days before, same-day products cut-off to cut-off. */
  window: { start: string; berlinHour: number };
}
const TUESDAY = { start: '2026-11-23T23:00:00Z', berlinHour: 0 };
const CUTOFF_TO_CUTOFF = { start: '2026-11-25T13:00:00Z', berlinHour: 14 };
const PACKAGES: Package[] = [
  { name: 'Basic', plan: 'basic', extras: [], share: 0.4, window: TUESDAY },
  { name: 'Basic + Express', plan: 'basic', extras: ['express'], share: 0.15, window: CUTOFF_TO_CUTOFF },
  { name: 'Plus', plan: 'plus', extras: [], share: 0.3, window: CUTOFF_TO_CUTOFF },
  { name: 'Pro', plan: 'pro', extras: [], share: 0.15, window: CUTOFF_TO_CUTOFF },
];
/** Payments per German hour 0–23 (relative): quiet at night, busiest in the evening. */
const HOURLY = [2, 1, 1, 1, 1, 2, 4, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 8, 9, 10, 10, 9, 7, 4];

/** `count` payment times spread over the 24 hours from `window.start` along HOURLY (quantiles, so no randomness). */
function paymentTimes(count: number, window: Package['window']): Date[] {
  const minutes = Array.from({ length: 24 * 60 }, (_, m) => HOURLY[(window.berlinHour + Math.floor(m / 60)) % 24]!);
  const total = minutes.reduce((a, b) => a + b, 0);
  const start = new Date(window.start).getTime();
  const times: Date[] = [];
  let minute = 0;
  let below = 0;
  for (let k = 0; k < count; k++) {
    const q = ((k + 0.5) / count) * total;
    while (below + minutes[minute]! < q) below += minutes[minute++]!;
    times.push(new Date(start + minute * 60_000 + Math.floor(((q - below) / minutes[minute]!) * 60_000)));
  }
  return times;
}

/** A JPEG header pdf-lib accepts, padded with comment segments to `size` bytes (it never decodes the data). */
function photo(size: number): Uint8Array {
  const tail = jpegBytes(2400, 1800).subarray(2);
  const out = new Uint8Array(size);
  out.set([0xff, 0xd8]);
  let at = 2;
  while (size - tail.length - at > 4) {
    const length = Math.min(65_535, size - tail.length - at - 2);
    out.set([0xff, 0xfe, length >> 8, length & 0xff], at);
    crypto.getRandomValues(out.subarray(at + 4, at + 2 + length));
    at += 2 + length;
  }
  out.set(tail, at);
  return out.subarray(0, at + tail.length);
}

const sixLetters = (i: number) =>
  Array.from({ length: 6 }, (_, d) => String.fromCharCode(65 + (Math.floor(i / 26 ** d) % 26))).join('');

interface DayOrder {
  orderNumber: string;
  pkg: Package;
  paidAt: Date;
  /** When the second person's ID copy and signature arrive, if they do. */
  partnerAt: Date | null;
}

/**
 * Writes the orders (awaiting payment) with their ID copies and signatures attached, and returns
 * for each order whose second person completes the statements that record it (run at that time).
 */
async function writeOrders(base: Env, orders: DayOrder[], photoBytes: number) {
  const jpeg = photo(photoBytes);
  const puts: [string, Uint8Array][] = [];
  const upload = (orderNumber: string, kind: string, bytes: Uint8Array, at: string) => {
    const key = `uploads/${crypto.randomUUID()}`;
    puts.push([key, bytes]);
    return base.DB.prepare(
      `INSERT INTO uploads (id, kind, mime, size, sha256, token_hash, object_key, order_number, created_at)
       VALUES (?1, ?2, ?3, ?4, 'bench', 'bench', ?5, ?6, ?7)`,
    ).bind(crypto.randomUUID(), kind, bytes === jpeg ? 'image/jpeg' : 'image/png', bytes.length, key, orderNumber, at);
  };
  const rows: D1PreparedStatement[] = [];
  const partnerRows = new Map<string, D1PreparedStatement[]>();
  for (const o of orders) {
    const created = new Date(o.paidAt.getTime() - 10 * 60_000).toISOString();
    const extras = normalizeExtras(o.pkg.plan, o.pkg.extras);
    rows.push(
      insertOrder(base.DB, {
        orderNumber: o.orderNumber,
        status: 'awaiting_payment',
        statusTokenHash: 'bench',
        plan: o.pkg.plan,
        extras,
        totalCents: priceOf({ plan: o.pkg.plan, extras }).totalCents,
        currency: 'EUR',
        language: 'de',
        customerLanguage: 'de',
        email: PERSON.email,
        personalData: { ...PERSON, birthName: undefined, phone: undefined },
        requiresSecondPerson: requiresSecondPerson({ plan: o.pkg.plan, extras }),
        evidence: {
          ip: '198.51.100.1',
          userAgent: 'bench',
          time: created,
          confirmations: { version: 'x', texts: {}, accepted: {} },
          cookiePreferences: null,
        },
        paymentProvider: 'demo',
        paymentSessionId: `demo_bench_${o.orderNumber}`,
        paymentUrl: null,
        createdAt: created,
      }),
      // Invoice, contract confirmation and confirmation mail are bench:lifecycle's: their job is
      // recorded as done, so the payment's own (same id) is not queued and only letters run here.
      base.DB.prepare(
        `INSERT INTO order_jobs (id, order_number, kind, status, attempts, next_attempt_at, created_at, done_at)
         VALUES (?1, ?2, 'after_paid', 'done', 1, ?3, ?3, ?3)`,
      ).bind(jobId('after_paid', o.orderNumber), o.orderNumber, created),
      upload(o.orderNumber, 'front', jpeg, created),
      upload(o.orderNumber, 'back', jpeg, created),
      upload(o.orderNumber, 'signature', SIGNATURE_PNG, created),
    );
    if (o.partnerAt) {
      const at = o.partnerAt.toISOString();
      partnerRows.set(o.orderNumber, [
        setPartnerOnce(base.DB, o.orderNumber, { partnerData: PARTNER, additionalInfo: '', timestamp: at }, at),
        upload(o.orderNumber, 'partner-front', jpeg, at),
        upload(o.orderNumber, 'partner-back', jpeg, at),
        upload(o.orderNumber, 'partner-signature', SIGNATURE_PNG, at),
        addTimeline(base.DB, o.orderNumber, at, 'partner_documents_complete'),
      ]);
    }
  }
  for (let i = 0; i < rows.length; i += 250) await base.DB.batch(rows.slice(i, i + 250));
  for (let i = 0; i < puts.length; i += 50) {
    await Promise.all(puts.slice(i, i + 50).map(([key, bytes]) => putEncrypted(base, key, bytes)));
  }
  return partnerRows;
}

type Path = 'request' | 'cron';

/**
 * The env the dispatch runs with: the print service's stand-in behind fetch, with the uploads to it and
 * D1 wrapped to inject the failures, to count round trips, and to note when each job ends (its last
 * batch), which gives the time of each letter.
 */
function instrumented(base: Env, failEvery: number | null) {
  const trace = {
    handOverCalls: 0,
    d1: 0,
    d1Statements: 0,
    r2: 0,
    injected: { create: [] as string[], d1: [] as string[] },
    jobs: [] as { path: Path; ms: number; made: boolean; done: boolean }[],
    path: 'request' as Path,
    jobStarted: 0,
    made: false,
  };
  // Hand-overs are numbered in the order they are first tried; every `failEvery`-th fails once.
  const tried = new Map<string, number>();
  const failed = new Set<string>();
  const victim = (letterId: string, step: 'create' | 'd1') => {
    const n = tried.get(letterId);
    if (failEvery === null || n === undefined || failed.has(`${step}:${letterId}`)) return false;
    if (n % failEvery !== (step === 'create' ? 0 : Math.floor(failEvery / 2))) return false;
    failed.add(`${step}:${letterId}`);
    trace.injected[step].push(letterId);
    return true;
  };

  const bound = new WeakMap<D1PreparedStatement, { sql: string; values: unknown[] }>();
  const remember = (statement: D1PreparedStatement, sql: string, values: unknown[]): D1PreparedStatement => {
    bound.set(statement, { sql, values });
    const bind = statement.bind.bind(statement);
    statement.bind = (...next: unknown[]) => remember(bind(...next), sql, next);
    for (const method of ['first', 'all', 'run', 'raw'] as const) {
      const call = (statement[method] as (...a: unknown[]) => Promise<unknown>).bind(statement);
      (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        trace.d1++;
        trace.d1Statements++;
        return call(...args);
      };
    }
    return statement;
  };
  const DB = new Proxy(base.DB, {
    get(target, property) {
      if (property === 'prepare') return (sql: string) => remember(target.prepare(sql), sql, []);
      if (property === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          trace.d1++;
          trace.d1Statements += statements.length;
          const sent = statements.map((s) => bound.get(s) ?? { sql: '', values: [] });
          const handedOver = sent.find((s) => s.sql.includes("SET state = 'handed_over'"));
          if (handedOver && victim(String(handedOver.values[0]), 'd1')) throw new Error('injected D1 failure');
          const result = await target.batch(statements);
          if (sent.some((s) => s.sql.includes('INSERT INTO letters'))) trace.made = true;
          const done = sent.some((s) => s.sql.includes("UPDATE order_jobs SET status = 'done'"));
          if (done || sent.some((s) => s.sql.includes('UPDATE order_jobs SET attempts = attempts + 1'))) {
            const now = performance.now();
            trace.jobs.push({ path: trace.path, ms: now - trace.jobStarted, made: trace.made, done });
            trace.jobStarted = now;
            trace.made = false;
          }
          return result;
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const DOCUMENTS = new Proxy(base.DOCUMENTS, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        trace.r2++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const runEnv = { ...base, DB, DOCUMENTS, ...PRINT_SERVICE_SETTINGS } as unknown as Env;
  const printService = installPrintService(runEnv);
  // A hand-over is known by its create call's Idempotency-Key, our letter id.
  const answer = printService.spy.getMockImplementation()!;
  printService.spy.mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const letterId = request.headers.get('Idempotency-Key');
    if (request.method === 'POST' && letterId) {
      trace.handOverCalls++;
      if (!tried.has(letterId)) tried.set(letterId, tried.size);
      if (victim(letterId, 'create'))
        return new Response('{"errors":[{"status":"400","title":"Injected"}]}', { status: 400 });
    }
    return answer(request);
  });

  /** One drain, timed: the cron's, or the one the payment webhook runs for its order. */
  async function drain(path: Path, now: Date, orderNumber?: string) {
    const counts = { d1: trace.d1, d1Statements: trace.d1Statements, r2: trace.r2, jobs: trace.jobs.length };
    trace.path = path;
    trace.made = false;
    trace.jobStarted = performance.now();
    const started = trace.jobStarted;
    const result = orderNumber ? await runOrderEffects(runEnv, orderNumber, now) : await drainJobs(runEnv, now);
    return {
      at: now,
      ms: performance.now() - started,
      jobs: trace.jobs.length - counts.jobs,
      d1: trace.d1 - counts.d1,
      d1Statements: trace.d1Statements - counts.d1Statements,
      r2: trace.r2 - counts.r2,
      ...result,
    };
  }
  /** Jobs that made their letter and handed it over in one attempt (a retry only hands over). */
  const letterMs = (path: Path) => trace.jobs.filter((j) => j.path === path && j.made && j.done).map((j) => j.ms);
  return { runEnv, trace, drain, letterMs, printService };
}

type Drain = Awaited<ReturnType<ReturnType<typeof instrumented>['drain']>>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const round = (n: number) => Math.round(n * 10) / 10;
const summary = (values: number[]) =>
  values.length ? { median: round(median(values)), mean: round(mean(values)), max: round(Math.max(...values)) } : null;

/** COUNT(*) AS n of a query whose ?1 is the LIKE pattern of one run's order numbers. */
const count = async (sql: string, prefix: string) =>
  (await env.DB.prepare(sql).bind(`${prefix}%`).first<number>('n')) ?? 0;

it(`the ${ORDERS} letters of one deadline day, every ${FAIL_EVERY}th hand-over failing once`, async () => {
  const base = env as unknown as Env;
  const setupStarted = performance.now();
  const prefix = `PK-${Date.now()}-`;
  const orders: DayOrder[] = [];
  for (const pkg of PACKAGES) {
    paymentTimes(Math.round(ORDERS * pkg.share), pkg.window).forEach((paidAt, k) => {
      const withPartner = requiresSecondPerson(pkg) && k % 2 === 0;
      orders.push({
        orderNumber: `${prefix}${sixLetters(orders.length)}`,
        pkg,
        paidAt,
        partnerAt: withPartner ? new Date(paidAt.getTime() + PARTNER_AFTER_MS) : null,
      });
    });
  }
  expect(orders).toHaveLength(ORDERS);
  const partnerRows = await writeOrders(base, orders, DAY_PHOTO_BYTES);
  const setupMs = performance.now() - setupStarted;

  // The simulated days: payments and second persons' documents as they come, the cron every 2 minutes.
  const { runEnv, trace, drain, letterMs, printService } = instrumented(base, FAIL_EVERY);
  type Event = { at: Date; order: DayOrder; kind: 'pay' | 'partner' };
  const events: Event[] = orders.flatMap((order): Event[] => [
    { at: order.paidAt, order, kind: 'pay' },
    ...(order.partnerAt ? [{ at: order.partnerAt, order, kind: 'partner' as const }] : []),
  ]);
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const drains: Drain[] = [];
  let partnerAfterLetter = 0;
  let next = 0;
  let tick = new Date(Math.ceil(events[0]!.at.getTime() / CRON_MS) * CRON_MS);
  const runStarted = performance.now();
  for (;;) {
    for (; next < events.length && events[next]!.at <= tick; next++) {
      const { at, order, kind } = events[next]!;
      if (kind === 'pay') {
        await applyPaymentOutcome(runEnv, order.orderNumber, 'paid', BASE, { now: at });
        await drain('request', at, order.orderNumber);
        continue;
      }
      // Documents that come after the letter was made would go as a letter of their own, not today's.
      const status = await env.DB.prepare('SELECT status FROM orders WHERE order_number = ?1')
        .bind(order.orderNumber)
        .first<string>('status');
      if (status === 'paid') await env.DB.batch(partnerRows.get(order.orderNumber)!);
      else partnerAfterLetter++;
    }
    drains.push(await drain('cron', tick));
    const open = await count(
      "SELECT COUNT(*) AS n FROM order_jobs WHERE status != 'done' AND order_number LIKE ?1",
      prefix,
    );
    // A day later than the deadline, whatever is still open counts as lost.
    if ((next === events.length && !open) || tick.getTime() > DEADLINE_END.getTime() + 24 * 3600_000) break;
    tick = new Date(tick.getTime() + CRON_MS);
  }
  const runMs = performance.now() - runStarted;

  // A retried hand-over gave the print service the stored envelope, byte for byte.
  const retried = [...trace.injected.create, ...trace.injected.d1];
  let retriedFilesDiffering = 0;
  for (const letterId of retried) {
    const letter = await env.DB.prepare('SELECT envelope_sha256 FROM letters WHERE id = ?1')
      .bind(letterId)
      .first<string>('envelope_sha256');
    const received = printService.letters.find((l) => l.idempotencyKey === letterId);
    if (!letter || !received || (await sha256Hex(received.pdf)) !== letter) retriedFilesDiffering++;
  }
  const received = printService.letters.filter((l) => l.fileName.startsWith(`Antrag-${prefix}`));
  const receivedPerOrder = new Map<string, number>();
  for (const l of received) receivedPerOrder.set(l.fileName, (receivedPerOrder.get(l.fileName) ?? 0) + 1);
  const providerIds = new Map(received.map((l) => [l.idempotencyKey, l.id]));
  const ourLetters = (
    await env.DB.prepare('SELECT id, provider_letter_id FROM letters WHERE order_number LIKE ?1')
      .bind(`${prefix}%`)
      .all<{ id: string; provider_letter_id: string | null }>()
  ).results;

  const c = (sql: string) => count(sql, prefix);
  const working = drains.filter((d) => d.jobs > 0);
  const full = working.filter((d) => d.jobs >= JOBS_PER_DRAIN);
  const cronJobs = trace.jobs.filter((j) => j.path === 'cron');
  const handedOverBy = (product: string, until: Date) =>
    c(
      `SELECT COUNT(*) AS n FROM letters WHERE order_number LIKE ?1 AND delivery_product = '${product}'
       AND handed_over_at <= '${until.toISOString()}'`,
    );
  const lastHandOver = async (product: string) =>
    (await env.DB.prepare(
      'SELECT MAX(handed_over_at) AS t FROM letters WHERE delivery_product = ?1 AND order_number LIKE ?2',
    )
      .bind(product, `${prefix}%`)
      .first<string>('t')) ?? '';
  const hours = new Map<string, number>();
  for (const d of working) {
    const hour = d.at.toISOString().slice(0, 13);
    hours.set(hour, (hours.get(hour) ?? 0) + d.jobs);
  }

  const figures = {
    orders: ORDERS,
    packages: Object.fromEntries(PACKAGES.map((p) => [p.name, orders.filter((o) => o.pkg === p).length])),
    ordersWithThisDeadline: await c(
      `SELECT COUNT(*) AS n FROM orders WHERE order_number LIKE ?1 AND dispatch_deadline = '${DAY}'`,
    ),
    lettersMade: await c('SELECT COUNT(*) AS n FROM letters WHERE order_number LIKE ?1'),
    lettersWithSecondPerson: await c(
      "SELECT COUNT(*) AS n FROM letters WHERE order_number LIKE ?1 AND applicants = 'main,partner'",
    ),
    secondPersonAfterLetter: partnerAfterLetter,
    lettersHandedOver: await c(
      "SELECT COUNT(*) AS n FROM letters WHERE order_number LIKE ?1 AND state = 'handed_over'",
    ),
    lettersAtThePrintService: received.length,
    handOverCalls: trace.handOverCalls,
    ordersHandedOverTwice: [...receivedPerOrder.values()].filter((n) => n > 1).length,
    lettersWithoutTheirPrintJob: ourLetters.filter(
      (l) => !l.provider_letter_id || providerIds.get(l.id) !== l.provider_letter_id,
    ).length,
    ordersWithoutLetter: await c(
      `SELECT COUNT(*) AS n FROM orders o WHERE o.order_number LIKE ?1
       AND NOT EXISTS (SELECT 1 FROM letters l WHERE l.order_number = o.order_number)`,
    ),
    ordersWithMoreThanOneLetter: await c(
      `SELECT COUNT(*) AS n FROM (SELECT order_number FROM letters WHERE order_number LIKE ?1
       GROUP BY order_number HAVING COUNT(*) > 1)`,
    ),
    injectedFailures: { create: trace.injected.create.length, d1Batch: trace.injected.d1.length },
    retriedFilesDiffering,
    jobsRetried: await c(
      "SELECT COUNT(*) AS n FROM order_jobs WHERE order_number LIKE ?1 AND kind = 'dispatch_letter' AND attempts > 1",
    ),
    jobsNotDone: await c("SELECT COUNT(*) AS n FROM order_jobs WHERE order_number LIKE ?1 AND status != 'done'"),
    handedOverByDeadline: {
      fast: await handedOverBy('fast', DEADLINE_END),
      cheap: await handedOverBy('cheap', DEADLINE_END),
    },
    handedOverByCutoff: { fast: await handedOverBy('fast', CUTOFF), cheap: await handedOverBy('cheap', CUTOFF) },
    lastHandOver: { fast: await lastHandOver('fast'), cheap: await lastHandOver('cheap') },
    lettersMadeIn: {
      paymentRequest: trace.jobs.filter((j) => j.path === 'request' && j.made).length,
      cron: cronJobs.filter((j) => j.made).length,
    },
    cronJobs: { all: cronJobs.length, retries: cronJobs.filter((j) => !j.made).length },
    cronTicksSimulated: drains.length,
    cronDrainsWithWork: working.length,
    cronDrainsFull: full.length,
    firstAndLastDrainWithWork: [working[0]?.at.toISOString(), working.at(-1)?.at.toISOString()],
    drainMs: { all: summary(working.map((d) => d.ms)), full: summary(full.map((d) => d.ms)) },
    callsPerFullDrain: {
      d1: summary(full.map((d) => d.d1)),
      d1Statements: summary(full.map((d) => d.d1Statements)),
      r2: summary(full.map((d) => d.r2)),
    },
    letterMs: { cron: summary(letterMs('cron')), paymentRequest: summary(letterMs('request')) },
    retryOnlyMs: summary(cronJobs.filter((j) => !j.made && j.done).map((j) => j.ms)),
    cronJobsPerHour: Object.fromEntries(hours),
    photoBytes: DAY_PHOTO_BYTES,
    setupMs: Math.round(setupMs),
    runMs: Math.round(runMs),
  };
  console.log(`dispatch-bench day ${JSON.stringify(figures)}`);

  expect(figures.ordersWithThisDeadline).toBe(ORDERS);
  expect(figures.lettersMade).toBe(ORDERS);
  expect(figures.lettersHandedOver).toBe(ORDERS);
  expect(figures.lettersAtThePrintService).toBe(ORDERS);
  expect(figures.ordersHandedOverTwice).toBe(0);
  expect(figures.lettersWithoutTheirPrintJob).toBe(0);
  expect(figures.ordersWithoutLetter).toBe(0);
  expect(figures.ordersWithMoreThanOneLetter).toBe(0);
  expect(figures.retriedFilesDiffering).toBe(0);
  expect(figures.jobsNotDone).toBe(0);
  expect(retried.length).toBeGreaterThan(0);
  expect(figures.jobsRetried).toBe(retried.length);
  expect(figures.handOverCalls).toBe(ORDERS + retried.length);
  // The day fits: every letter reaches the print service before the cut-off of its deadline day.
  expect(figures.handedOverByCutoff.fast + figures.handedOverByCutoff.cheap).toBe(ORDERS);
}, 900_000);

it(`${FULL_PHOTO_LETTERS} letters with full-size ID photos, drained by the cron`, async () => {
  const base = env as unknown as Env;
  const prefix = `PK-${Date.now()}-`;
  const [basic, plus] = [PACKAGES[0]!, PACKAGES[2]!];
  // Half with a second person whose documents are in, so half the envelopes hold two applications.
  const orders = paymentTimes(FULL_PHOTO_LETTERS, TUESDAY).map((paidAt, i): DayOrder => ({
    orderNumber: `${prefix}${sixLetters(i)}`,
    pkg: i % 2 ? plus : basic,
    paidAt,
    partnerAt: i % 2 ? paidAt : null,
  }));
  const partnerRows = await writeOrders(base, orders, FULL_PHOTO_BYTES);
  const { runEnv, drain, letterMs } = instrumented(base, null);
  for (const order of orders) {
    await applyPaymentOutcome(runEnv, order.orderNumber, 'paid', BASE, { now: order.paidAt });
    const rows = partnerRows.get(order.orderNumber);
    if (rows) await env.DB.batch(rows);
  }
  // Paid on Tuesday (the Plus letters' second person complete at once): all are due by Thursday morning.
  const drains: Drain[] = [];
  for (let at = new Date(`${DAY}T05:00:00Z`); drains.at(-1)?.jobs !== 0; at = new Date(at.getTime() + CRON_MS)) {
    drains.push(await drain('cron', at));
  }
  const working = drains.filter((d) => d.jobs > 0);
  const pagesWithSecondPerson = await env.DB.prepare(
    "SELECT AVG(pages) AS pages FROM letters WHERE order_number LIKE ?1 AND applicants = 'main,partner'",
  )
    .bind(`${prefix}%`)
    .first<number>('pages');
  const figures = {
    letters: await count(
      "SELECT COUNT(*) AS n FROM letters WHERE order_number LIKE ?1 AND state = 'handed_over'",
      prefix,
    ),
    withSecondPerson: await count(
      "SELECT COUNT(*) AS n FROM letters WHERE order_number LIKE ?1 AND applicants = 'main,partner'",
      prefix,
    ),
    pagesWithSecondPerson,
    drains: working.map((d) => ({
      jobs: d.jobs,
      ms: Math.round(d.ms),
      d1: d.d1,
      d1Statements: d.d1Statements,
      r2: d.r2,
    })),
    letterMs: summary(letterMs('cron')),
    photoBytes: FULL_PHOTO_BYTES,
  };
  console.log(`dispatch-bench full-size ${JSON.stringify(figures)}`);
  expect(figures.letters).toBe(FULL_PHOTO_LETTERS);
  expect(working.map((d) => d.jobs)).toEqual([JOBS_PER_DRAIN, FULL_PHOTO_LETTERS - JOBS_PER_DRAIN]);
}, 300_000);
