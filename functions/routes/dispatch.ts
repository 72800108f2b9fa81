import { Hono } from 'hono';
import type { AppEnv, Env } from '../env';
import { ApiError } from '../lib/api-error';
import {
  applyDispatchEvent,
  parseDispatchEvent,
  SIGNATURE_HEADER,
  verifyDispatchSignature,
  type EventOutcome,
} from '../services/dispatch/events';
import { runOrderEffects } from '../services/orders/jobs';

const notFound = () => new ApiError(404, 'not_found', 'Nicht gefunden.');

/**
 * One signed webhook body: verified over the raw bytes before anything is parsed, then applied once.
 */
async function receiveWebhook(env: Env, rawBody: string, signature: string): Promise<EventOutcome> {
  if (!(await verifyDispatchSignature(env.DISPATCH_WEBHOOK_SECRET ?? '', rawBody, signature)))
    throw new ApiError(401, 'invalid_signature', 'Ungültige Signatur.');
  const event = parseDispatchEvent(rawBody);
  if (!event) return 'ignored';
  const { outcome, orderNumber } = await applyDispatchEvent(env, event, new Date());
  // Posted: the ID copies go now, not with the next cron.
  if (orderNumber) await runOrderEffects(env, orderNumber);
  return outcome;
}

/** The print service's webhooks (`sent`, `undeliverable`, `issues`), HMAC-SHA256 signed. */
export const dispatchWebhooks = new Hono<AppEnv>().post('/webhook', async (c) => {
  if (!c.env.DISPATCH_WEBHOOK_SECRET) throw notFound();
  const outcome = await receiveWebhook(c.env, await c.req.text(), c.req.header(SIGNATURE_HEADER) ?? '');
  c.set('workQueued', true);
  // Only the outcome's kind is logged, never the body.
  if (outcome === 'unknown_letter') console.warn('dispatch_webhook unknown letter');
  return c.json({ received: true, outcome });
});
