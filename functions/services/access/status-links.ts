// A fresh status link on request (/status, "Neuen Link anfordern"): minted and mailed to the order's
// own address only, so whoever asks learns nothing and can redirect nothing. The answer is the same
// whether the order exists or not.
import type { Env } from '../../env';
import { findOrder } from '../../db/orders';
import { enqueueMail } from '../../db/outbox';
import { countHit } from '../../db/rate-limits';
import { fixedWindow } from '../../lib/rate-limit';
import { statusLinkMail } from './mails';
import { mintStatusToken, statusUrl } from './proofs';

/**
 * Fresh links mailed per order and hour. Asking takes no proof, so beyond this the request is answered
 * the same 202 and nothing is sent: a refusal would show the customer an error for what a stranger did,
 * while the links already sent this hour all went to the customer's own address and work.
 */
export const STATUS_LINK_MAILS_PER_HOUR = 3;

export async function sendStatusLink(env: Env, orderNumber: string, ctx: { now: Date; origin: string }): Promise<void> {
  const order = await findOrder(env.DB, orderNumber);
  if (!order || order.anonymised) return;
  const hour = fixedWindow(ctx.now, 3600);
  const mailed = await countHit(env.DB, 'status_link_mail', order.orderNumber, hour.start);
  if (mailed > STATUS_LINK_MAILS_PER_HOUR) return;
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
