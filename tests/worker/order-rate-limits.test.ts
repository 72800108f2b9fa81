// Every endpoint that reads or changes an order with a proof, or mails its customer, is limited per
// order (and per client): someone guessing status tokens or flooding the customer's inbox gets a German
// 429 with Retry-After after the order's allowance, whatever the answers before it were.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '../../functions/lib/rate-limit';
import { BASE, createOrder } from './fixtures';

interface Endpoint {
  name: string;
  perOrder: number;
  request: (orderNumber: string) => Request;
}

const json = (path: string, method: string, body: unknown) =>
  new Request(`${BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Status-Token': 'geraten' },
    body: JSON.stringify(body),
  });

const ENDPOINTS: Endpoint[] = [
  {
    name: 'reading the data to correct',
    perOrder: 10,
    request: (n) => new Request(`${BASE}/api/orders/${n}/personal-data`, { headers: { 'X-Status-Token': 'geraten' } }),
  },
  { name: 'a correction', perOrder: 10, request: (n) => json(`/api/orders/${n}/personal-data`, 'PUT', {}) },
  { name: 'the Korrekturoption', perOrder: 10, request: (n) => json(`/api/orders/${n}/correction`, 'POST', {}) },
  {
    name: 'the second person’s data',
    perOrder: 10,
    request: (n) => json(`/api/orders/${n}/partner`, 'POST', { statusToken: 'geraten' }),
  },
  {
    name: 'the second person’s documents',
    perOrder: 10,
    request: (n) => json(`/api/orders/${n}/partner-documents`, 'POST', { token: 'geraten' }),
  },
  {
    name: 'a fresh link for the second person',
    perOrder: 3,
    request: (n) => json(`/api/orders/${n}/partner-link`, 'POST', { statusToken: 'geraten' }),
  },
  {
    name: 'ending the SMS updates',
    perOrder: 10,
    request: (n) => json(`/api/orders/${n}/sms-opt-out`, 'POST', { statusToken: 'geraten' }),
  },
  {
    name: 'the letter copy',
    perOrder: 20,
    request: (n) => new Request(`${BASE}/api/orders/${n}/letter.pdf`, { headers: { 'X-Status-Token': 'geraten' } }),
  },
  { name: 'a fresh status link', perOrder: 3, request: (n) => json(`/api/orders/${n}/status-link`, 'POST', {}) },
];

describe('per-order limits', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: ${endpoint.perOrder} an hour per order, then a German 429`, async () => {
      const { orderNumber } = await createOrder();
      for (let i = 0; i < endpoint.perOrder; i++) {
        // Each request from another client: the order's own allowance is what runs out.
        const request = endpoint.request(orderNumber);
        request.headers.set('CF-Connecting-IP', `198.51.100.${i + 1}`);
        expect((await SELF.fetch(request)).status).not.toBe(429);
      }
      const limited = endpoint.request(orderNumber);
      limited.headers.set('CF-Connecting-IP', '198.51.100.200');
      const res = await SELF.fetch(limited);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await res.json<{ error: { message: string } }>()).error.message).toBe(RATE_LIMIT_MESSAGE);
      // Another order is not affected.
      const other = await createOrder();
      expect((await SELF.fetch(endpoint.request(other.orderNumber))).status).not.toBe(429);
    });
  }
});
