// Status links (migration 0010): each token is stored as its SHA-256 per order, so a link can be revoked
// and ends with the order's activity (src/domain/order-access.ts); the token itself is only in the link.
import { EVENTS_NOT_EXTENDING_LINKS } from '../../src/domain/order-access';

export function insertStatusToken(
  db: D1Database,
  tokenHash: string,
  orderNumber: string,
  at: string,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO status_tokens (token_hash, order_number, created_at) VALUES (?1, ?2, ?3)')
    .bind(tokenHash, orderNumber, at);
}

/** Revokes every status link of the order (after its e-mail address changed). */
export function revokeStatusTokens(db: D1Database, orderNumber: string, at: string): D1PreparedStatement {
  return db
    .prepare('UPDATE status_tokens SET revoked_at = ?2 WHERE order_number = ?1 AND revoked_at IS NULL')
    .bind(orderNumber, at);
}

/**
 * A status token of the order, with what decides its end: the order's newest event (not one a stranger
 * can cause, EVENTS_NOT_EXTENDING_LINKS) and posting.
 */
export interface StatusTokenProof {
  revoked: boolean;
  lastEventAt: string;
  latestPostingAt: string | null;
}

interface ProofRow {
  revoked_at: string | null;
  last_event_at: string | null;
  latest_posting_at: string | null;
  created_at: string;
}

/** The token's row for this order (null: no such token for this order), in one read. */
export async function findStatusTokenProof(
  db: D1Database,
  orderNumber: string,
  tokenHash: string,
): Promise<StatusTokenProof | null> {
  const row = await db
    .prepare(
      `SELECT s.revoked_at, s.created_at,
         (SELECT MAX(at) FROM order_timeline WHERE order_number = ?1
            AND event NOT IN (SELECT value FROM json_each(?3))) AS last_event_at,
         (SELECT MAX(at) FROM order_timeline WHERE order_number = ?1 AND event = 'submitted') AS latest_posting_at
       FROM status_tokens s WHERE s.token_hash = ?2 AND s.order_number = ?1`,
    )
    .bind(orderNumber, tokenHash, JSON.stringify(EVENTS_NOT_EXTENDING_LINKS))
    .first<ProofRow>();
  if (!row) return null;
  return {
    revoked: row.revoked_at !== null,
    // A link minted after the last event (a fresh link) lives from its own creation.
    lastEventAt: [row.last_event_at ?? row.created_at, row.created_at].sort().at(-1)!,
    latestPostingAt: row.latest_posting_at,
  };
}
