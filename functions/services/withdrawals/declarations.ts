// Withdrawal declarations from /widerruf (§ 356a BGB): stored, noted on the order, confirmed by mail and
// sent to support. The form takes any order number and any address, so who receives which part matters.
import { germanDateTime } from '../../../src/domain/dates';
import { DEFAULT_LOCALE } from '../../../src/domain/locales';
import { DEFAULT_WITHDRAWAL_STATEMENT, type Withdrawal as Declaration } from '../../../src/domain/withdrawal';
import type { Env } from '../../env';
import { findOrder, type Order } from '../../db/orders';
import { addTimeline } from '../../db/timeline';
import { enqueueMail, type OutgoingMail } from '../../db/outbox';
import { countHit } from '../../db/rate-limits';
import { insertWithdrawal, withdrawalsOf, type Withdrawal } from '../../db/withdrawals';
import { fixedWindow } from '../../lib/rate-limit';
import { tooManyRequests } from '../../lib/refusal';
import { withdrawalConfirmationMail, withdrawalReceiptMail } from './mails';

/**
 * Declarations per order number and day (besides the form's limit per client), each one mails the order's
 * address and support. Counted apart for the order's own e-mail address and for any other: the form takes
 * any number, and a stranger must not use up the customer's day and keep them from withdrawing. A
 * stranger's address counts alike for a number we do not know, so the refusal says nothing about the order.
 */
const WITHDRAWALS_PER_ORDER_AND_DAY = 3;

/** Refuses the declaration beyond the day's allowance of its order number and kind of sender. */
async function spendDailyAllowance(
  db: D1Database,
  declaration: Declaration,
  order: Order | null,
  receivedAt: Date,
): Promise<void> {
  const sender = order && isOrderAddress(declaration.email, order) ? 'own' : 'other';
  const day = fixedWindow(receivedAt, 24 * 3600);
  const count = await countHit(db, 'withdrawals:order', `${declaration.orderNumber}:${sender}`, day.start);
  if (count > WITHDRAWALS_PER_ORDER_AND_DAY) throw tooManyRequests(day.secondsLeft);
}

/** Whether the address typed into the form is the one stored on the order (case does not count). */
function isOrderAddress(typed: string, order: Pick<Order, 'email'>): boolean {
  return typed.trim().toLowerCase() === order.email.trim().toLowerCase();
}

/** The mail to the customer: a confirmation to the order's address, or a neutral receipt without an order. */
function withdrawalMailToCustomer(
  declaration: Declaration,
  statement: string,
  order: Order | null,
  receivedAt: Date,
): OutgoingMail {
  // Without an order nothing says the sender's language: German, the binding one.
  if (!order) return withdrawalReceiptMail({ email: declaration.email, receivedAt, locale: DEFAULT_LOCALE });
  // § 356a BGB asks for a confirmation with the declaration's content. It carries the content only when
  // the address typed is the order's own: the form is open to anyone who knows an order number, and
  // mailing a stranger's name and text to our customer would let anyone send any text in our name. The
  // order's address then learns only that and when a declaration arrived; support has the rest.
  return withdrawalConfirmationMail({
    email: order.email,
    orderNumber: order.orderNumber,
    receivedAt,
    declaration: isOrderAddress(declaration.email, order)
      ? { name: declaration.name, email: declaration.email, statement }
      : null,
    locale: order.customerLanguage,
  });
}

function supportMail(
  env: Env,
  declaration: Declaration,
  statement: string,
  order: Order | null,
  receivedAt: Date,
): OutgoingMail {
  const differs = order !== null && !isOrderAddress(declaration.email, order);
  return {
    kind: 'withdrawal_to_support',
    orderNumber: order?.orderNumber,
    to: env.SUPPORT_EMAIL,
    replyTo: declaration.email,
    subject: `Widerruf ${declaration.orderNumber}${order ? '' : ' (Bestellnummer unbekannt)'}`,
    text: [
      `Widerruf eingegangen am ${germanDateTime(receivedAt)}.`,
      '',
      `Name: ${declaration.name}`,
      `E-Mail: ${declaration.email}`,
      `Bestellnummer: ${declaration.orderNumber}`,
      ...(differs
        ? [
            '',
            'Achtung: Die E-Mail-Adresse weicht von der Bestellung ab. Der Kunde hat nur eine Eingangsbestätigung ohne Inhalt erhalten.',
          ]
        : []),
      '',
      statement,
    ].join('\n'),
  };
}

/**
 * Stores a declaration as received at `receivedAt`, with the order's timeline entry and both mails, in
 * one batch. Returns the stored id and the statement (the default wording when none was typed).
 */
export async function receiveWithdrawal(
  env: Env,
  declaration: Declaration,
  receivedAt: Date,
): Promise<{ id: string; statement: string }> {
  const statement = declaration.statement || DEFAULT_WITHDRAWAL_STATEMENT;
  const at = receivedAt.toISOString();
  const order = await findOrder(env.DB, declaration.orderNumber);
  await spendDailyAllowance(env.DB, declaration, order, receivedAt);
  const id = crypto.randomUUID();
  await env.DB.batch([
    insertWithdrawal(env.DB, {
      id,
      orderNumber: declaration.orderNumber,
      orderFound: order !== null,
      name: declaration.name,
      email: declaration.email,
      statement,
      receivedAt: at,
    }),
    ...(order ? [addTimeline(env.DB, order.orderNumber, at, 'withdrawal_received')] : []),
    enqueueMail(env.DB, crypto.randomUUID(), withdrawalMailToCustomer(declaration, statement, order, receivedAt), at),
    enqueueMail(env.DB, crypto.randomUUID(), supportMail(env, declaration, statement, order, receivedAt), at),
  ]);
  return { id, statement };
}

export interface BackOfficeWithdrawal extends Withdrawal {
  /** Sent with another address than the order's: maybe not from the customer, check before answering. */
  emailDiffers: boolean;
}

/** The order's withdrawals for the back office, each flagged when its address is not the order's. */
export async function withdrawalsForBackOffice(db: D1Database, order: Order): Promise<BackOfficeWithdrawal[]> {
  return (await withdrawalsOf(db, order.orderNumber)).map((w) => ({
    ...w,
    emailDiffers: !isOrderAddress(w.email, order),
  }));
}
