// The payment methods the checkout offers. Stripe's Checkout Session allows only these types
// (`allowed_payment_method_types`), and every text that names a payment method may name only these (tests/unit/payment-methods.test.ts).

export interface PaymentMethod {
  /** Stripe Checkout's `allowed_payment_method_types` value. */
  stripeType: 'card' | 'paypal' | 'sepa_debit';
  /** How our texts name it. */
  label: string;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { stripeType: 'card', label: 'Karte' },
  { stripeType: 'paypal', label: 'PayPal' },
  { stripeType: 'sepa_debit', label: 'SEPA-Lastschrift' },
];

/** Names of methods customers look for that the checkout does not offer; no text may promise them. */
export const METHODS_NOT_OFFERED = [
  'Sofortüberweisung',
  'Klarna',
  'giropay',
  'Apple Pay',
  'Google Pay',
  'Vorkasse',
  'Kauf auf Rechnung',
  'Bitcoin',
] as const;
