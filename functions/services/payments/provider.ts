// Which payment provider serves a request or an existing order.
import type { Env } from '../../env';
import { Refusal } from '../../lib/refusal';
import { isDevelopment } from '../../lib/config';
import { demoProvider } from './demo';
import { stripeProvider } from './stripe';
import type { PaymentProvider } from './types';

export type { PaymentProvider };

/** The provider an existing order was paid with (it may differ from today's configuration). */
export function providerOf(env: Env, name: 'stripe' | 'demo'): PaymentProvider {
  if (name === 'stripe') {
    if (!env.STRIPE_SECRET_KEY) throw new Refusal('unavailable', 'payments_unavailable', 'errors.paymentsUnavailable');
    return stripeProvider(env.STRIPE_SECRET_KEY);
  }
  return demoProvider;
}

/** Stripe when a key is configured; otherwise the demo provider, only where development was asked for. */
export function paymentProvider(env: Env): PaymentProvider {
  if (env.STRIPE_SECRET_KEY) return stripeProvider(env.STRIPE_SECRET_KEY);
  if (!isDevelopment(env)) {
    throw new Refusal('unavailable', 'payments_unavailable', 'errors.paymentsUnavailable');
  }
  return demoProvider;
}
