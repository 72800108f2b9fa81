// What happens when a payment changes state. Called by the verified Stripe webhook and by the demo
// checkout alike, so both go through exactly the same code. Every step is idempotent.
import { EXTRAS, planById } from '../../src/domain/catalog';
import { dispatchDeadline } from '../../src/domain/business-days';
import { formatEuro } from '../../src/domain/money';
import type { Env } from '../env';
import { enqueueMail } from '../db/outbox';
import { addTimeline, findOrder, setPaid, transitionOrder, type Order } from '../db/orders';
import { releaseUploadsOf } from '../db/uploads';
import { statusTokenFor } from '../lib/crypto';
import { issueInvoice } from './invoices';
import { orderConfirmationMail } from './mail-templates';
import { orderWebhookPayload } from './order-webhook';

/** Uploads of an order that will not be paid are kept one more day, then the retention job deletes them. */
const RELEASE_AFTER_MS = 24 * 3600 * 1000;

export type PaymentOutcome = 'paid' | 'processing' | 'failed' | 'expired';

export async function applyPaymentOutcome(env: Env, orderNumber: string, outcome: PaymentOutcome, origin: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  switch (outcome) {
    case 'processing':
      return transitionOrder(env.DB, orderNumber, ['awaiting_payment'], 'payment_processing', at);
    case 'paid': {
      const changed = await transitionOrder(env.DB, orderNumber, ['awaiting_payment', 'payment_processing'], 'paid', at);
      if (changed) await afterPaid(env, orderNumber, origin, now);
      return changed;
    }
    case 'failed':
    case 'expired': {
      const to = outcome === 'failed' ? 'payment_failed' : 'expired';
      const from = outcome === 'failed' ? (['awaiting_payment', 'payment_processing'] as const) : (['awaiting_payment'] as const);
      const changed = await transitionOrder(env.DB, orderNumber, [...from], to, at);
      if (changed) await releaseUploadsOf(env.DB, orderNumber, new Date(now.getTime() + RELEASE_AFTER_MS).toISOString()).run();
      return changed;
    }
  }
}

async function afterPaid(env: Env, orderNumber: string, origin: string, now: Date): Promise<void> {
  const order = (await findOrder(env.DB, orderNumber)) as Order;
  const deadline = dispatchDeadline(now, order.plan);
  await env.DB.batch([
    setPaid(env.DB, orderNumber, now.toISOString(), deadline),
    addTimeline(env.DB, orderNumber, now.toISOString(), 'dispatch_deadline', deadline),
  ]);
  const invoice = await issueInvoice(env, order, now);
  const statements = [
    addTimeline(env.DB, orderNumber, now.toISOString(), 'invoice_issued', invoice.number),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      orderConfirmationMail({
        orderNumber,
        email: order.email,
        firstName: order.personalData.firstName,
        planName: planById(order.plan).name,
        extraNames: EXTRAS.filter((extra) => order.extras.includes(extra.id)).map((extra) => extra.name),
        totalText: formatEuro(order.totalCents),
        dispatchDeadline: deadline,
        // The fragment never reaches a server log; the status page reads it in the browser.
        statusUrl: `${origin}/status#bestellung=${encodeURIComponent(orderNumber)}&token=${await statusTokenFor(env.STATUS_TOKEN_SECRET, orderNumber)}`,
        invoice: { number: invoice.number, key: invoice.object_key },
        requiresSecondPerson: order.requiresSecondPerson,
      }),
      now.toISOString(),
    ),
  ];
  if (env.ORDER_WEBHOOK_URL) {
    statements.push(
      enqueueMail(
        env.DB,
        crypto.randomUUID(),
        {
          kind: 'order_webhook',
          orderNumber,
          to: env.ORDER_WEBHOOK_URL,
          subject: `order ${orderNumber}`,
          text: JSON.stringify(orderWebhookPayload(order, now)),
        },
        now.toISOString(),
      ),
    );
  }
  await env.DB.batch(statements);
}
