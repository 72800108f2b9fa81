// Payment provider events (Stripe event ids): each is processed once. The record is written in the
// same batch as the event's effects, so an event whose effects failed is not taken for processed.

export interface PaymentEvent {
  id: string;
  type: string;
  orderNumber: string;
  receivedAt: string;
}

export async function paymentEventSeen(db: D1Database, eventId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM payment_events WHERE event_id = ?1').bind(eventId).first()) !== null;
}

/** Records the event; returned unrun for the batch of its effects. A second record of it is a no-op. */
export function recordPaymentEvent(db: D1Database, event: PaymentEvent): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO payment_events (event_id, type, order_number, received_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (event_id) DO NOTHING',
    )
    .bind(event.id, event.type, event.orderNumber, event.receivedAt);
}
