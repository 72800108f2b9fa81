// The operator hears about trouble: each cause, injected, mails OPS_EMAIL at once (once per cause in 6
// hours), naming order numbers and causes, never personal data; a failing cron step alerts and the other
// steps still run; a digest goes out each business morning at 07:00 German time.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/env';
import { jobsOfOrder } from '../../functions/db/jobs';
import { findOrder } from '../../functions/db/orders';
import { runScheduled } from '../../functions/jobs/scheduled';
import { sendMorningDigest } from '../../functions/jobs/operator-watch';
import { forgetPingenTokens } from '../../functions/services/dispatch/pingen';
import { drainOutbox } from '../../functions/services/mails/sender';
import { drainJobs } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome, refundAmountMismatch } from '../../functions/services/payments/outcomes';
import { BASE, createOrder, PERSON } from './fixtures';
import { withFault } from './faults';
import { installPrintService, PRINT_SERVICE_SETTINGS } from './print-service';

const OPS = 'betrieb@punktebrief.test';
const opsEnv = { ...env, OPS_EMAIL: OPS } as unknown as Env;
const HOUR = 3600_000;

afterEach(() => {
  vi.restoreAllMocks();
  forgetPingenTokens();
});

interface AlertRow {
  subject: string;
  body_text: string;
  to_address: string;
  created_at: string;
}

/** The operator's alerts queued since `since`, whose subject mentions `text`. */
const alertsAbout = async (text: string, since = '2000-01-01') =>
  (
    await env.DB.prepare(
      "SELECT subject, body_text, to_address, created_at FROM outbox WHERE kind = 'ops_alert' AND instr(subject, ?1) > 0 AND created_at >= ?2 ORDER BY created_at",
    )
      .bind(text, since)
      .all<AlertRow>()
  ).results;

/** Nothing personal: not the customer's name, address, birth data or e-mail. */
function expectNothingPersonal(alert: AlertRow) {
  for (const value of [PERSON.firstName, PERSON.lastName, PERSON.street, PERSON.birthDate, PERSON.email])
    expect(alert.body_text + alert.subject).not.toContain(value);
}

async function paid(testEnv: Env, overrides: Record<string, unknown> = {}, now = new Date()) {
  const { orderNumber } = await createOrder(overrides);
  await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE, { now });
  return orderNumber;
}

