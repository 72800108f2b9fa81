import { Hono } from 'hono';
import { MESSAGES } from '../../../src/domain/messages';
import type { AppEnv } from '../../env';
import { findOrder } from '../../db/orders';
import { ApiError } from '../../lib/api-error';
import { actorOf, requireOperator, requireSameSiteRequest } from '../../lib/operator-session';
import { confirmNameProof, rejectNameProof } from '../../services/name-proofs/review';

const notWaiting = () => new ApiError(409, 'name_proof_not_pending', MESSAGES.de['errors.nameProofNotPending']);

/**
 * POST /api/admin/name-proofs/:orderNumber/:id/confirm and …/reject: the back office's check of a proof of a change of name sent from the status page: confirm (printed with
 * the application) or reject (deleted, the customer mailed). The document itself is read through the
 * order's audited documents endpoint (routes/admin/orders.ts).
 */
export const adminNameProofs = new Hono<AppEnv>()
  .use(requireSameSiteRequest, requireOperator)
  .post('/:orderNumber/:id/confirm', async (c) => {
    const order = await findOrder(c.env.DB, c.req.param('orderNumber'));
    if (!order || !(await confirmNameProof(c.env, order, c.req.param('id'), await actorOf(c), new Date())))
      throw notWaiting();
    return c.json({ ok: true });
  })
  .post('/:orderNumber/:id/reject', async (c) => {
    const order = await findOrder(c.env.DB, c.req.param('orderNumber'));
    const ctx = { now: new Date(), origin: new URL(c.req.url).origin };
    if (!order || !(await rejectNameProof(c.env, order, c.req.param('id'), await actorOf(c), ctx))) throw notWaiting();
    c.set('workQueued', true);
    return c.json({ ok: true });
  });
