// Drains the outbox: every outgoing mail (the optional order webhook, and Pro's SMS) is written to D1 first,
// then sent here after the request (waitUntil) and by the cron job, with retries and backoff.
// Without MAIL_API_URL mails (without SMS_PROVIDER, SMS) stay pending; /api/dev/outbox shows them locally.
import type { Env } from '../../env';
import { orderWebhook } from '../../lib/config';
import { toBase64 } from '../../lib/encoding';
import { hmacSha256Hex } from '../../lib/hmac';
import { leaseUntil, nextAttemptAt } from '../../lib/retry';
import { claimMail, dueMails, markMailFailed, markMailSent, releaseMail, type QueuedMail } from '../../db/outbox';
import { getDecrypted } from '../documents/store';
import { alertStatements } from '../operations/alerts';
import { outboxGaveUp } from '../operations/alert-causes';
import { deliverSms } from '../sms/provider';

/**
 * The order webhook's signature: HMAC-SHA-256 (hex) of `${timestamp}.${body}` with ORDER_WEBHOOK_SECRET.
 * The receiver recomputes it from the X-Webhook-Timestamp header and the raw body, compares in
 * constant time and rejects timestamps older than a few minutes (no replays). See README.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): Promise<string> {
  return hmacSha256Hex(secret, `${timestamp}.${body}`);
}

/**
 * An attachment whose file is gone from storage (deleted, or a database restored to before its deletion):
 * no retry brings it back, so the mail fails at once and the operator sees why.
 */
class AttachmentGone extends Error {}

/** Sends one row; returns false when the transport is not configured (the row stays pending). */
async function deliver(env: Env, mail: QueuedMail): Promise<boolean> {
  if (mail.channel === 'sms') return deliverSms(env, mail.to, mail.text);
  if (mail.kind === 'order_webhook') {
    const hook = orderWebhook(env);
    // Not (or no longer) safely configured: nothing leaves; the row fails and the operator sees it.
    if (!hook || hook.url !== mail.to) throw new Error('order webhook not configured (https URL and secret required)');
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = await webhookSignature(hook.secret, timestamp, mail.text);
    const res = await fetch(hook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Webhook-Timestamp': timestamp,
        'X-Signature-SHA256': signature,
      },
      body: mail.text,
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
    return true;
  }
  if (!env.MAIL_API_URL || !env.MAIL_API_KEY) return false;
  // An invoice mail without its invoice would look complete: it is not sent, and fails for the operator.
  if (mail.attachmentsError) throw new Error(mail.attachmentsError);
  const attachments = await Promise.all(
    mail.attachments.map(async (a) => {
      const bytes = await getDecrypted(env, a.key);
      if (!bytes) throw new AttachmentGone(`Datei bereits gelöscht: ${a.filename}`);
      return { filename: a.filename, content: toBase64(bytes), content_type: a.mime };
    }),
  );
  const res = await fetch(env.MAIL_API_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${env.MAIL_API_KEY}`,
      // The mail API sends a retried request once (Resend keeps keys for 24 hours): an answer lost on the
      // way never makes a second mail.
      'Idempotency-Key': `outbox-${mail.id}`,
    },
    body: JSON.stringify({
      from: env.MAIL_FROM ?? `PunkteBrief <${env.SUPPORT_EMAIL}>`,
      to: [mail.to],
      ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      attachments,
    }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`mail API answered ${res.status}`);
  return true;
}

/** Sends what is due; failures are rescheduled with backoff. Returns how many were sent. */
export async function drainOutbox(env: Env, now: Date = new Date()): Promise<number> {
  let sent = 0;
  const lease = leaseUntil(now);
  for (const mail of await dueMails(env.DB, now.toISOString())) {
    if (!(await claimMail(env.DB, mail, lease))) continue;
    try {
      if (await deliver(env, mail)) {
        await markMailSent(env.DB, mail.id, new Date().toISOString()).run();
        sent++;
      } else {
        // No transport configured: give the row back, due as before, for a later drain.
        await releaseMail(env.DB, mail).run();
      }
    } catch (error) {
      // Only the error's text goes to the row, never the mail's content.
      const message = error instanceof Error ? error.message : 'unknown error';
      const next = error instanceof AttachmentGone ? null : nextAttemptAt(mail.attempts, now);
      // After the last try the operator hears of it (not of an alert that failed: it would only alert again).
      const gaveUp =
        next === null && mail.kind !== 'ops_alert'
          ? alertStatements(env, outboxGaveUp(mail.kind, mail.channel, mail.orderNumber), now)
          : [];
      await env.DB.batch([markMailFailed(env.DB, mail.id, message, next), ...gaveUp]);
    }
  }
  return sent;
}