describe('alerts to the operator', () => {
  it('a job that gives up alerts once per cause in 6 hours, to OPS_EMAIL, and again after them', async () => {
    // Refunds that can never run (a payload no version of the code reads): they give up at once.
    const orders = [await paid(opsEnv), await paid(opsEnv), await paid(opsEnv)];
    const broken = (orderNumber: string, at: string) =>
      env.DB.prepare(
        "INSERT INTO order_jobs (id, order_number, kind, status, attempts, payload, next_attempt_at, created_at) VALUES (?1, ?2, 'refund', 'pending', 0, '{\"amountCents\":\"x\"}', ?3, ?3)",
      )
        .bind(`refund:${orderNumber}:broken`, orderNumber, at)
        .run();
    const now = new Date(Date.now() + 24 * HOUR);
    await broken(orders[0]!, now.toISOString());
    await broken(orders[1]!, now.toISOString());
    await drainJobs(opsEnv, now);
    const since = now.toISOString();
    const alerts = await alertsAbout('Schritt aufgegeben: Erstattung', since);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.to_address).toBe(OPS);
    expect(alerts[0]!.subject).toMatch(new RegExp(`\\((${orders[0]}|${orders[1]})\\)`));
    expectNothingPersonal(alerts[0]!);
    // The money itself still needs a person for each order: both refund-failed mails go out.
    const failedMails = await env.DB.prepare(
      "SELECT to_address FROM outbox WHERE kind = 'refund_failed_to_support' AND order_number IN (?1, ?2)",
    )
      .bind(orders[0], orders[1])
      .all<{ to_address: string }>();
    expect(failedMails.results.map((r) => r.to_address)).toEqual([OPS, OPS]);
    // Six hours later the same cause alerts again.
    const later = new Date(now.getTime() + 6 * HOUR + 60_000);
    await broken(orders[2]!, later.toISOString());
    await drainJobs(opsEnv, later);
    expect(await alertsAbout('Schritt aufgegeben: Erstattung', since)).toHaveLength(2);
  });

  it('a mail that gives up after its last try alerts; the alert itself never alerts again', async () => {
    const orderNumber = await paid(opsEnv);
    await drainJobs(opsEnv, new Date());
    const sendingEnv = { ...opsEnv, MAIL_API_URL: 'https://mail.test/emails', MAIL_API_KEY: 'k' } as Env;
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }));
    await env.DB.prepare("UPDATE outbox SET attempts = 6 WHERE order_number = ?1 AND kind = 'order_confirmation'")
      .bind(orderNumber)
      .run();
    const now = new Date(Date.now() + 24 * HOUR);
    await drainOutbox(sendingEnv, now);
    const [alertRow] = await alertsAbout('E-Mail nicht zustellbar: order_confirmation');
    expect(alertRow).toBeDefined();
    expect(alertRow!.body_text).toContain(orderNumber);
    expectNothingPersonal(alertRow!);
  });

  it('a letter the print service refuses, or that comes back, alerts with the order number', async () => {
    const printEnv = { ...opsEnv, ...PRINT_SERVICE_SETTINGS } as unknown as Env;
    const stand = installPrintService(printEnv);
    stand.fail('/deliveries/letters', 422);
    const orderNumber = await paid(printEnv, { plan: 'basic', extras: ['express'] }, new Date('2026-11-24T09:00:00Z'));
    await drainJobs(printEnv, new Date('2026-11-24T09:00:00Z'));
    const [rejected] = await alertsAbout(`Die Druckerei hat den Brief abgelehnt (${orderNumber})`);
    expect(rejected).toBeDefined();
    expectNothingPersonal(rejected!);
  });

  it('letters without news past their posting day alert from the cron', async () => {
    const printEnv = { ...opsEnv, ...PRINT_SERVICE_SETTINGS } as unknown as Env;
    installPrintService(printEnv);
    const orderNumber = await paid(printEnv, { plan: 'basic', extras: ['express'] }, new Date('2026-11-24T09:00:00Z'));
    await drainJobs(printEnv, new Date('2026-11-24T09:00:00Z'));
    expect((await findOrder(env.DB, orderNumber))!.status).toBe('printed');
    // Three days later the print service has said nothing: overdue.
    await runScheduled('*/2 * * * *', new Date('2026-11-27T08:00:00Z'), printEnv).catch(() => undefined);
    const alerts = await alertsAbout('Keine Nachricht der Druckerei');
    expect(alerts.some((a) => a.body_text.includes(orderNumber))).toBe(true);
  });

  it('a payment of another amount goes to OPS_EMAIL', async () => {
    const { orderNumber } = await createOrder();
    await refundAmountMismatch(opsEnv, orderNumber, 1);
    const mail = await env.DB.prepare(
      "SELECT to_address FROM outbox WHERE order_number = ?1 AND kind = 'amount_mismatch_to_support'",
    )
      .bind(orderNumber)
      .first<string>('to_address');
    expect(mail).toBe(OPS);
  });

  it('a service not fully set up alerts from the cron, naming settings, never values', async () => {
    const production = {
      ...opsEnv,
      ENVIRONMENT: 'production',
      SMS_PROVIDER: undefined,
      SMS_API_KEY: undefined,
      PINGEN_API_URL: 'http://127.0.0.1:9787/pingen',
    } as unknown as Env;
    const now = new Date(Date.now() + 30 * 24 * HOUR);
    await runScheduled('*/2 * * * *', now, production).catch(() => undefined);
    const [alertRow] = await alertsAbout('nicht vollständig eingerichtet', now.toISOString());
    expect(alertRow!.body_text).toContain('SMS_PROVIDER');
    expect(alertRow!.body_text).not.toContain('127.0.0.1');
  });

  it('a failing cron step alerts once, and the steps after it still run', async () => {
    const orderNumber = await paid(opsEnv);
    const failing = withFault(opsEnv, { r2: 'delete', times: 100 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const now = new Date(Date.now() + 60 * 24 * HOUR);
    // An upload never attached: due for deletion, the first step's R2 delete fails.
    await env.DB.prepare(
      "INSERT INTO uploads (id, kind, mime, size, sha256, token_hash, object_key, created_at) VALUES (?1, 'front', 'image/jpeg', 1, 'x', 'x', ?2, '2000-01-01T00:00:00.000Z')",
    )
      .bind(crypto.randomUUID(), `uploads/${crypto.randomUUID()}`)
      .run();
    await expect(runScheduled('*/2 * * * *', now, failing)).rejects.toThrow('deleteDueDocuments');
    await expect(runScheduled('*/2 * * * *', new Date(now.getTime() + 60_000), failing)).rejects.toThrow();
    const alerts = await alertsAbout('Schritt „deleteDueDocuments“', now.toISOString());
    expect(alerts).toHaveLength(1);
    // The jobs ran after it: the paid order's after-payment work is done.
    expect((await jobsOfOrder(env.DB, orderNumber)).find((j) => j.kind === 'after_paid')!.status).toBe('done');
  });
});

describe('the morning digest', () => {
  const digests = async (day: string) =>
    env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'ops_digest' AND id = ?1")
      .bind(`digest:${day}`)
      .first<number>('n');

  it('goes out once on a business day from 07:00 German time, not before, not at the weekend', async () => {
    // Monday 30.11.2026 (UTC + 1): 06:59 is too early, 07:00 sends, later runs send nothing more.
    expect(await sendMorningDigest(opsEnv, new Date('2026-11-30T05:59:00Z'))).toBe(false);
    expect(await sendMorningDigest(opsEnv, new Date('2026-11-30T06:00:00Z'))).toBe(true);
    expect(await sendMorningDigest(opsEnv, new Date('2026-11-30T06:02:00Z'))).toBe(false);
    expect(await digests('2026-11-30')).toBe(1);
    // Saturday 28.11.2026: none.
    expect(await sendMorningDigest(opsEnv, new Date('2026-11-28T08:00:00Z'))).toBe(false);
    const mail = await env.DB.prepare("SELECT to_address, body_text FROM outbox WHERE id = 'digest:2026-11-30'").first<{
      to_address: string;
      body_text: string;
    }>();
    expect(mail!.to_address).toBe(OPS);
    expect(mail!.body_text).toMatch(/Heute fällig oder überfällig: \d+ Bestellung/);
  });
});
