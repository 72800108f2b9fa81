import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import plzCodes from '../../public/data/plz.json';
import { CONFIRMATION_LABELS, CONFIRMATION_TEXT_VERSION } from '../../src/domain/confirmations';
import { toFieldErrors, type FieldError } from '../../src/domain/field-errors';
import { createOrderNumber } from '../../src/domain/order-number';
import { orderRequestSchema, type OrderRequest } from '../../src/domain/order-request';
import { extendedDataSubmissionSchema } from '../../src/domain/partner';
import { postalCodeSet } from '../../src/domain/personal-data';
import { normalizeExtras, priceOf, requiresSecondPerson } from '../../src/domain/pricing';
import { formatEuro } from '../../src/domain/money';
import type { AppEnv } from '../env';
import { addTimeline, findOrder, insertOrder, timelineOf, type OrderRow, type OrderStatus } from '../db/orders';
import { attachUploads, findUploads, type UploadKind, type UploadRow } from '../db/uploads';
import { ApiError } from '../lib/api-error';
import { jsonBodyLimit } from '../lib/body-limit';
import { clientIp } from '../lib/client-ip';
import { partnerTokenFor, sha256Hex, statusTokenFor, timingSafeEqual } from '../lib/crypto';
import { rateLimit } from '../lib/rate-limit';
import { partnerLinkMail } from '../services/mail-templates';
import { paymentProvider } from '../services/payments/provider';
import { enqueueMail } from '../db/outbox';

const POSTAL_CODES = postalCodeSet(plzCodes as string[]);
/** Orders whose uploads may move to a new order: nothing was paid, so nothing is lost. */
const SUPERSEDABLE: OrderStatus[] = ['awaiting_payment', 'payment_failed', 'expired'];

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'invalid_json', 'Ungültige Anfrage: Die Daten konnten nicht gelesen werden.');
  }
}

function validationError(fields: FieldError[]): ApiError {
  return new ApiError(400, 'validation_failed', 'Bitte überprüfe deine Eingaben.', fields);
}

/** Checks that each upload exists, belongs to the caller (token), has the right kind and can still be used. */
async function checkUploads(db: D1Database, refs: Record<string, { id: string; token: string }>, kinds: Record<string, UploadKind>, now: Date) {
  const rows = await findUploads(db, Object.values(refs).map((ref) => ref.id));
  const fields: FieldError[] = [];
  const checked: UploadRow[] = [];
  for (const [slot, ref] of Object.entries(refs)) {
    const row = rows.find((r) => r.id === ref.id);
    const usable =
      row &&
      !row.deleted_at &&
      row.kind === kinds[slot] &&
      timingSafeEqual(await sha256Hex(ref.token), row.token_hash) &&
      (row.order_number !== null || (row.expires_at !== null && row.expires_at > now.toISOString()));
    if (!usable) fields.push({ path: `uploads.${slot}`, message: 'Diese Datei ist nicht mehr verfügbar. Bitte lade sie erneut hoch.' });
    else checked.push(row);
  }
  if (fields.length) throw validationError(fields);
  return checked;
}

/** Evidence of the order (spec §3 paymentEvidence) taken from the request itself, not from the browser's claims. */
function evidenceOf(c: Context<AppEnv>, request: OrderRequest, now: Date) {
  return {
    ip: clientIp(c.req.raw.headers),
    userAgent: c.req.header('User-Agent') ?? '',
    time: now.toISOString(),
    confirmations: { version: CONFIRMATION_TEXT_VERSION, texts: CONFIRMATION_LABELS, accepted: { ...request.confirmations, isOwnId: request.isOwnId } },
    cookiePreferences: request.cookiePreferences ?? null,
  };
}

