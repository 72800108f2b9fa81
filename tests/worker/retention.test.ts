import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { deleteDueDocuments } from '../../functions/jobs/retention';
import { runScheduled } from '../../functions/jobs/scheduled';
import { applyPaymentOutcome } from '../../functions/services/payments/outcomes';
import { BASE, createOrder, upload } from './fixtures';

async function state(id: string) {
  const row = await env.DB.prepare('SELECT object_key, deleted_at FROM uploads WHERE id = ?')
    .bind(id)
    .first<{ object_key: string; deleted_at: string | null }>();
  return { deleted: row!.deleted_at !== null, objectExists: (await env.DOCUMENTS.get(row!.object_key)) !== null };
}

describe('retention job (fixed clock)', () => {
  it('deletes an unattached upload only after 24 hours, object and row, and is idempotent', async () => {
    const file = await upload('front');
    const created = Date.now();
    await deleteDueDocuments(env, new Date(created + 23 * 3600_000));
    expect(await state(file.id)).toEqual({ deleted: false, objectExists: true });
    await deleteDueDocuments(env, new Date(created + 25 * 3600_000));
    expect(await state(file.id)).toEqual({ deleted: true, objectExists: false });
    expect(await deleteDueDocuments(env, new Date(created + 26 * 3600_000))).toBe(0);
  });

  it('keeps the documents of an open order for 48 hours and deletes those of an expired one at once', async () => {
    const open = await createOrder();
    const expired = await createOrder();
    await applyPaymentOutcome(env, expired.orderNumber, 'expired', BASE);
    const ids = async (orderNumber: string) =>
      (
        await env.DB.prepare('SELECT id FROM uploads WHERE order_number = ?').bind(orderNumber).all<{ id: string }>()
      ).results.map((r) => r.id);
    await deleteDueDocuments(env, new Date(Date.now() + 3600_000));
    for (const id of await ids(open.orderNumber)) expect((await state(id)).deleted).toBe(false);
    for (const id of await ids(expired.orderNumber))
      expect(await state(id)).toEqual({ deleted: true, objectExists: false });
    // Never paid: after 48 hours its documents go as well.
    await deleteDueDocuments(env, new Date(Date.now() + 49 * 3600_000));
    for (const id of await ids(open.orderNumber))
      expect(await state(id)).toEqual({ deleted: true, objectExists: false });
  });

  it('safety net: no document of a posted order survives the next scheduled run', async () => {
    const order = await createOrder();
    await applyPaymentOutcome(env, order.orderNumber, 'paid', BASE);
    await env.DB.prepare("UPDATE orders SET status = 'submitted' WHERE order_number = ?").bind(order.orderNumber).run();
    await runScheduled('*/15 * * * *', new Date(), env);
    const { results } = await env.DB.prepare('SELECT id FROM uploads WHERE order_number = ?')
      .bind(order.orderNumber)
      .all<{ id: string }>();
    expect(results).toHaveLength(3);
    for (const { id } of results) expect(await state(id)).toEqual({ deleted: true, objectExists: false });
  });
});
