import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ContactSchema } from '../../src/domain/contact';
import type { AppEnv } from '../env';
import { jsonBodyLimit } from '../lib/body-limit';
import { rateLimit } from '../lib/rate-limit';
import { parseOrThrow, readJson } from '../lib/validate';
import { receiveContactMessage } from '../services/contact';

/**
 * POST /api/contact: the help page's contact form. Stored in D1 with its answer deadline
 * (services/contact.ts) and queued as a mail to support.
 */
export const contact = new Hono<AppEnv>().post(
  '/',
  bodyLimit(jsonBodyLimit),
  rateLimit({ bucket: 'contact', limit: 5, windowSeconds: 600 }),
  async (c) => {
    const message = parseOrThrow(ContactSchema, await readJson(c));
    const { id } = await receiveContactMessage(c.env, message, new Date());
    c.set('workQueued', true);
    return c.json({ ok: true, id }, 201);
  },
);
