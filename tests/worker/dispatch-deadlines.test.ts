// The same-day promise against the clock: a payment at the last second before the site's cut-off reaches
// the print service before its own cut-off; one at the cut-off is promised the next business day; a
// letter waiting for the second person leaves the moment their documents are in, and at the latest half
// an hour before the print service's cut-off; a cut-off without margin is named before anything is sold.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/env';
import worker from '../../functions/index';
import { jobsOfOrder } from '../../functions/db/jobs';
import { lettersOfOrder } from '../../functions/db/letters';
import { findOrder } from '../../functions/db/orders';
import { forgetPingenTokens } from '../../functions/services/dispatch/pingen';
import { drainJobs, runOrderEffects } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { submitPartnerDocuments } from '../../functions/services/second-person/submit';
import { expectedPostingDay } from '../../src/domain/dispatch';
import { BASE, PARTNER, SIGNATURE_PNG, createOrder, mailedPartnerToken, upload } from './fixtures';
import { installPrintService, PRINT_SERVICE_SETTINGS } from './print-service';

const printEnv = { ...env, ...PRINT_SERVICE_SETTINGS } as unknown as Env;
const PRINT_CUTOFF = PRINT_SERVICE_SETTINGS.PRINT_SERVICE_CUTOFF;

afterEach(() => {
  vi.restoreAllMocks();
  forgetPingenTokens();
});

const order = async (orderNumber: string) => (await findOrder(env.DB, orderNumber))!;

/** Pays at `paidAt` and runs what the payment queued `secondsLater`, with the print service's clock there too. */
async function payAndDispatch(plan: 'basic' | 'plus', extras: string[], paidAt: Date, secondsLater = 3) {
  const effectsAt = new Date(paidAt.getTime() + secondsLater * 1000);
  const stand = installPrintService(printEnv, { now: () => effectsAt });
  const { orderNumber } = await createOrder({ plan, extras });
  await applyPaymentOutcome(printEnv, orderNumber, 'paid', BASE, { now: paidAt });
  await runOrderEffects(printEnv, orderNumber, effectsAt);
  return { orderNumber, stand };
}

describe('paid at the last second before the cut-off', () => {
  it.each([
    ['Basic with Express', 'basic', ['express']],
    ['Plus (its wait for a second person ended at 11:00)', 'plus', []],
  ] as const)(
    '%s at 13:59:59 on a business day is at the print service before its cut-off',
    async (_l, plan, extras) => {
      // Tuesday 24.11.2026, 13:59:59 German time (UTC + 1).
      const { orderNumber, stand } = await payAndDispatch(plan, [...extras], new Date('2026-11-24T12:59:59Z'));
      expect((await order(orderNumber)).dispatchDeadline).toBe('2026-11-24');
      expect(stand.letters).toHaveLength(1);
      const receivedAt = new Date(stand.letters[0]!.receivedAt);
      expect(expectedPostingDay(receivedAt, PRINT_CUTOFF)).toBe('2026-11-24');
      const [letter] = await lettersOfOrder(env.DB, orderNumber);
      expect(letter).toMatchObject({ state: 'handed_over', deliveryProduct: 'fast' });
    },
  );

  it('at 14:00:00 it is promised the next business day, in the order and in the confirmation', async () => {
    const { orderNumber } = await payAndDispatch('basic', ['express'], new Date('2026-11-24T13:00:00Z'));
    expect((await order(orderNumber)).dispatchDeadline).toBe('2026-11-25');
    const mail = await env.DB.prepare(
      "SELECT body_text FROM outbox WHERE kind = 'order_confirmation' AND order_number = ?1",
    )
      .bind(orderNumber)
      .first<string>('body_text');
    expect(mail).toContain('spätestens am: 25.11.2026');
  });
});

