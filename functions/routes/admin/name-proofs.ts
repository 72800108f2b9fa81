import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { actorOf, requireOperator, requireSameSiteRequest } from '../../lib/operator-session';
import { confirmNameProofOf, rejectNameProofOf } from '../../services/back-office/name-proofs';

/**
 * POST /api/admin/name-proofs/:orderNumber/:id/confirm and …/reject: the back office's check of a proof of a
 * change of name sent from the status page: confirm (printed with the application) or reject (deleted, the
 * customer mailed). The document itself is read through the order's audited documents endpoint (routes/admin/orders.ts).
 */
export const adminNameProofs = new Hono<AppEnv>()
  .use(requireSameSiteRequest, requireOperator)
  .post('/:orderNumber/:id/confirm', async (c) => {
    await confirmNameProofOf(c.env, c.req.param('orderNumber'), c.req.param('id'), await actorOf(c), new Date());
    return c.json({ ok: true });
  })
  .post('/:orderNumber/:id/reject', async (c) => {
    const ctx = { now: new Date(), origin: new URL(c.req.url).origin };
    await rejectNameProofOf(c.env, c.req.param('orderNumber'), c.req.param('id'), await actorOf(c), ctx);
    c.set('workQueued', true);
    return c.json({ ok: true });
  });
