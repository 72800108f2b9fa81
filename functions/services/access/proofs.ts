// Who may read an order, with which proof, and for how long (docs/architecture.md, 'Who may see an order'):
// a status link's token, stored hashed per order, ends STATUS_LINK_DAYS after the order's last event
// (for Plus/Pro not before the letter copy's 12 months are over; an event a stranger can cause does not
// count) and can be revoked; the payment provider's session id proves its order only to the
// payment-return page, within an hour of checkout. A proof that matches nothing is a WrongProof, which
// lib/proof-limits.ts counts against the client's address.
import { orderLinkFragment } from '../../../src/domain/order-link';
import { pathIn } from '../../../src/domain/page-paths';
import { planById } from '../../../src/domain/catalog';
import type { Locale } from '../../../src/domain/locales';
import { isPaymentSessionFresh, statusLinkEndsAt } from '../../../src/domain/order-access';
import type { Env } from '../../env';
import { findAddonBySession } from '../../db/addons';
import { findOrder, type Order } from '../../db/orders';
import { findStatusTokenProof, insertStatusToken } from '../../db/status-tokens';
import { Refusal, WrongProof } from '../../lib/refusal';
import { randomToken, sha256Hex, timingSafeEqual } from '../../lib/crypto';

/** How the caller proved the order: the status link (reads masked data, may correct) or the payment session. */
export type ProofKind = 'token' | 'session';

export interface AuthorizedOrder {
  order: Order;
  by: ProofKind;
}

const notFound = () => new Refusal('not_found', 'not_found', 'errors.orderNotFound');
/** A proof that matches nothing, answered like an unknown order; `order`: the order it was tried on, if any. */
const wrongProof = (order: Order | null) =>
  new WrongProof(order?.orderNumber ?? null, 'not_found', 'not_found', 'errors.orderNotFound');

/** The order behind a status link, or 404 (unknown number or token) / 410 (the link has ended or was revoked). */
export async function orderByStatusToken(
  env: Env,
  orderNumber: string,
  token: string | null | undefined,
  now: Date,
): Promise<Order> {
  if (!token) throw notFound();
  const [order, proof] = await Promise.all([
    findOrder(env.DB, orderNumber),
    findStatusTokenProof(env.DB, orderNumber, await sha256Hex(token)),
  ]);
  if (!order || !proof) throw wrongProof(order);
  const endsAt = statusLinkEndsAt({
    lastEventAt: proof.lastEventAt,
    latestPostingAt: proof.latestPostingAt,
    keepsLetterCopy: planById(order.plan).letterCopy,
  });
  if (proof.revoked || now > endsAt || order.anonymised) {
    throw new Refusal('gone', 'link_expired', 'errors.statusLinkExpired');
  }
  return order;
}

/** The order behind a payment session id (its own or a second person's checkout), within an hour of that checkout. */
async function orderByPaymentSession(env: Env, orderNumber: string, sessionId: string, now: Date): Promise<Order> {
  const order = await findOrder(env.DB, orderNumber);
  if (!order) throw wrongProof(null);
  if (order.paymentSessionId !== null && timingSafeEqual(sessionId, order.paymentSessionId)) {
    if (isPaymentSessionFresh(order.createdAt, now)) return order;
    throw notFound();
  }
  const addon = await findAddonBySession(env.DB, orderNumber, sessionId);
  if (!addon) throw wrongProof(order);
  if (!isPaymentSessionFresh(addon.createdAt, now)) throw notFound();
  return order;
}

/**
 * Proof for the payment-return page's requests (reading the status, the second person's data): the
 * status token, or the payment session id within an hour of checkout. Unknown and wrong look the same.
 */
export async function authorizedOrder(
  env: Env,
  orderNumber: string,
  proof: { token?: string | null | undefined; sessionId?: string | null | undefined },
  now: Date,
): Promise<AuthorizedOrder> {
  if (proof.token) return { order: await orderByStatusToken(env, orderNumber, proof.token, now), by: 'token' };
  if (proof.sessionId) {
    return { order: await orderByPaymentSession(env, orderNumber, proof.sessionId, now), by: 'session' };
  }
  throw notFound();
}

/** A new status link's token and the statement that stores its hash (run it with the mail that carries the link). */
export async function mintStatusToken(
  db: D1Database,
  orderNumber: string,
  at: string,
): Promise<{ token: string; statement: D1PreparedStatement }> {
  const token = randomToken();
  return { token, statement: insertStatusToken(db, await sha256Hex(token), orderNumber, at) };
}

/**
 * The /status link for a token, to the page in the customer's language (/en/status in English): the
 * fragment never reaches a server log; the page reads it in the browser.
 */
export function statusUrl(origin: string, orderNumber: string, token: string, locale: Locale): string {
  return `${origin}${pathIn('/status', locale)}${orderLinkFragment(orderNumber, token)}`;
}