async function createOrder(c: Context<AppEnv>, request: OrderRequest, now: Date, idempotencyKey: string) {
  const db = c.env.DB;
  const refs = { front: request.uploads.front, back: request.uploads.back, signature: request.uploads.signature };
  const uploads = await checkUploads(db, refs, { front: 'front', back: 'back', signature: 'signature' }, now);

  // Uploads of an earlier, unpaid attempt move to this order; a paid order keeps its documents.
  const previous = [...new Set(uploads.map((u) => u.order_number).filter((n): n is string => n !== null))];
  const provider = paymentProvider(c.env);
  for (const orderNumber of previous) {
    const old = await findOrder(db, orderNumber);
    if (!old || !SUPERSEDABLE.includes(old.status)) {
      throw new ApiError(409, 'uploads_in_use', 'Diese Dateien gehören bereits zu einer bezahlten Bestellung.');
    }
  }

  const extras = normalizeExtras(request.plan, request.extras);
  const price = priceOf({ plan: request.plan, extras });
  const orderNumber = createOrderNumber(now, (count) => crypto.getRandomValues(new Uint8Array(count)));
  const statusToken = await statusTokenFor(c.env.STATUS_TOKEN_SECRET, orderNumber);
  const origin = new URL(c.req.url).origin;
  const checkout = await provider.createCheckout({ orderNumber, email: request.personalData.email, lines: price.lines, origin });

  const order: Parameters<typeof insertOrder>[1] = {
    order_number: orderNumber,
    status: 'awaiting_payment',
    status_token_hash: await sha256Hex(statusToken),
    plan: request.plan,
    extras: JSON.stringify(extras),
    total_cents: price.totalCents,
    currency: 'EUR',
    language: request.language,
    email: request.personalData.email,
    personal_data: JSON.stringify(request.personalData),
    requires_second_person: requiresSecondPerson({ plan: request.plan, extras }) ? 1 : 0,
    evidence: JSON.stringify(evidenceOf(c, request, now)),
    payment_provider: provider.name,
    payment_session_id: checkout.sessionId,
    payment_url: checkout.url,
    created_at: now.toISOString(),
  };
  const at = now.toISOString();
  const result = { orderNumber, statusToken, paymentUrl: checkout.url };
  await db.batch([
    ...previous.map((old) =>
      db.prepare("UPDATE orders SET status = 'superseded', updated_at = ?2 WHERE order_number = ?1").bind(old, at),
    ),
    ...previous.map((old) => addTimeline(db, old, at, 'superseded', orderNumber)),
    insertOrder(db, order),
    addTimeline(db, orderNumber, at, 'created', `${request.plan}; ${formatEuro(price.totalCents)}`),
    ...attachUploads(db, uploads.map((u) => u.id), orderNumber),
    // In the same transaction: a replay of this key can only ever see the finished order.
    db.prepare('UPDATE idempotency_keys SET response = ?2 WHERE key = ?1').bind(idempotencyKey, JSON.stringify(result)),
  ]);
  for (const old of previous) {
    const row = await findOrder(db, old);
    if (row?.payment_session_id && row.payment_provider === provider.name) c.executionCtx.waitUntil(provider.expireCheckout(row.payment_session_id));
  }
  return result;
}

/** Proof for reading an order: its status token or its payment session id. */
async function authorizedOrder(c: Context<AppEnv>, proof: { token?: string | null; sessionId?: string | null }): Promise<OrderRow> {
  const order = await findOrder(c.env.DB, c.req.param('orderNumber') ?? '');
  const notFound = new ApiError(404, 'not_found', 'Bestellung nicht gefunden.');
  if (!order) throw notFound;
  const byToken = proof.token ? timingSafeEqual(await sha256Hex(proof.token), order.status_token_hash) : false;
  const bySession = proof.sessionId ? order.payment_session_id !== null && timingSafeEqual(proof.sessionId, order.payment_session_id) : false;
  if (!byToken && !bySession) throw notFound;
  return order;
}

const PAID_OR_LATER: OrderStatus[] = ['payment_processing', 'paid', 'submitted', 'closed'];

