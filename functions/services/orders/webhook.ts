// The optional outbound webhook (ORDER_WEBHOOK_URL) in the order payload shape agreed for the
// operator's automation. It never carries document contents or links: only that documents exist.
import { priceOf } from '../../../src/domain/pricing';
import type { Order } from '../../db/orders';

export function orderWebhookPayload(order: Order, now: Date) {
  const { extras, evidence } = order;
  const price = priceOf({ plan: order.plan, extras });
  const extrasCents = price.lines.filter((l) => l.kind === 'extra').reduce((sum, l) => sum + l.priceCents, 0);
  return {
    personalData: order.personalData,
    uploadedDocuments: { totalFiles: 3, frontImage: true, backImage: true, signature: true },
    digitalSignature: { signaturePresent: true },
    serviceSelection: {
      selectedService: 'Auskunft aus dem Fahreignungsregister',
      selectedPackage: order.plan,
      hasOrderBump: extras.length > 0,
      extras,
      language: order.language,
    },
    orderDetails: {
      basePrice: (price.totalCents - extrasCents) / 100,
      orderBumpPrice: extrasCents / 100,
      totalPrice: order.totalCents / 100,
      currency: 'EUR',
    },
    consent: evidence?.confirmations ?? null,
    cookiePreferences: evidence?.cookiePreferences ?? null,
    paymentEvidence: {
      ipAddress: evidence?.ip ?? null,
      userAgent: evidence?.userAgent ?? null,
      timestamp: evidence?.time ?? null,
      sessionId: order.paymentSessionId,
    },
    meta: {
      orderNumber: order.orderNumber,
      submissionTimestamp: order.createdAt,
      paidTimestamp: now.toISOString(),
      formVersion: '1.0.0',
      source: 'punktebrief-worker',
    },
  };
}
