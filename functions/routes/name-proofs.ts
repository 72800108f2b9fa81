import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { nameProofSubmissionSchemaIn } from '../../src/domain/name-proof';
import type { AppEnv } from '../env';
import { jsonBodyLimit } from '../lib/body-limit';
import { pageLanguageOf, PAGE_LANGUAGE_HEADER } from '../lib/error-language';
import { guardProofs } from '../lib/proof-limits';
import { parseOrThrow, readJson } from '../lib/validate';
import { submitNameProof } from '../services/name-proofs/submit';
import { orderByStatusToken } from '../services/access/proofs';
import { spendOrderAllowance, type OrderAllowance } from '../services/access/proof-attempts';

/** Proofs sent per order and hour, spent only with the status link (a wrong token counts, guardProofs). */
const NAME_PROOF: OrderAllowance = { bucket: 'name_proof', perOrder: 10, windowSeconds: 3600 };

/**
 * POST /api/orders/:orderNumber/name-proof: the status page's "Namensnachweis nachreichen". The status
 * token comes in a header (never a URL); the proof is an upload of kind 'name-proof' by id and token.
 */
export const nameProofs = new Hono<AppEnv>().post(
  '/:orderNumber/name-proof',
  guardProofs,
  bodyLimit(jsonBodyLimit),
  async (c) => {
    const now = new Date();
    const order = await orderByStatusToken(c.env, c.req.param('orderNumber'), c.req.header('X-Status-Token'), now);
    await spendOrderAllowance(c.env, NAME_PROOF, order.orderNumber, now);
    const schema = nameProofSubmissionSchemaIn(pageLanguageOf(c.req.header(PAGE_LANGUAGE_HEADER)));
    await submitNameProof(c.env, order, parseOrThrow(schema, await readJson(c)), now);
    return c.json({ ok: true }, 201);
  },
);
