// Stripe Checkout Sessions created by the server with line items from our catalog (never prices
// from the browser), tax-inclusive EUR, prefilled e-mail, the customer’s language (Stripe knows each registered one: de, en, tr).
import Stripe from 'stripe';
import { PAYMENT_METHODS } from '../../../src/domain/payment-methods';
import { addonCancelUrl, addonSuccessUrl, cancelUrl, successUrl, type PaymentProvider } from './types';

export function stripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2 });
}

export const stripeCrypto: ReturnType<typeof Stripe.createSubtleCryptoProvider> = Stripe.createSubtleCryptoProvider();

export function stripeProvider(secretKey: string): PaymentProvider {
  const stripe = stripeClient(secretKey);
  return {
    name: 'stripe',
    async createCheckout({ orderNumber, email, lines, origin, addonId, locale }) {
      // The add-on's metadata routes its webhook events to the add-on, not to the order's own payment.
      const metadata: Record<string, string> = addonId ? { orderNumber, addonId } : { orderNumber };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // Stripe's page in the customer's language ('en' is Stripe's English).
          locale,
          // Only methods our texts name (AGB § 6, FAQ): a filter on what the dashboard switched on, so a
          // method enabled there later (or one Stripe adds) never appears unannounced.
          allowed_payment_method_types: PAYMENT_METHODS.map((method) => method.stripeType),
          customer_email: email,
          client_reference_id: orderNumber,
          metadata,
          payment_intent_data: { metadata },
          line_items: lines.map((line) => ({
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: line.priceCents,
              tax_behavior: 'inclusive',
              product_data: { name: line.name },
            },
          })),
          success_url: (addonId ? addonSuccessUrl : successUrl)(origin, orderNumber, '{CHECKOUT_SESSION_ID}', locale),
          cancel_url: addonId ? addonCancelUrl(origin, locale) : cancelUrl(origin, locale),
        },
        { idempotencyKey: addonId ? `checkout-addon-${addonId}` : `checkout-${orderNumber}` },
      );
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { sessionId: session.id, url: session.url };
    },
    async refund(sessionId, amountCents) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error('checkout has no payment to refund');
      const refund = await stripe.refunds.create(
        amountCents === undefined ? { payment_intent: intent } : { payment_intent: intent, amount: amountCents },
        {
          idempotencyKey: amountCents === undefined ? `refund-${sessionId}` : `refund-${sessionId}-part-${amountCents}`,
        },
      );
      return refund.id;
    },
    async expireCheckout(sessionId) {
      // Only an open session can be expired; a completed one is refunded by the late-payment path,
      // an expired one is done. Any other failure is thrown, so the durable job tries again.
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
    },
  };
}
