import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ContactSchema } from '../../src/domain/contact';
import type { AppEnv } from '../env';
import { insertContactMessage } from '../db/contact-messages';
import { enqueueMail } from '../db/outbox';
import { jsonBodyLimit } from '../lib/body-limit';
import { rateLimit } from '../lib/rate-limit';
import { parseOrThrow, readJson } from '../lib/validate';
import { contactToSupportMail } from '../services/mail-templates';

/** POST /api/contact: the help page's contact form. Stored in D1 and queued as a mail to support. */
export const contact = new Hono<AppEnv>().post(
  '/',
  bodyLimit(jsonBodyLimit),
  rateLimit({ bucket: 'contact', limit: 5, windowSeconds: 600 }),
  async (c) => {
    const message = parseOrThrow(ContactSchema, await readJson(c));
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await c.env.DB.batch([
      insertContactMessage(c.env.DB, id, message, now),
      enqueueMail(c.env.DB, crypto.randomUUID(), contactToSupportMail(message, c.env.SUPPORT_EMAIL), now),
    ]);
    c.set('workQueued', true);
    return c.json({ ok: true, id }, 201);
  },
);
