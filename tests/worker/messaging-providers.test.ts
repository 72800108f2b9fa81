// Mails and SMS leave through the real senders (functions/services/mails/sender.ts, sms/provider.ts) to
// stand-ins built from the providers' own clients (stand-ins/mail.ts: resend-node; stand-ins/sms.ts:
// seven-io/js-client), strict where those are: what they accept, a real provider accepts; a retried mail
// whose answer was lost is one mail.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/env';
import { drainOutbox } from '../../functions/services/mails/sender';
import { drainJobs } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { mailStandIn } from '../../stand-ins/mail';
import { smsStandIn } from '../../stand-ins/sms';
import { BASE, orderBody, PERSON, postOrder } from './fixtures';

const MAIL = 'https://mail.test';
const SMS = 'https://sms.test/api';
const sendingEnv = {
  ...env,
  MAIL_API_URL: `${MAIL}/emails`,
  MAIL_API_KEY: 're_test_key',
  SMS_PROVIDER: 'seven',
  SMS_API_URL: SMS,
  SMS_API_KEY: 'sms_test_key',
} as unknown as Env;

afterEach(() => vi.restoreAllMocks());

/** The two stand-ins behind fetch; `loseMailAnswers` answers lost after the mail API took the mail. */
function installStandIns(loseMailAnswers = 0) {
  const mail = mailStandIn({ apiKey: 're_test_key' });
  const sms = smsStandIn({ apiKey: 'sms_test_key' });
  const mailCalls: Request[] = [];
  let lose = loseMailAnswers;
  const guard = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url.startsWith(MAIL)) {
      mailCalls.push(request.clone());
      const answer = await mail.app.fetch(request);
      if (lose-- > 0) throw new Error('injected: answer lost');
      return answer;
    }
    if (request.url.startsWith(SMS))
      return sms.app.fetch(new Request(request.url.replace(SMS, 'https://sms.test'), request));
    return guard(input, init);
  });
  return { mail, sms, mailCalls };
}

async function paidPro(email: string) {
  const res = await postOrder(
    await orderBody({ plan: 'pro', sms: { optIn: true, mobile: '0171 1234567' }, personalData: { ...PERSON, email } }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const { orderNumber } = await res.json<{ orderNumber: string }>();
  await applyPaymentOutcome(sendingEnv, orderNumber, 'paid', BASE, { now: new Date() });
  await drainJobs(sendingEnv, new Date());
  return orderNumber;
}

describe('the mail API and the SMS gateway as their clients declare them', () => {
  it('take the confirmation with its PDFs and the SMS on the first try', async () => {
    const { mail, sms, mailCalls } = installStandIns();
    const orderNumber = await paidPro('pro-kunde@example.de');
    await drainOutbox(sendingEnv, new Date());
    const confirmation = mail.mails.find((m) => m.subject.includes(orderNumber));
    expect(confirmation).toBeDefined();
    expect(confirmation!.attachments.map((a) => a.filename)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Rechnung-RE-\d{4}-\d{6}\.pdf$/)]),
    );
    expect(new TextDecoder().decode(confirmation!.attachments[0]!.bytes.subarray(0, 5))).toBe('%PDF-');
    const call = mailCalls.find((c) => c.headers.get('Idempotency-Key')?.startsWith('outbox-'));
    expect(call).toBeDefined();
    expect(sms.messages.find((m) => m.text.includes(orderNumber))).toMatchObject({
      to: '+491711234567',
      from: 'PunkteBrief',
    });
  });

  it('a mail whose answer was lost is sent again with the same key, and the mail API keeps one', async () => {
    const { mail, mailCalls } = installStandIns(1);
    const orderNumber = await paidPro('verloren@example.de');
    await drainOutbox(sendingEnv, new Date());
    // The next drain after the backoff sends it again.
    await drainOutbox(sendingEnv, new Date(Date.now() + 2 * 60_000));
    const keys = mailCalls.map((c) => c.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBeLessThan(keys.length);
    expect(mail.mails.filter((m) => m.subject.includes(orderNumber))).toHaveLength(1);
  });

  it('the stand-ins refuse what their providers refuse', async () => {
    const { mail, sms } = installStandIns();
    const post = (app: typeof mail.app, url: string, headers: Record<string, string>, body: unknown) =>
      app.fetch(new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }));
    const mailHeaders = { Authorization: 'Bearer re_test_key', 'Content-Type': 'application/json' };
    const good = { from: 'a@b.de', to: ['c@d.de'], subject: 'S', text: 'T' };
    expect((await post(mail.app, `${MAIL}/emails`, mailHeaders, good)).status).toBe(200);
    expect((await post(mail.app, `${MAIL}/emails`, mailHeaders, { ...good, replyTo: 'x@y.de' })).status).toBe(422);
    expect((await post(mail.app, `${MAIL}/emails`, { ...mailHeaders, Authorization: 'Bearer no' }, good)).status).toBe(
      403,
    );
    const smsHeaders = { 'X-Api-Key': 'sms_test_key', 'Content-Type': 'application/json' };
    const answer = async (body: unknown) => (await post(sms.app, 'https://sms.test/sms', smsHeaders, body)).text();
    expect(JSON.parse(await answer({ to: '+491711234567', text: 'Hallo' })).success).toBe('100');
    expect(await answer({ to: '+491711234567', text: 'Hallo', from: 'Zu langer Absender' })).toBe('306');
    expect(await answer({ text: 'Hallo' })).toBe('301');
  });
});
