import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/api-error';
import { jsonBodyLimit } from '../lib/body-limit';
import { verifySmsWebhook } from '../services/sms/provider';
import { receiveSmsReply } from '../services/sms/replies';

/** The SMS provider's inbound webhook: a customer's reply, signed by the provider. STOP ends the updates. */
export const smsWebhooks = new Hono<AppEnv>().post('/inbound', bodyLimit(jsonBodyLimit), async (c) => {
  const secret = c.env.SMS_WEBHOOK_SECRET;
  if (!secret) throw new ApiError(404, 'not_found', 'Nicht gefunden.');
  const body = await c.req.text();
  const request = { method: c.req.method, url: c.req.url, headers: c.req.raw.headers, body };
  if (!(await verifySmsWebhook(secret, request, new Date())))
    throw new ApiError(401, 'invalid_signature', 'Ungültige Signatur.');
  // Only the outcome is answered and logged, never the number or the text.
  return c.json({ received: true, outcome: await receiveSmsReply(c.env, body, new Date()) });
});
