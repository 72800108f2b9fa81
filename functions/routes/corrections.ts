import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { jsonBodyLimit } from '../lib/body-limit';
import { readJson } from '../lib/validate';
import { correctPersonalData } from '../services/corrections';
import { authorizedOrder } from '../services/orders';

/** PUT /api/orders/:orderNumber/personal-data: the customer's correction from /status (status token in a header). */
export const corrections = new Hono<AppEnv>().put(
  '/:orderNumber/personal-data',
  bodyLimit(jsonBodyLimit),
  async (c) => {
    const order = await authorizedOrder(c.env, c.req.param('orderNumber'), { token: c.req.header('X-Status-Token') });
    await correctPersonalData(c.env, order, await readJson(c), new Date());
    c.set('workQueued', true);
    return c.json({ ok: true });
  },
);
