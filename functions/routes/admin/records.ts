import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { audit } from '../../db/operators';
import { ApiError } from '../../lib/api-error';
import { actorOf, requireOperator, requireSameSiteRequest } from '../../lib/operator-session';

/** Contact messages, the mail outbox (with resend) and the audit log for the back office. */
export const adminRecords = new Hono<AppEnv>()
  .use(requireSameSiteRequest, requireOperator)
  .get('/messages', async (c) => {
    const { results } = await c.env.DB.prepare('SELECT id, name, email, subject, message, created_at, handled_at FROM contact_messages ORDER BY created_at DESC LIMIT 100').all();
    return c.json({ messages: results });
  })
  .get('/outbox', async (c) => {
    const status = c.req.query('status');
    const { results } = await c.env.DB.prepare(
      "SELECT id, kind, to_address, subject, status, attempts, last_error, created_at, sent_at FROM outbox WHERE (?1 IS NULL OR status = ?1) AND kind != 'order_webhook' ORDER BY created_at DESC LIMIT 100",
    )
      .bind(status ?? null)
      .all();
    return c.json({ mails: results });
  })
  .post('/outbox/:id/resend', async (c) => {
    const at = new Date().toISOString();
    const result = await c.env.DB.prepare("UPDATE outbox SET status = 'pending', next_attempt_at = ?2, last_error = NULL WHERE id = ?1 AND status = 'failed'")
      .bind(c.req.param('id'), at)
      .run();
    if ((result.meta.changes ?? 0) === 0) throw new ApiError(409, 'not_failed', 'Nur fehlgeschlagene E-Mails können erneut gesendet werden.');
    await audit(c.env.DB, { at, ...(await actorOf(c)), action: 'mail_resend', detail: c.req.param('id') }).run();
    c.set('outboxDirty', true);
    return c.json({ ok: true });
  })
  .get('/audit', async (c) => {
    const { results } = await c.env.DB.prepare(
      'SELECT a.at, a.action, a.order_number, a.detail, o.email AS operator FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id ORDER BY a.id DESC LIMIT 200',
    ).all();
    return c.json({ entries: results });
  });