export const orders = new Hono<AppEnv>()
  .post('/', bodyLimit(jsonBodyLimit), rateLimit({ bucket: 'orders', limit: 30, windowSeconds: 600 }), async (c) => {
    const key = c.req.header('Idempotency-Key') ?? '';
    if (!/^[\w-]{8,200}$/.test(key)) throw new ApiError(400, 'idempotency_key_missing', 'Technischer Fehler: Idempotency-Key fehlt oder ist ungültig.');
    const raw = await c.req.text();
    const requestHash = await sha256Hex(raw);
    const now = new Date();
    const db = c.env.DB;

    const claimed = await db
      .prepare('INSERT INTO idempotency_keys (key, request_hash, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO NOTHING')
      .bind(key, requestHash, now.toISOString())
      .run();
    if ((claimed.meta.changes ?? 0) === 0) {
      const existing = await db.prepare('SELECT request_hash, response FROM idempotency_keys WHERE key = ?1').bind(key).first<{ request_hash: string; response: string | null }>();
      if (existing && existing.request_hash !== requestHash) {
        throw new ApiError(409, 'idempotency_conflict', 'Diese Bestellung wurde bereits mit anderen Daten gesendet. Bitte lade die Seite neu.');
      }
      if (existing?.response) return c.json(JSON.parse(existing.response), 201);
      return c.json(new ApiError(409, 'in_progress', 'Deine Bestellung wird gerade angelegt. Bitte versuche es in einigen Sekunden erneut.').toBody(), 409, { 'Retry-After': '2' });
    }

    try {
      const parsed = v.safeParse(orderRequestSchema({ today: now, postalCodes: POSTAL_CODES }), parseJson(raw));
      if (!parsed.success) throw validationError(toFieldErrors(parsed.issues));
      return c.json(await createOrder(c, parsed.output, now, key), 201);
    } catch (error) {
      // A failed attempt frees its key: the same request (or a corrected one) may be sent again.
      await db.prepare('DELETE FROM idempotency_keys WHERE key = ?1 AND response IS NULL').bind(key).run();
      throw error;
    }
  })
  .get('/:orderNumber', async (c) => {
    const order = await authorizedOrder(c, { token: c.req.query('token'), sessionId: c.req.query('session_id') });
    const extras = JSON.parse(order.extras) as string[];
    const timeline = await timelineOf(c.env.DB, order.order_number);
    return c.json({
      orderNumber: order.order_number,
      status: order.status,
      paid: PAID_OR_LATER.includes(order.status),
      plan: order.plan,
      extras,
      totalCents: order.total_cents,
      total: formatEuro(order.total_cents),
      requiresSecondPerson: order.requires_second_person === 1,
      secondPersonSubmitted: order.partner_submitted_at !== null,
      secondPersonComplete: timeline.some((t) => t.event === 'partner_documents_complete'),
      dispatchDeadline: order.dispatch_deadline,
      timeline: timeline.map(({ at, event }) => ({ at, event })),
    });
  })
  .post('/:orderNumber/partner', bodyLimit(jsonBodyLimit), async (c) => {
    const body = parseJson(await c.req.text());
    const parsed = v.safeParse(extendedDataSubmissionSchema, body);
    if (!parsed.success) throw validationError(toFieldErrors(parsed.issues));
    const submission = parsed.output;
    const order = await authorizedOrder(c, { token: submission.statusToken, sessionId: submission.sessionId });
    if (submission.originalOrderNumber !== order.order_number) throw new ApiError(400, 'order_mismatch', 'Die Bestellnummer passt nicht zu dieser Bestellung.');
    if (order.requires_second_person !== 1) throw new ApiError(409, 'no_second_person', 'Diese Bestellung enthält keinen Antrag für eine zweite Person.');
    if (!PAID_OR_LATER.includes(order.status)) throw new ApiError(409, 'not_paid', 'Die Daten der zweiten Person können erst nach der Zahlung ergänzt werden.');

    const now = new Date();
    const refs = (body as { uploads?: Record<string, { id: string; token: string }> }).uploads ?? {};
    const slots = Object.fromEntries(Object.entries(refs).filter(([slot]) => ['front', 'back', 'signature'].includes(slot)));
    const kinds = { front: 'partner-front', back: 'partner-back', signature: 'partner-signature' } as const;
    const partnerUploads = Object.keys(slots).length ? await checkUploads(c.env.DB, slots, kinds, now) : [];
    await c.env.DB.batch([
      c.env.DB.prepare('UPDATE orders SET partner_data = ?2, partner_submitted_at = ?3, updated_at = ?3 WHERE order_number = ?1').bind(
        order.order_number,
        JSON.stringify(submission.extendedData),
        now.toISOString(),
      ),
      addTimeline(c.env.DB, order.order_number, now.toISOString(), 'partner_data_received', partnerUploads.length ? `${partnerUploads.length} Dateien` : null),
      ...attachUploads(c.env.DB, partnerUploads.map((u) => u.id), order.order_number),
      enqueueMail(
        c.env.DB,
        crypto.randomUUID(),
        partnerLinkMail({
          email: order.email,
          orderNumber: order.order_number,
          partnerFirstName: submission.extendedData.partnerData.firstName ?? 'die zweite Person',
          url: `${new URL(c.req.url).origin}/zweite-person#bestellung=${encodeURIComponent(order.order_number)}&token=${await partnerTokenFor(c.env.STATUS_TOKEN_SECRET, order.order_number)}`,
        }),
        now.toISOString(),
      ),
    ]);
    c.set('outboxDirty', true);
    return c.json({ ok: true, orderNumber: order.order_number });
  })
  .post('/:orderNumber/partner-documents', bodyLimit(jsonBodyLimit), async (c) => {
    // The second person's own ID copy and signature, through the personal link of the partner mail.
    const body = parseJson(await c.req.text()) as { token?: unknown; uploads?: Record<string, { id: string; token: string }> };
    const order = await findOrder(c.env.DB, c.req.param('orderNumber'));
    const expected = order ? await partnerTokenFor(c.env.STATUS_TOKEN_SECRET, order.order_number) : '';
    if (!order || typeof body.token !== 'string' || !timingSafeEqual(body.token, expected)) throw new ApiError(404, 'not_found', 'Bestellung nicht gefunden.');
    if (!order.partner_submitted_at) throw new ApiError(409, 'partner_missing', 'Bitte zuerst die Daten der zweiten Person eingeben.');
    const refs = body.uploads ?? {};
    const missing = (['front', 'back', 'signature'] as const).filter((slot) => !refs[slot]?.id || !refs[slot]?.token);
    if (missing.length) {
      throw validationError(missing.map((slot) => ({ path: `uploads.${slot}`, message: slot === 'signature' ? 'Bitte unterschreibe den Antrag.' : 'Bitte lade beide Seiten deines Ausweises hoch.' })));
    }
    const now = new Date();
    const uploads = await checkUploads(c.env.DB, { front: refs.front!, back: refs.back!, signature: refs.signature! }, { front: 'partner-front', back: 'partner-back', signature: 'partner-signature' }, now);
    await c.env.DB.batch([
      ...attachUploads(c.env.DB, uploads.map((u) => u.id), order.order_number),
      addTimeline(c.env.DB, order.order_number, now.toISOString(), 'partner_documents_complete'),
    ]);
    return c.json({ ok: true });
  });
