import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEFAULT_WITHDRAWAL_STATEMENT, WithdrawalSchema } from '../../src/domain/withdrawal';
import type { AppEnv } from '../env';
import { addTimeline, findOrder } from '../db/orders';
import { enqueueMail } from '../db/outbox';
import { jsonBodyLimit } from '../lib/body-limit';
import { rateLimit } from '../lib/rate-limit';
import { parseOrThrow, readJson } from '../lib/validate';
import { berlinDateTime, withdrawalConfirmationMail } from '../services/mail-templates';

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
      c.env.DB.prepare(
        'INSERT INTO withdrawals (id, order_number, order_found, name, email, statement, received_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
      ).bind(id, w.orderNumber, order ? 1 : 0, w.name, w.email, statement, at),
      ...(order ? [addTimeline(c.env.DB, order.order_number, at, 'withdrawal_received')] : []),
      enqueueMail(c.env.DB, crypto.randomUUID(), withdrawalConfirmationMail({ ...w, statement, receivedAt }), at),
      enqueueMail(
        c.env.DB,
        crypto.randomUUID(),
        {
          kind: 'withdrawal_to_support',
          to: c.env.SUPPORT_EMAIL,
          replyTo: w.email,
          subject: `Widerruf ${w.orderNumber}${order ? '' : ' (Bestellnummer unbekannt)'}`,
          text: `Widerruf eingegangen am ${berlinDateTime(receivedAt)}.\n\nName: ${w.name}\nE-Mail: ${w.email}\nBestellnummer: ${w.orderNumber}\n\n${statement}`,
        },
        at,
      ),
    ]);
    c.set('outboxDirty', true);
    return c.json({ ok: true, id, receivedAt: at, receivedAtText: berlinDateTime(receivedAt), statement }, 201);
  },
);
