// The second person is never lost: the customer's letter goes alone on its deadline morning, the second
// person's follows as its own dispatch when their documents come (even after posting), their documents
// survive the customer's posting, the order is not closed while they are awaited, and at the end of the
// wait the customer is reminded, then refunded the second person's price. Races between documents and
// the end of the wait end one way or the other, never both.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/env';
import { lettersOfOrder } from '../../functions/db/letters';
import { findOrder } from '../../functions/db/orders';
import { timelineOf } from '../../functions/db/timeline';
import { ordersDueBy } from '../../functions/db/order-queue';
import { isBusinessDay } from '../../src/domain/business-days';
import { addDays, berlinDateOf, berlinInstant, berlinIsoDate, formatIsoDate, germanDate } from '../../src/domain/dates';
import { readLetterCopy } from '../../functions/services/dispatch/letter-copy';
import { answerWithdrawal, markSubmitted, printNow } from '../../functions/services/back-office/order-actions';
import { drainJobs } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { sha256Hex } from '../../functions/lib/crypto';
import { sendDueReminders } from '../../functions/jobs/reminders';
import { deleteDueDocuments } from '../../functions/jobs/retention';
import { endSecondPersonWaits } from '../../functions/jobs/second-person-wait';
import worker from '../../functions/index';
import { hmacSha256Hex } from '../../stand-ins/crypto';
import { BASE, PARTNER, SIGNATURE_PNG, createOrder, mailedPartnerToken, upload } from './fixtures';
import { installPrintService, postWebhook, PRINT_SERVICE_SETTINGS, WEBHOOK_SECRET } from './print-service';

const printEnv = { ...env, ...PRINT_SERVICE_SETTINGS } as unknown as Env;

afterEach(() => vi.restoreAllMocks());
const manualEnv = env as unknown as Env;
const DAY = 24 * 3600_000;

const order = async (orderNumber: string) => (await findOrder(env.DB, orderNumber))!;

/**
 * 09:00 German time on the working day before today: a payment then was before the day's cut-off, so its
 * letter's dispatch day has passed whatever the clock says now ("yesterday" at this hour is after the cut-off
 * in the afternoon, and its letter is then not due before the next working day).
 */
function lastWorkingMorning(now = new Date()): Date {
  let day = addDays(berlinDateOf(now), -1);
  while (!isBusinessDay(formatIsoDate(day))) day = addDays(day, -1);
  return berlinInstant(day, 9 * 60);
}

async function paidPlus(testEnv: Env, paidAt: Date) {
  const created = await createOrder({ plan: 'plus' });
  await applyPaymentOutcome(testEnv, created.orderNumber, 'paid', BASE, { now: paidAt });
  return created;
}

async function partnerData(orderNumber: string, statusToken: string) {
  return SELF.fetch(`${BASE}/api/orders/${orderNumber}/partner`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      originalOrderNumber: orderNumber,
      statusToken,
      extendedData: { partnerData: PARTNER, additionalInfo: '', timestamp: new Date().toISOString() },
    }),
  });
}

/**
 * The second person's own ID copy and signature, through their personal link, on a Worker with `testEnv`'s
 * settings (the letter they complete leaves at once, by that Worker's print service).
 */
async function partnerDocuments(orderNumber: string, testEnv: Env = printEnv) {
  const [front, back, signature] = await Promise.all([
    upload('partner-front'),
    upload('partner-back'),
    upload('partner-signature', SIGNATURE_PNG),
  ]);
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${BASE}/api/orders/${orderNumber}/partner-documents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        token: await mailedPartnerToken(orderNumber),
        uploads: Object.fromEntries(
          Object.entries({ front, back, signature }).map(([slot, u]) => [slot, { id: u.id, token: u.token }]),
        ),
      }),
    }),
    testEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

