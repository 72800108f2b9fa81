// Plus and Pro keep a copy of the letter as sent (never the ID copies), mail it with the
// "posted" mail and delete it 12 months after the latest posting (a corrected application is posted
// again) or when the order is anonymised; Basic gets none.
import { env, SELF } from 'cloudflare:test';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../functions/env';
import { findOrder } from '../../functions/db/orders';
import { letterCopiesArchivedBefore } from '../../functions/db/order-queue';
import { applyRetention } from '../../functions/jobs/retention';
import { lettersOfOrder } from '../../functions/db/letters';
import { readLetterCopy } from '../../functions/services/dispatch/letter-copy';
import { markSubmitted } from '../../functions/services/back-office/order-actions';
import { runOrderEffects } from '../../functions/services/orders/jobs';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { retentionEndsAt } from '../../src/domain/retention';
import { BASE, SIGNATURE_PNG, createOrder, upload } from './fixtures';

const testEnv = env as unknown as Env;
const DAY = 24 * 3600_000;

async function posted(plan: 'basic' | 'plus' | 'pro') {
  const { orderNumber } = await createOrder({ plan });
  await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE);
  await runOrderEffects(testEnv, orderNumber);
  expect(await markSubmitted(testEnv, (await findOrder(env.DB, orderNumber))!, { operatorId: 'op' }, new Date())).toBe(
    3,
  );
  return orderNumber;
}

/** The letter pages the order's letters stored (R2 keys, read while they exist). */
const copyKeys = async (orderNumber: string) =>
  (await lettersOfOrder(env.DB, orderNumber)).map((l) => l.letterKey).filter((k) => k !== null);
/** The copy the customer downloads now, or null. */
const copyOf = async (orderNumber: string) => readLetterCopy(testEnv, (await findOrder(env.DB, orderNumber))!);

const postedMail = (orderNumber: string) =>
  env.DB.prepare("SELECT body_text, attachments FROM outbox WHERE kind = 'application_posted' AND order_number = ?1")
    .bind(orderNumber)
    .first<{ body_text: string; attachments: string | null }>();

describe('digital copy of the letter as sent', () => {
  it.each(['plus', 'pro'] as const)('%s: stored, attached to the posted mail, without the ID copies', async (plan) => {
    const orderNumber = await posted(plan);
    const bytes = (await copyOf(orderNumber))!;
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain('Antrag auf Auskunft aus dem Fahreignungsregister');
    expect(text).toContain('Öztürk-Ğül');
    expect(text).not.toContain('Ausweis Vorderseite');
    const mail = (await postedMail(orderNumber))!;
    expect(JSON.parse(mail.attachments!)).toEqual([
      { key: (await copyKeys(orderNumber))[0], filename: `Antrag-${orderNumber}.pdf`, mime: 'application/pdf' },
    ]);
    expect(mail.body_text).toContain('12 Monate');
  });

  it('can be downloaded with the status token (in a header) and nothing else', async () => {
    const { orderNumber, statusToken } = await createOrder({ plan: 'plus' });
    await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE);
    await markSubmitted(testEnv, (await findOrder(env.DB, orderNumber))!, { operatorId: 'op' }, new Date());
    const url = `${BASE}/api/orders/${orderNumber}/letter.pdf`;
    const res = await SELF.fetch(url, { headers: { 'X-Status-Token': statusToken } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect((await PDFDocument.load(await res.arrayBuffer())).getPageCount()).toBe(1);
    expect((await SELF.fetch(url)).status).toBe(404);
    expect((await SELF.fetch(`${url}?token=${statusToken}`)).status).toBe(404);
  });

  it('Basic keeps no copy', async () => {
    const orderNumber = await posted('basic');
    expect(await copyKeys(orderNumber)).toEqual([]);
    expect(JSON.parse((await postedMail(orderNumber))!.attachments ?? '[]')).toEqual([]);
  });

  it('is deleted after 12 months by the retention job', async () => {
    const orderNumber = await posted('plus');
    const [key] = await copyKeys(orderNumber);
    await applyRetention(testEnv, new Date(Date.now() + 300 * DAY));
    expect(await env.DOCUMENTS.get(key!)).not.toBeNull();
    await applyRetention(testEnv, new Date(Date.now() + 370 * DAY));
    expect(await env.DOCUMENTS.get(key!)).toBeNull();
    const deleted = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM order_timeline WHERE order_number = ?1 AND event = 'letter_deleted'",
    )
      .bind(orderNumber)
      .first<number>('n');
    expect(deleted).toBe(1);
  });
});

