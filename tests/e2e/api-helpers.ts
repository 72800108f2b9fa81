// Driving the real Worker API from Playwright (uploads, orders, the demo checkout), as
// tests/worker/fixtures.ts does inside workerd.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** Minimal JPEG / PNG byte sequences with the parts the Worker's inspection reads (as in tests/worker/fixtures.ts). */
export function jpegBytes(width = 1600, height = 1000): Buffer {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ];
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}
export function pngBytes(width = 400, height = 150): Buffer {
  const bytes = Buffer.alloc(45);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.set([8, 6, 0, 0, 0], 24);
  bytes.set([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], 33);
  return bytes;
}

/** Every API call looks like another client, so the per-IP rate limits stay out of the way. */
const clientIp = () => `e2e-${crypto.randomUUID()}`;

/** A real 60×20 greyscale PNG (the same as wizard-helpers' SIGNATURE_PNG): pdf-lib can embed it in a printed application. */
const PRINTABLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAAUCAAAAAD0aAH1AAAAHklEQVR4nGP4TwFgGNVMvmYG4sCo5pGsmWQwEjUDAO7ITd34vkG6AAAAAElFTkSuQmCC',
  'base64',
);

export async function upload(
  request: APIRequestContext,
  kind: string,
  printable = false,
): Promise<{ id: string; token: string }> {
  const file = printable
    ? { name: `${kind}.png`, mimeType: 'image/png', buffer: PRINTABLE_PNG }
    : kind === 'signature'
      ? { name: 'unterschrift.png', mimeType: 'image/png', buffer: pngBytes() }
      : { name: 'ausweis.jpg', mimeType: 'image/jpeg', buffer: jpegBytes() };
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
  expect(location.pathname).toBe('/extended-wizard');
  return location.pathname + location.search;
}
