// A verified Stripe Checkout event, applied to what its session pays for (services/payments/payables.ts).
// Only ids are taken from the event; the order or add-on is re-read from our own database, each event
// id is applied once, and an amount that differs from ours is never accepted.
import type Stripe from 'stripe';
import type { Env } from '../../env';
import { paymentEventSeen, recordPaymentEvent } from '../../db/payment-events';
import { runOrderEffects } from '../orders/jobs';
import type { PaymentOutcome } from './outcomes';
import { payableOfSession } from './payables';

/** What the webhook answers Stripe; `workQueued` when mails or jobs wait to be sent. */
export interface CheckoutEventAnswer {
  body: { received: true; ignored?: string; duplicate?: true; refunded?: string };
  workQueued: boolean;
}

/** Which outcome a Checkout Session event means; other event types are acknowledged and ignored. */
function outcomeOf(event: Stripe.Event): PaymentOutcome | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'unpaid' ? 'processing' : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

export async function applyCheckoutEvent(env: Env, event: Stripe.Event, origin: string): Promise<CheckoutEventAnswer> {
  const outcome = outcomeOf(event);
  if (!outcome) return { body: { received: true, ignored: event.type }, workQueued: false };

  const session = event.data.object as Stripe.Checkout.Session;
  const orderNumber = session.client_reference_id ?? session.metadata?.orderNumber ?? '';
  const payable = await payableOfSession(env, orderNumber, session.id, origin);
  if (!payable) return { body: { received: true, ignored: 'unknown order' }, workQueued: false };

  // A redelivery is acknowledged without effect. The record is written with the event's effects, so
  // an event whose effects failed is applied on Stripe's retry.
  if (await paymentEventSeen(env.DB, event.id)) return { body: { received: true, duplicate: true }, workQueued: false };
  const record = recordPaymentEvent(env.DB, {
    id: event.id,
    type: event.type,
    orderNumber,
    receivedAt: new Date().toISOString(),
  });

  if (outcome === 'paid' && session.amount_total !== null && session.amount_total !== payable.amountCents) {
    // Logged without the amounts or anything personal; the timeline and support's mail carry the details.
    console.error(`payment_amount_mismatch order=${orderNumber}`);
    if ((await payable.refuseAmount(session.amount_total, { record })) === 'recorded')
      return { body: { received: true, ignored: 'amount mismatch' }, workQueued: false };
    await runOrderEffects(env, orderNumber);
    return { body: { received: true, refunded: 'amount mismatch' }, workQueued: true };
  }
  await payable.applyOutcome(outcome, { record });
  await runOrderEffects(env, orderNumber);
  return { body: { received: true }, workQueued: true };
}
