import { Hono } from 'hono';
import { html } from 'hono/html';
import type Stripe from 'stripe';
import { planById } from '../../src/domain/catalog';
import { formatEuro } from '../../src/domain/money';
import type { AppEnv, Env } from '../env';
import { SECOND_PERSON_ADDON_NAME } from '../../src/domain/second-person-addon';
import { findAddon, findAddonBySession } from '../db/addons';
import { findOrder } from '../db/orders';
import { paymentEventSeen, recordPaymentEvent } from '../db/payment-events';
import { ApiError } from '../lib/api-error';
import { isDevelopment } from '../lib/config';
import { timingSafeEqual } from '../lib/crypto';
import { runOrderEffects } from '../services/order-jobs';
import { applyPaymentOutcome, refundAmountMismatch, type PaymentOutcome } from '../services/order-payments';
import { addonCancelUrl, addonSuccessUrl, cancelUrl, successUrl } from '../services/payments/types';
import { applyAddonPaymentOutcome } from '../services/second-person-addon';
import { stripeClient, stripeCrypto } from '../services/payments/stripe';

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

/**
 * What a checkout session pays: the order's own payment, or a second person's bought later (its
 * metadata names the add-on). Null when the session is not the one we stored for it.
 */
async function paymentOfSession(env: Env, session: Stripe.Checkout.Session, origin: string) {
  const orderNumber = session.client_reference_id ?? session.metadata?.orderNumber ?? '';
  const addonId = session.metadata?.addonId;
  if (addonId) {
    const addon = await findAddon(env.DB, addonId);
    if (!addon || addon.orderNumber !== orderNumber || addon.paymentSessionId !== session.id) return null;
    return {
      orderNumber,
      amountCents: addon.priceCents,
      apply: (outcome: PaymentOutcome, options: { record: D1PreparedStatement }) =>
        applyAddonPaymentOutcome(env, addon.id, outcome, origin, options),
      refundMismatch: null,
    };
  }
  const order = await findOrder(env.DB, orderNumber);
  if (!order || order.paymentSessionId !== session.id) return null;
  return {
    orderNumber,
    amountCents: order.totalCents,
    apply: (outcome: PaymentOutcome, options: { record: D1PreparedStatement }) =>
      applyPaymentOutcome(env, orderNumber, outcome, origin, options),
    refundMismatch: (paidCents: number, options: { record: D1PreparedStatement }) =>
      refundAmountMismatch(env, orderNumber, paidCents, options),
  };
}

/**
 * The demo checkout a session id opens: the order's own, or that of a second person bought after payment. Both pay
 * through the same code as a verified Stripe webhook.
 */
async function demoCheckoutOf(env: Env, orderNumber: string, sessionId: string, origin: string) {
  const notFound = new ApiError(404, 'not_found', 'Bestellung nicht gefunden.');
  const order = await findOrder(env.DB, orderNumber);
  if (!order || !sessionId) throw notFound;
  if (
    order.paymentProvider === 'demo' &&
    order.paymentSessionId &&
    timingSafeEqual(sessionId, order.paymentSessionId)
  ) {
    return {
      orderNumber,
      itemLabel: 'Paket',
      itemName: planById(order.plan).name,
      amountCents: order.totalCents,
      status: order.status,
      open: order.status === 'awaiting_payment',
      pay: (paidAt: Date) => applyPaymentOutcome(env, orderNumber, 'paid', origin, { now: paidAt }),
      successUrl: successUrl(origin, orderNumber, encodeURIComponent(sessionId)),
      cancelUrl: cancelUrl(origin),
    };
  }
  const addon = await findAddonBySession(env.DB, orderNumber, sessionId);
  if (!addon || addon.paymentProvider !== 'demo') throw notFound;
  return {
    orderNumber,
    itemLabel: 'Leistung',
    itemName: SECOND_PERSON_ADDON_NAME,
    amountCents: addon.priceCents,
    status: addon.status,
    open: addon.status === 'awaiting_payment',
    pay: (paidAt: Date) => applyAddonPaymentOutcome(env, addon.id, 'paid', origin, { now: paidAt }),
    successUrl: addonSuccessUrl(origin, orderNumber, encodeURIComponent(sessionId)),
    cancelUrl: addonCancelUrl(origin),
  };
}

function demoAllowed(env: Env): boolean {
  return isDevelopment(env) && !env.STRIPE_SECRET_KEY;
}

