// A fresh status link on request (/status, "Neuen Link anfordern"): minted and mailed to the order's
// own address only, so whoever asks learns nothing and can redirect nothing. The answer is the same
// whether the order exists or not.
import type { Env } from '../env';
import { findOrder } from '../db/orders';
import { enqueueMail } from '../db/outbox';
import { statusLinkMail } from './access-mails';
import { mintStatusToken, statusUrl } from './order-access';

export async function sendStatusLink(env: Env, orderNumber: string, ctx: { now: Date; origin: string }): Promise<void> {
  const order = await findOrder(env.DB, orderNumber);
  if (!order || order.anonymised) return;
  const at = ctx.now.toISOString();
  const link = await mintStatusToken(env.DB, order.orderNumber, at);
  await env.DB.batch([
    link.statement,
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      statusLinkMail({
        email: order.email,
        orderNumber: order.orderNumber,
        url: statusUrl(ctx.origin, order.orderNumber, link.token, order.customerLanguage),
        locale: order.customerLanguage,
      }),
      at,
    ),
  ]);
}
