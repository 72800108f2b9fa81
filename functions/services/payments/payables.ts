// What a checkout session pays for: an order's own payment, or a second person bought after the
// order was paid (an add-on). The Stripe webhook and the demo checkout both find the payable by its
// session and pay through it, so the payment path (outcome, amount check, effects) is written once.
import { planById } from '../../../src/domain/catalog';
import type { Locale } from '../../../src/domain/locales';
import { SECOND_PERSON_ADDON_NAME } from '../../../src/domain/second-person-addon';
import type { Env } from '../../env';
import { findAddonBySession } from '../../db/addons';
import { findOrder, type PaymentProviderName } from '../../db/orders';
import { timingSafeEqual } from '../../lib/crypto';
import { applyPaymentOutcome, refundAmountMismatch, type OutcomeOptions, type PaymentOutcome } from './outcomes';
import { addonCancelUrl, addonSuccessUrl, cancelUrl, successUrl } from './types';
import { applyAddonPaymentOutcome } from '../second-person/addon';

export interface Payable {
  orderNumber: string;
  /** What the checkout names: the package, or the second person's service. */
  item: { kind: 'package' | 'service'; name: string };
  /** The customer's language, for the checkout page. */
  locale: Locale;
  amountCents: number;
  provider: PaymentProviderName;
  /** The payable's own state, for the checkout page. */
  status: string;
  awaitingPayment: boolean;
  /** Applies an outcome; returns whether anything changed (a duplicate or late event changes nothing). */
  applyOutcome(outcome: PaymentOutcome, options: OutcomeOptions): Promise<boolean>;
  /**
   * Another amount than ours was paid, which we never accept: the order's payment goes back by itself
   * ('refunded'); an add-on's is only recorded for the operator ('recorded').
   */
  refuseAmount(paidCents: number, options: OutcomeOptions): Promise<'refunded' | 'recorded'>;
  successUrl(origin: string, sessionId: string): string;
  cancelUrl(origin: string): string;
}

/** The payable a checkout session was created for; null when no order or add-on stored that session. */
export async function payableOfSession(
  env: Env,
  orderNumber: string,
  sessionId: string,
  origin: string,
): Promise<Payable | null> {
  if (!sessionId) return null;
  const order = await findOrder(env.DB, orderNumber);
  if (!order) return null;
  if (order.paymentSessionId && timingSafeEqual(sessionId, order.paymentSessionId)) {
    return {
      orderNumber,
      item: { kind: 'package', name: planById(order.plan).name },
      locale: order.customerLanguage,
      amountCents: order.totalCents,
      provider: order.paymentProvider,
      status: order.status,
      awaitingPayment: order.status === 'awaiting_payment',
      applyOutcome: (outcome, options) => applyPaymentOutcome(env, orderNumber, outcome, origin, options),
      refuseAmount: async (paidCents, options) => {
        await refundAmountMismatch(env, orderNumber, paidCents, options);
        return 'refunded';
      },
      successUrl: (base, id) => successUrl(base, orderNumber, encodeURIComponent(id), order.customerLanguage),
      cancelUrl: (base) => cancelUrl(base, order.customerLanguage),
    };
  }
  const addon = await findAddonBySession(env.DB, orderNumber, sessionId);
  if (!addon) return null;
  return {
    orderNumber,
    item: { kind: 'service', name: SECOND_PERSON_ADDON_NAME },
    locale: order.customerLanguage,
    amountCents: addon.priceCents,
    provider: addon.paymentProvider,
    status: addon.status,
    awaitingPayment: addon.status === 'awaiting_payment',
    applyOutcome: (outcome, options) => applyAddonPaymentOutcome(env, addon.id, outcome, origin, options),
    refuseAmount: async (_paidCents, options) => {
      await options.record?.run();
      return 'recorded';
    },
    successUrl: (base, id) => addonSuccessUrl(base, orderNumber, encodeURIComponent(id), order.customerLanguage),
    cancelUrl: (base) => addonCancelUrl(base, order.customerLanguage),
  };
}
