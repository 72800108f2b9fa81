// A Turkish order gets its mails and SMS in Turkish, from the catalogue, with links to the Turkish pages; its
// German invoice and contract confirmation carry one Turkish line saying that the German text binds. The
// same code as for English: a third language is data (src/domain/locales.ts and the catalogue).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../functions/env';
import { drainJobs, runOrderEffects } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { translator } from '../../src/domain/messages';
import { storedPdfText } from './stored-pdf';
import { BASE, createOrder, orderBody, payDemo, postOrder } from './fixtures';

const t = translator('tr');

const outboxOf = async (orderNumber: string, kind: string) =>
  (
    await env.DB.prepare(
      'SELECT channel, subject, body_text, attachments FROM outbox WHERE order_number = ? AND kind = ? ORDER BY created_at',
    )
      .bind(orderNumber, kind)
      .all<{ channel: string; subject: string; body_text: string; attachments: string | null }>()
  ).results;

describe('a Turkish order', { timeout: 30_000 }, () => {
  it('is confirmed in Turkish, with a link to /tr/status, and its German documents say so in Turkish', async () => {
    const order = await createOrder({ plan: 'basic', extras: ['express'], customerLanguage: 'tr' });
    await payDemo(order);
    await runOrderEffects(env, order.orderNumber);
    const [mail] = await outboxOf(order.orderNumber, 'order_confirmation');
    expect(mail!.body_text.startsWith(`${t('mail.hello', { name: 'Łukasz' })}\n`)).toBe(true);
    expect(mail!.body_text).toContain(t('mail.orderNumberLine', { orderNumber: order.orderNumber }));
    // Money as Turkish writes euros (Intl 'tr-TR').
    expect(mail!.body_text).toContain('€59,80');
    expect(mail!.body_text).toMatch(new RegExp(`${BASE}/tr/status#bestellung=${order.orderNumber}&token=[\\w-]+\\n`));
    expect(mail!.body_text).not.toMatch(/Hallo|Viele Grüße|Best wishes/);

    const [invoice, contract] = JSON.parse(mail!.attachments!) as { key: string }[];
    expect(await storedPdfText(invoice!.key)).toContain(
      t('document.invoiceSummary', { orderNumber: order.orderNumber }),
    );
    const contractText = await storedPdfText(contract!.key);
    expect(contractText).toContain(t('document.contractSummary', { orderNumber: order.orderNumber }));
    expect(contractText).toContain('Widerrufsbelehrung');
  });

  it('gets its status SMS in Turkish, within one message’s length', async () => {
    const res = await postOrder(
      await orderBody({ plan: 'pro', customerLanguage: 'tr', sms: { optIn: true, mobile: '0171 1234567' } }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { orderNumber } = await res.json<{ orderNumber: string }>();
    await applyPaymentOutcome(env as unknown as Env, orderNumber, 'paid', BASE, { now: new Date() });
    await drainJobs(env as unknown as Env, new Date());
    const [sms] = await outboxOf(orderNumber, 'sms_paid');
    expect(sms!.channel).toBe('sms');
    expect(sms!.body_text).toContain(orderNumber);
    expect(sms!.body_text).toContain(t('mail.sms.stop'));
    expect(sms!.body_text.length).toBeLessThanOrEqual(160);
  });

  it('is refused with a named field for a language the site does not speak', async () => {
    const res = await postOrder(await orderBody({ customerLanguage: 'fr' }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('customerLanguage');
  });
});
