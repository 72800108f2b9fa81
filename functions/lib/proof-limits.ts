// The HTTP side of services/access/proof-attempts.ts for the endpoints that take a proof for one order: a
// client address with too many wrong proofs this hour is refused before its proof is looked at, and a
// wrong proof the handler refused with (WrongProof, thrown where the proof is checked) is counted against
// that address. A valid proof then spends the order's own allowance (spendOrderAllowance, in the handler
// right after the check), so nothing a stranger sends uses up what the customer may do.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { recordWrongProof, refuseClientWithWrongProofs } from '../services/access/proof-attempts';
import { clientIp, hashIp } from './client-ip';
import { WrongProof } from './refusal';

function wrongProofLimit({ refuseFirst }: { refuseFirst: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = new Date();
    const ipHash = await hashIp(clientIp(c.req.raw.headers), c.env.IP_HASH_SALT);
    if (refuseFirst) await refuseClientWithWrongProofs(c.env, ipHash, now);
    await next();
    // Hono's error handler has answered by now; c.error is what the handler threw.
    if (c.error instanceof WrongProof && (await recordWrongProof(c.env, ipHash, c.error.orderNumber, now))) {
      c.set('workQueued', true);
    }
  });
}

/** For every endpoint that acts on a proof: refuses a client over its wrong proofs, counts the next one. */
export const guardProofs = wrongProofLimit({ refuseFirst: true });

/**
 * For the status read (GET /api/orders/:orderNumber): its wrong proofs count like any other (against the
 * address's allowance on the other endpoints, and towards support's alert), but its path to D1 stays as
 * short as it is (tests/worker/round-trips.test.ts): it only reads, and its 256-bit tokens cannot be guessed.
 */
export const countWrongProofs = wrongProofLimit({ refuseFirst: false });