export const payments = new Hono<AppEnv>()
  .post('/stripe/webhook', async (c) => {
    if (!c.env.STRIPE_SECRET_KEY || !c.env.STRIPE_WEBHOOK_SECRET)
      throw new ApiError(404, 'not_found', 'Nicht gefunden.');
    const signature = c.req.header('Stripe-Signature') ?? '';
    const payload = await c.req.text();
    let event: Stripe.Event;
    try {
      event = await stripeClient(c.env.STRIPE_SECRET_KEY).webhooks.constructEventAsync(
        payload,
        signature,
        c.env.STRIPE_WEBHOOK_SECRET,
        undefined,
        stripeCrypto,
      );
    } catch {
      throw new ApiError(400, 'invalid_signature', 'Ungültige Signatur.');
    }
    const outcome = outcomeOf(event);
    if (!outcome) return c.json({ received: true, ignored: event.type });

    // Only ids are taken from the event; the order (or its add-on) is re-read from our own database.
    const session = event.data.object as Stripe.Checkout.Session;
    const origin = new URL(c.req.url).origin;
    const payment = await paymentOfSession(c.env, session, origin);
    if (!payment) return c.json({ received: true, ignored: 'unknown order' });

    // Each event id is processed once; a redelivery is acknowledged without effect. The record is
    // written with the event's effects, so an event whose effects failed is processed on Stripe's retry.
    if (await paymentEventSeen(c.env.DB, event.id)) return c.json({ received: true, duplicate: true });
    const record = recordPaymentEvent(c.env.DB, {
      id: event.id,
      type: event.type,
      orderNumber: payment.orderNumber,
      receivedAt: new Date().toISOString(),
    });

    if (outcome === 'paid' && session.amount_total !== null && session.amount_total !== payment.amountCents) {
      // We never trust an amount from outside over our own order: an order's payment goes back by itself;
      // an add-on's is only logged for the operator.
      console.error(`payment_amount_mismatch order=${payment.orderNumber}`);
      if (!payment.refundMismatch) {
        await record.run();
        return c.json({ received: true, ignored: 'amount mismatch' });
      }
      await payment.refundMismatch(session.amount_total, { record });
      await runOrderEffects(c.env, payment.orderNumber);
      c.set('workQueued', true);
      return c.json({ received: true, refunded: 'amount mismatch' });
    }
    await payment.apply(outcome, { record });
    await runOrderEffects(c.env, payment.orderNumber);
    c.set('workQueued', true);
    return c.json({ received: true });
  })
  .get('/demo/:orderNumber', async (c) => {
    if (!demoAllowed(c.env)) throw new ApiError(404, 'not_found', 'Nicht gefunden.');
    const sessionId = c.req.query('session_id') ?? '';
    const checkout = await demoCheckoutOf(c.env, c.req.param('orderNumber'), sessionId, new URL(c.req.url).origin);
    c.header('Cache-Control', 'no-store');
    const open = checkout.open;
    return c.html(
      html`<!doctype html>
        <html lang="de">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="robots" content="noindex" />
            <title>Testzahlung – PunkteBrief</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                max-width: 32rem;
                margin: 2rem auto;
                padding: 0 1rem;
                color: #0f172a;
              }
              .note {
                border-left: 6px solid #b45309;
                background: #fffbeb;
                padding: 1rem;
              }
              dl {
                display: grid;
                grid-template-columns: auto 1fr;
                gap: 0.5rem 1rem;
              }
              dt {
                color: #334155;
              }
              dd {
                margin: 0;
                font-weight: 600;
              }
              button {
                font: inherit;
                font-weight: 600;
                padding: 0.8rem 1.4rem;
                border-radius: 0.5rem;
                border: 2px solid #1a49b0;
                cursor: pointer;
              }
              .pay {
                background: #1a49b0;
                color: #fff;
              }
              .cancel {
                background: #fff;
                color: #1a49b0;
              }
              form {
                display: inline-block;
                margin: 1rem 0.5rem 0 0;
              }
            </style>
          </head>
          <body>
            <main>
              <h1>Testzahlung</h1>
              <p class="note">
                <strong>Dies ist eine Testumgebung.</strong> Es wird kein Geld bewegt. Im Live-Betrieb zahlst du hier
                über unseren Zahlungsdienstleister.
              </p>
              <dl>
                <dt>Bestellnummer</dt>
                <dd>${checkout.orderNumber}</dd>
                <dt>${checkout.itemLabel}</dt>
                <dd>${checkout.itemName}</dd>
                <dt>Gesamtbetrag</dt>
                <dd>${formatEuro(checkout.amountCents)} (inkl. MwSt.)</dd>
              </dl>
              ${
                open
                  ? html`<form method="post">
                        <input type="hidden" name="session_id" value="${sessionId}" /><input
                          type="hidden"
                          name="action"
                          value="pay"
                        /><button class="pay" type="submit">Bezahlen</button>
                      </form>
                      <form method="post">
                        <input type="hidden" name="session_id" value="${sessionId}" /><input
                          type="hidden"
                          name="action"
                          value="cancel"
                        /><button class="cancel" type="submit">Abbrechen</button>
                      </form>`
                  : html`<p>Diese Zahlung ist bereits abgeschlossen (Status: ${checkout.status}).</p>`
              }
            </main>
          </body>
        </html>`,
    );
  })
  .post('/demo/:orderNumber', async (c) => {
    if (!demoAllowed(c.env)) throw new ApiError(404, 'not_found', 'Nicht gefunden.');
    const form = await c.req.parseBody();
    const sessionId = typeof form.session_id === 'string' ? form.session_id : '';
    const origin = new URL(c.req.url).origin;
    const checkout = await demoCheckoutOf(c.env, c.req.param('orderNumber'), sessionId, origin);
    if (form.action === 'pay') {
      // The demo stands in for Stripe in development only; `paid_at` lets a test pay at a chosen moment
      // (e.g. a business-day morning before the dispatch cut-off), as a webhook would report it.
      const paidAt = typeof form.paid_at === 'string' && form.paid_at ? new Date(form.paid_at) : new Date();
      if (Number.isNaN(paidAt.getTime())) throw new ApiError(400, 'invalid_paid_at', 'Ungültiger Zahlungszeitpunkt.');
      await checkout.pay(paidAt);
      await runOrderEffects(c.env, checkout.orderNumber);
      c.set('workQueued', true);
      return c.redirect(checkout.successUrl, 303);
    }
    // Stripe's cancel URL leaves the session open; the demo does the same and sends the customer back.
    return c.redirect(checkout.cancelUrl, 303);
  });
