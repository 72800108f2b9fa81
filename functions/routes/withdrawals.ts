import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEFAULT_WITHDRAWAL_STATEMENT, WithdrawalSchema } from '../../src/domain/withdrawal';
import type { AppEnv } from '../env';
import { addTimeline, findOrder } from '../db/orders';
import { enqueueMail } from '../db/outbox';
import { insertWithdrawal } from '../db/withdrawals';
import { jsonBodyLimit } from '../lib/body-limit';
import { rateLimit } from '../lib/rate-limit';
import { parseOrThrow, readJson } from '../lib/validate';
import { germanDateTime } from '../../src/domain/dates';
import { withdrawalConfirmationMail, withdrawalReceiptMail } from '../services/mail-templates';

/** POST /api/withdrawals: the declaration from /widerruf, stored, confirmed to the customer and sent to support. */
export const withdrawals = new Hono<AppEnv>().post(
  '/',
  bodyLimit(jsonBodyLimit),
  rateLimit({ bucket: 'withdrawals', limit: 5, windowSeconds: 600 }),
  async (c) => {
    const w = parseOrThrow(WithdrawalSchema, await readJson(c));
    const statement = w.statement || DEFAULT_WITHDRAWAL_STATEMENT;
    const receivedAt = new Date();
    const at = receivedAt.toISOString();
    const order = await findOrder(c.env.DB, w.orderNumber);
    const id = crypto.randomUUID();
    await c.env.DB.batch([
      insertWithdrawal(c.env.DB, {
        id,
        orderNumber: w.orderNumber,
        orderFound: order !== null,
        name: w.name,
        email: w.email,
        statement,
        receivedAt: at,
      }),
      ...(order ? [addTimeline(c.env.DB, order.orderNumber, at, 'withdrawal_received')] : []),
      // The declaration with its content goes only to the address stored on the order: the form takes
      // any address, and must not mail text someone typed to someone else. Without a matching order,
      // the given address gets a neutral receipt that repeats nothing that was typed.
      enqueueMail(
        c.env.DB,
        crypto.randomUUID(),
        order
          ? withdrawalConfirmationMail({
              ...w,
              email: order.email,
              orderNumber: order.orderNumber,
              statement,
              receivedAt,
            })
          : withdrawalReceiptMail({ email: w.email, receivedAt }),
        at,
      ),
      enqueueMail(
        c.env.DB,
        crypto.randomUUID(),
        {
          kind: 'withdrawal_to_support',
          orderNumber: order?.orderNumber,
          to: c.env.SUPPORT_EMAIL,
          replyTo: w.email,
          subject: `Widerruf ${w.orderNumber}${order ? '' : ' (Bestellnummer unbekannt)'}`,
          text: `Widerruf eingegangen am ${germanDateTime(receivedAt)}.\n\nName: ${w.name}\nE-Mail: ${w.email}\nBestellnummer: ${w.orderNumber}\n\n${statement}`,
        },
        at,
      ),
    ]);
    c.set('workQueued', true);
    return c.json({ ok: true, id, receivedAt: at, receivedAtText: germanDateTime(receivedAt), statement }, 201);
  },
);
