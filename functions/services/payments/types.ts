// What every payment provider offers, and the URLs a checkout returns to. Providers import this,
// never provider.ts (which picks one of them), so the modules form no cycle.
import type { Locale } from '../../../src/domain/locales';
import { pathIn } from '../../../src/domain/page-paths';
import type { PriceLine } from '../../../src/domain/pricing';

interface CheckoutRequest {
  orderNumber: string;
  email: string;
  lines: PriceLine[];
  /** The site's origin, for the success and cancel URLs. */
  origin: string;
  /** Set for a second person bought after the order's payment: its own checkout and return. */
  addonId?: string;
  /** The customer's language: the checkout's and the return pages'. */
  locale: Locale;
}

export interface PaymentProvider {
  name: 'stripe' | 'demo';
  /** Creates the hosted checkout and returns where to send the customer. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Best effort: closes a checkout that must not be paid any more. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Refunds the payment of a checkout, all of it or `amountCents`; returns the provider's refund id. */
  refund(sessionId: string, amountCents?: number): Promise<string>;
}

export function successUrl(origin: string, orderNumber: string, sessionPlaceholder: string, locale: Locale): string {
  return `${origin}${pathIn('/extended-wizard', locale)}?session_id=${sessionPlaceholder}&order_number=${encodeURIComponent(orderNumber)}`;
}

export function cancelUrl(origin: string, locale: Locale): string {
  return `${origin}${pathIn('/app', locale)}?schritt=3`;
}

/** The add-on's return: the page waits for its payment (zweite_person=1) instead of the order's. */
export function addonSuccessUrl(
  origin: string,
  orderNumber: string,
  sessionPlaceholder: string,
  locale: Locale,
): string {
  return `${successUrl(origin, orderNumber, sessionPlaceholder, locale)}&zweite_person=1`;
}

/** Back to the payment return, where the form for the second person is filled in again from the open add-on. */
export function addonCancelUrl(origin: string, locale: Locale): string {
  return `${origin}${pathIn('/extended-wizard', locale)}`;
}
