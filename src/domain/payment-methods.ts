// The payment methods the checkout offers. Stripe's Checkout Session allows only these types
// (`allowed_payment_method_types`), and every text that names a payment method may name only these (tests/unit/payment-methods.test.ts).
// Their names are the message catalogue's (src/domain/catalogue/offer.ts).
import { de as offerDe } from './catalogue/offer';
import { MESSAGES as TEXTS } from './ui-messages';
import type { Locale } from './locales';

export interface PaymentMethod {
  /** Stripe Checkout's `allowed_payment_method_types` value. */
  stripeType: 'card' | 'paypal' | 'sepa_debit';
  /** How our (German) texts name it; paymentMethodLabel gives it in another language. */
  label: string;
}

/** The catalogue key of each method's name. */
const LABEL_KEYS = {
  card: 'offer.payment.card',
  paypal: 'offer.payment.paypal',
  sepa_debit: 'offer.payment.sepaDebit',
} as const satisfies Record<PaymentMethod['stripeType'], keyof typeof offerDe>;

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { stripeType: 'card', label: offerDe[LABEL_KEYS.card] },
  { stripeType: 'paypal', label: offerDe[LABEL_KEYS.paypal] },
  { stripeType: 'sepa_debit', label: offerDe[LABEL_KEYS.sepa_debit] },
];

/** A method's name in `locale`: "Karte", "card". */
export function paymentMethodLabel(method: Pick<PaymentMethod, 'stripeType'>, locale: Locale = 'de'): string {
  return TEXTS[locale][LABEL_KEYS[method.stripeType]];
}

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
