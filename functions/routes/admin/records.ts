import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import type { InboxState } from '../../db/contact-messages';
import { audit, listAudit } from '../../db/operators';
import { listMails, resendFailedMail, type MailStatus } from '../../db/outbox';
import { ApiError } from '../../lib/api-error';
import { jsonBodyLimit } from '../../lib/body-limit';
import { actorOf, requireOperator, requireSameSiteRequest } from '../../lib/operator-session';
import { parseOrThrow, readJson, validQuery } from '../../lib/validate';
import { answerContactMessage, inbox, todaySummary } from '../../services/back-office/day';

const MAIL_STATUSES: readonly MailStatus[] = ['pending', 'sent', 'failed'];
const INBOX_STATES: readonly InboxState[] = ['open', 'answered', 'all'];

const AnswerSchema = v.object({
  text: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.minLength(10, 'Bitte schreibe eine Antwort (mindestens 10 Zeichen).'),
    v.maxLength(10_000, 'Die Antwort ist zu lang (höchstens 10.000 Zeichen).'),
  ),
});

// Query parameters are checked by validators, so the browser's typed client knows them too.
const InboxQuerySchema = v.object({
  state: v.optional(v.picklist(INBOX_STATES, 'Unbekannter Filter.'), 'all'),
});
const OutboxQuerySchema = v.object({
  status: v.optional(v.picklist(MAIL_STATUSES, 'Unbekannter Filter.')),
});

/** The start page "Heute", contact messages (with answers), the mail outbox (with resend) and the audit log. */
export const adminRecords = new Hono<AppEnv>()
  .use(requireSameSiteRequest, requireOperator)
  .get('/today', async (c) => c.json(await todaySummary(c.env, new Date())))
  .get('/messages', validQuery(InboxQuerySchema), async (c) => {
    const { state } = c.req.valid('query');
    return c.json({ messages: await inbox(c.env, state, new Date()) });
  })
  .post('/messages/:id/answer', bodyLimit(jsonBodyLimit), async (c) => {
    const { text } = parseOrThrow(AnswerSchema, await readJson(c));
    const outcome = await answerContactMessage(c.env, c.req.param('id'), text, await actorOf(c), new Date());
    if (outcome === 'not_found') throw new ApiError(404, 'not_found', 'Nachricht nicht gefunden.');
    if (outcome === 'already_answered')
      throw new ApiError(409, 'already_answered', 'Diese Nachricht wurde bereits beantwortet.');
    c.set('workQueued', true);
    return c.json({ ok: true });
  })
  .get('/outbox', validQuery(OutboxQuerySchema), async (c) => {
    const { status } = c.req.valid('query');
    return c.json({ mails: await listMails(c.env.DB, status ?? null) });
  })
  .post('/outbox/:id/resend', async (c) => {
    const at = new Date().toISOString();
    if (!(await resendFailedMail(c.env.DB, c.req.param('id'), at))) {
      throw new ApiError(409, 'not_failed', 'Nur fehlgeschlagene E-Mails können erneut gesendet werden.');
    }
    await audit(c.env.DB, { at, ...(await actorOf(c)), action: 'mail_resend', detail: c.req.param('id') }).run();
    c.set('workQueued', true);
    return c.json({ ok: true });
  })
  .get('/audit', async (c) => c.json({ entries: await listAudit(c.env.DB) }));
