// Driving the real Worker API from Playwright (uploads, orders, the demo checkout), as
// tests/worker/fixtures.ts does inside workerd.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { jpeg, pngHeader, SIGNATURE_PNG } from './images';

/** Every API call looks like another client, so the per-IP rate limits stay out of the way. */
const clientIp = () => `e2e-${crypto.randomUUID()}`;

async function upload(
  request: APIRequestContext,
  kind: string,
  printable = false,
): Promise<{ id: string; token: string }> {
  const file = printable
    ? { name: `${kind}.png`, mimeType: 'image/png', buffer: SIGNATURE_PNG }
    : kind === 'signature'
      ? { name: 'unterschrift.png', mimeType: 'image/png', buffer: pngHeader() }
      : { name: 'ausweis.jpg', mimeType: 'image/jpeg', buffer: jpeg() };
  const res = await request.post('/api/uploads', {
    multipart: { kind, file },
    headers: { 'CF-Connecting-IP': clientIp() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

export interface CreatedOrder {
  orderNumber: string;
  statusToken: string;
  paymentUrl: string;
  sessionId: string;
}

export async function createOrder(
  request: APIRequestContext,
  plan: 'basic' | 'plus' = 'basic',
  extras: ('express' | 'duo' | 'correction')[] = [],
  /** Real images, for an order the operator prints (header-only test files cannot be embedded in a PDF). */
  printable = false,
  /** The language the customer orders in (the order's mails and links follow it). */
  customerLanguage: 'de' | 'en' = 'de',
): Promise<CreatedOrder> {
  const [front, back, signature] = await Promise.all([
    upload(request, 'front', printable),
    upload(request, 'back', printable),
    upload(request, 'signature', printable),
  ]);
  const res = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID(), 'CF-Connecting-IP': clientIp() },
    data: {
      personalData: {
        firstName: 'Erika',
        lastName: 'Mustermann',
        birthName: '',
        birthDate: '14.03.1985',
        birthPlace: 'Köln',
        street: 'Musterstraße',
        houseNumber: '12a',
        postalCode: '50667',
        city: 'Köln',
        email: 'erika@example.de',
        phone: '',
      },
      uploads: { front, back, signature },
      confirmations: { agb: true, privacy: true, noWithdrawal: true },
      isOwnId: true,
      plan,
      extras,
      language: 'de',
      customerLanguage,
      cookiePreferences: { necessary: true, functional: false, analytics: false, marketing: false },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as Omit<CreatedOrder, 'sessionId'>;
  return { ...created, sessionId: new URL(created.paymentUrl, 'http://x').searchParams.get('session_id')! };
}

/** Pays through the demo checkout's form, as the 'Bezahlen' button does; returns where it sends the customer. */
export async function payDemo(request: APIRequestContext, order: CreatedOrder, paidAt?: Date): Promise<string> {
  const res = await request.post(`/api/payments/demo/${order.orderNumber}`, {
    form: { session_id: order.sessionId, action: 'pay', ...(paidAt ? { paid_at: paidAt.toISOString() } : {}) },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  const location = new URL(res.headers().location!, 'http://x');
  // The payment return in the order's language.
  expect(location.pathname).toMatch(/^(\/en)?\/extended-wizard$/);
  return location.pathname + location.search;
}
