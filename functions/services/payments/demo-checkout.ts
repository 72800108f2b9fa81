// The demo checkout that stands in for Stripe in development: it opens for a session of the demo
// provider only, and pays through the same payable as a verified webhook.
import type { Env } from '../../env';
import { Refusal } from '../../lib/refusal';
import { runOrderEffects } from '../orders/jobs';
import { payableOfSession, type Payable } from './payables';

/** The payable a demo session opens; refused like an unknown order when it is not a demo session. */
export async function demoCheckout(env: Env, orderNumber: string, sessionId: string, origin: string): Promise<Payable> {
  const payable = await payableOfSession(env, orderNumber, sessionId, origin);
  if (!payable || payable.provider !== 'demo') throw new Refusal('not_found', 'not_found', 'errors.orderNotFound');
  return payable;
}

/** Pays a demo session at `paidAt` (a test may pick a business-day morning, as a webhook reports the time). */
export async function payDemoCheckout(env: Env, payable: Payable, paidAt: Date): Promise<void> {
  await payable.applyOutcome('paid', { now: paidAt });
  await runOrderEffects(env, payable.orderNumber);
}
