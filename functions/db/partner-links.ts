// The second person's personal links (migration 0012), stored as SHA-256 per order.

/** Stores a new link and revokes the order's older open ones: only the newest mailed link opens the page. */
export function insertPartnerLink(
  db: D1Database,
  link: { tokenHash: string; orderNumber: string; createdAt: string; expiresAt: string },
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        'UPDATE partner_links SET revoked_at = ?2 WHERE order_number = ?1 AND revoked_at IS NULL AND used_at IS NULL',
      )
      .bind(link.orderNumber, link.createdAt),
    db
      .prepare('INSERT INTO partner_links (token_hash, order_number, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
      .bind(link.tokenHash, link.orderNumber, link.createdAt, link.expiresAt),
  ];
}

export interface PartnerLinkRow {
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

export async function findPartnerLink(
  db: D1Database,
  orderNumber: string,
  tokenHash: string,
): Promise<PartnerLinkRow | null> {
  const row = await db
    .prepare('SELECT expires_at, used_at, revoked_at FROM partner_links WHERE order_number = ?1 AND token_hash = ?2')
    .bind(orderNumber, tokenHash)
    .first<{ expires_at: string; used_at: string | null; revoked_at: string | null }>();
  return row && { expiresAt: row.expires_at, usedAt: row.used_at, revokedAt: row.revoked_at };
}

/**
 * Marks the link used, only while it is open: run it before a batch guard (requireOneChange) so that
 * two submissions through the same link at once store one set of documents.
 */
export function usePartnerLink(db: D1Database, orderNumber: string, tokenHash: string, at: string) {
  return db
    .prepare(
      `UPDATE partner_links SET used_at = ?3
       WHERE order_number = ?1 AND token_hash = ?2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?3`,
    )
    .bind(orderNumber, tokenHash, at);
}
