// Support deadlines that are real: a contact message gets its
// answer deadline once, on receipt, and Pro priority (6 service hours) only when it comes from the own
// e-mail address of a paid Pro order; the back office counts down to each deadline, and "Heute" counts
// down to each Pro order's hand-over to the print service (2 hours from payment).
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/env';
import { inbox, todaySummary } from '../../functions/services/back-office/day';
import { receiveContactMessage } from '../../functions/services/contact/messages';
import { drainJobs } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { BASE, createOrder, PERSON } from './fixtures';
import { installPrintService, PRINT_SERVICE_SETTINGS } from './print-service';

afterEach(() => vi.restoreAllMocks());

/** Friday 27 November 2026, 17:00 German time (winter time, UTC+1). */
const FRIDAY_1700 = new Date('2026-11-27T16:00:00Z');
/** 1 service hour on Friday and 5 on Saturday from 10:00: Saturday 15:00. */
const PRIORITY_DUE = '2026-11-28T14:00:00.000Z';
/** 24 hours: Saturday 17:00. */
const STANDARD_DUE = '2026-11-28T16:00:00.000Z';

async function paidOrder(plan: 'basic' | 'plus' | 'pro', email: string, paidAt = new Date('2026-11-27T09:00:00Z')) {
  const { orderNumber } = await createOrder({ plan, personalData: { ...PERSON, email } });
  await applyPaymentOutcome(env, orderNumber, 'paid', BASE, { now: paidAt });
  return orderNumber;
}

function contactFrom(email: string, orderNumber?: string) {
  return receiveContactMessage(
    env,
    { name: 'Erika Frage', email, orderNumber, subject: 'Frage zur Bestellung', message: 'Wann geht mein Brief raus?' },
    FRIDAY_1700,
  );
}

describe('the answer deadline of a contact message', () => {
  it('is 6 service hours for a Pro order’s message from its own address, with or without its number', async () => {
    const pro = await paidOrder('pro', 'eigene.adresse@example.de');
    expect(await contactFrom('Eigene.Adresse@example.de', pro)).toMatchObject({
      tier: 'priority',
      dueAt: PRIORITY_DUE,
    });
    expect(await contactFrom('eigene.adresse@example.de')).toMatchObject({ tier: 'priority', dueAt: PRIORITY_DUE });
  });

  it('is the standard deadline when a stranger types a Pro order’s number', async () => {
    const pro = await paidOrder('pro', 'pro.inhaber@example.de');
    const { id, ...deadline } = await contactFrom('fremder@example.de', pro);
    expect(deadline).toEqual({ tier: 'standard', dueAt: STANDARD_DUE });
    // The back office still shows the order named, and that the sender is not its address.
    const entry = (await inbox(env as Env, 'open', FRIDAY_1700)).find((m) => m.id === id)!;
    expect(entry).toMatchObject({ orderNumber: pro, senderIsOrderEmail: false, tier: 'standard' });
  });

  it('is the standard deadline for a Basic order, an unpaid Pro order, and a Pro customer asking about a Basic order', async () => {
    const basic = await paidOrder('basic', 'basis@example.de');
    expect(await contactFrom('basis@example.de', basic)).toMatchObject({ tier: 'standard', dueAt: STANDARD_DUE });
    expect(await contactFrom('basis@example.de')).toMatchObject({ tier: 'standard' });

    const { orderNumber: unpaid } = await createOrder({
      plan: 'pro',
      personalData: { ...PERSON, email: 'offen@example.de' },
    });
    expect(await contactFrom('offen@example.de', unpaid)).toMatchObject({ tier: 'standard' });

    const both = 'beides@example.de';
    const ownBasic = await paidOrder('basic', both);
    await paidOrder('pro', both);
    expect(await contactFrom(both, ownBasic)).toMatchObject({ tier: 'standard' });
    expect(await contactFrom(both)).toMatchObject({ tier: 'priority' });
  });

  it('is stored with the message: the inbox sorts by it and names the time left', async () => {
    const pro = await paidOrder('pro', 'sortiert.pro@example.de');
    const standard = await contactFrom('sortiert.standard@example.de');
    const priority = await contactFrom('sortiert.pro@example.de', pro);
    const row = await env.DB.prepare('SELECT reply_tier, reply_due_at FROM contact_messages WHERE id = ?1')
      .bind(priority.id)
      .first();
    expect(row).toEqual({ reply_tier: 'priority', reply_due_at: PRIORITY_DUE });

    // Saturday 11:40 German time.
    const open = await inbox(env as Env, 'open', new Date('2026-11-28T10:40:00Z'));
    const ids = open.map((m) => m.id);
    expect(ids.indexOf(priority.id)).toBeLessThan(ids.indexOf(standard.id));
    expect(open.map((m) => m.answerBy)).toEqual(open.map((m) => m.answerBy).sort());
    expect(open.find((m) => m.id === priority.id)).toMatchObject({
      answerBy: PRIORITY_DUE,
      late: false,
      timeLeft: 'noch 3 Std. 20 Min.',
      senderIsOrderEmail: true,
    });
    const later = await inbox(env as Env, 'open', new Date('2026-11-28T15:05:00Z'));
    expect(later.find((m) => m.id === priority.id)).toMatchObject({
      late: true,
      timeLeft: 'überfällig seit 1 Std. 5 Min.',
    });
    expect(later.find((m) => m.id === standard.id)).toMatchObject({ late: false, timeLeft: 'noch 55 Min.' });
  });
});

describe('"Heute": Pro orders before their hand-over', () => {
  /** Monday 30 November 2026, 10:00 German time: to be handed over by 12:00. */
  const MONDAY_1000 = new Date('2026-11-30T09:00:00Z');

  it('names the time left for a Pro order waiting for the print service, and lists no Basic order', async () => {
    const pro = await paidOrder('pro', 'heute.pro@example.de', MONDAY_1000);
    const basic = await paidOrder('basic', 'heute.basic@example.de', MONDAY_1000);
    const at = async (instant: string) => (await todaySummary(env as Env, new Date(instant))).proHandOvers;

    const before = await at('2026-11-30T09:25:00Z');
    expect(before.find((p) => p.orderNumber === pro)).toEqual({
      orderNumber: pro,
      paidAt: MONDAY_1000.toISOString(),
      status: 'paid',
      handOverBy: '2026-11-30T11:00:00.000Z',
      late: false,
      timeLeft: 'Pro: noch 1 Std. 35 Min.',
    });
    expect(before.map((p) => p.orderNumber)).not.toContain(basic);
    expect((await at('2026-11-30T11:30:00Z')).find((p) => p.orderNumber === pro)).toMatchObject({
      late: true,
      timeLeft: 'Pro: überfällig',
    });
  });

  it('drops a Pro order once its letter is with the print service', async () => {
    const printEnv = { ...env, ...PRINT_SERVICE_SETTINGS } as unknown as Env;
    installPrintService(printEnv);
    const { orderNumber } = await createOrder({
      plan: 'pro',
      personalData: { ...PERSON, email: 'gedruckt@example.de' },
    });
    await applyPaymentOutcome(printEnv, orderNumber, 'paid', BASE, { now: MONDAY_1000 });
    const listed = async (at: Date) =>
      (await todaySummary(printEnv, at)).proHandOvers.some((p) => p.orderNumber === orderNumber);
    expect(await listed(MONDAY_1000)).toBe(true);
    // Pro includes a second person: without their documents the letter waits until 10:00 UTC, then goes.
    const afterWait = new Date('2026-11-30T10:00:00Z');
    await drainJobs(printEnv, afterWait);
    expect(await listed(afterWait)).toBe(false);
  });
});