async function sent(providerLetterId: string, at: string) {
  const raw = JSON.stringify({
    data: {
      id: crypto.randomUUID(),
      type: 'webhook_sent',
      attributes: { created_at: at },
      relationships: { letter: { data: { id: providerLetterId, type: 'letters' } } },
    },
  });
  const res = await postWebhook(printEnv, raw, {
    'Content-Type': 'application/vnd.api+json',
    Signature: await hmacSha256Hex(WEBHOOK_SECRET, raw),
  });
  expect(res.status).toBe(200);
}

const mails = async (orderNumber: string, kind: string) =>
  (
    await env.DB.prepare('SELECT subject, body_text FROM outbox WHERE order_number = ?1 AND kind = ?2 ORDER BY rowid')
      .bind(orderNumber, kind)
      .all<{ subject: string; body_text: string }>()
  ).results;

const liveUploads = async (orderNumber: string) =>
  (
    await env.DB.prepare('SELECT kind FROM uploads WHERE order_number = ?1 AND deleted_at IS NULL ORDER BY kind')
      .bind(orderNumber)
      .all<{ kind: string }>()
  ).results.map((u) => u.kind);

const statusView = async (orderNumber: string, statusToken: string) =>
  (await SELF.fetch(`${BASE}/api/orders/${orderNumber}`, { headers: { 'X-Status-Token': statusToken } })).json<{
    status: string;
    secondPersonAwaitedUntil: string | null;
  }>();

const events = async (orderNumber: string) => (await timelineOf(env.DB, orderNumber)).map((t) => t.event);

