// The demo print shop: a print service that lives in this Worker, for `npm start` and the e2e tests.
// It keeps what it receives (the PDF, encrypted, and the delivery product) and its page
// (routes/dispatch.ts) sends the signed webhooks a real print service would send.
import type { Env } from '../../env';
import { findDemoPrintJob, receiveDemoPrintJob, setDemoPrintJobStatus } from '../../db/demo-print-jobs';
import { putEncrypted } from '../documents';
import type { PrintService } from './types';

/** Price of a letter at the demo shop, in cents, so the back office's cost column shows something real. */
export const DEMO_LETTER_PRICE_CENTS = { cheap: 95, fast: 125 } as const;

export function demoFileKey(letterId: string): string {
  return `demo-print/${letterId}`;
}

export function demoPrintService(env: Env, now: () => Date = () => new Date()): PrintService {
  return {
    name: 'demo',
    async handOver(letter) {
      // The file first, under the idempotency key: a retry overwrites it with the same bytes.
      const fileKey = demoFileKey(letter.id);
      await putEncrypted(env, fileKey, letter.pdf);
      const { job } = await receiveDemoPrintJob(env.DB, {
        id: `demo_${crypto.randomUUID()}`,
        idempotency_key: letter.id,
        file_key: fileKey,
        file_name: letter.fileName,
        delivery_product: letter.deliveryProduct,
        address_position: 'left',
        order_number: letter.orderNumber,
        created_at: now().toISOString(),
      });
      return { providerLetterId: job.id, priceCents: DEMO_LETTER_PRICE_CENTS[letter.deliveryProduct] };
    },
    async deleteLetter(providerLetterId) {
      const job = await findDemoPrintJob(env.DB, providerLetterId);
      if (job) await env.DOCUMENTS.delete(job.file_key);
      await setDemoPrintJobStatus(env.DB, providerLetterId, 'deleted').run();
    },
  };
}
