import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/api-error';
import { rateLimitByIpAndOrder } from '../lib/rate-limit';
import { readLetterCopy } from '../services/letter-copy';
import { orderByStatusToken } from '../services/order-access';
import { MESSAGES } from '../../src/domain/messages';

/**
 * GET /api/orders/:orderNumber/letter.pdf: the Plus/Pro copy of the letter as sent, for 12 months
 * after posting; the status token comes in a header, as for the order's status.
 */
export const letterCopies = new Hono<AppEnv>().get(
  '/:orderNumber/letter.pdf',
  rateLimitByIpAndOrder({ bucket: 'letter_copy', perIp: 30, perOrder: 20, windowSeconds: 3600 }),
  async (c) => {
    const order = await orderByStatusToken(
      c.env,
      c.req.param('orderNumber'),
      c.req.header('X-Status-Token'),
      new Date(),
    );
    const bytes = await readLetterCopy(c.env, order);
    if (!bytes) throw new ApiError(404, 'not_found', MESSAGES.de['errors.noLetterCopy']);
    return new Response(bytes, {
      headers: {
        'Content-Type': 'application/pdf',
        'Cache-Control': 'no-store',
        'Content-Disposition': `attachment; filename="Antrag-${order.orderNumber}.pdf"`,
      },
    });
  },
);
