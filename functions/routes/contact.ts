import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ContactSchema } from '../../src/domain/contact';
import type { AppEnv } from '../env';
import { jsonBodyLimit } from '../lib/body-limit';
import { PAGE_LANGUAGE_HEADER, pageLanguageOf } from '../lib/page-language';
import { rateLimit } from '../lib/rate-limit';
import { validJson } from '../lib/validate';
import { receiveContactMessage } from '../services/contact/messages';

/**
 * POST /api/contact: the help page's contact form. Stored in D1 with its answer deadline
 * (services/contact/messages.ts), queued as a mail to support and as a receipt to the sender in the page's language.
 */
export const contact = new Hono<AppEnv>().post(
  '/',
  bodyLimit(jsonBodyLimit),
  rateLimit({ bucket: 'contact', limit: 5, windowSeconds: 600 }),
  validJson(ContactSchema),
  async (c) => {
    const locale = pageLanguageOf(c.req.header(PAGE_LANGUAGE_HEADER));
    const { id } = await receiveContactMessage(c.env, c.req.valid('json'), new Date(), locale);
    c.set('workQueued', true);
    return c.json({ ok: true, id }, 201);
  },
);
