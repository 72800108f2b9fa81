import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { extendedDataSubmissionSchema } from '../../src/domain/partner';
import { SecondPersonAddonRequestSchema } from '../../src/domain/second-person-addon';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/api-error';
import { jsonBodyLimit } from '../lib/body-limit';
import { clientIp } from '../lib/client-ip';
import { rateLimitByIpAndOrder, rateLimitHit } from '../lib/rate-limit';
import { parseJsonText, parseOrThrow } from '../lib/validate';
import { placeOrder } from '../services/order-creation';
import { runOrderEffects } from '../services/order-jobs';
import { orderSecondPerson } from '../services/second-person-addon';
import { authorizedOrder } from '../services/order-access';
import { orderStatusView, resendPartnerLink, submitPartnerData, submitPartnerDocuments } from '../services/orders';
import { partnerLinkState } from '../services/partner-links';
import { optOutOrder } from '../db/sms';
import { sendStatusLink } from '../services/status-links';
import { MESSAGES } from '../../src/domain/messages';

const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,200}$/;
/** Orders per client and window; counted inside placeOrder's first D1 batch (no round trip of its own). */
const ORDER_RATE_LIMIT = { bucket: 'orders', limit: 30, windowSeconds: 600 };

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** Endpoints that change an order or mail its customer: limited by IP and by order. */
const PARTNER_LIMIT = rateLimitByIpAndOrder({ bucket: 'partner', perIp: 20, perOrder: 10, windowSeconds: 3600 });
const SECOND_PERSON_LIMIT = rateLimitByIpAndOrder({
  bucket: 'second_person',
  perIp: 20,
  perOrder: 10,
  windowSeconds: 3600,
});
const STATUS_LINK_LIMIT = rateLimitByIpAndOrder({ bucket: 'status_link', perIp: 10, perOrder: 3, windowSeconds: 3600 });
const SMS_OPT_OUT_LIMIT = rateLimitByIpAndOrder({
  bucket: 'sms_opt_out',
  perIp: 20,
  perOrder: 10,
  windowSeconds: 3600,
});
const PARTNER_LINK_LIMIT = rateLimitByIpAndOrder({
  bucket: 'partner_link',
  perIp: 10,
  perOrder: 3,
  windowSeconds: 3600,
});

