import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { listContactMessages } from '../../db/contact-messages';
import { audit, listAudit } from '../../db/operators';
import { listMails, resendFailedMail, type MailStatus } from '../../db/outbox';
import { ApiError } from '../../lib/api-error';
import { actorOf, requireOperator, requireSameSiteRequest } from '../../lib/operator-session';

const MAIL_STATUSES: readonly MailStatus[] = ['pending', 'sent', 'failed'];

/** Contact messages, the mail outbox (with resend) and the audit log for the back office. */
export const adminRecords = new Hono<AppEnv>()
  .use(requireSameSiteRequest, requireOperator)
  .get('/messages', async (c) => c.json({ messages: await listContactMessages(c.env.DB) }))
  .get('/outbox', async (c) => {
    const status = MAIL_STATUSES.find((s) => s === c.req.query('status')) ?? null;
    return c.json({ mails: await listMails(c.env.DB, status) });
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
