// The mails and SMS to the customer speak the language the customer ordered in (orders.customer_language):
// an English order gets English mails with links to the English pages, its German attachments say so in
// one English line, and a German order's mails are what they always were.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../functions/env';
import { findOrder } from '../../functions/db/orders';
import { sendDueReminders } from '../../functions/jobs/reminders';
import { markSubmitted } from '../../functions/services/back-office/order-actions';
import { drainJobs, runOrderEffects } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { storedPdfText } from './stored-pdf';
import { BASE, createOrder, orderBody, payDemo, postOrder } from './fixtures';

const manualEnv = env as unknown as Env;
const DAY = 24 * 3600_000;

interface OutboxRow {
  kind: string;
  channel: string;
  subject: string;
  body_text: string;
  attachments: string | null;
}

const outboxOf = async (orderNumber: string, kind: string) =>
  (
    await env.DB.prepare(
      'SELECT kind, channel, subject, body_text, attachments FROM outbox WHERE order_number = ? AND kind = ? ORDER BY created_at',
    )
      .bind(orderNumber, kind)
      .all<OutboxRow>()
  ).results;

async function paidOrder(overrides: Record<string, unknown>) {
  const created = await createOrder({ plan: 'basic', extras: ['express'], ...overrides });
  await payDemo(created);
  await runOrderEffects(env, created.orderNumber);
  return created;
}

