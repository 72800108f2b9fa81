import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { PartnerDocumentsSchema, PartnerSubmissionSchema } from '../../src/domain/partner';
import { SecondPersonAddonRequestSchema } from '../../src/domain/second-person-addon';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/api-error';
import { jsonBodyLimit } from '../lib/body-limit';
import { clientIp } from '../lib/client-ip';
import { countWrongProofs, guardProofs } from '../lib/proof-limits';
import { rateLimit, rateLimitHit } from '../lib/rate-limit';
import { validJson } from '../lib/validate';
import { placeOrder } from '../services/orders/creation';
import { runOrderEffects } from '../services/orders/jobs';
import { orderSecondPerson } from '../services/second-person/addon';
import { authorizedOrder } from '../services/access/proofs';
import { orderStatusView } from '../services/orders/status';
import { resendPartnerLink, submitPartnerData, submitPartnerDocuments } from '../services/second-person/submit';
import { openPartnerLink, partnerLinkState } from '../services/second-person/links';
import { spendOrderAllowance, type OrderAllowance } from '../services/access/proof-attempts';
import { endSmsUpdates } from '../services/sms/opt-out';
import { sendStatusLink } from '../services/access/status-links';

const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,200}$/;
/** Orders per client and window; counted inside placeOrder's first D1 batch (no round trip of its own). */
const ORDER_RATE_LIMIT = { bucket: 'orders', limit: 30, windowSeconds: 600 };

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/**
 * Endpoints that act on a proof: a client with too many wrong proofs is refused (guardProofs), and a
 * valid proof spends its order's allowance here, which strangers cannot touch (services/access/proof-attempts.ts).
 */
const PARTNER: OrderAllowance = { bucket: 'partner', perOrder: 10, windowSeconds: 3600 };
const SECOND_PERSON: OrderAllowance = { bucket: 'second_person', perOrder: 10, windowSeconds: 3600 };
const SMS_OPT_OUT: OrderAllowance = { bucket: 'sms_opt_out', perOrder: 10, windowSeconds: 3600 };
/** Each fresh link for the second person is a mail to the customer: a few an hour. */
const PARTNER_LINK: OrderAllowance = { bucket: 'partner_link', perOrder: 3, windowSeconds: 3600 };
/** A fresh status link takes no proof; it mails only the order's own address (services/access/status-links.ts). */
const STATUS_LINK_LIMIT = rateLimit({ bucket: 'status_link', limit: 10, windowSeconds: 3600 });

/**
 * A body that carries only a proof (the status token, or the second person's link token): a body without
 * one, or with anything else there, reads as no proof and is refused like a wrong one.
 */
const StatusTokenBody = v.fallback(v.object({ statusToken: v.fallback(v.optional(v.string()), undefined) }), {});
const LinkTokenBody = v.fallback(v.object({ token: v.fallback(v.optional(v.string()), undefined) }), {});

