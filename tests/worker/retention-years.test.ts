// Invoices and order data are kept for whole years from the end of the calendar year (Datenschutz-
// erklärung §6; § 147 Abs. 4 AO, § 14b Abs. 1 UStG): the job's clock is its `now` parameter.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { applyRetention } from '../../functions/jobs/retention';
import { findOrder } from '../../functions/db/orders';
import { createOrder } from './fixtures';

/** 31.12.2026, 23:59:59 and 01.01.2027, 00:00:00 German time. */
const LAST_SECOND_OF_2026 = new Date('2026-12-31T22:59:59Z');
const NEW_YEAR_2027 = new Date('2026-12-31T23:00:00Z');

async function invoiceIssuedAt(issuedAt: string): Promise<{ number: string; key: string }> {
  const { orderNumber } = await createOrder();
  const number = `RE-TEST-${crypto.randomUUID()}`;
  const key = `invoices/${number}.pdf`;
  await env.DOCUMENTS.put(key, new Uint8Array([1, 2, 3]));
  await env.DB.prepare(
    `INSERT INTO invoices (number, year, seq, order_number, gross_cents, net_cents, vat_cents, object_key, issued_at)
     VALUES (?1, 2018, abs(random() % 1000000000), ?2, 3990, 3353, 637, ?3, ?4)`,
  )
    .bind(number, orderNumber, key, issuedAt)
    .run();
  return { number, key };
}

const invoiceKept = async ({ number, key }: { number: string; key: string }) => {
  const row = await env.DB.prepare('SELECT 1 AS n FROM invoices WHERE number = ?1').bind(number).first('n');
  const object = await env.DOCUMENTS.get(key);
  expect(row !== null, `row of ${number}`).toBe(object !== null);
  return row !== null;
};

describe('retention from the end of the calendar year', () => {
  it('keeps an invoice of 31.12.2018 until 01.01.2027 and deletes it from then on (8 years)', async () => {
    // 23:30 German time on New Year's Eve 2018 is still 2018.
    const lastOf2018 = await invoiceIssuedAt('2018-12-31T22:30:00.000Z');
    // 00:30 German time on 01.01.2019 (still 2018 in UTC) belongs to 2019: kept a year longer.
    const firstOf2019 = await invoiceIssuedAt('2018-12-31T23:30:00.000Z');

    await applyRetention(env, LAST_SECOND_OF_2026);
    expect(await invoiceKept(lastOf2018)).toBe(true);
    await applyRetention(env, NEW_YEAR_2027);
    expect(await invoiceKept(lastOf2018)).toBe(false);
    expect(await invoiceKept(firstOf2019)).toBe(true);
    await applyRetention(env, new Date('2027-12-31T23:00:00Z'));
    expect(await invoiceKept(firstOf2019)).toBe(false);
  });

  it('anonymises the order data of 2020 from 01.01.2027 (6 years), not 6 years after the order', async () => {
    const { orderNumber } = await createOrder();
    await env.DB.prepare('UPDATE orders SET created_at = ?2 WHERE order_number = ?1')
      .bind(orderNumber, '2020-12-31T22:30:00.000Z')
      .run();
    // Six years after the order (31.12.2026) the year has not ended yet.
    await applyRetention(env, LAST_SECOND_OF_2026);
    expect((await findOrder(env.DB, orderNumber))!.anonymised).toBe(false);
    await applyRetention(env, NEW_YEAR_2027);
    expect((await findOrder(env.DB, orderNumber))!.anonymised).toBe(true);
  });
});
