// The mail API as our sender meets it (functions/services/mails/sender.ts), for `npm start`, the e2e
// servers and the Worker tests. Strict where the provider's own client is: resend/resend-node
// src/emails/interfaces/create-email-options.interface.ts and src/common/utils/parse-email-to-api-options.ts
// (the body's fields in the API's snake_case), src/common/interfaces/idempotent-request.interface.ts (the
// Idempotency-Key header), and the API's documented error shape `{ statusCode, name, message }`.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { sha256Hex } from './crypto.ts';

const Recipients = v.union([
  v.pipe(v.string(), v.minLength(3)),
  v.pipe(v.array(v.pipe(v.string(), v.minLength(3))), v.minLength(1), v.maxLength(50)),
]);

const Attachment = v.strictObject({
  content: v.optional(v.string()),
  filename: v.optional(v.string()),
  path: v.optional(v.string()),
  content_type: v.optional(v.string()),
  content_id: v.optional(v.string()),
});

const EmailCreate = v.pipe(
  v.strictObject({
    from: v.pipe(v.string(), v.minLength(3)),
    to: Recipients,
    subject: v.pipe(v.string(), v.minLength(1)),
    bcc: v.optional(Recipients),
    cc: v.optional(Recipients),
    reply_to: v.optional(Recipients),
    html: v.optional(v.string()),
    text: v.optional(v.string()),
    headers: v.optional(v.record(v.string(), v.string())),
    attachments: v.optional(v.array(Attachment)),
    tags: v.optional(v.array(v.strictObject({ name: v.string(), value: v.string() }))),
    scheduled_at: v.optional(v.string()),
    topic_id: v.optional(v.nullable(v.string())),
  }),
  v.check((mail) => mail.html !== undefined || mail.text !== undefined, 'html or text is required'),
);

interface ReceivedMail {
  id: string;
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; bytes: Uint8Array }[];
  receivedAt: string;
}

export interface MailOptions {
  apiKey: string;
  now?: () => Date;
}

const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

function refuse(c: Context, statusCode: 400 | 401 | 403 | 409 | 415 | 422, name: string, message: string) {
  return c.json({ statusCode, name, message }, statusCode);
}

function base64Bytes(content: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(content), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

export function mailStandIn(options: MailOptions) {
  const now = options.now ?? (() => new Date());
  const mails: ReceivedMail[] = [];
  const idempotent = new Map<string, { fingerprint: string; id: string }>();

  const app = new Hono().post('/emails', async (c) => {
    const key = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!key) return refuse(c, 401, 'missing_api_key', 'Missing API key in the authorization header.');
    if (key !== options.apiKey) return refuse(c, 403, 'invalid_api_key', 'API key is invalid.');
    if (c.req.header('Content-Type')?.split(';')[0]?.trim() !== 'application/json')
      return refuse(c, 415, 'invalid_content_type', 'Content-Type must be application/json.');
    const raw = await c.req.text();
    const idempotencyKey = c.req.header('Idempotency-Key');
    if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > 256))
      return refuse(c, 400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');
    const fingerprint = await sha256Hex(raw);
    const earlier = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.fingerprint !== fingerprint)
        return refuse(c, 409, 'invalid_idempotent_request', 'Same idempotency key used with a different payload.');
      return c.json({ id: earlier.id });
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return refuse(c, 422, 'validation_error', 'The body is not JSON.');
    }
    const parsed = v.safeParse(EmailCreate, json);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const field = issue.path?.map((p) => String(p.key)).join('.');
      return refuse(c, 422, 'validation_error', `${field ? `${field}: ` : ''}${issue.message}`);
    }
    const mail = parsed.output;
    const attachments: ReceivedMail['attachments'] = [];
    for (const attachment of mail.attachments ?? []) {
      const bytes = attachment.content === undefined ? null : base64Bytes(attachment.content);
      if (!bytes || !attachment.filename)
        return refuse(c, 422, 'validation_error', 'attachments: content (base64) and filename are required.');
      attachments.push({ filename: attachment.filename, contentType: attachment.content_type ?? '', bytes });
    }
    const id = crypto.randomUUID();
    mails.unshift({
      id,
      from: mail.from,
      to: list(mail.to),
      replyTo: list(mail.reply_to),
      subject: mail.subject,
      text: mail.text ?? mail.html ?? '',
      attachments,
      receivedAt: now().toISOString(),
    });
    if (idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, id });
    return c.json({ id });
  });

  return { app, mails };
}
