import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/api-error';
import { SIGNATURE_HEADER } from '../services/dispatch/events';
import { receiveDispatchWebhook } from '../services/dispatch/webhook';

/** The print service's webhooks (`sent`, `undeliverable`, `issues`), HMAC-SHA256 signed over the raw body. */
export const dispatchWebhooks = new Hono<AppEnv>().post('/webhook', async (c) => {
  if (!c.env.DISPATCH_WEBHOOK_SECRET) throw new ApiError(404, 'not_found', 'errors.notFound');
  const signature = c.req.header(SIGNATURE_HEADER) ?? '';
  const outcome = await receiveDispatchWebhook(c.env, await c.req.text(), signature, new Date());
  if (!outcome) throw new ApiError(401, 'invalid_signature', 'operator.invalidSignature');
  c.set('workQueued', true);
  // Only the outcome's kind is logged, never the body.
  if (outcome === 'unknown_letter') console.warn('dispatch_webhook unknown letter');
  return c.json({ received: true, outcome });
});
