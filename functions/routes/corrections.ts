import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/api-error';
import { jsonBodyLimit } from '../lib/body-limit';
import { guardProofs } from '../lib/proof-limits';
import { parseOrThrow, readJson } from '../lib/validate';
import { canCorrectBeforePosting, correctionAfterPostingState } from '../services/corrections/rules';
import { correctPersonalData, requestCorrectionAfterPosting } from '../services/corrections/personal-data';
import { orderByStatusToken } from '../services/access/proofs';
import { spendOrderAllowance, type OrderAllowance } from '../services/access/proof-attempts';
import { timelineOf } from '../db/orders';
import { MESSAGES } from '../../src/domain/messages';
import { CorrectionAfterPostingSchema } from '../../src/domain/order-request';

/**
 * Corrections: a few per order and hour are plenty for typing errors, and each one mails the customer.
 * Spent only with the status link (a wrong token counts against the client's address, guardProofs).
 */
const CORRECTIONS: OrderAllowance = { bucket: 'corrections', perOrder: 10, windowSeconds: 3600 };

const ctxOf = (c: Context<AppEnv>) => ({ now: new Date(), origin: new URL(c.req.url).origin });

/** The customer's corrections from /status; the status token comes in a header (never a URL). */
export const corrections = new Hono<AppEnv>()
  /** The full personal data, for the correction form only, and only while a correction is possible. */
  .get('/:orderNumber/personal-data', guardProofs, async (c) => {
    const now = new Date();
    const order = await orderByStatusToken(c.env, c.req.param('orderNumber'), c.req.header('X-Status-Token'), now);
    await spendOrderAllowance(c.env, CORRECTIONS, order.orderNumber, now);
    const open =
      canCorrectBeforePosting(order) ||
      correctionAfterPostingState(order, await timelineOf(c.env.DB, order.orderNumber), now) === 'available';
    if (!open) throw new ApiError(409, 'not_correctable', MESSAGES.de['errors.notCorrectable']);
    return c.json({ personalData: order.personalData });
  })
  /** Until the application is printed: corrected personal data. */
  .put('/:orderNumber/personal-data', guardProofs, bodyLimit(jsonBodyLimit), async (c) => {
    const ctx = ctxOf(c);
    const order = await orderByStatusToken(c.env, c.req.param('orderNumber'), c.req.header('X-Status-Token'), ctx.now);
    await spendOrderAllowance(c.env, CORRECTIONS, order.orderNumber, ctx.now);
    const result = await correctPersonalData(c.env, order, await readJson(c), ctx);
    c.set('workQueued', true);
    return c.json({ ok: true, ...result });
  })
  /** The Korrekturoption's one correction after posting: corrected data, ID copy and signature. */
  .post('/:orderNumber/correction', guardProofs, bodyLimit(jsonBodyLimit), async (c) => {
    const ctx = ctxOf(c);
    const order = await orderByStatusToken(c.env, c.req.param('orderNumber'), c.req.header('X-Status-Token'), ctx.now);
    await spendOrderAllowance(c.env, CORRECTIONS, order.orderNumber, ctx.now);
    const body = parseOrThrow(CorrectionAfterPostingSchema, await readJson(c));
    const result = await requestCorrectionAfterPosting(c.env, order, body, ctx);
    c.set('workQueued', true);
    return c.json({ ok: true, ...result }, 201);
  });
