/** Records a payment provider's event id; false when it was seen before (a redelivery). */
export async function recordPaymentEvent(
  db: D1Database,
  event: { id: string; type: string; orderNumber: string; receivedAt: string },
): Promise<boolean> {
  const result = await db
    .prepare(
      'INSERT INTO payment_events (event_id, type, order_number, received_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (event_id) DO NOTHING',
    )
    .bind(event.id, event.type, event.orderNumber, event.receivedAt)
    .run();
  return (result.meta.changes ?? 0) === 1;
}