describe('a letter waiting for the second person', () => {
  it('leaves the moment their documents are in, with both applications', async () => {
    // Paid Tuesday 9:00 German time: the letter would wait until 11:00 for the second person.
    const paidAt = new Date('2026-11-24T08:00:00Z');
    const stand = installPrintService(printEnv);
    const created = await createOrder({ plan: 'plus' });
    await applyPaymentOutcome(printEnv, created.orderNumber, 'paid', BASE, { now: paidAt });
    await runOrderEffects(printEnv, created.orderNumber, paidAt);
    const job = (await jobsOfOrder(env.DB, created.orderNumber)).find((j) => j.kind === 'dispatch_letter')!;
    expect(job.nextAttemptAt).toBe('2026-11-24T10:00:00.000Z');

    const documentsAt = new Date('2026-11-24T08:30:00Z');
    const partner = await SELF.fetch(`${BASE}/api/orders/${created.orderNumber}/partner`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        originalOrderNumber: created.orderNumber,
        statusToken: created.statusToken,
        extendedData: { partnerData: PARTNER, additionalInfo: '', timestamp: documentsAt.toISOString() },
      }),
    });
    expect(partner.status).toBe(200);
    const [front, back, signature] = await Promise.all([
      upload('partner-front'),
      upload('partner-back'),
      upload('partner-signature', SIGNATURE_PNG),
    ]);
    const refs = (u: { id: string; token: string }) => ({ id: u.id, token: u.token });
    await submitPartnerDocuments(
      printEnv,
      created.orderNumber,
      {
        token: await mailedPartnerToken(created.orderNumber),
        uploads: { front: refs(front), back: refs(back), signature: refs(signature) },
      },
      documentsAt,
    );
    await runOrderEffects(printEnv, created.orderNumber, documentsAt);
    const [letter] = await lettersOfOrder(env.DB, created.orderNumber);
    expect(letter).toMatchObject({ applicants: ['main', 'partner'], state: 'handed_over' });
    expect(letter!.handedOverAt).toBe(documentsAt.toISOString());
    expect(stand.letters).toHaveLength(1);
  });

  it('without them it goes alone half an hour before an early print-service cut-off', async () => {
    // A print service that takes letters until 10:30 German time: the wait ends at 10:00 (09:00 UTC), not 11:00.
    const early = { ...printEnv, PRINT_SERVICE_CUTOFF: '10:30' } as Env;
    const paidAt = new Date('2026-11-24T07:00:00Z');
    installPrintService(early);
    const { orderNumber } = await createOrder({ plan: 'plus' });
    await applyPaymentOutcome(early, orderNumber, 'paid', BASE, { now: paidAt });
    await runOrderEffects(early, orderNumber, paidAt);
    const job = (await jobsOfOrder(env.DB, orderNumber)).find((j) => j.kind === 'dispatch_letter')!;
    expect(job.nextAttemptAt).toBe('2026-11-24T09:00:00.000Z');
    await drainJobs(early, new Date('2026-11-24T09:02:00Z'));
    const [letter] = await lettersOfOrder(env.DB, orderNumber);
    expect(letter).toMatchObject({ applicants: ['main'], state: 'handed_over' });
    expect(expectedPostingDay(new Date(letter!.handedOverAt!), '10:30')).toBe('2026-11-24');
  });
});

describe('a cut-off without margin', () => {
  async function health(overrides: Record<string, string | undefined>) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${BASE}/api/health`), { ...printEnv, ...overrides } as Env, ctx);
    await waitOnExecutionContext(ctx);
    return res.json<{ invalid?: string[] }>();
  }

  it('/api/health names a print-service cut-off equal to the site’s, or unset, and not one 15 minutes later', async () => {
    expect((await health({ PRINT_SERVICE_CUTOFF: '14:00' })).invalid?.join()).toMatch(/PRINT_SERVICE_CUTOFF/);
    expect((await health({ PRINT_SERVICE_CUTOFF: undefined })).invalid?.join()).toMatch(/PRINT_SERVICE_CUTOFF/);
    expect((await health({ PRINT_SERVICE_CUTOFF: '14:14' })).invalid?.join()).toMatch(/PRINT_SERVICE_CUTOFF/);
    expect((await health({ PRINT_SERVICE_CUTOFF: '14:15' })).invalid?.join() ?? '').not.toMatch(/PRINT_SERVICE_CUTOFF/);
    // Printed by hand, the print service's cut-off does not matter.
    expect(
      (await health({ PRINT_SERVICE_CUTOFF: '14:00', DISPATCH_PROVIDER: 'manual' })).invalid?.join() ?? '',
    ).not.toMatch(/PRINT_SERVICE_CUTOFF/);
  });
});
