// The status link as the proof of the /status endpoints that act on one order: the X-Status-Token header
// (never a URL) opens the order and a valid proof spends that order's allowance, before anything else of
// the request is read. So a request without the right token is refused the same whatever its body (and its
// wrong proof is counted by guardProofs, which runs before this), and the handler gets the order as c.var.order.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import type { Order } from '../db/orders';
import { orderByStatusToken } from '../services/access/proofs';
import { spendOrderAllowance, type OrderAllowance } from '../services/access/proof-attempts';

export interface StatusLinkEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { order: Order };
}

/** Opens the order of the path's :orderNumber with the request's status token and spends `allowance`. */
export function statusLinkOrder(allowance: OrderAllowance) {
  return createMiddleware<StatusLinkEnv>(async (c, next) => {
    const now = new Date();
    const order = await orderByStatusToken(
      c.env,
      c.req.param('orderNumber') ?? '',
      c.req.header('X-Status-Token'),
      now,
    );
    await spendOrderAllowance(c.env, allowance, order.orderNumber, now);
    c.set('order', order);
    await next();
  });
}
