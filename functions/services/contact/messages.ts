// A contact message arrives (POST /api/contact): who gets Pro priority support, the answer deadline it
// gets once, on receipt, and storing it together with the mail to support and the receipt to the sender.
import { hasBenefit } from '../../../src/domain/benefits';
import type { ContactMessage } from '../../../src/domain/contact';
import { DEFAULT_LOCALE, type Locale } from '../../../src/domain/locales';
import { supportReplyDeadline, type SupportTier } from '../../../src/domain/support';
import type { Env } from '../../env';
import { insertContactMessage, senderOrders, type ReplyDeadline, type SenderOrders } from '../../db/contact-messages';
import { enqueueMail } from '../../db/outbox';
import { contactReceiptMail, contactToSupportMail } from './mails';

/**
 * Priority ("priority support under 6 h", Pro) only for a message that belongs to a paid Pro order and
 * comes from that order's own e-mail address. A message that names an order of its sender belongs to
 * that order; one that names no order, an unknown one or somebody else's belongs to the sender's own
 * paid orders. So an order number alone never buys priority: a stranger who types a Pro order's number
 * gets the standard deadline.
 */
function supportTierOf(orders: SenderOrders): SupportTier {
  if (orders.given?.sameEmail)
    return orders.given.paid && hasBenefit(orders.given.plan, 'priority-support') ? 'priority' : 'standard';
  return orders.hasPaidPro ? 'priority' : 'standard';
}

/** The deadline a message gets on arrival: its tier from the sender's orders as they are now. */
async function replyDeadlineFor(
  db: D1Database,
  message: Pick<ContactMessage, 'email' | 'orderNumber'>,
  receivedAt: Date,
): Promise<ReplyDeadline> {
  const tier = supportTierOf(await senderOrders(db, message.email, message.orderNumber ?? null));
  return { tier, dueAt: supportReplyDeadline(receivedAt, tier).toISOString() };
}

/**
 * Stores the message with its deadline and queues the mail to support and the receipt to the sender (with
 * that deadline, in `locale`: the language of the page it was sent from), in one batch.
 */
export async function receiveContactMessage(
  env: Env,
  message: ContactMessage,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ id: string } & ReplyDeadline> {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  const reply = await replyDeadlineFor(env.DB, message, now);
  const receipt = contactReceiptMail({
    to: message.email,
    receivedAt: now,
    dueAt: new Date(reply.dueAt),
    supportEmail: env.SUPPORT_EMAIL,
    locale,
  });
  await env.DB.batch([
    insertContactMessage(env.DB, id, message, at, reply),
    enqueueMail(env.DB, crypto.randomUUID(), contactToSupportMail(message, env.SUPPORT_EMAIL), at),
    enqueueMail(env.DB, crypto.randomUUID(), receipt, at),
  ]);
  return { id, ...reply };
}
