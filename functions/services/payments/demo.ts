// The local demo provider: no money moves. Its checkout page (routes/payments.ts) calls the same
// state transitions as a verified Stripe webhook, so the whole order flow works offline.
import { randomToken } from '../../lib/crypto';
import type { PaymentProvider } from './types';

export const demoProvider: PaymentProvider = {
  name: 'demo',
  async createCheckout({ orderNumber }) {
    const sessionId = `demo_${randomToken()}`;
    return { sessionId, url: `/api/payments/demo/${encodeURIComponent(orderNumber)}?session_id=${sessionId}` };
  },
  async expireCheckout() {},
  async refund(sessionId, amountCents) {
    return `demo_refund_${sessionId.slice(-8)}${amountCents === undefined ? '' : `_${amountCents}`}`;
  },
};
