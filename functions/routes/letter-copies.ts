import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/api-error';
import { guardProofs } from '../lib/proof-limits';
import { readLetterCopy } from '../services/dispatch/letter-copy';
import { orderByStatusToken } from '../services/access/proofs';
import { spendOrderAllowance, type OrderAllowance } from '../services/access/proof-attempts';
import { MESSAGES } from '../../src/domain/messages';

/** Downloads of the copy per order and hour, spent only with the status link. */
const LETTER_COPY: OrderAllowance = { bucket: 'letter_copy', perOrder: 20, windowSeconds: 3600 };

/**
 * GET /api/orders/:orderNumber/letter.pdf: the Plus/Pro copy of the letter as sent, for 12 months
 * after posting; the status token comes in a header, as for the order's status.
 */
export const letterCopies = new Hono<AppEnv>().get('/:orderNumber/letter.pdf', guardProofs, async (c) => {
  const now = new Date();
  const order = await orderByStatusToken(c.env, c.req.param('orderNumber'), c.req.header('X-Status-Token'), now);
  await spendOrderAllowance(c.env, LETTER_COPY, order.orderNumber, now);
  const bytes = await readLetterCopy(c.env, order);
  if (!bytes) throw new ApiError(404, 'not_found', MESSAGES.de['errors.noLetterCopy']);
  return new Response(bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'no-store',
      'Content-Disposition': `attachment; filename="Antrag-${order.orderNumber}.pdf"`,
    },
  });
});
