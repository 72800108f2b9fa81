// The back office's records: contact messages answered by e-mail (day.ts), the mail outbox with a resend of
// what failed, and the audit log.
import type { Env } from '../../env';
import type { InboxState } from '../../db/contact-messages';
import { audit, listAudit, type AuditEntry } from '../../db/operators';
import { listMails, resendFailedMail, type MailStatus, type MailSummary } from '../../db/outbox';
import { Refusal } from '../../lib/refusal';
import { answerContactMessage } from './day';
import type { Actor } from './order-actions';

export type { InboxState, MailStatus };
export const INBOX_STATES: readonly InboxState[] = ['open', 'answered', 'all'];
export const MAIL_STATUSES: readonly MailStatus[] = ['pending', 'sent', 'failed'];

/** Answers a contact message by e-mail; 404 for an unknown message, 409 when it was answered already. */
export async function answerMessage(env: Env, id: string, text: string, actor: Actor, now: Date): Promise<void> {
  const outcome = await answerContactMessage(env, id, text, actor, now);
  if (outcome === 'not_found') throw new Refusal('not_found', 'not_found', 'operator.messageNotFound');
  if (outcome === 'already_answered') throw new Refusal('conflict', 'already_answered', 'operator.messageAnswered');
}

/** The outbox, newest first, of one status or all. */
export function outbox(env: Env, status: MailStatus | null): Promise<MailSummary[]> {
  return listMails(env.DB, status);
}

/** Puts a failed mail back in the queue, audited; 409 for a mail that did not fail. */
export async function resendMail(env: Env, id: string, actor: Actor, now: Date): Promise<void> {
  const at = now.toISOString();
  if (!(await resendFailedMail(env.DB, id, at))) {
    throw new Refusal('conflict', 'not_failed', 'operator.mailNotFailed');
  }
  await audit(env.DB, { at, ...actor, action: 'mail_resend', detail: id }).run();
}

/** The newest entries of the audit log. */
export function auditLog(env: Env): Promise<AuditEntry[]> {
  return listAudit(env.DB);
}
