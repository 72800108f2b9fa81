// The optional outbound webhook (ORDER_WEBHOOK_URL) in the spec's order payload shape (§3), for the
// operator's automation. It never carries document contents or links: only that documents exist.
import { priceOf } from '../../src/domain/pricing';
import type { OrderRow } from '../db/orders';

export function orderWebhookPayload(order: OrderRow, now: Date) {
  const extras = JSON.parse(order.extras) as string[];
  const price = priceOf({ plan: order.plan, extras: extras as never });
  const evidence = JSON.parse(order.evidence) as { ip: string; userAgent: string; time: string; cookiePreferences?: unknown; confirmations?: unknown };
  const extrasCents = price.lines.filter((l) => l.kind === 'extra').reduce((sum, l) => sum + l.priceCents, 0);
  return {
    personalData: JSON.parse(order.personal_data),
    uploadedDocuments: { totalFiles: 3, frontImage: true, backImage: true, signature: true },
    digitalSignature: { signaturePresent: true },
    serviceSelection: {
      selectedService: 'Auskunft aus dem Fahreignungsregister',
      selectedPackage: order.plan,
      hasOrderBump: extras.length > 0,
      extras,
      language: order.language,
    },
    orderDetails: { basePrice: (price.totalCents - extrasCents) / 100, orderBumpPrice: extrasCents / 100, totalPrice: order.total_cents / 100, currency: 'EUR' },
    consent: evidence.confirmations ?? null,
    cookiePreferences: evidence.cookiePreferences ?? null,
    paymentEvidence: { ipAddress: evidence.ip, userAgent: evidence.userAgent, timestamp: evidence.time, sessionId: order.payment_session_id },
    meta: { orderNumber: order.order_number, submissionTimestamp: order.created_at, paidTimestamp: now.toISOString(), formVersion: '1.0.0', source: 'punktebrief-worker' },
  };
}
