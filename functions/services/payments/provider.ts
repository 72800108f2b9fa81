import type { Env } from '../../env';
import type { PriceLine } from '../../../src/domain/pricing';
import { ApiError } from '../../lib/api-error';
import { demoProvider } from './demo';
import { stripeProvider } from './stripe';

export interface CheckoutRequest {
  orderNumber: string;
  email: string;
  lines: PriceLine[];
  /** The site's origin, for the success and cancel URLs. */
  origin: string;
}

export interface PaymentProvider {
  name: 'stripe' | 'demo';
  /** Creates the hosted checkout and returns where to send the customer. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Best effort: closes a checkout that must not be paid any more. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Refunds the full payment of a checkout; returns the provider's refund id. */
  refund(sessionId: string): Promise<string>;
}

/** The provider an existing order was paid with (it may differ from today's configuration). */
export function providerOf(env: Env, name: 'stripe' | 'demo'): PaymentProvider {
  if (name === 'stripe') {
    if (!env.STRIPE_SECRET_KEY) throw new ApiError(503, 'payments_unavailable', 'Stripe ist nicht konfiguriert.');
    return stripeProvider(env.STRIPE_SECRET_KEY);
  }
  return demoProvider;
}

/** Stripe when a key is configured; otherwise the demo provider, which production refuses. */
export function paymentProvider(env: Env): PaymentProvider {
  if (env.STRIPE_SECRET_KEY) return stripeProvider(env.STRIPE_SECRET_KEY);
  if (env.ENVIRONMENT === 'production') {
    throw new ApiError(503, 'payments_unavailable', 'Die Zahlung ist gerade nicht verfügbar. Bitte versuche es später erneut.');
  }
  return demoProvider;
}

export function successUrl(origin: string, orderNumber: string, sessionPlaceholder: string): string {
  return `${origin}/extended-wizard?session_id=${sessionPlaceholder}&order_number=${encodeURIComponent(orderNumber)}`;
}

export function cancelUrl(origin: string): string {
  return `${origin}/app?schritt=3`;
}
