import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { WithdrawalSchema } from '../../src/domain/withdrawal';
import type { AppEnv } from '../env';
import { jsonBodyLimit } from '../lib/body-limit';
import { rateLimit } from '../lib/rate-limit';
import { validJson } from '../lib/validate';
import { receiveWithdrawal } from '../services/withdrawals/declarations';

/** POST /api/withdrawals: the declaration from /widerruf, stored, confirmed to the customer and sent to support. */
export const withdrawals = new Hono<AppEnv>().post(
  '/',
  bodyLimit(jsonBodyLimit),
  rateLimit({ bucket: 'withdrawals', limit: 5, windowSeconds: 600 }),
  validJson(WithdrawalSchema),
  async (c) => {
    const receivedAt = new Date();
    const { id, statement } = await receiveWithdrawal(c.env, c.req.valid('json'), receivedAt);
    c.set('workQueued', true);
    // The moment as an ISO instant: the page shows it in its own language (the mails name it in theirs).
    return c.json({ ok: true, id, receivedAt: receivedAt.toISOString(), statement }, 201);
  },
);
