import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/api-error';
import { jsonBodyLimit } from '../lib/body-limit';
import { takeSmsWebhook } from '../services/sms/inbound';

/**
 * The SMS provider's inbound webhook: a customer's reply, signed by the provider, each taken once. STOP
 * ends the updates. A replay gets the same 401 as a wrong signature, so the answer tells nothing more.
 */
export const smsWebhooks = new Hono<AppEnv>().post('/inbound', bodyLimit(jsonBodyLimit), async (c) => {
  const secret = c.env.SMS_WEBHOOK_SECRET;
  if (!secret) throw new ApiError(404, 'not_found', 'errors.notFound');
  const body = await c.req.text();
  const request = { method: c.req.method, url: c.req.url, headers: c.req.raw.headers, body };
  const outcome = await takeSmsWebhook(c.env, secret, request, new Date());
  if (!outcome) throw new ApiError(401, 'invalid_signature', 'operator.invalidSignature');
  // Only the outcome is answered and logged, never the number or the text.
  return c.json({ received: true, outcome });
});
