import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { jsonBodyLimit } from '../lib/body-limit';
import { guardProofs } from '../lib/proof-limits';
import { rateLimit } from '../lib/rate-limit';
import { validJson } from '../lib/validate';
import { confirmEmailChangeByToken, undoEmailChangeByToken } from '../services/access/email-changes';

const TokenBody = v.object({ token: v.pipe(v.string(), v.minLength(20), v.maxLength(100)) });
const LIMIT = rateLimit({ bucket: 'email_changes', limit: 20, windowSeconds: 3600 });

const ctxOf = (c: Context<AppEnv>) => ({ now: new Date(), origin: new URL(c.req.url).origin });

/**
 * /email-aenderung's buttons: the new address confirms a change, the old one undoes it. POST only, so a
 * mail scanner that opens the link changes nothing.
 */
export const emailChanges = new Hono<AppEnv>()
  .post('/confirm', LIMIT, guardProofs, bodyLimit(jsonBodyLimit), validJson(TokenBody), async (c) => {
    const { token } = c.req.valid('json');
    const { now, origin } = ctxOf(c);
    await confirmEmailChangeByToken(c.env, token, now, origin);
    c.set('workQueued', true);
    return c.json({ ok: true });
  })
  .post('/undo', LIMIT, guardProofs, bodyLimit(jsonBodyLimit), validJson(TokenBody), async (c) => {
    const { token } = c.req.valid('json');
    const { now, origin } = ctxOf(c);
    await undoEmailChangeByToken(c.env, token, now, origin);
    c.set('workQueued', true);
    return c.json({ ok: true });
  });