describe('documents after the customer’s letter went alone', () => {
  it('the posted order takes them and sends the second person’s own letter; the customer’s copy stays theirs', async () => {
    installPrintService(printEnv);
    // Paid on the last working morning: the customer's letter waited until its deadline morning and went alone.
    const paidAt = lastWorkingMorning();
    const created = await paidPlus(printEnv, paidAt);
    const { orderNumber } = created;
    expect((await partnerData(orderNumber, created.statusToken)).status).toBe(200);
    await drainJobs(printEnv, new Date());
    const [main] = await lettersOfOrder(env.DB, orderNumber);
    expect(main).toMatchObject({ applicants: ['main'], state: 'handed_over' });
    await sent(main!.providerLetterId!, new Date().toISOString());
    expect((await order(orderNumber)).status).toBe('submitted');
    expect(await liveUploads(orderNumber)).toEqual([]);
    const [postedMail] = await mails(orderNumber, 'application_posted');
    expect(postedMail!.body_text).toContain('Der Antrag der zweiten Person folgt als eigener Brief');
    expect(postedMail!.body_text).toMatch(/erstatten wir dir 19,90\s€/u);
    expect(postedMail!.body_text).not.toContain('jetzt erloschen');
    const until = (await statusView(orderNumber, created.statusToken)).secondPersonAwaitedUntil;
    // The day it ends in German time (a payment late in the evening ends on the German date).
    expect(until).toBe(berlinIsoDate(new Date(paidAt.getTime() + 60 * DAY)));

    // Three weeks later the order is not closed while the second person is awaited.
    await sendDueReminders(printEnv, new Date(Date.now() + 22 * DAY));
    expect((await order(orderNumber)).status).toBe('submitted');

    // Their own letter is made and handed to the print service as their documents arrive (Plus: same day).
    expect((await partnerDocuments(orderNumber)).status).toBe(200);
    const timeline = await events(orderNumber);
    expect(timeline.slice(timeline.lastIndexOf('second_person_due'))).toContain('letter_handed_over');
    expect((await statusView(orderNumber, created.statusToken)).secondPersonAwaitedUntil).toBeNull();
    // Retention decides from the state: the second person's documents stay until their letter is posted.
    await deleteDueDocuments(printEnv, new Date());
    expect(await liveUploads(orderNumber)).toEqual(['partner-back', 'partner-front', 'partner-signature']);

    await drainJobs(printEnv, new Date());
    const letters = await lettersOfOrder(env.DB, orderNumber);
    expect(letters).toHaveLength(2);
    expect(letters[1]).toMatchObject({ applicants: ['partner'], state: 'handed_over' });
    expect((await order(orderNumber)).status).toBe('printed');
    await sent(letters[1]!.providerLetterId!, new Date().toISOString());
    expect((await order(orderNumber)).status).toBe('submitted');
    expect(await liveUploads(orderNumber)).toEqual([]);
    const posted = await mails(orderNumber, 'application_posted');
    expect(posted).toHaveLength(2);
    expect(posted[1]!.subject).toContain('Der Antrag für Anna ist unterwegs');
    expect(posted[1]!.body_text).toContain('jetzt erloschen');
    // The customer's downloadable copy is their own letter, not the second person's.
    const copy = (await readLetterCopy(printEnv, await order(orderNumber)))!;
    expect(await sha256Hex(copy)).toBe(main!.letterSha256);

    // Now nothing is awaited: the three-week mail closes the order, and no more documents are taken.
    await sendDueReminders(printEnv, new Date(Date.now() + 22 * DAY));
    expect((await order(orderNumber)).status).toBe('closed');
    expect((await partnerDocuments(orderNumber)).status).toBe(409);
  });

  it('documents that come while the customer’s letter is at the print service survive its posting', async () => {
    installPrintService(printEnv);
    const created = await paidPlus(printEnv, lastWorkingMorning());
    const { orderNumber } = created;
    expect((await partnerData(orderNumber, created.statusToken)).status).toBe(200);
    await drainJobs(printEnv, new Date());
    const [main] = await lettersOfOrder(env.DB, orderNumber);
    expect((await order(orderNumber)).status).toBe('printed');
    expect((await partnerDocuments(orderNumber)).status).toBe(200);

    await sent(main!.providerLetterId!, new Date().toISOString());
    // Posted and, in the same batch, due for the second person's own letter, which left at once.
    expect(await events(orderNumber)).toEqual(expect.arrayContaining(['submitted', 'second_person_due']));
    expect((await order(orderNumber)).status).toBe('printed');
    expect((await lettersOfOrder(env.DB, orderNumber))[1]).toMatchObject({
      applicants: ['partner'],
      state: 'handed_over',
    });
    await deleteDueDocuments(printEnv, new Date());
    expect(await liveUploads(orderNumber)).toEqual(['partner-back', 'partner-front', 'partner-signature']);
    const [postedMail] = await mails(orderNumber, 'application_posted');
    expect(postedMail!.body_text).not.toContain('folgt als eigener Brief');
  });

  it('printed by hand: the operator’s queue lists the second person’s letter and prints only theirs', async () => {
    const created = await paidPlus(manualEnv, new Date(Date.now() - DAY));
    const { orderNumber } = created;
    expect((await partnerData(orderNumber, created.statusToken)).status).toBe(200);
    expect(await markSubmitted(manualEnv, await order(orderNumber), { operatorId: 'op' }, new Date())).toBe(3);
    expect((await partnerDocuments(orderNumber, manualEnv)).status).toBe(200);
    const deadline = (await order(orderNumber)).dispatchDeadline!;
    expect((await ordersDueBy(env.DB, deadline)).map((o) => o.orderNumber)).toContain(orderNumber);
    const [printed] = await printNow(manualEnv, [await order(orderNumber)], new Date());
    expect(printed!.letter.applicants).toEqual(['partner']);
    expect(await markSubmitted(manualEnv, await order(orderNumber), { operatorId: 'op' }, new Date())).toBe(3);
    expect((await order(orderNumber)).status).toBe('submitted');
  });
});

