// The print service's signed webhook as one step: verified over the raw bytes before anything is parsed,
// applied once, and a posted letter's follow-ups (the ID copies deleted) run now rather than with the next cron.
import type { Env } from '../../env';
import { runOrderEffects } from '../orders/jobs';
import { applyDispatchEvent, parseDispatchEvent, verifyDispatchSignature, type EventOutcome } from './events';

/** What the webhook did with the body; null when its signature is wrong (nothing was read). */
export async function receiveDispatchWebhook(
  env: Env,
  rawBody: string,
  signature: string,
  now: Date,
): Promise<EventOutcome | null> {
  if (!(await verifyDispatchSignature(env.DISPATCH_WEBHOOK_SECRET ?? '', rawBody, signature))) return null;
  const event = parseDispatchEvent(rawBody);
  if (!event) return 'ignored';
  const { outcome, orderNumber } = await applyDispatchEvent(env, event, now);
  if (orderNumber) await runOrderEffects(env, orderNumber);
  return outcome;
}
