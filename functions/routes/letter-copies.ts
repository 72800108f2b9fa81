import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { guardProofs } from '../lib/proof-limits';
import { statusLinkOrder } from '../lib/status-link';
import { letterCopyFile } from '../services/dispatch/letter-copy';
import type { OrderAllowance } from '../services/access/proof-attempts';

/** Downloads of the copy per order and hour, spent only with the status link. */
const LETTER_COPY: OrderAllowance = { bucket: 'letter_copy', perOrder: 20, windowSeconds: 3600 };

/**
 * GET /api/orders/:orderNumber/letter.pdf: the Plus/Pro copy of the letter as sent, for 12 months
 * after posting; the status token comes in a header, as for the order's status.
 */
export const letterCopies = new Hono<AppEnv>().get(
  '/:orderNumber/letter.pdf',
  guardProofs,
  statusLinkOrder(LETTER_COPY),
  async (c) => {
    const order = c.var.order;
    return new Response(await letterCopyFile(c.env, order), {
      headers: {
        'Content-Type': 'application/pdf',
        'Cache-Control': 'no-store',
        'Content-Disposition': `attachment; filename="Antrag-${order.orderNumber}.pdf"`,
      },
    });
  },
);
