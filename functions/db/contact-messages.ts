import type { ContactMessage } from '../../src/domain/contact';

/** The statement that stores one contact message; returned unrun so callers can batch it. */
export function insertContactMessage(
  db: D1Database,
  id: string,
  message: ContactMessage,
  createdAt: string,
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO contact_messages (id, name, email, subject, message, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
    )
    .bind(id, message.name, message.email, message.subject, message.message, createdAt);
}

export interface StoredContactMessage extends ContactMessage {
  id: string;
  createdAt: string;
  handledAt: string | null;
}

/** The back office's inbox, newest first. */
export async function listContactMessages(db: D1Database, limit = 100): Promise<StoredContactMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT id, name, email, subject, message, created_at AS createdAt, handled_at AS handledAt
       FROM contact_messages ORDER BY created_at DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<StoredContactMessage>();
  return results;
}

export function deleteContactMessagesBefore(db: D1Database, createdBefore: string): D1PreparedStatement {
  return db.prepare('DELETE FROM contact_messages WHERE created_at <= ?1').bind(createdBefore);
}