describe('the letter copy after a second posting (Korrekturoption)', () => {
  const events = (orderNumber: string, event: string) =>
    env.DB.prepare('SELECT COUNT(*) AS n FROM order_timeline WHERE order_number = ?1 AND event = ?2')
      .bind(orderNumber, event)
      .first<number>('n');

  /** A Plus order posted now, whose customer then asks for the one correction after posting. */
  async function correctedAfterPosting(): Promise<string> {
    const { orderNumber, statusToken } = await createOrder({ plan: 'plus' });
    await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE);
    await markSubmitted(testEnv, (await findOrder(env.DB, orderNumber))!, { operatorId: 'op' }, new Date());
    const [front, back, signature] = await Promise.all([
      upload('front'),
      upload('back'),
      upload('signature', SIGNATURE_PNG),
    ]);
    const uploads = Object.fromEntries(
      Object.entries({ front, back, signature }).map(([slot, u]) => [slot, { id: u.id, token: u.token }]),
    );
    const res = await SELF.fetch(`${BASE}/api/orders/${orderNumber}/correction`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Status-Token': statusToken },
      body: JSON.stringify({ personalData: (await findOrder(env.DB, orderNumber))!.personalData, uploads }),
    });
    expect(res.status).toBe(201);
    return orderNumber;
  }

  const postAgain = async (orderNumber: string, at: Date) =>
    markSubmitted(testEnv, (await findOrder(env.DB, orderNumber))!, { operatorId: 'op' }, at);

  it('is kept 12 months from the second posting, not from the first', async () => {
    const orderNumber = await correctedAfterPosting();
    await postAgain(orderNumber, new Date(Date.now() + 10 * DAY));
    await applyRetention(testEnv, new Date(Date.now() + 370 * DAY));
    expect(await copyOf(orderNumber)).not.toBeNull();
    await applyRetention(testEnv, new Date(Date.now() + 381 * DAY));
    expect(await copyOf(orderNumber)).toBeNull();
    expect(await events(orderNumber, 'letter_deleted')).toBe(1);
  });

  it('is deleted 12 months after the second posting though the first copy was deleted before it', async () => {
    const orderNumber = await correctedAfterPosting();
    await applyRetention(testEnv, new Date(Date.now() + 370 * DAY));
    expect(await copyOf(orderNumber)).toBeNull();
    await postAgain(orderNumber, new Date(Date.now() + 371 * DAY));
    expect(await copyOf(orderNumber)).not.toBeNull();
    await applyRetention(testEnv, new Date(Date.now() + 671 * DAY));
    expect(await copyOf(orderNumber)).not.toBeNull();
    await applyRetention(testEnv, new Date(Date.now() + 741 * DAY));
    expect(await copyOf(orderNumber)).toBeNull();
    expect(await events(orderNumber, 'letter_deleted')).toBe(2);
    // Once gone it is not picked up again on every run.
    const due = await letterCopiesArchivedBefore(env.DB, new Date(Date.now() + 800 * DAY).toISOString());
    expect(due).not.toContain(orderNumber);
  });
});

describe('the letter copy when the order is anonymised', () => {
  it('goes with the personal data, even while its 12 months still run', async () => {
    const { orderNumber } = await createOrder({ plan: 'pro' });
    await applyPaymentOutcome(testEnv, orderNumber, 'paid', BASE);
    // Posted late in the order's 6 years (from the end of its year), so the copy's own period has not
    // ended when the order is anonymised.
    const anonymisedFrom = retentionEndsAt(new Date(), 6).getTime();
    const postedAt = new Date(anonymisedFrom - 100 * DAY);
    await markSubmitted(testEnv, (await findOrder(env.DB, orderNumber))!, { operatorId: 'op' }, postedAt);
    const [key] = await copyKeys(orderNumber);
    expect(await env.DOCUMENTS.get(key!)).not.toBeNull();
    await applyRetention(testEnv, new Date(anonymisedFrom));
    expect((await findOrder(env.DB, orderNumber))!.anonymised).toBe(true);
    expect(await env.DOCUMENTS.get(key!)).toBeNull();
  });
});
