// Test files and requests for the Worker tests. Images are minimal complete files of a given size (the
// upload refuses header-only ones): a PNG with its image data and IEND, a JPEG with a scan and EOI.
import { env, SELF } from 'cloudflare:test';
import { PDFDocument } from 'pdf-lib';
import { concat, pngChunk, zlibOfZeros } from './image-bytes';

export const BASE = 'https://punktebrief.test';

/** A real 60×20 PNG that pdf-lib can embed (the signature on a printed letter). */
export const SIGNATURE_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAADwAAAAUCAAAAAD0aAH1AAAAHklEQVR4nGP4TwFgGNVMvmYG4sCo5pGsmWQwEjUDAO7ITd34vkG6AAAAAElFTkSuQmCC',
  ),
  (c) => c.charCodeAt(0),
);

/**
 * A complete black PNG of width × height, 1-bit grey (the smallest image data, so even the huge sizes
 * the limits are tested with stay small): IHDR, one IDAT of zero rows, IEND. `interlaced` lays the rows
 * out as Adam7's seven passes.
 */
export function pngBytes(width = 800, height = 500, { interlaced = false } = {}): Uint8Array {
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([1, 0, 0, 0, interlaced ? 1 : 0], 8);
  // Each row: a filter byte and one bit a pixel; Adam7 stores seven such images one after another.
  const rows = (w: number, h: number) => (w > 0 && h > 0 ? h * (1 + Math.ceil(w / 8)) : 0);
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  const size = interlaced
    ? passes.reduce(
        (sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x!) / dx!), Math.ceil((height - y!) / dy!)),
        0,
      )
    : rows(width, height);
  return concat([
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibOfZeros(size)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * A minimal complete JPEG of width × height: JFIF, a baseline frame header (3 components), a scan with
 * one byte of data and EOI. Not decodable (no tables), which the Worker never does.
 */
export function jpegBytes(width = 1600, height = 1000): Uint8Array {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  sof.push(1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1);
  const sos = [0xff, 0xda, 0x00, 0x0c, 0x03, 1, 0x00, 2, 0x11, 3, 0x11, 0x00, 0x3f, 0x00];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, ...sos, 0x00, 0xff, 0xd9]);
}

export async function pdfBytes(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  return doc.save();
}

export interface UploadResult {
  id: string;
  token: string;
  kind: string;
  name: string;
  size: number;
  mime: string;
  uploadedAt: string;
}

/** Each call looks like another client unless an IP is given, so the per-IP rate limit stays out of the way. */
export function uploadRequest(
  kind: string,
  bytes: Uint8Array,
  name = 'ausweis.jpg',
  type = 'image/jpeg',
  ip = `test-${crypto.randomUUID()}`,
): Promise<Response> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([bytes], name, { type }));
  return SELF.fetch(`${BASE}/api/uploads`, { method: 'POST', body: form, headers: { 'CF-Connecting-IP': ip } });
}

export async function upload(kind: string, bytes: Uint8Array = jpegBytes()): Promise<UploadResult> {
  const res = await uploadRequest(kind, bytes);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return res.json<UploadResult>();
}

export const PERSON = {
  firstName: 'Łukasz',
  lastName: 'Öztürk-Ğül',
  birthName: '',
  birthDate: '14.03.1985',
  birthPlace: 'Köln',
  street: 'Musterstraße',
  houseNumber: '12a',
  postalCode: '50667',
  city: 'Köln',
  email: 'lukasz@example.de',
  phone: '',
};

/** A second person's data as the extended-data submission carries it. */
export const PARTNER = {
  firstName: 'Anna',
  lastName: 'Schmidt',
  birthDate: '1988-05-02',
  birthPlace: 'Bonn',
  street: 'Hauptstraße',
  houseNumber: '5',
  postalCode: '53111',
  city: 'Bonn',
};

export async function orderBody(overrides: Record<string, unknown> = {}) {
  const [front, back, signature] = await Promise.all([
    upload('front'),
    upload('back'),
    upload('signature', SIGNATURE_PNG),
  ]);
  return {
    personalData: PERSON,
    uploads: {
      front: { id: front.id, token: front.token },
      back: { id: back.id, token: back.token },
      signature: { id: signature.id, token: signature.token },
    },
    confirmations: { agb: true, privacy: true, noWithdrawal: true },
    isOwnId: true,
    plan: 'basic',
    extras: [],
    language: 'de',
    cookiePreferences: { necessary: true, functional: false, analytics: false, marketing: false },
    ...overrides,
  };
}

/** Like uploads, each order comes from another client unless an IP is given. */
export function postOrder(
  body: unknown,
  key: string = crypto.randomUUID(),
  ip = `test-${crypto.randomUUID()}`,
): Promise<Response> {
  return SELF.fetch(`${BASE}/api/orders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
      'CF-Connecting-IP': ip,
      'User-Agent': 'vitest-browser',
    },
    body: JSON.stringify(body),
  });
}

export interface CreatedOrder {
  orderNumber: string;
  statusToken: string;
  paymentUrl: string;
}

export async function createOrder(overrides: Record<string, unknown> = {}): Promise<CreatedOrder> {
  const res = await postOrder(await orderBody(overrides));
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`);
  return res.json<CreatedOrder>();
}

/** Pays an order through the demo checkout, as a customer clicking "Bezahlen" would. */
export async function payDemo(order: CreatedOrder): Promise<Response> {
  const sessionId = new URL(order.paymentUrl, BASE).searchParams.get('session_id')!;
  return SELF.fetch(`${BASE}/api/payments/demo/${order.orderNumber}`, {
    method: 'POST',
    body: new URLSearchParams({ session_id: sessionId, action: 'pay' }),
    redirect: 'manual',
  });
}

/** The token of the newest personal link for the second person mailed for the order (read from the outbox). */
export async function mailedPartnerToken(orderNumber: string): Promise<string> {
  const mail = await env.DB.prepare(
    "SELECT body_text FROM outbox WHERE kind = 'partner_link' AND order_number = ? ORDER BY created_at DESC, rowid DESC",
  )
    .bind(orderNumber)
    .first<{ body_text: string }>();
  const token = mail?.body_text.match(/\/zweite-person#bestellung=[^&\s]+&token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no partner link mailed for ${orderNumber}`);
  return token;
}
