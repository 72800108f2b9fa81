import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { jsonBodyLimit } from '../lib/body-limit';
import { readJson } from '../lib/validate';
import { correctPersonalData, requestCorrectionAfterPosting } from '../services/corrections';
import { authorizedOrder } from '../services/orders';

/** The customer's corrections from /status; the status token comes in a header. */
export const corrections = new Hono<AppEnv>()
  /** Until the application is posted: new personal data. */
  .put('/:orderNumber/personal-data', bodyLimit(jsonBodyLimit), async (c) => {
    const order = await authorizedOrder(c.env, c.req.param('orderNumber'), { token: c.req.header('X-Status-Token') });
    await correctPersonalData(c.env, order, await readJson(c), new Date());
    c.set('workQueued', true);
    return c.json({ ok: true });
  })
  /** The Korrekturoption's one correction after posting: new data, ID copy and signature. */
  .post('/:orderNumber/correction', bodyLimit(jsonBodyLimit), async (c) => {
    const order = await authorizedOrder(c.env, c.req.param('orderNumber'), { token: c.req.header('X-Status-Token') });
    const body = (await readJson(c)) as Parameters<typeof requestCorrectionAfterPosting>[2];
    await requestCorrectionAfterPosting(c.env, order, body, new Date());
    c.set('workQueued', true);
    return c.json({ ok: true }, 201);
  });
