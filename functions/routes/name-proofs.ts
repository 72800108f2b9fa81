import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { NameProofSubmissionSchema } from '../../src/domain/name-proof';
import type { AppEnv } from '../env';
import { jsonBodyLimit } from '../lib/body-limit';
import { guardProofs } from '../lib/proof-limits';
import { statusLinkOrder } from '../lib/status-link';
import { validJson } from '../lib/validate';
import { submitNameProof } from '../services/name-proofs/submit';
import type { OrderAllowance } from '../services/access/proof-attempts';

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
  statusLinkOrder(NAME_PROOF),
  validJson(NameProofSubmissionSchema),
  async (c) => {
    await submitNameProof(c.env, c.var.order, c.req.valid('json'), new Date());
    return c.json({ ok: true }, 201);
  },
);
