import * as v from 'valibot';
import { hasLineBreak } from '../../src/domain/single-line';

export interface MailAttachment {
  /** R2 object key (encrypted like every document). */
  key: string;
  filename: string;
  mime: string;
}

export interface OutgoingMail {
  kind: string;
  /** The order the mail is about, if any. */
  orderNumber?: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export type MailStatus = 'pending' | 'sent' | 'failed';

/** How a row leaves: by the mail API, or as an SMS through the SMS provider. */
type OutboxChannel = 'mail' | 'sms';

/** An SMS status update: short, no personal data beyond the first name and the order number. */
export interface OutgoingSms {
  kind: string;
  orderNumber: string;
  /** E.164. */
  to: string;
  text: string;
}

interface OutboxRow {
  id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  attachments: string | null;
  order_number: string | null;
  channel: OutboxChannel;
}

/** Attachments are JSON in D1: checked when read, so the sender never guesses at a key or a name. */
const AttachmentsSchema = v.array(
  v.object({ key: v.pipe(v.string(), v.minLength(1)), filename: v.string(), mime: v.string() }),
);

function parsedAttachments(raw: string | null): { attachments: MailAttachment[]; error?: string } {
  if (!raw) return { attachments: [] };
  try {
    const result = v.safeParse(AttachmentsSchema, JSON.parse(raw));
    if (result.success) return { attachments: result.output };
  } catch {
    /* not JSON: reported below */
  }
  return { attachments: [], error: 'invalid attachments' };
}

/** A queued mail as the Worker's sender sees it. */
export interface QueuedMail {
  id: string;
  kind: string;
  channel: OutboxChannel;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  attempts: number;
  nextAttemptAt: string;
  /** The order it is about, if any (the operator's alert names it). */
  orderNumber: string | null;
  attachments: MailAttachment[];
  /** Set when the stored attachments are unreadable: the mail is not sent without them. */
  attachmentsError?: string;
}

/** A mail as the back office lists it (no body). */
export interface MailSummary {
  id: string;
  kind: string;
  channel: OutboxChannel;
  orderNumber: string | null;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A mail with its body, for the local outbox page. */
export interface MailPreview extends MailSummary {
  text: string;
}

function toQueuedMail(row: OutboxRow): QueuedMail {
  const { attachments, error } = parsedAttachments(row.attachments);
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.body_text,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    orderNumber: row.order_number,
    attachments,
    ...(error ? { attachmentsError: error } : {}),
  };
}

function toSummary(row: OutboxRow): MailSummary {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    orderNumber: row.order_number,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/**
 * The statement that queues one mail in the outbox; returned unrun so callers can batch it. A mail
 * id that exists already is left alone, so a job that retries with a fixed id queues its mail once.
 */
export function enqueueMail(db: D1Database, id: string, mail: OutgoingMail, now: string): D1PreparedStatement {
  // The schemas keep line breaks out of every value that reaches a subject; this is the last guard.
  if (hasLineBreak(mail.subject) || hasLineBreak(mail.to)) throw new Error('mail header with a line break refused');
  return db
    .prepare(
      `INSERT INTO outbox (id, kind, to_address, reply_to, subject, body_text, next_attempt_at, created_at, attachments, order_number)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7, ?8, ?9) ON CONFLICT (id) DO NOTHING`,
    )
    .bind(
      id,
      mail.kind,
      mail.to,
      mail.replyTo ?? null,
      mail.subject,
      mail.text,
      now,
      mail.attachments ? JSON.stringify(mail.attachments) : null,
      mail.orderNumber ?? null,
    );
}

/**
 * The statement that queues one SMS beside the mails (same retries, same back-office list); an id that
 * exists already is left alone, so an event reported twice sends one SMS.
 */
export function enqueueSms(db: D1Database, id: string, sms: OutgoingSms, now: string): D1PreparedStatement {
  if (hasLineBreak(sms.to)) throw new Error('SMS number with a line break refused');
  return db
    .prepare(
      `INSERT INTO outbox (id, kind, channel, to_address, subject, body_text, next_attempt_at, created_at, order_number)
       VALUES (?1, ?2, 'sms', ?3, ?4, ?5, ?6, ?6, ?7) ON CONFLICT (id) DO NOTHING`,
    )
    .bind(id, sms.kind, sms.to, `SMS: ${sms.kind}`, sms.text, now, sms.orderNumber);
}

/** Rows due for sending, oldest first. */
export async function dueMails(db: D1Database, now: string, limit = 20): Promise<QueuedMail[]> {
  const { results } = await db
    .prepare("SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?1 ORDER BY created_at LIMIT ?2")
    .bind(now, limit)
    .all<OutboxRow>();
  return results.map(toQueuedMail);
}

/**
 * Claims a row for one sender by pushing its next attempt past a lease; only the sender whose
 * update changed the row sends it, so two concurrent drains never send the same mail twice.
 */
export async function claimMail(db: D1Database, mail: QueuedMail, leaseUntil: string): Promise<boolean> {
  const result = await db
    .prepare("UPDATE outbox SET next_attempt_at = ?3 WHERE id = ?1 AND next_attempt_at = ?2 AND status = 'pending'")
    .bind(mail.id, mail.nextAttemptAt, leaseUntil)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

/** Gives a claimed mail back, due as before (no transport configured yet). */
export function releaseMail(db: D1Database, mail: QueuedMail): D1PreparedStatement {
  return db.prepare('UPDATE outbox SET next_attempt_at = ?2 WHERE id = ?1').bind(mail.id, mail.nextAttemptAt);
}

export function markMailSent(db: D1Database, id: string, now: string): D1PreparedStatement {
  return db
    .prepare("UPDATE outbox SET status = 'sent', sent_at = ?2, attempts = attempts + 1 WHERE id = ?1")
    .bind(id, now);
}

/** Records a failed attempt; after the last one the mail is marked failed for the operator. */
export function markMailFailed(
  db: D1Database,
  id: string,
  error: string,
  nextAttemptAt: string | null,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE outbox SET attempts = attempts + 1, last_error = ?2,
         status = CASE WHEN ?3 IS NULL THEN 'failed' ELSE 'pending' END,
         next_attempt_at = COALESCE(?3, next_attempt_at)
       WHERE id = ?1`,
    )
    .bind(id, error.slice(0, 500), nextAttemptAt);
}

/** Puts a failed mail back in the queue; false when it was not failed. */
export async function resendFailedMail(db: D1Database, id: string, now: string): Promise<boolean> {
  const result = await db
    .prepare(
      "UPDATE outbox SET status = 'pending', next_attempt_at = ?2, last_error = NULL WHERE id = ?1 AND status = 'failed'",
    )
    .bind(id, now)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

/** The back office's outbox: newest first, without the order webhook (it is not a mail). */
export async function listMails(db: D1Database, status: MailStatus | null, limit = 100): Promise<MailSummary[]> {
  const { results } = await db
    .prepare(
      "SELECT * FROM outbox WHERE (?1 IS NULL OR status = ?1) AND kind != 'order_webhook' ORDER BY created_at DESC LIMIT ?2",
    )
    .bind(status, limit)
    .all<OutboxRow>();
  return results.map(toSummary);
}

/** Every mail about one order, oldest first. */
export async function mailsOfOrder(db: D1Database, orderNumber: string): Promise<MailSummary[]> {
  const { results } = await db
    .prepare('SELECT * FROM outbox WHERE order_number = ?1 ORDER BY created_at')
    .bind(orderNumber)
    .all<OutboxRow>();
  return results.map(toSummary);
}

/** The newest mails with their bodies (the local outbox page). */
export async function latestMails(db: D1Database, limit = 50): Promise<MailPreview[]> {
  const { results } = await db
    .prepare('SELECT * FROM outbox ORDER BY created_at DESC LIMIT ?1')
    .bind(limit)
    .all<OutboxRow>();
  return results.map((row) => ({ ...toSummary(row), text: row.body_text }));
}

/** Mails hold names, addresses and live links: the rows go after their retention period. */
export function deleteMailsCreatedBefore(db: D1Database, createdBefore: string): D1PreparedStatement {
  return db.prepare('DELETE FROM outbox WHERE created_at <= ?1').bind(createdBefore);
}