export const orders = new Hono<AppEnv>()
  .post('/', bodyLimit(jsonBodyLimit), async (c) => {
    const key = c.req.header('Idempotency-Key') ?? '';
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new ApiError(400, 'idempotency_key_missing', 'errors.idempotencyKey');
    }
    const created = await placeOrder(c.env, key, await c.req.text(), {
      now: new Date(),
      origin: originOf(c),
      client: { ip: clientIp(c.req.raw.headers), userAgent: c.req.header('User-Agent') ?? '' },
      rateLimit: await rateLimitHit(c.env, c.req.raw.headers, ORDER_RATE_LIMIT),
    });
    return c.json(created, 201);
  })
  .get('/:orderNumber', countWrongProofs, async (c) => {
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
  .post(
    '/:orderNumber/partner',
    guardProofs,
    bodyLimit(jsonBodyLimit),
    validJson(PartnerSubmissionSchema),
    async (c) => {
      const submission = c.req.valid('json');
      const proof = { token: submission.statusToken, sessionId: submission.sessionId };
      const { order } = await authorizedOrder(c.env, c.req.param('orderNumber'), proof, new Date());
      await spendOrderAllowance(c.env, PARTNER, order.orderNumber, new Date());
      await submitPartnerData(c.env, order, submission, submission.uploads, { now: new Date(), origin: originOf(c) });
      c.set('workQueued', true);
      return c.json({ ok: true, orderNumber: order.orderNumber });
    },
  )
  .post(
    '/:orderNumber/second-person',
    guardProofs,
    bodyLimit(jsonBodyLimit),
    validJson(SecondPersonAddonRequestSchema),
    async (c) => {
      const request = c.req.valid('json');
      const proof = { token: request.statusToken, sessionId: request.sessionId };
      const { order } = await authorizedOrder(c.env, c.req.param('orderNumber'), proof, new Date());
      await spendOrderAllowance(c.env, SECOND_PERSON, order.orderNumber, new Date());
      const checkout = await orderSecondPerson(c.env, order, request, {
        now: new Date(),
        origin: originOf(c),
        client: { ip: clientIp(c.req.raw.headers), userAgent: c.req.header('User-Agent') ?? '' },
      });
      return c.json(checkout, 201);
    },
  )
  /** A fresh link for the second person, mailed to the order's own address; proof is the status link. */
  .post('/:orderNumber/partner-link', guardProofs, bodyLimit(jsonBodyLimit), validJson(StatusTokenBody), async (c) => {
    const now = new Date();
    const proof = { token: c.req.valid('json').statusToken ?? null };
    const { order } = await authorizedOrder(c.env, c.req.param('orderNumber'), proof, now);
    await spendOrderAllowance(c.env, PARTNER_LINK, order.orderNumber, now);
    await resendPartnerLink(c.env, order, { now, origin: originOf(c) });
    c.set('workQueued', true);
    return c.json({ ok: true }, 202);
  })
  /** Ends the order's SMS updates (Pro); proof is the status link. Answers the same when they had ended. */
  .post('/:orderNumber/sms-opt-out', guardProofs, bodyLimit(jsonBodyLimit), validJson(StatusTokenBody), async (c) => {
    const now = new Date();
    const proof = { token: c.req.valid('json').statusToken ?? null };
    const { order } = await authorizedOrder(c.env, c.req.param('orderNumber'), proof, now);
    await spendOrderAllowance(c.env, SMS_OPT_OUT, order.orderNumber, now);
    await endSmsUpdates(c.env, order.orderNumber, now);
    return c.json({ ok: true });
  })
  /** Whether a second person's link still opens the page, before they photograph their ID for nothing. */
  .post(
    '/:orderNumber/partner-link/check',
    guardProofs,
    bodyLimit(jsonBodyLimit),
    validJson(LinkTokenBody),
    async (c) => {
      const now = new Date();
      const state = await partnerLinkState(c.env, c.req.param('orderNumber'), c.req.valid('json').token, now);
      await spendOrderAllowance(c.env, PARTNER, state.orderNumber, now);
      return c.json(state);
    },
  )
  .post(
    '/:orderNumber/partner-documents',
    guardProofs,
    bodyLimit(jsonBodyLimit),
    validJson(PartnerDocumentsSchema),
    async (c) => {
      const now = new Date();
      const body = c.req.valid('json');
      // The link is checked here first, so that only its holder spends the order's allowance.
      const { order } = await openPartnerLink(c.env, c.req.param('orderNumber'), body?.token, now);
      await spendOrderAllowance(c.env, PARTNER, order.orderNumber, now);
      await submitPartnerDocuments(c.env, order.orderNumber, body, now);
      // The letter that waited for these documents leaves now (the cron retries whatever fails here).
      c.executionCtx.waitUntil(runOrderEffects(c.env, c.req.param('orderNumber')).catch(() => undefined));
      return c.json({ ok: true });
    },
  );
