// A job's payload is JSON in D1: it is checked for its kind when queued and when read back, and a job
// whose stored payload does not fit (an older version wrote it differently, a hand edit) gives up at
// once for the operator instead of running on guessed values or retrying for a day.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { enqueueJob, jobsOfOrder } from '../../functions/db/jobs';
import { drainJobs } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import type { Env } from '../../functions/env';
import { BASE, createOrder } from './fixtures';

const testEnv = env as unknown as Env;

describe('job payloads', () => {
  it('refuses to queue a payload that does not fit its kind', async () => {
    const { orderNumber } = await createOrder();
    const at = new Date().toISOString();
    // A refund of a negative amount, a checkout to expire without its session.
    expect(() => enqueueJob(env.DB, { kind: 'refund', orderNumber, payload: { amountCents: -100 } }, at)).toThrow(
      /invalid refund payload: amountCents/,
    );
    expect(() =>
      enqueueJob(env.DB, { kind: 'expire_checkout', orderNumber, payload: { provider: 'demo' } as never }, at),
    ).toThrow(/invalid expire_checkout payload: sessionId/);
  });

  it('a stored payload that does not fit gives up at once, and a refund that gave up reaches support', async () => {
    const { orderNumber } = await createOrder();
    await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE, { now: new Date() });
    await drainJobs(testEnv, new Date());
    const at = new Date().toISOString();
    await env.DB.prepare(
      `INSERT INTO order_jobs (id, order_number, kind, payload, next_attempt_at, created_at)
       VALUES (?1, ?2, 'refund', '{"amountCents":"alles"}', ?3, ?3)`,
    )
      .bind(`refund:${orderNumber}:broken`, orderNumber, at)
      .run();
    await drainJobs(testEnv, new Date());
    const job = (await jobsOfOrder(env.DB, orderNumber)).find((j) => j.id === `refund:${orderNumber}:broken`)!;
    expect(job).toMatchObject({ status: 'failed', attempts: 1, lastError: 'invalid refund payload: amountCents' });
    const mail = await env.DB.prepare('SELECT subject FROM outbox WHERE id = ?1')
      .bind(`refund:${orderNumber}:broken:failed`)
      .first<string>('subject');
    expect(mail).toBeTruthy();
  });
});
