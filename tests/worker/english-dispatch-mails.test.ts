// The mails about the letter's way (functions/services/dispatch/mails.ts) speak the order's language:
// an English order is told in English that its application is at the post, with the date as English
// writes it, and about the second person's letter that follows; a German order's mails are what they were.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../functions/env';
import { findOrder } from '../../functions/db/orders';
import { endSecondPersonWaits } from '../../functions/jobs/second-person-wait';
import { markSubmitted } from '../../functions/services/back-office/order-actions';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { berlinIsoDate, germanDate } from '../../src/domain/dates';
import { formatDate } from '../../src/domain/locale-format';
import { BASE, PARTNER, createOrder } from './fixtures';

const manualEnv = env as unknown as Env;
const DAY = 24 * 3600_000;

const mailsOf = async (orderNumber: string, kind: string) =>
  (
    await env.DB.prepare('SELECT subject, body_text FROM outbox WHERE order_number = ?1 AND kind = ?2 ORDER BY rowid')
      .bind(orderNumber, kind)
      .all<{ subject: string; body_text: string }>()
  ).results;

/** An order paid at `paidAt` and marked at the post at `postedAt` by the operator. */
async function postedOrder(overrides: Record<string, unknown>, paidAt: Date, postedAt: Date, partner = false) {
  const created = await createOrder(overrides);
  await applyPaymentOutcome(manualEnv, created.orderNumber, 'paid', BASE, { now: paidAt });
  if (partner) {
    const res = await SELF.fetch(`${BASE}/api/orders/${created.orderNumber}/partner`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        originalOrderNumber: created.orderNumber,
        statusToken: created.statusToken,
        extendedData: { partnerData: PARTNER, additionalInfo: '', timestamp: new Date().toISOString() },
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  const order = (await findOrder(env.DB, created.orderNumber))!;
  await markSubmitted(manualEnv, order, { operatorId: 'op' }, postedAt);
  return created.orderNumber;
}

describe('the “application posted” mail', { timeout: 30_000 }, () => {
  it('is English for an English order: subject, body and the date as English writes it', async () => {
    const now = new Date();
    const orderNumber = await postedOrder({ customerLanguage: 'en' }, now, now);
    const [mail] = await mailsOf(orderNumber, 'application_posted');
    expect(mail!.subject).toBe(`Your application is on its way (${orderNumber})`);
    const day = formatDate(berlinIsoDate(now), 'en');
    expect(day).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(mail!.body_text).toBe(
      [
        'Hi Łukasz,',
        '',
        `On ${day} we sent your application for a statement from the driver fitness register ` +
          '(Fahreignungsregister) to the Kraftfahrt-Bundesamt (KBA), 24932 Flensburg. The KBA will reply to you by ' +
          'post, usually within 5–14 working days.',
        '',
        'We deleted your ID copy and your signature right after posting.',
        '',
        'By posting the application, we have fully performed our service. Because you expressly asked us to start ' +
          'right away when you ordered and confirmed that your right of withdrawal ends once the contract has been ' +
          'fully performed, your right of withdrawal has now ended (section 356 (4) of the German Civil Code, BGB). ' +
          'This is a courtesy translation; the German text is binding.',
        '',
        'If you haven’t heard from the KBA three weeks after posting, please get in touch with us.',
        '',
        'Best wishes',
        'Your PunkteBrief team',
      ].join('\n'),
    );
  });

  it('stays German, word for word, for a German order', async () => {
    const now = new Date();
    const orderNumber = await postedOrder({}, now, now);
    const [mail] = await mailsOf(orderNumber, 'application_posted');
    expect(mail!.subject).toBe(`Dein Antrag ist unterwegs (${orderNumber})`);
    expect(mail!.body_text).toBe(
      [
        'Hallo Łukasz,',
        '',
        `wir haben deinen Antrag auf Auskunft aus dem Fahreignungsregister am ${germanDate(berlinIsoDate(now))} an das ` +
          'Kraftfahrt-Bundesamt, 24932 Flensburg, geschickt. Das KBA antwortet dir per Post, in der Regel ' +
          'innerhalb von 5–14 Werktagen.',
        '',
        'Deine Ausweiskopie und deine Unterschrift haben wir direkt nach dem Versand gelöscht.',
        '',
        'Mit dem Versand haben wir unsere Leistung vollständig erbracht. Weil du bei der Bestellung ausdrücklich ' +
          'verlangt hast, dass wir sofort beginnen, und bestätigt hast, dass dein Widerrufsrecht mit vollständiger ' +
          'Erfüllung des Vertrags erlischt, ist dein Widerrufsrecht jetzt erloschen (§ 356 Abs. 4 BGB).',
        '',
        'Solltest du drei Wochen nach dem Versand noch keine Antwort vom KBA haben, melde dich bitte bei uns.',
        '',
        'Viele Grüße',
        'dein PunkteBrief-Team',
      ].join('\n'),
    );
  });
});

describe('the second person’s mails to an English customer', { timeout: 30_000 }, () => {
  it('say in English that their letter follows, remind and refund in euros as English writes them', async () => {
    const paidAt = new Date(Date.now() - 70 * DAY);
    const orderNumber = await postedOrder({ plan: 'plus', customerLanguage: 'en' }, paidAt, paidAt, true);
    const end = paidAt.getTime() + 60 * DAY;
    const until = formatDate(berlinIsoDate(new Date(end)), 'en');

    const [posted] = await mailsOf(orderNumber, 'application_posted');
    expect(posted!.subject).toBe(`Your application is on its way (${orderNumber})`);
    expect(posted!.body_text).toContain(
      'The second person’s application will follow as a separate letter as soon as they have added both via ' +
        `their personal link, by ${until} at the latest. If the documents don’t arrive by then, we will refund ` +
        'you €19.90 for the second person’s application.',
    );
    expect(posted!.body_text).toContain(
      'Your right of withdrawal ends as soon as we have also sent the second person’s application',
    );
    expect(posted!.body_text).not.toMatch(/Hallo|Antrag|Viele Grüße|erloschen/);

    await endSecondPersonWaits(manualEnv, new Date(end - 6 * DAY));
    const [reminder] = await mailsOf(orderNumber, 'second_person_reminder');
    expect(reminder!.subject).toBe(`The second person’s ID card and signature are still missing (${orderNumber})`);
    expect(reminder!.body_text).toMatch(/^Hi Łukasz,\n\nFor the second person’s application in your order/);
    expect(reminder!.body_text).toContain(
      `If the documents arrive by ${until}, we will send their application within your package’s dispatch time. ` +
        'After that, we will no longer send it and will refund you €19.90.',
    );

    await endSecondPersonWaits(manualEnv, new Date(end + 3600_000));
    const [lapsed] = await mailsOf(orderNumber, 'second_person_lapsed');
    expect(lapsed!.subject).toBe(`Second person’s application – amount will be refunded (${orderNumber})`);
    expect(lapsed!.body_text).toContain('We will refund you €19.90 automatically with the payment method you used.');
    expect(lapsed!.body_text).toMatch(/\n\nBest wishes\nYour PunkteBrief team$/);
  });
});