export const orders = new Hono<AppEnv>()
  .post('/', bodyLimit(jsonBodyLimit), async (c) => {
    const key = c.req.header('Idempotency-Key') ?? '';
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new ApiError(400, 'idempotency_key_missing', MESSAGES.de['errors.idempotencyKey']);
    }
    const created = await placeOrder(c.env, key, await c.req.text(), {
      now: new Date(),
      origin: originOf(c),
      client: { ip: clientIp(c.req.raw.headers), userAgent: c.req.header('User-Agent') ?? '' },
      rateLimit: await rateLimitHit(c.env, c.req.raw.headers, ORDER_RATE_LIMIT),
    });
    return c.json(created, 201);
  })
  .get('/:orderNumber', async (c) => {
    // Proofs come in headers only: a query string ends up in logs, the browser history and analytics.
    const proof = { token: c.req.header('X-Status-Token'), sessionId: c.req.header('X-Payment-Session') };
    const now = new Date();
    const { order, by } = await authorizedOrder(c.env, c.req.param('orderNumber'), proof, now);
    return c.json(await orderStatusView(c.env, order, by, now));
  })
  /** A fresh status link, mailed to the order's own address; the answer is the same for any number. */
  .post('/:orderNumber/status-link', STATUS_LINK_LIMIT, async (c) => {
    await sendStatusLink(c.env, c.req.param('orderNumber'), { now: new Date(), origin: originOf(c) });
    c.set('workQueued', true);
    return c.json({ ok: true }, 202);
  })
  .post('/:orderNumber/partner', PARTNER_LIMIT, bodyLimit(jsonBodyLimit), async (c) => {
    const body = parseJsonText(await c.req.text());
    const submission = parseOrThrow(extendedDataSubmissionSchema, body);
    const proof = { token: submission.statusToken, sessionId: submission.sessionId };
    const { order } = await authorizedOrder(c.env, c.req.param('orderNumber'), proof, new Date());
    if (submission.originalOrderNumber !== order.orderNumber) {
      throw new ApiError(400, 'order_mismatch', MESSAGES.de['errors.orderMismatch']);
    }
    const uploads = (body as { uploads?: Record<string, { id: string; token: string }> }).uploads ?? {};
    await submitPartnerData(c.env, order, submission, uploads, { now: new Date(), origin: originOf(c) });
    c.set('workQueued', true);
    return c.json({ ok: true, orderNumber: order.orderNumber });
  })
  .post('/:orderNumber/second-person', SECOND_PERSON_LIMIT, bodyLimit(jsonBodyLimit), async (c) => {
    const request = parseOrThrow(SecondPersonAddonRequestSchema, parseJsonText(await c.req.text()));
    const proof = { token: request.statusToken, sessionId: request.sessionId };
    const { order } = await authorizedOrder(c.env, c.req.param('orderNumber'), proof, new Date());
    if (request.originalOrderNumber !== order.orderNumber) {
      throw new ApiError(400, 'order_mismatch', MESSAGES.de['errors.orderMismatch']);
    }
    const checkout = await orderSecondPerson(c.env, order, request, {
      now: new Date(),
      origin: originOf(c),
      client: { ip: clientIp(c.req.raw.headers), userAgent: c.req.header('User-Agent') ?? '' },
    });
    return c.json(checkout, 201);
  })
  /** A fresh link for the second person, mailed to the order's own address; proof is the status link. */
  .post('/:orderNumber/partner-link', PARTNER_LINK_LIMIT, bodyLimit(jsonBodyLimit), async (c) => {
    const now = new Date();
    const body = parseJsonText(await c.req.text()) as { statusToken?: unknown } | null;
    const proof = { token: typeof body?.statusToken === 'string' ? body.statusToken : null };
    const { order } = await authorizedOrder(c.env, c.req.param('orderNumber'), proof, now);
    await resendPartnerLink(c.env, order, { now, origin: originOf(c) });
    c.set('workQueued', true);
    return c.json({ ok: true }, 202);
  })
  /** Ends the order's SMS updates (Pro); proof is the status link. Answers the same when they had ended. */
  .post('/:orderNumber/sms-opt-out', SMS_OPT_OUT_LIMIT, bodyLimit(jsonBodyLimit), async (c) => {
    const now = new Date();
    const body = parseJsonText(await c.req.text()) as { statusToken?: unknown } | null;
    const proof = { token: typeof body?.statusToken === 'string' ? body.statusToken : null };
    const { order } = await authorizedOrder(c.env, c.req.param('orderNumber'), proof, now);
    await optOutOrder(c.env.DB, order.orderNumber, now.toISOString(), 'status_page');
    return c.json({ ok: true });
  })
  /** Whether a second person's link still opens the page, before they photograph their ID for nothing. */
  .post('/:orderNumber/partner-link/check', PARTNER_LIMIT, bodyLimit(jsonBodyLimit), async (c) => {
    const body = parseJsonText(await c.req.text()) as { token?: unknown } | null;
    return c.json(await partnerLinkState(c.env, c.req.param('orderNumber'), body?.token, new Date()));
  })
  .post('/:orderNumber/partner-documents', PARTNER_LIMIT, bodyLimit(jsonBodyLimit), async (c) => {
    const body = parseJsonText(await c.req.text()) as Parameters<typeof submitPartnerDocuments>[2];
    await submitPartnerDocuments(c.env, c.req.param('orderNumber'), body, new Date());
    // The letter that waited for these documents leaves now (the cron retries whatever fails here).
    c.executionCtx.waitUntil(runOrderEffects(c.env, c.req.param('orderNumber')).catch(() => undefined));
    return c.json({ ok: true });
  });
