import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { jsonBodyLimit } from '../lib/body-limit';
import { guardProofs } from '../lib/proof-limits';
import { statusLinkOrder } from '../lib/status-link';
import { validJson } from '../lib/validate';
import { personalDataToCorrect } from '../services/corrections/form';
import { correctPersonalData, requestCorrectionAfterPosting } from '../services/corrections/personal-data';
import type { OrderAllowance } from '../services/access/proof-attempts';
import { CorrectionAfterPostingSchema } from '../../src/domain/order-request';
import type { PersonalDataSchema } from '../../src/domain/personal-data';

/**
 * Corrections: a few per order and hour are plenty for typing errors, and each one mails the customer.
 * Spent only with the status link (a wrong token counts against the client's address, guardProofs).
 */
const CORRECTIONS: OrderAllowance = { bucket: 'corrections', perOrder: 10, windowSeconds: 3600 };

/**
 * The corrected personal data, as the correction form sends it. Only its being JSON is checked here: the
 * service checks it against that day's rules once the order may still be corrected at all.
 */
const PersonalDataBody = v.custom<v.InferInput<PersonalDataSchema>>(() => true);

const ctxOf = (c: Context) => ({ now: new Date(), origin: new URL(c.req.url).origin });

/** The customer's corrections from /status; the status token comes in a header (never a URL). */
export const corrections = new Hono<AppEnv>()
  /** The full personal data, for the correction form only, and only while a correction is possible. */
  .get('/:orderNumber/personal-data', guardProofs, statusLinkOrder(CORRECTIONS), async (c) => {
    return c.json({ personalData: await personalDataToCorrect(c.env, c.var.order, new Date()) });
  })
  /** Until the application is printed: corrected personal data. */
  .put(
    '/:orderNumber/personal-data',
    guardProofs,
    bodyLimit(jsonBodyLimit),
    statusLinkOrder(CORRECTIONS),
    validJson(PersonalDataBody),
    async (c) => {
      const result = await correctPersonalData(c.env, c.var.order, c.req.valid('json'), ctxOf(c));
      c.set('workQueued', true);
      return c.json({ ok: true, ...result });
    },
  )
  /** The Korrekturoption's one correction after posting: corrected data, ID copy and signature. */
  .post(
    '/:orderNumber/correction',
    guardProofs,
    bodyLimit(jsonBodyLimit),
    statusLinkOrder(CORRECTIONS),
    validJson(CorrectionAfterPostingSchema),
    async (c) => {
      const result = await requestCorrectionAfterPosting(c.env, c.var.order, c.req.valid('json'), ctxOf(c));
      c.set('workQueued', true);
      return c.json({ ok: true, ...result }, 201);
    },
  );
