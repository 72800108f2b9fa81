import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { MESSAGES } from '../../../src/domain/messages';
import type { AppEnv } from '../../env';
import { jsonBodyLimit } from '../../lib/body-limit';
import { actorOf, requireOperator, requireSameSiteRequest } from '../../lib/operator-session';
import { validJson, validQuery } from '../../lib/validate';
import { inbox, todaySummary } from '../../services/back-office/day';
import {
  answerMessage,
  auditLog,
  INBOX_STATES,
  MAIL_STATUSES,
  outbox,
  resendMail,
} from '../../services/back-office/records';

const m = MESSAGES.de;

export const AnswerSchema = v.object({
  text: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.minLength(10, m['operator.answerTooShort']),
    v.maxLength(10_000, m['operator.answerTooLong']),
  ),
});

// Query parameters are checked by validators, so the browser's typed client knows them too.
export const InboxQuerySchema = v.object({
  state: v.optional(v.picklist(INBOX_STATES, m['operator.unknownFilter']), 'all'),
});
export const OutboxQuerySchema = v.object({
  status: v.optional(v.picklist(MAIL_STATUSES, m['operator.unknownFilter'])),
});

/** The start page "Heute", contact messages (with answers), the mail outbox (with resend) and the audit log. */
export const adminRecords = new Hono<AppEnv>()
  .use(requireSameSiteRequest, requireOperator)
  .get('/today', async (c) => c.json(await todaySummary(c.env, new Date())))
  .get('/messages', validQuery(InboxQuerySchema), async (c) => {
    const { state } = c.req.valid('query');
    return c.json({ messages: await inbox(c.env, state, new Date()) });
  })
  .post('/messages/:id/answer', bodyLimit(jsonBodyLimit), validJson(AnswerSchema), async (c) => {
    const { text } = c.req.valid('json');
    await answerMessage(c.env, c.req.param('id'), text, await actorOf(c), new Date());
    c.set('workQueued', true);
    return c.json({ ok: true });
  })
  .get('/outbox', validQuery(OutboxQuerySchema), async (c) => {
    const { status } = c.req.valid('query');
    return c.json({ mails: await outbox(c.env, status ?? null) });
  })
  .post('/outbox/:id/resend', async (c) => {
    await resendMail(c.env, c.req.param('id'), await actorOf(c), new Date());
    c.set('workQueued', true);
    return c.json({ ok: true });
  })
  .get('/audit', async (c) => c.json({ entries: await auditLog(c.env) }));
