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
