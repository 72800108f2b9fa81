// The second person's personal link: a key that opens only the page where they add their own ID copy
// and signature, for one order. It is stored hashed (db/partner-links.ts), ends with the wait for their
// documents, works once, and a fresh one (mailed to the order's own address) revokes the older ones.
import { orderLinkFragment } from '../../../src/domain/order-link';
import { pathIn } from '../../../src/domain/page-paths';
import { berlinIsoDate } from '../../../src/domain/dates';
import type { Locale } from '../../../src/domain/locales';
import { translator } from '../../../src/domain/messages';
import type { Env } from '../../env';
import { findOrder, type Order } from '../../db/orders';
import { enqueueMail } from '../../db/outbox';
import { findPartnerLink, insertPartnerLink } from '../../db/partner-links';
import { Refusal, WrongProof } from '../../lib/refusal';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { partnerLinkMail } from './link-mail';

const notFound = () => new Refusal('not_found', 'not_found', 'errors.orderNotFound');

/** The page's address for a token, in the order's language: in the fragment, which never reaches a server log. */
function partnerUrl(origin: string, orderNumber: string, token: string, locale: Locale): string {
  return `${origin}${pathIn('/zweite-person', locale)}${orderLinkFragment(orderNumber, token)}`;
}

/**
 * A fresh link, valid until the wait for the second person's documents ends (`expiresAt`: counted from
 * the payment that bought them, secondPersonDocumentsEnd), and the mail that carries it to the order's own address. The statements store the
 * link and queue the mail in the caller's batch, so neither exists without the other.
 */
export async function partnerLinkStatements(
  env: Env,
  order: Order,
  /** partnerFirstName: null when not known; the mail then says "the second person" in its language. */
  ctx: { at: string; expiresAt: Date; origin: string; partnerFirstName: string | null; mailId: string },
): Promise<D1PreparedStatement[]> {
  const token = randomToken();
  const locale = order.customerLanguage;
  return [
    ...insertPartnerLink(env.DB, {
      tokenHash: await sha256Hex(token),
      orderNumber: order.orderNumber,
      createdAt: ctx.at,
      expiresAt: ctx.expiresAt.toISOString(),
    }),
    enqueueMail(
      env.DB,
      ctx.mailId,
      partnerLinkMail({
        email: order.email,
        orderNumber: order.orderNumber,
        partnerFirstName: ctx.partnerFirstName ?? translator(locale)('mail.partner.fallbackName'),
        url: partnerUrl(ctx.origin, order.orderNumber, token, locale),
        validUntil: berlinIsoDate(ctx.expiresAt),
        locale,
      }),
      ctx.at,
    ),
  ];
}

/**
 * The order behind an open link and the link's hash, or 404 (unknown order or token: a WrongProof), 410
 * (ended or replaced) or 409 (already used). Unknown order and unknown token look the same.
 */
export async function openPartnerLink(
  env: Env,
  orderNumber: string,
  token: unknown,
  now: Date,
): Promise<{ order: Order; tokenHash: string; expiresAt: string }> {
  if (typeof token !== 'string' || !token) throw notFound();
  const tokenHash = await sha256Hex(token);
  const [order, link] = await Promise.all([
    findOrder(env.DB, orderNumber),
    findPartnerLink(env.DB, orderNumber, tokenHash),
  ]);
  if (!order || !link) {
    throw new WrongProof(order?.orderNumber ?? null, 'not_found', 'not_found', 'errors.orderNotFound');
  }
  if (link.usedAt) throw new Refusal('conflict', 'link_used', 'errors.partnerLinkUsed');
  if (link.revokedAt || now.toISOString() >= link.expiresAt || order.anonymised) {
    throw new Refusal('gone', 'link_expired', 'errors.partnerLinkEnded');
  }
  return { order, tokenHash, expiresAt: link.expiresAt };
}

/** What the second person's page shows before any upload: whose order, and until when the link works. */
export async function partnerLinkState(env: Env, orderNumber: string, token: unknown, now: Date) {
  const { order, expiresAt } = await openPartnerLink(env, orderNumber, token, now);
  return { orderNumber: order.orderNumber, validUntil: berlinIsoDate(new Date(expiresAt)) };
}
