// The SMS gateway as our sender meets it (functions/services/sms/provider.ts), for `npm start`, the e2e
// servers and the Worker tests. Strict where the provider's official client is: seven-io/js-client
// src/Client.ts (X-Api-Key, JSON body, answer codes as a bare number), src/resources/sms/types.ts
// (SmsParams, SmsResponse), src/resources/sms/SmsPayload.ts (`to` joined by commas) and
// src/lib/ErrorCode.ts (the codes).
import { Hono, type Context } from 'hono';
import * as v from 'valibot';

const SmsBody = v.strictObject({
  to: v.pipe(v.string(), v.minLength(1)),
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(1520)),
  from: v.optional(v.string()),
  delay: v.optional(v.union([v.number(), v.string()])),
  files: v.optional(v.array(v.unknown())),
  flash: v.optional(v.boolean()),
  foreign_id: v.optional(v.string()),
  label: v.optional(v.string()),
  performance_tracking: v.optional(v.boolean()),
  udh: v.optional(v.string()),
  ttl: v.optional(v.number()),
});

/** The gateway's answer codes (ErrorCode.ts) that the stand-in can give. */
const CODE = {
  sent: '100',
  invalidRecipient: 202,
  missingTo: 301,
  missingText: 305,
  invalidSender: 306,
  invalidApiKey: 900,
} as const;

interface ReceivedSms {
  id: string;
  to: string;
  from: string;
  text: string;
  receivedAt: string;
}

export interface SmsOptions {
  apiKey: string;
  now?: () => Date;
}

/** The gateway answers HTTP 200 with a bare code for what it refuses. */
const code = (c: Context, value: number) => c.body(String(value), 200, { 'Content-Type': 'application/json' });

/** A sender the network accepts: up to 11 letters and digits, or a number of up to 16 digits. */
const isSender = (from: string) => /^[A-Za-z0-9 ]{1,11}$/.test(from) || /^\+?\d{1,16}$/.test(from);

export function smsStandIn(options: SmsOptions) {
  const now = options.now ?? (() => new Date());
  const messages: ReceivedSms[] = [];

  const app = new Hono().post('/sms', async (c) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    if ((c.req.header('X-Api-Key') ?? bearer) !== options.apiKey) return code(c, CODE.invalidApiKey);
    if (c.req.header('Content-Type')?.split(';')[0]?.trim() !== 'application/json')
      return c.json({ error: 'Content-Type must be application/json' }, 415);
    let json: unknown;
    try {
      json = JSON.parse(await c.req.text());
    } catch {
      return c.json({ error: 'The body is not JSON' }, 400);
    }
    const body = json as Record<string, unknown>;
    if (typeof body?.to !== 'string' || body.to === '') return code(c, CODE.missingTo);
    if (typeof body.text !== 'string' || body.text === '') return code(c, CODE.missingText);
    const parsed = v.safeParse(SmsBody, json);
    if (!parsed.success) return c.json({ error: parsed.issues[0].message }, 400);
    const sms = parsed.output;
    const from = sms.from ?? 'SMS';
    if (!isSender(from)) return code(c, CODE.invalidSender);
    const recipients = sms.to.split(',').map((r) => r.trim());
    if (recipients.some((r) => !/^\+?\d{6,16}$/.test(r))) return code(c, CODE.invalidRecipient);
    const gsm = /^[\x20-\x7EÄÖÜäöüßéèùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæÉ¡¿§£¥\n\r]*$/.test(sms.text);
    const parts = Math.ceil(sms.text.length / (gsm ? 153 : 67)) || 1;
    const sent = recipients.map((recipient) => {
      const message: ReceivedSms = {
        id: String(Math.floor(Math.random() * 1e12)),
        to: recipient,
        from,
        text: sms.text,
        receivedAt: now().toISOString(),
      };
      messages.unshift(message);
      return message;
    });
    return c.json({
      success: CODE.sent,
      total_price: 0.075 * parts * sent.length,
      balance: 100,
      debug: 'false',
      sms_type: 'direct',
      messages: sent.map((m) => ({
        id: m.id,
        sender: m.from,
        recipient: m.to.replace(/^\+/, ''),
        text: m.text,
        encoding: gsm ? 'gsm' : 'ucs2',
        label: null,
        parts,
        price: 0.075 * parts,
        success: true,
        error: null,
        error_text: null,
        is_binary: false,
        udh: null,
      })),
    });
  });

  return { app, messages };
}