describe('the end of the wait', () => {
  it('reminds once a week before, then refunds the second person’s price once and takes no more documents', async () => {
    const paidAt = new Date(Date.now() - 70 * DAY);
    const created = await paidPlus(manualEnv, paidAt);
    const { orderNumber } = created;
    expect((await partnerData(orderNumber, created.statusToken)).status).toBe(200);
    await markSubmitted(manualEnv, await order(orderNumber), { operatorId: 'op' }, paidAt);
    const end = paidAt.getTime() + 60 * DAY;

    expect(await endSecondPersonWaits(manualEnv, new Date(end - 8 * DAY))).toEqual({ reminded: 0, lapsed: 0 });
    expect(await endSecondPersonWaits(manualEnv, new Date(end - 6 * DAY))).toEqual({ reminded: 1, lapsed: 0 });
    expect(await endSecondPersonWaits(manualEnv, new Date(end - 5 * DAY))).toEqual({ reminded: 0, lapsed: 0 });
    const [reminder] = await mails(orderNumber, 'second_person_reminder');
    expect(reminder!.body_text).toContain(`bis ${germanDate(berlinIsoDate(new Date(end)))}`);

    expect(await endSecondPersonWaits(manualEnv, new Date(end + 3600_000))).toEqual({ reminded: 0, lapsed: 1 });
    expect(await endSecondPersonWaits(manualEnv, new Date(end + 7200_000))).toEqual({ reminded: 0, lapsed: 0 });
    expect(await mails(orderNumber, 'second_person_lapsed')).toHaveLength(1);
    await drainJobs(manualEnv, new Date());
    const refunds = (await timelineOf(env.DB, orderNumber)).filter((t) => t.event === 'refunded');
    expect(refunds).toHaveLength(1);
    // Part of the order's payment: Duo+'s price, not the whole order.
    expect(refunds[0]!.detail).toMatch(/_1990$/);

    // The personal link ended with the wait.
    const res = await partnerDocuments(orderNumber, manualEnv);
    expect(res.status).toBe(410);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe('link_expired');
    // With nothing awaited any more, the order closes with the three-week mail.
    await sendDueReminders(manualEnv, new Date());
    expect((await order(orderNumber)).status).toBe('closed');
  });

  it('documents arriving as the wait ends: either their letter goes or the money goes back, never both', async () => {
    const paidAt = new Date(Date.now() - 60 * DAY + 60_000);
    const created = await paidPlus(manualEnv, paidAt);
    const { orderNumber } = created;
    expect((await partnerData(orderNumber, created.statusToken)).status).toBe(200);
    await markSubmitted(manualEnv, await order(orderNumber), { operatorId: 'op' }, paidAt);
    const [documents] = await Promise.all([
      partnerDocuments(orderNumber, manualEnv),
      endSecondPersonWaits(manualEnv, new Date(paidAt.getTime() + 60 * DAY + 1000)),
    ]);
    const lapsed = (await events(orderNumber)).includes('second_person_lapsed');
    const due = (await order(orderNumber)).status === 'second_person_due';
    expect(lapsed !== due).toBe(true);
    expect(documents.status).toBe(due ? 200 : 409);
  });
});

describe('a withdrawal while the second person is awaited', () => {
  it('cancels only what is not performed: the second person’s letter, refunding their price once', async () => {
    const created = await paidPlus(manualEnv, new Date(Date.now() - DAY));
    const { orderNumber } = created;
    expect((await partnerData(orderNumber, created.statusToken)).status).toBe(200);
    await markSubmitted(manualEnv, await order(orderNumber), { operatorId: 'op' }, new Date());
    const outcomes = await Promise.all([
      answerWithdrawal(manualEnv, await order(orderNumber), { operatorId: 'op' }, new Date()),
      answerWithdrawal(manualEnv, await order(orderNumber), { operatorId: 'op' }, new Date()),
    ]);
    expect(outcomes).toEqual(['second_person_cancelled', 'second_person_cancelled']);
    await drainJobs(manualEnv, new Date());
    const refunds = (await timelineOf(env.DB, orderNumber)).filter((t) => t.event === 'refunded');
    expect(refunds.map((r) => r.detail)).toEqual([expect.stringMatching(/_1990$/)]);
    const answers = await mails(orderNumber, 'withdrawal_answer');
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    expect(answer!.body_text).toContain(
      'Den Antrag der zweiten Person, der noch nicht versendet war, versenden wir nicht mehr',
    );
    expect((await partnerDocuments(orderNumber, manualEnv)).status).toBe(409);
  });
});
