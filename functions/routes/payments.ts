import { Hono } from 'hono';
import { html } from 'hono/html';
import type Stripe from 'stripe';
import { formatPrice } from '../../src/domain/locale-format';
import { translator } from '../../src/domain/messages';
import type { AppEnv, Env } from '../env';
import { ApiError } from '../lib/api-error';
import { isDevelopment } from '../lib/config';
import { applyCheckoutEvent } from '../services/payments/checkout-events';
import { demoCheckout, payDemoCheckout } from '../services/payments/demo-checkout';
import { stripeClient, stripeCrypto } from '../services/payments/stripe';

function demoAllowed(env: Env): boolean {
  return isDevelopment(env) && !env.STRIPE_SECRET_KEY;
}

export const payments = new Hono<AppEnv>()
  .post('/stripe/webhook', async (c) => {
    if (!c.env.STRIPE_SECRET_KEY || !c.env.STRIPE_WEBHOOK_SECRET)
      throw new ApiError(404, 'not_found', 'errors.notFound');
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
      throw new ApiError(400, 'invalid_signature', 'operator.invalidSignature');
    }
    const answer = await applyCheckoutEvent(c.env, event, new URL(c.req.url).origin);
    if (answer.workQueued) c.set('workQueued', true);
    return c.json(answer.body);
  })
  .get('/demo/:orderNumber', async (c) => {
    if (!demoAllowed(c.env)) throw new ApiError(404, 'not_found', 'errors.notFound');
    const sessionId = c.req.query('session_id') ?? '';
    const checkout = await demoCheckout(c.env, c.req.param('orderNumber'), sessionId, new URL(c.req.url).origin);
    c.header('Cache-Control', 'no-store');
    const open = checkout.awaitingPayment;
    const t = translator(checkout.locale);
    return c.html(
      html`<!doctype html>
        <html lang="${checkout.locale}">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="robots" content="noindex" />
            <title>${t('checkout.title')} – PunkteBrief</title>
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
              <h1>${t('checkout.title')}</h1>
              <p class="note"><strong>${t('checkout.testOnly')}</strong> ${t('checkout.noMoney')}</p>
              <dl>
                <dt>${t('checkout.orderNumber')}</dt>
                <dd>${checkout.orderNumber}</dd>
                <dt>${t(checkout.item.kind === 'package' ? 'checkout.package' : 'checkout.service')}</dt>
                <dd>${checkout.item.name}</dd>
                <dt>${t('checkout.total')}</dt>
                <dd>${t('checkout.amount', { amount: formatPrice(checkout.amountCents, checkout.locale) })}</dd>
              </dl>
              ${
                open
                  ? html`<form method="post">
                        <input type="hidden" name="session_id" value="${sessionId}" /><input
                          type="hidden"
                          name="action"
                          value="pay"
                        /><button class="pay" type="submit">${t('checkout.pay')}</button>
                      </form>
                      <form method="post">
                        <input type="hidden" name="session_id" value="${sessionId}" /><input
                          type="hidden"
                          name="action"
                          value="cancel"
                        /><button class="cancel" type="submit">${t('checkout.cancel')}</button>
                      </form>`
                  : html`<p>${t('checkout.closed', { status: checkout.status })}</p>`
              }
            </main>
          </body>
        </html>`,
    );
  })
  .post('/demo/:orderNumber', async (c) => {
    if (!demoAllowed(c.env)) throw new ApiError(404, 'not_found', 'errors.notFound');
    const form = await c.req.parseBody();
    const sessionId = typeof form.session_id === 'string' ? form.session_id : '';
    const origin = new URL(c.req.url).origin;
    const checkout = await demoCheckout(c.env, c.req.param('orderNumber'), sessionId, origin);
    if (form.action === 'pay') {
      // The demo stands in for Stripe in development only; `paid_at` lets a test pay at a chosen moment
      // (e.g. a business-day morning before the dispatch cut-off), as a webhook would report it.
      const paidAt = typeof form.paid_at === 'string' && form.paid_at ? new Date(form.paid_at) : new Date();
      if (Number.isNaN(paidAt.getTime())) throw new ApiError(400, 'invalid_paid_at', 'operator.invalidPaidAt');
      await payDemoCheckout(c.env, checkout, paidAt);
      c.set('workQueued', true);
      return c.redirect(checkout.successUrl(origin, sessionId), 303);
    }
    // Stripe's cancel URL leaves the session open; the demo does the same and sends the customer back.
    return c.redirect(checkout.cancelUrl(origin), 303);
  });