async function confirmationOf(orderNumber: string): Promise<OutboxRow> {
  const mails = await outboxOf(orderNumber, 'order_confirmation');
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe('the order confirmation', { timeout: 30_000 }, () => {
  it('is English for an English order: subject, body, prices, dates and a link to /en/status', async () => {
    const order = await paidOrder({ customerLanguage: 'en' });
    const mail = await confirmationOf(order.orderNumber);
    expect(mail.subject).toBe(`Your order ${order.orderNumber} – payment received`);
    const body = mail.body_text;
    expect(body).toMatch(/^Hi Łukasz,\n\nThank you for your order\. We have received your payment\.\n/);
    expect(body).toContain(`Order number: ${order.orderNumber}`);
    expect(body).toContain('Package: Basic + Express today');
    expect(body).toContain('Total: €59.80 (incl. 19% VAT)');
    expect(body).toMatch(/Invoice: RE-\d{4}-\d{6} \(attached\)/);
    expect(body).toMatch(/goes to the Kraftfahrt-Bundesamt \(KBA\) by \d{1,2} [A-Z][a-z]+ \d{4} at the latest\./);
    // The attachments are German documents, the application is German and so is the KBA's answer.
    expect(body).toContain('Your invoice and contract confirmation are German documents; the German text is binding.');
    expect(body).toContain('1. We print your application in German');
    expect(body).toContain('3. The KBA replies to you by post, in German');
    expect(body).toMatch(
      new RegExp(`Your order status: ${BASE}/en/status#bestellung=${order.orderNumber}&token=[\\w-]+\\n`),
    );
    expect(body).toContain('Best wishes\nYour PunkteBrief team');
    expect(body).not.toMatch(/Hallo|Bestellung|Viele Grüße|,\d\d\s€/);

    // The attachments keep their German names; each PDF carries one English line and stays German.
    const [invoice, contract] = JSON.parse(mail.attachments!) as { key: string; filename: string }[];
    expect(invoice!.filename).toMatch(/^Rechnung-RE-\d{4}-\d{6}\.pdf$/);
    expect(contract!.filename).toBe(`Vertragsbestaetigung-${order.orderNumber}.pdf`);
    const invoiceText = await storedPdfText(invoice!.key);
    expect(invoiceText).toContain(
      `English summary: invoice for your order ${order.orderNumber} – the German text is binding.`,
    );
    expect(invoiceText).toContain('Rechnung');
    const contractText = await storedPdfText(contract!.key);
    expect(contractText).toContain(
      `English summary: contract confirmation of your order ${order.orderNumber} – the German text is binding.`,
    );
    expect(contractText).toContain('Widerrufsbelehrung');
  });

  it('tells an English customer who asked for an English reply that the KBA decides', async () => {
    const order = await paidOrder({ customerLanguage: 'en', language: 'en' });
    const body = (await confirmationOf(order.orderNumber)).body_text;
    expect(body).toContain('Your application asks for the reply in English where possible');
  });

  it('is unchanged for a German order, with its link to /status and German PDFs', async () => {
    const order = await paidOrder({ language: 'en' });
    const mail = await confirmationOf(order.orderNumber);
    expect(mail.subject).toBe(`Deine Bestellung ${order.orderNumber} – Zahlung erhalten`);
    const body = mail.body_text;
    expect(body).toMatch(/^Hallo Łukasz,\n\nvielen Dank für deine Bestellung\. Deine Zahlung ist eingegangen\.\n\n/);
    expect(body).toContain('Paket: Basic + Express heute\nGesamtbetrag: 59,80\u00a0€ (inkl. 19 % MwSt.)\n');
    expect(body).toMatch(/\nVersand deines Antrags an das Kraftfahrt-Bundesamt spätestens am: \d\d\.\d\d\.\d{4}\n/);
    expect(body).toContain(
      'So geht es weiter:\n1. Wir drucken deinen Antrag mit Unterschrift und Ausweiskopie und senden ihn an das ' +
        'Kraftfahrt-Bundesamt, 24932 Flensburg.\n2. Direkt nach dem Versand löschen wir deine Ausweiskopie und ' +
        'Unterschrift.\n3. Das KBA antwortet dir per Post, in der Regel innerhalb von 5–14 Werktagen.\n\n',
    );
    expect(body).toMatch(
      new RegExp(`\\nStatus deiner Bestellung: ${BASE}/status#bestellung=${order.orderNumber}&token=[\\w-]+\\n`),
    );
    expect(body).toMatch(
      /\n\nHinweis: PunkteBrief ist ein privater Dienstleister und nicht das Kraftfahrt-Bundesamt\.\n\nViele Grüße\ndein PunkteBrief-Team$/,
    );
    expect(body).not.toMatch(/English|\/en\//);
    const [invoice, contract] = JSON.parse(mail.attachments!) as { key: string }[];
    expect(await storedPdfText(invoice!.key)).not.toContain('English');
    expect(await storedPdfText(contract!.key)).not.toContain('English');
  });
});

describe('SMS and reminders', { timeout: 30_000 }, () => {
  it('sends an English customer the status SMS in English', async () => {
    const res = await postOrder(
      await orderBody({ plan: 'pro', customerLanguage: 'en', sms: { optIn: true, mobile: '0171 1234567' } }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { orderNumber } = await res.json<{ orderNumber: string }>();
    await applyPaymentOutcome(manualEnv, orderNumber, 'paid', BASE, { now: new Date() });
    await drainJobs(manualEnv, new Date());
    const [sms] = await outboxOf(orderNumber, 'sms_paid');
    expect(sms!.channel).toBe('sms');
    expect(sms!.body_text).toBe(
      `Hi Łukasz, payment received. We are sending your application ${orderNumber} to the KBA. To unsubscribe, reply STOP.`,
    );
    await markSubmitted(manualEnv, (await findOrder(env.DB, orderNumber))!, { operatorId: 'op' }, new Date());
    const [posted] = await outboxOf(orderNumber, 'sms_posted');
    expect(posted!.body_text).toContain(`your application ${orderNumber} has been posted to the KBA`);
    expect(posted!.body_text.length).toBeLessThanOrEqual(160);
  });

  it('sends the three-weeks mail in the order’s language', async () => {
    const orders = [];
    for (const customerLanguage of ['en', 'de']) {
      const created = await createOrder({ customerLanguage });
      await applyPaymentOutcome(manualEnv, created.orderNumber, 'paid', BASE);
      await markSubmitted(manualEnv, (await findOrder(env.DB, created.orderNumber))!, { operatorId: 'op' }, new Date());
      orders.push(created.orderNumber);
    }
    await sendDueReminders(manualEnv, new Date(Date.now() + 22 * DAY));
    const [english] = await outboxOf(orders[0]!, 'three_weeks');
    expect(english!.subject).toBe(`Has your points statement arrived? (${orders[0]})`);
    expect(english!.body_text).toMatch(/^Hi Łukasz,\n\nThree weeks ago we sent your application/);
    const [german] = await outboxOf(orders[1]!, 'three_weeks');
    expect(german!.subject).toBe(`Ist deine Auskunft angekommen? (${orders[1]})`);
    expect(german!.body_text).toBe(
      [
        'Hallo Łukasz,',
        '',
        'vor drei Wochen haben wir deinen Antrag an das Kraftfahrt-Bundesamt geschickt. In der Regel antwortet das KBA innerhalb von 5–14 Werktagen.',
        'Hast du noch keine Antwort bekommen? Dann melde dich bitte bei uns – antworte einfach auf diese E-Mail.',
        '',
        'Viele Grüße',
        'dein PunkteBrief-Team',
      ].join('\n'),
    );
  });
});
