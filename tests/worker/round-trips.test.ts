// D1 round trips per request of the endpoints the load benchmark measures (bench/RESULTS.md lists
// them). Each trip to D1 costs more than the Worker's own work, so the write path's count is pinned:
// a change that adds a trip fails here.
import { describe, expect, it } from 'vitest';
import { fetchCounting } from './d1-round-trips';
import { BASE, createOrder, jpegBytes, orderBody } from './fixtures';

const client = () => ({ 'CF-Connecting-IP': `test-${crypto.randomUUID()}` });

function orderRequest(body: unknown, key = crypto.randomUUID()): Request {
  return new Request(`${BASE}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...client() },
    body: JSON.stringify(body),
  });
}

/** How each trip went to D1: 'batch', 'first', 'all', 'run' or 'raw'. */
const kinds = (trips: string[]) => trips.map((trip) => trip.slice(0, trip.indexOf(':')));

describe('D1 round trips per request', () => {
  it('POST /api/orders: one batch reads and claims, one batch writes, nothing is read back', async () => {
    const body = await orderBody();
    const key = crypto.randomUUID();
    const created = await fetchCounting(orderRequest(body, key));
    expect(created.response.status).toBe(201);
    expect(kinds(created.trips), created.trips.join('\n')).toEqual(['batch', 'batch']);
    const [read, write] = created.trips;
    // The rate-limit hit, the key's claim (before the checkout) and the uploads with their orders.
    expect(read).toMatch(
      /^batch: INSERT INTO rate_limits \| INSERT INTO idempotency_keys \| SELECT .* \| SELECT u\.\*/,
    );
    // The order, its timeline, the uploads' attachment and the key's answer in one transaction.
    for (const part of [
      'INSERT INTO orders',
      'INSERT INTO order_timeline',
      'UPDATE uploads SET',
      'UPDATE idempotency_keys',
    ])
      expect(write).toContain(part);

    // A retry with the same key is answered from the first batch alone.
    const replay = await fetchCounting(orderRequest(body, key));
    expect(replay.response.status).toBe(201);
    expect(await replay.response.json()).toEqual(await created.response.json());
    expect(kinds(replay.trips)).toEqual(['batch']);
  });

  it('POST /api/orders with the uploads of an unpaid order: two batches, then closing the old checkout', async () => {
    const body = await orderBody();
    expect((await fetchCounting(orderRequest(body))).response.status).toBe(201);
    const resubmitted = await fetchCounting(orderRequest({ ...body, plan: 'plus' }));
    expect(resubmitted.response.status).toBe(201);
    // The old order's superseding is in the write batch; its expire_checkout job runs before the answer.
    expect(kinds(resubmitted.trips).slice(0, 2)).toEqual(['batch', 'batch']);
    expect(resubmitted.trips[1]).toContain('INSERT INTO order_jobs');
    expect(resubmitted.trips).toHaveLength(6);
  });

  it('GET /api/orders/:orderNumber', async () => {
    const order = await createOrder();
    const read = await fetchCounting(
      new Request(`${BASE}/api/orders/${order.orderNumber}`, { headers: { 'X-Status-Token': order.statusToken } }),
    );
    expect(read.response.status).toBe(200);
    // The order and the token's row (with the order's newest event) side by side, then the timeline.
    expect(kinds(read.trips)).toEqual(['first', 'first', 'all']);
  });

  it('GET /api/orders/:orderNumber of a package with a second person reads the timeline once', async () => {
    const order = await createOrder({ plan: 'plus' });
    const read = await fetchCounting(
      new Request(`${BASE}/api/orders/${order.orderNumber}`, { headers: { 'X-Status-Token': order.statusToken } }),
    );
    expect(read.response.status).toBe(200);
    // The order and the token's row side by side, then the timeline and the letters (is the second person
    // still awaited?) side by side.
    expect(kinds(read.trips)).toEqual(['first', 'first', 'all', 'all']);
    expect(read.trips.filter((trip) => trip.includes('SELECT at, event'))).toHaveLength(1);
  });

  it('POST /api/uploads', async () => {
    const form = new FormData();
    form.set('kind', 'front');
    form.set('file', new File([jpegBytes()], 'ausweis.jpg', { type: 'image/jpeg' }));
    const uploaded = await fetchCounting(
      new Request(`${BASE}/api/uploads`, { method: 'POST', body: form, headers: client() }),
    );
    expect(uploaded.response.status).toBe(201);
    expect(kinds(uploaded.trips)).toEqual(['all', 'run']); // rate-limit hit, the upload's row
  });

  it('POST /api/contact', async () => {
    const sent = await fetchCounting(
      new Request(`${BASE}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...client() },
        body: JSON.stringify({
          name: 'Erika Mustermann',
          email: 'erika@example.de',
          subject: 'Frage',
          message: 'Wann wird mein Antrag versendet?',
        }),
      }),
    );
    expect(sent.response.status).toBe(201);
    // The rate-limit hit, the sender's orders (who gets Pro's priority deadline) in one batch, and one
    // batch (message + mail); the last is the mail drain, which the response starts in waitUntil and
    // does not wait for.
    expect(kinds(sent.trips)).toEqual(['all', 'batch', 'batch', 'all']);
  });

  it('GET /api/health', async () => {
    const health = await fetchCounting(new Request(`${BASE}/api/health`));
    expect(health.response.status).toBe(200);
    expect(health.trips).toEqual([]);
  });
});
